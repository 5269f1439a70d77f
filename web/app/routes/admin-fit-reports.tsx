import { AdminFitReportListSchema } from "@pitstop/contract/reviews";
import { ListBody, ListHeading, ListTabs } from "~/features/admin/admin-list";
import { FitReportTable } from "~/features/admin/fit-report-list";
import { listHref, readListState } from "~/features/admin/list-url";
import { adminMeta } from "~/features/admin/meta";
import { requireOperator } from "~/features/admin/operator.server";
import { listData } from "~/features/admin/route.server";
import { apiFor } from "~/lib/api.server";
import type { Route } from "./+types/admin-fit-reports";

const PATH = "/admin/fit-reports";
const TABS = [
  { value: "", label: "All with a “No”" },
  { value: "1", label: "Flagged only" },
];

/** Parts buyers said did not fit their car, flagged ones first: fitment data to check. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  const state = readListState(new URL(request.url), ["flagged", "page"] as const);
  const flagged = state.flagged === "1" ? "1" : "";
  const query = new URLSearchParams();
  if (flagged) query.set("flagged", "1");
  if (state.page) query.set("page", state.page);
  const answer = await apiFor(request).send("GET", `/api/admin/fit-reports?${query}`, AdminFitReportListSchema);
  return listData(answer, { flagged });
}

export function meta() {
  return adminMeta("Fit reports");
}

export default function AdminFitReports({ loaderData }: Route.ComponentProps) {
  const { list, problem, flagged } = loaderData;
  return (
    <div className="space-y-5">
      <ListHeading title="Fit reports" total={list?.total ?? null} one="part and vehicle" many="parts and vehicles" />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Buyers who said a part did not fit their car. Flagged: 3 or more “No” and no “Yes” — check the part’s fitment.
      </p>
      <ListTabs
        label="Fit report filter"
        tabs={TABS.map((t) => ({
          key: t.value || "all",
          to: listHref(PATH, { flagged: t.value }),
          label: t.label,
          current: t.value === flagged,
        }))}
      />
      <ListBody
        problem={problem}
        rows={list?.reports ?? null}
        empty={flagged ? "No flagged parts." : "No buyer has said a part did not fit."}
        pager={list && { page: list.page, pages: list.pages, hrefFor: (page) => listHref(PATH, { flagged }, { page }) }}
      >
        {(reports) => <FitReportTable reports={reports} />}
      </ListBody>
    </div>
  );
}
