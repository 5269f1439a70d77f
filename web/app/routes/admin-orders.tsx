import { type AdminOrderList, AdminOrderListSchema } from "@pitstop/contract/admin-orders";
import { ORDER_STATUSES, type OrderStatus } from "@pitstop/contract/orders";
import { Search } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { fieldLabel, secondaryButton, textInput } from "~/components/forms/form-styles";
import { LocalTime } from "~/components/local-time";
import { requireOperator } from "~/features/admin/operator.server";
import { EmptyList, Pager, Problem } from "~/features/admin/pager";
import { STATUS_LABEL, StatusBadge } from "~/features/orders/order-status";
import { apiFor } from "~/lib/api.server";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/money";
import type { Route } from "./+types/admin-orders";

/** The filters the list keeps in its URL (issue 14: tables with their state in the URL). */
const FILTER_KEYS = ["status", "q", "from", "to"] as const;
const LISTED_STATUSES = ORDER_STATUSES.filter((s) => s !== "created");

export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of [...FILTER_KEYS, "page"]) {
    const value = url.searchParams.get(key)?.trim();
    if (value) query.set(key, value);
  }
  const answer = await apiFor(request).send("GET", `/api/admin/orders?${query}`, AdminOrderListSchema);
  const filters = Object.fromEntries(FILTER_KEYS.map((k) => [k, url.searchParams.get(k) ?? ""])) as Record<
    (typeof FILTER_KEYS)[number],
    string
  >;
  const headers = { "Cache-Control": "private, no-store" };
  // A filter the API refuses (a day that does not exist, a page past the end) is said on the page.
  if (!answer.ok) return data({ list: null, problem: answer.message, filters }, { headers });
  return data({ list: answer.data, problem: null, filters }, { headers });
}

export function meta() {
  return [{ title: "Orders · Back office · Pitstop" }, { name: "robots", content: "noindex" }];
}

/** The list's URL with some filters changed (a page change keeps them; a filter change starts at page 1). */
function hrefWith(filters: Record<string, string>, change: Record<string, string | number | null>) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...filters, ...change }))
    if (v !== null && v !== "" && !(k === "page" && Number(v) === 1)) params.set(k, String(v));
  const query = params.toString();
  return `/admin/orders${query ? `?${query}` : ""}`;
}

function StatusTabs({ list, filters }: { list: AdminOrderList | null; filters: Record<string, string> }) {
  const counts = list?.status_counts;
  const all = counts ? LISTED_STATUSES.reduce((sum, s) => sum + counts[s], 0) : null;
  const tabs: Array<{ status: OrderStatus | ""; label: string; count: number | null }> = [
    { status: "", label: "All", count: all },
    ...LISTED_STATUSES.map((s) => ({ status: s, label: STATUS_LABEL[s], count: counts ? counts[s] : null })),
  ];
  return (
    <nav aria-label="Order status" className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
      {tabs.map((tab) => {
        const current = (filters.status ?? "") === tab.status;
        return (
          <Link
            key={tab.status || "all"}
            to={hrefWith(filters, { status: tab.status || null, page: null })}
            aria-current={current ? "page" : undefined}
            className={cn(
              "inline-flex h-9 shrink-0 items-center gap-2 rounded-full px-3.5 text-sm font-semibold whitespace-nowrap",
              current
                ? "bg-slate-900 text-white dark:bg-white dark:text-slate-900"
                : "bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:hover:bg-slate-700",
            )}
          >
            {tab.label}
            {tab.count !== null && (
              <span className={cn("tabular-nums", current ? "opacity-80" : "text-slate-500 dark:text-slate-400")}>
                {tab.count.toLocaleString("en-US")}
              </span>
            )}
          </Link>
        );
      })}
    </nav>
  );
}

function Filters({ filters }: { filters: Record<string, string> }) {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === "/admin/orders";
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
      <button type="submit" className={secondaryButton} disabled={busy}>
        <Search className="size-4" aria-hidden="true" /> Find
      </button>
      {(filters.q || filters.from || filters.to) && (
        <Link
          to={hrefWith({ status: filters.status ?? "" }, {})}
          className="h-11 content-center text-sm font-medium text-slate-600 hover:underline dark:text-slate-400"
        >
          Clear
        </Link>
      )}
    </Form>
  );
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { list, problem, filters } = loaderData;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight">Orders</h1>
        {list && (
          <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
            {list.total.toLocaleString("en-US")} {list.total === 1 ? "order" : "orders"}
          </p>
        )}
      </div>
      <StatusTabs list={list} filters={filters} />
      <Filters filters={filters} />
      {problem && <Problem>{problem}</Problem>}
      {list && list.orders.length === 0 && <EmptyList>No orders match these filters.</EmptyList>}
      {list && list.orders.length > 0 && (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
          <table className="w-full min-w-[52rem] text-left text-sm">
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:bg-slate-900 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Order
                </th>
                <th scope="col" className="px-4 py-3">
                  Placed
                </th>
                <th scope="col" className="px-4 py-3">
                  Customer
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Items
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Total
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  Tracking
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {list.orders.map((o) => (
                <tr key={o.id} className="hover:bg-slate-50 dark:hover:bg-slate-900/60">
                  <td className="px-4 py-3">
                    <Link
                      to={`/admin/orders/${o.id}`}
                      className="font-mono font-semibold whitespace-nowrap text-brand-600 hover:underline dark:text-brand-400"
                    >
                      {o.number}
                    </Link>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-600 dark:text-slate-400">
                    <LocalTime iso={o.created_at} />
                  </td>
                  <td className="max-w-64 px-4 py-3">
                    {o.customer ? (
                      <>
                        <span className="block truncate font-medium">{o.customer.name || o.ship_to}</span>
                        <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                          {o.customer.email}
                        </span>
                      </>
                    ) : (
                      <>
                        <span className="block truncate font-medium">{o.ship_to}</span>
                        <span className="block text-xs text-slate-500 dark:text-slate-400">Account deleted</span>
                      </>
                    )}
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums">{o.item_count}</td>
                  <td className="px-4 py-3 text-right font-semibold tabular-nums">{formatPrice(o.total)}</td>
                  <td className="px-4 py-3">
                    <StatusBadge status={o.status} />
                  </td>
                  <td className="px-4 py-3 font-mono text-xs text-slate-600 dark:text-slate-400">
                    {o.tracking_number ?? "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list && <Pager page={list.page} pages={list.pages} hrefFor={(page) => hrefWith(filters, { page })} />}
    </div>
  );
}
