import { AdminOrderListSchema } from "@pitstop/contract/admin-orders";
import { ListBody, ListHeading } from "~/features/admin/admin-list";
import { apiQuery, listHref, readListState } from "~/features/admin/list-url";
import { adminMeta } from "~/features/admin/meta";
import { requireOperator } from "~/features/admin/operator.server";
import { ORDER_FILTER_KEYS, ORDERS, OrderFilterForm, OrderStatusTabs, OrderTable } from "~/features/admin/order-list";
import { listData } from "~/features/admin/route.server";
import { STATUS_LABEL, StatusBadge } from "~/features/orders/order-status";
import { apiFor } from "~/lib/api.server";
import type { Route } from "./+types/admin-orders";

export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  const url = new URL(request.url);
  const query = apiQuery(readListState(url, [...ORDER_FILTER_KEYS, "page"]));
  const answer = await apiFor(request).send("GET", `/api/admin/orders${query || "?"}`, AdminOrderListSchema);
  const filters = Object.fromEntries(ORDER_FILTER_KEYS.map((k) => [k, url.searchParams.get(k) ?? ""])) as Record<
    (typeof ORDER_FILTER_KEYS)[number],
    string
  >;
  return listData(answer, { filters });
}

export function meta() {
  return adminMeta("Orders");
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { list, problem, filters } = loaderData;
  return (
    <div className="space-y-5">
      <ListHeading title="Orders" total={list?.total ?? null} one="order" many="orders" />
      <OrderStatusTabs list={list} filters={filters} labels={STATUS_LABEL} />
      <OrderFilterForm filters={filters} />
      <ListBody
        problem={problem}
        rows={list?.orders ?? null}
        empty="No orders match these filters."
        pager={list && { page: list.page, pages: list.pages, hrefFor: (page) => listHref(ORDERS, filters, { page }) }}
      >
        {(orders) => <OrderTable orders={orders} StatusBadge={StatusBadge} />}
      </ListBody>
    </div>
  );
}
