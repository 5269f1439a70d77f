import type { CartSummary } from "@pitstop/contract/cart";
import { LoaderCircle, Truck } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/money";
import { freeShippingShortfallNote, ORDER_SHIPS_FREE_NOTE } from "~/lib/shipping-rule";

const cents = (dollars: number) => Math.round(dollars * 100);

function Row({
  label,
  value,
  hint,
  strong,
}: {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
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

/** How much more merchandise ships the order free (docs/pricing.md: after the personal discount). */
export function freeShippingShortfall(summary: CartSummary): number {
  if (summary.subtotalShipping === 0) return 0;
  const counted = cents(summary.subtotal) - cents(summary.personalDiscount ?? 0);
  return Math.max(0, cents(summary.freeShippingFrom) - counted) / 100;
}

/**
 * spec §3: the cart summary — subtotal, shipping (free from the threshold), handling, tax with its
 * rate, the personal discount when the shopper has one, and the total. Figures come from the API.
 */
export function CartSummaryPanel({
  summary,
  updating,
  children,
}: {
  summary: CartSummary;
  /** The cart changed and new figures are on their way. */
  updating: boolean;
  children?: ReactNode;
}) {
  const shortfall = freeShippingShortfall(summary);
  return (
    <section
      aria-labelledby="cart-summary-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="cart-summary-title" className="text-lg font-bold">
          Order summary
        </h2>
        <p aria-live="polite" className="text-xs text-slate-500 dark:text-slate-400">
          {updating && (
            <span className="inline-flex items-center gap-1">
              <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" /> Updating…
            </span>
          )}
        </p>
      </div>
      <dl className={cn("mt-4 space-y-2.5 text-sm transition-opacity", updating && "opacity-60")}>
        <Row
          label={`Subtotal (${summary.itemCount} ${summary.itemCount === 1 ? "item" : "items"})`}
          value={formatPrice(summary.subtotal)}
        />
        {summary.personalDiscount !== null && (
          <Row
            label={`Your ${summary.personalDiscountPercent ?? ""}% loyalty discount`}
            value={
              <span className="text-emerald-700 dark:text-emerald-400">−{formatPrice(summary.personalDiscount)}</span>
            }
          />
        )}
        <Row
          label="Shipping"
          value={
            summary.subtotalShipping === 0 ? (
              <span className="text-emerald-700 dark:text-emerald-400">Free</span>
            ) : (
              formatPrice(summary.subtotalShipping)
            )
          }
        />
        <Row label="Handling" value={formatPrice(summary.subtotalHandling)} />
        <Row label="Estimated tax" hint={`${summary.taxRate}% of the parts`} value={formatPrice(summary.tax)} />
        <div className="border-t border-slate-200 pt-3 dark:border-slate-800">
          <Row label="Total" value={formatPrice(summary.totalPriceWithDiscount)} strong />
        </div>
      </dl>
      <p
        className={cn(
          "mt-4 flex items-start gap-2 rounded-xl px-3 py-2.5 text-sm",
          shortfall > 0
            ? "bg-brand-50 text-brand-900 dark:bg-brand-500/10 dark:text-brand-200"
            : "bg-emerald-50 text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-200",
        )}
      >
        <Truck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {shortfall > 0 ? (
          <span>{freeShippingShortfallNote(shortfall, summary.freeShippingFrom)}</span>
        ) : (
          <span>{ORDER_SHIPS_FREE_NOTE}</span>
        )}
      </p>
      {children && <div className="mt-5">{children}</div>}
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
        Tax is estimated here and worked out from your shipping address at checkout.
      </p>
    </section>
  );
}
