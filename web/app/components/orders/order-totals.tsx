import type { OrderTotals as Totals } from "@pitstop/contract/orders";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/money";

function Row({
  label,
  hint,
  value,
  strong,
}: {
  label: ReactNode;
  hint?: ReactNode;
  value: ReactNode;
  strong?: boolean;
}) {
  return (
    <div className={cn("flex items-start justify-between gap-4", strong && "text-base font-bold")}>
      <dt className={cn(!strong && "text-slate-600 dark:text-slate-400")}>
        {label}
        {hint && <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">{hint}</span>}
      </dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

const rate = new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });

/**
 * An order's figures as the API worked them out (docs/pricing.md): subtotal, the loyalty discount,
 * shipping by the chosen method, handling, the shipping state's sales tax, and the total.
 */
export function OrderTotals({ totals, shippingName }: { totals: Totals; shippingName?: string }) {
  return (
    <dl className="space-y-2.5 text-sm">
      <Row
        label={`Subtotal (${totals.item_count} ${totals.item_count === 1 ? "item" : "items"})`}
        value={formatPrice(totals.subtotal)}
      />
      {totals.discount > 0 && (
        <Row
          label={`Your ${totals.discount_percent}% loyalty discount`}
          value={<span className="text-emerald-700 dark:text-emerald-400">−{formatPrice(totals.discount)}</span>}
        />
      )}
      <Row
        label="Shipping"
        hint={shippingName}
        value={
          totals.shipping === 0 ? (
            <span className="text-emerald-700 dark:text-emerald-400">Free</span>
          ) : (
            formatPrice(totals.shipping)
          )
        }
      />
      <Row label="Handling" value={formatPrice(totals.handling)} />
      <Row
        label="Sales tax"
        hint={
          totals.tax_state
            ? `${rate.format(totals.tax_rate)}% (${totals.tax_state})`
            : `${rate.format(totals.tax_rate)}%`
        }
        value={formatPrice(totals.tax)}
      />
      <div className="border-t border-slate-200 pt-3 dark:border-slate-800">
        <Row label="Total" value={formatPrice(totals.total)} strong />
      </div>
    </dl>
  );
}
