import { AdminFitReportListSchema } from "@pitstop/contract/reviews";
import { Flag } from "lucide-react";
import { data, Link } from "react-router";
import { listHref, readListState } from "~/features/admin/list-url";
import { requireOperator } from "~/features/admin/operator.server";
import { EmptyList, Pager, Problem } from "~/features/admin/pager";
import { apiFor } from "~/lib/api.server";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/admin-fit-reports";

const PATH = "/admin/fit-reports";
const REASON_LABEL: Record<string, string> = {
  wrong_size: "Wrong size",
  wrong_position: "Wrong position",
  needs_other_parts: "Needs other parts",
  other: "Other",
};

/** Issue 13/14: parts buyers said did not fit their car, flagged ones first — fitment data to check. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  const state = readListState(new URL(request.url), ["flagged", "page"] as const);
  const flagged = state.flagged === "1" ? "1" : "";
  const query = new URLSearchParams();
  if (flagged) query.set("flagged", "1");
  if (state.page) query.set("page", state.page);
  const answer = await apiFor(request).send("GET", `/api/admin/fit-reports?${query}`, AdminFitReportListSchema);
  const headers = { "Cache-Control": "private, no-store" };
  if (!answer.ok) return data({ list: null, problem: answer.message, flagged }, { headers });
  return data({ list: answer.data, problem: null, flagged }, { headers });
}

export function meta() {
  return [{ title: "Fit reports · Back office · Pitstop" }, { name: "robots", content: "noindex" }];
}

export default function AdminFitReports({ loaderData }: Route.ComponentProps) {
  const { list, problem, flagged } = loaderData;
  const tabs = [
    { value: "", label: "All with a “No”" },
    { value: "1", label: "Flagged only" },
  ];
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight">Fit reports</h1>
        {list && (
          <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
            {list.total.toLocaleString("en-US")} {list.total === 1 ? "part and vehicle" : "parts and vehicles"}
          </p>
        )}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Buyers who said a part did not fit their car. Flagged: 3 or more “No” and no “Yes” — check the part’s fitment.
      </p>
      <nav aria-label="Fit report filter" className="flex gap-1">
        {tabs.map((t) => {
          const current = t.value === flagged;
          return (
            <Link
              key={t.value || "all"}
              to={listHref(PATH, { flagged: t.value })}
              aria-current={current ? "page" : undefined}
              className={cn(
                "inline-flex h-9 items-center rounded-full px-3.5 text-sm font-semibold whitespace-nowrap",
                current
                  ? "bg-slate-900 text-white dark:bg-white dark:text-slate-900"
                  : "bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:hover:bg-slate-700",
              )}
            >
              {t.label}
            </Link>
          );
        })}
      </nav>
      {problem && <Problem>{problem}</Problem>}
      {list && list.reports.length === 0 && (
        <EmptyList>{flagged ? "No flagged parts." : "No buyer has said a part did not fit."}</EmptyList>
      )}
      {list && list.reports.length > 0 && (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:bg-slate-900 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Part
                </th>
                <th scope="col" className="px-4 py-3">
                  Vehicle
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Did not fit
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Fit
                </th>
                <th scope="col" className="px-4 py-3">
                  Reasons
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {list.reports.map((r) => (
                <tr key={`${r.product.id}-${r.vehicle.id}`} className="hover:bg-slate-50 dark:hover:bg-slate-900/60">
                  <td className="max-w-80 px-4 py-3">
                    <Link
                      to={`/admin/products/${r.product.id}`}
                      className="block truncate font-semibold text-brand-600 hover:underline dark:text-brand-400"
                    >
                      {r.product.title}
                    </Link>
                    <span className="font-mono text-xs text-slate-500 dark:text-slate-400">
                      {r.product.part_number}
                    </span>
                  </td>
                  <td className="px-4 py-3">
                    <span className="flex items-center gap-1.5">
                      {r.flagged && (
                        <span className="inline-flex items-center gap-1 rounded-full bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-800 dark:bg-rose-500/15 dark:text-rose-200">
                          <Flag className="size-3" aria-hidden="true" /> Flagged
                        </span>
                      )}
                      {r.vehicle.name}
                    </span>
                  </td>
                  <td className="px-4 py-3 text-right font-semibold text-rose-600 tabular-nums dark:text-rose-400">
                    {r.no}
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums text-emerald-700 dark:text-emerald-400">{r.yes}</td>
                  <td className="px-4 py-3 text-slate-600 dark:text-slate-400">
                    {r.reasons
                      .filter((x) => x.count > 0)
                      .map((x) => `${REASON_LABEL[x.reason] ?? x.reason} ${x.count}`)
                      .join(" · ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list && <Pager page={list.page} pages={list.pages} hrefFor={(page) => listHref(PATH, { flagged }, { page })} />}
    </div>
  );
}
