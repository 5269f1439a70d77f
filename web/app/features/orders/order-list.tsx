import type { OrderListItem } from "@pitstop/contract/orders";
import { ChevronRight, CreditCard } from "lucide-react";
import { Link } from "react-router";
import { LocalTime } from "~/components/local-time";
import { formatPrice } from "~/lib/money";
import { countOf } from "~/lib/plural";
import { StatusBadge } from "./order-status";

/**
 * The shopper's orders, newest first (the API never lists 'created' ones): number, date,
 * status, item count and total; each opens its order page. An order awaiting payment offers 'Pay now'.
 */
export function OrderList({ orders }: { orders: OrderListItem[] }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Your orders</caption>
        <thead className="hidden bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase sm:table-header-group dark:bg-slate-900 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-4 py-3">
              Order
            </th>
            <th scope="col" className="px-4 py-3">
              Date
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Items
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {orders.map((order) => (
            <tr
              key={order.id}
              className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1.5 px-4 py-3 hover:bg-slate-50 sm:table-row sm:p-0 dark:hover:bg-slate-900/60"
            >
              <th scope="row" className="font-semibold sm:px-4 sm:py-3">
                <Link
                  to={`/profile/orders/${order.id}`}
                  className="inline-flex items-center gap-1 font-mono text-brand-700 hover:underline dark:text-brand-300"
                >
                  {order.number}
                  <ChevronRight className="size-4 sm:hidden" aria-hidden="true" />
                </Link>
              </th>
              <td className="text-right text-slate-600 sm:px-4 sm:py-3 sm:text-left dark:text-slate-400">
                <LocalTime iso={order.created_at} style="date" />
              </td>
              <td className="flex flex-wrap items-center gap-2 sm:table-cell sm:px-4 sm:py-3">
                <StatusBadge status={order.status} />
                {order.can_pay && (
                  <Link
                    to={`/pay?order=${order.id}`}
                    className="inline-flex items-center gap-1 text-xs font-semibold text-brand-600 hover:underline sm:ml-2 dark:text-brand-400"
                    aria-label={`Pay now for order ${order.number}`}
                  >
                    <CreditCard className="size-3.5" aria-hidden="true" /> Pay now
                  </Link>
                )}
              </td>
              <td className="text-right text-slate-600 sm:px-4 sm:py-3 dark:text-slate-400">
                {countOf(order.item_count, "item")}
              </td>
              <td className="col-span-2 text-right font-semibold tabular-nums sm:px-4 sm:py-3">
                {formatPrice(order.total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
