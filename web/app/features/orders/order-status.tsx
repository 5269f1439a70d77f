import type { OrderStatus } from "@pitstop/contract/orders";
import { cn } from "~/lib/cn";

/** The order statuses, as a shopper reads them. */
export const STATUS_LABEL: Record<OrderStatus, string> = {
  created: "Created",
  "awaiting payment": "Awaiting payment",
  paid: "Paid",
  "awaiting shipment": "Awaiting shipment",
  shipped: "Shipped",
  completed: "Completed",
  canceled: "Canceled",
};

const STATUS_STYLE: Record<OrderStatus, string> = {
  created: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
  "awaiting payment": "bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300",
  paid: "bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300",
  "awaiting shipment": "bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300",
  shipped: "bg-indigo-100 text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-300",
  completed: "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300",
  canceled: "bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-300",
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={cn(
        "inline-flex h-6 items-center rounded-full px-2.5 text-xs font-semibold whitespace-nowrap",
        STATUS_STYLE[status],
      )}
    >
      {STATUS_LABEL[status]}
    </span>
  );
}
