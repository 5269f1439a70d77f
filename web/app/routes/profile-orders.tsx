import { Package, ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { UNPAID_ORDER_STATUS } from "~/features/account/account-summary";
import { useAccountUser } from "~/features/account/use-account-user";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/money";

export function meta() {
  return [{ title: "Your orders · Pitstop" }, { name: "robots", content: "noindex" }];
}

// One time zone on server and browser, so the rendered date never changes on hydration.
const orderDate = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** spec §3: the order steps; 'canceled' stands apart. */
const STATUS_STYLE: Record<string, string> = {
  [UNPAID_ORDER_STATUS]: "bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300",
  paid: "bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300",
  "awaiting shipment": "bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300",
  shipped: "bg-indigo-100 text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-300",
  completed: "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300",
  canceled: "bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-300",
};

function StatusPill({ status }: { status: string }) {
  return (
    <span
      className={cn(
        "inline-flex h-6 items-center rounded-full px-2.5 text-xs font-semibold whitespace-nowrap capitalize",
        STATUS_STYLE[status] ?? "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
      )}
    >
      {status}
    </span>
  );
}

/** The shopper's orders, newest first ('created' ones are not listed, spec §3). */
export default function ProfileOrders() {
  const { orders } = useAccountUser();
  return (
    <div>
      <h1 className="text-2xl font-extrabold tracking-tight">Orders</h1>
      {orders.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
          <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-400">
            <Package className="size-7" aria-hidden="true" />
          </span>
          <h2 className="mt-4 text-lg font-bold">No orders yet</h2>
          <p className="mt-1 max-w-sm text-sm text-slate-600 dark:text-slate-400">
            When you buy something, you'll follow it here from payment to your door.
          </p>
          <Link
            to="/"
            className="mt-5 inline-flex h-11 items-center gap-2 rounded-xl bg-brand-500 px-5 text-sm font-semibold text-white shadow-sm hover:bg-brand-600"
          >
            <ShoppingBag className="size-4" aria-hidden="true" /> Start shopping
          </Link>
        </div>
      ) : (
        <div className="mt-6 overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
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
                  Total
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {orders.map((order) => (
                <tr key={order.id} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 px-4 py-3 sm:table-row sm:p-0">
                  <th scope="row" className="font-semibold sm:px-4 sm:py-3">
                    #{order.number}
                  </th>
                  <td className="text-right text-slate-600 sm:px-4 sm:py-3 sm:text-left dark:text-slate-400">
                    <time dateTime={order.created_at}>{orderDate.format(new Date(order.created_at))}</time>
                  </td>
                  <td className="sm:px-4 sm:py-3">
                    <StatusPill status={order.status} />
                  </td>
                  <td className="text-right font-semibold tabular-nums sm:px-4 sm:py-3">{formatPrice(order.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
