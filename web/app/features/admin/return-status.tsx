import { RETURN_STATUS_LABELS, type ReturnStatus } from "@pitstop/contract/returns";
import { ShieldCheck } from "lucide-react";
import { cn } from "~/lib/cn";

/** The same hues as an order's steps: waiting is amber, the shop's work under way blue, done green. */
const STATUS_STYLE: Record<ReturnStatus, string> = {
  requested: "bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300",
  approved: "bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300",
  label_issued: "bg-indigo-100 text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-300",
  received: "bg-violet-100 text-violet-800 dark:bg-violet-500/15 dark:text-violet-300",
  refunded: "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300",
  refused: "bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-300",
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <span
      className={cn(
        "inline-flex h-6 items-center rounded-full px-2.5 text-xs font-semibold whitespace-nowrap",
        STATUS_STYLE[status],
      )}
    >
      {RETURN_STATUS_LABELS[status]}
    </span>
  );
}

/** A line the fit guarantee covers: the shop said it fits, so the buyer pays nothing for it. */
export function GuaranteeBadge() {
  return (
    <span className="inline-flex h-6 items-center gap-1 rounded-full bg-brand-100 px-2.5 text-xs font-semibold whitespace-nowrap text-brand-800 dark:bg-brand-500/20 dark:text-brand-200">
      <ShieldCheck className="size-3.5" aria-hidden="true" /> Fit guarantee
    </span>
  );
}
