import { AdminReturnListSchema } from "@pitstop/contract/returns";
import { ListBody, ListHeading } from "~/features/admin/admin-list";
import { apiQuery, listHref, readListState } from "~/features/admin/list-url";
import { adminMeta } from "~/features/admin/meta";
import { requireOperator } from "~/features/admin/operator.server";
import {
  RETURN_FILTER_KEYS,
  RETURNS,
  ReturnFilterForm,
  ReturnStatusTabs,
  ReturnTable,
} from "~/features/admin/return-list";
import { listData } from "~/features/admin/route.server";
import { apiFor } from "~/lib/api.server";
import type { Route } from "./+types/admin-returns";

/** The returns queue, newest first: by status (the tabs) and reason, its filters in the URL. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  const state = readListState(new URL(request.url), [...RETURN_FILTER_KEYS, "page"]);
  const answer = await apiFor(request).send(
    "GET",
    `/api/admin/returns${apiQuery(state) || "?"}`,
    AdminReturnListSchema,
  );
  const filters = { status: state.status, reason: state.reason };
  return listData(answer, { filters });
}

export function meta() {
  return adminMeta("Returns");
}

export default function AdminReturns({ loaderData }: Route.ComponentProps) {
  const { list, problem, filters } = loaderData;
  const filtered = Boolean(filters.status || filters.reason);
  return (
    <div className="space-y-5">
      <ListHeading title="Returns" total={list?.total ?? null} one="return" many="returns" />
      <ReturnStatusTabs list={list} filters={filters} />
      <ReturnFilterForm filters={filters} />
      <ListBody
        problem={problem}
        rows={list?.returns ?? null}
        empty={filtered ? "No returns match these filters." : "No returns yet."}
        pager={list && { page: list.page, pages: list.pages, hrefFor: (page) => listHref(RETURNS, filters, { page }) }}
      >
        {(returns) => <ReturnTable returns={returns} />}
      </ListBody>
    </div>
  );
}
