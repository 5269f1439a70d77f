import type { AdminOrderList } from "@pitstop/contract/admin-orders";
import { ORDER_STATUSES, type OrderStatus } from "@pitstop/contract/orders";
import type { ComponentType } from "react";
import { Form, Link } from "react-router";
import { fieldLabel, textInput } from "~/components/forms/form-styles";
import { LocalTime } from "~/components/local-time";
import { formatPrice } from "~/lib/money";
import { AdminTable, ClearLink, FindButton, ListTabs, Row, Th } from "./admin-list";
import { listHref } from "./list-url";

export const ORDERS = "/admin/orders";
/** The filters the order list keeps in its URL. */
export const ORDER_FILTER_KEYS = ["status", "q", "from", "to"] as const;
export type OrderFilters = Record<(typeof ORDER_FILTER_KEYS)[number], string>;
const LISTED_STATUSES = ORDER_STATUSES.filter((s) => s !== "created");

/** How an order's status is shown (the shop's own badge, which the page hands in). */
export type StatusBadgeOf = ComponentType<{ status: OrderStatus }>;

/** An order's number, opening it in the back office. */
export function OrderNumberLink({ id, number }: { id: number; number: string }) {
  return (
    <Link
      to={`${ORDERS}/${id}`}
      className="font-mono font-semibold whitespace-nowrap text-brand-600 hover:underline dark:text-brand-400"
    >
      {number}
    </Link>
  );
}

/** A tab per status, with how many orders each has; a tab change starts at page 1. */
export function OrderStatusTabs({
  list,
  filters,
  labels,
}: {
  list: AdminOrderList | null;
  filters: OrderFilters;
  labels: Record<OrderStatus, string>;
}) {
  const counts = list?.status_counts;
  const all = counts ? LISTED_STATUSES.reduce((sum, s) => sum + counts[s], 0) : null;
  const tabs: Array<{ status: OrderStatus | ""; label: string; count: number | null }> = [
    { status: "", label: "All", count: all },
    ...LISTED_STATUSES.map((s) => ({ status: s, label: labels[s], count: counts ? counts[s] : null })),
  ];
  return (
    <ListTabs
      label="Order status"
      tabs={tabs.map((tab) => ({
        key: tab.status || "all",
        to: listHref(ORDERS, filters, { status: tab.status || null, page: null }),
        label: tab.label,
        current: (filters.status ?? "") === tab.status,
        count: tab.count,
      }))}
    />
  );
}

/** Find orders by customer or number and the days they were placed. */
export function OrderFilterForm({ filters }: { filters: OrderFilters }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Find orders">
      {filters.status && <input type="hidden" name="status" value={filters.status} />}
      <div className="min-w-[16rem] flex-1">
        <label htmlFor="orders-q" className={fieldLabel}>
          Customer or order number
        </label>
        <input
          id="orders-q"
          name="q"
          type="search"
          defaultValue={filters.q}
          maxLength={120}
          placeholder="Email, name or PS-2026-…"
          className={textInput}
        />
      </div>
      <div>
        <label htmlFor="orders-from" className={fieldLabel}>
          Placed from
        </label>
        <input id="orders-from" name="from" type="date" defaultValue={filters.from} className={textInput} />
      </div>
      <div>
        <label htmlFor="orders-to" className={fieldLabel}>
          to
        </label>
        <input id="orders-to" name="to" type="date" defaultValue={filters.to} className={textInput} />
      </div>
      <FindButton path={ORDERS} />
      {(filters.q || filters.from || filters.to) && (
        <ClearLink to={listHref(ORDERS, { status: filters.status ?? "" })} />
      )}
    </Form>
  );
}

export function OrderTable({ orders, StatusBadge }: { orders: AdminOrderList["orders"]; StatusBadge: StatusBadgeOf }) {
  return (
    <AdminTable
      minWidth="min-w-[52rem]"
      columns={[
        "Order",
        "Placed",
        "Customer",
        <Th key="items" className="text-right">
          Items
        </Th>,
        <Th key="total" className="text-right">
          Total
        </Th>,
        "Status",
        "Tracking",
      ]}
    >
      {orders.map((o) => (
        <Row key={o.id}>
          <td className="px-4 py-3">
            <OrderNumberLink id={o.id} number={o.number} />
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-slate-600 dark:text-slate-400">
            <LocalTime iso={o.created_at} />
          </td>
          <td className="max-w-64 px-4 py-3">
            {o.customer ? (
              <>
                <span className="block truncate font-medium">{o.customer.name || o.ship_to}</span>
                <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{o.customer.email}</span>
              </>
            ) : o.guest_email ? (
              <>
                <span className="block truncate font-medium">{o.ship_to}</span>
                <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                  Guest · {o.guest_email}
                </span>
              </>
            ) : (
              <>
                <span className="block truncate font-medium">{o.ship_to || "Former customer"}</span>
                <span className="block text-xs text-slate-500 dark:text-slate-400">Account deleted</span>
              </>
            )}
          </td>
          <td className="px-4 py-3 text-right tabular-nums">{o.item_count}</td>
          <td className="px-4 py-3 text-right font-semibold tabular-nums">{formatPrice(o.total)}</td>
          <td className="px-4 py-3">
            <StatusBadge status={o.status} />
          </td>
          <td className="px-4 py-3 font-mono text-xs text-slate-600 dark:text-slate-400">{o.tracking_number ?? "—"}</td>
        </Row>
      ))}
    </AdminTable>
  );
}
