import type { CartSummary } from "@pitstop/contract/cart";
import { LoaderCircle, Truck } from "lucide-react";
import type { ReactNode } from "react";
import { promotionRows, type TotalsFigures, TotalsList } from "~/components/orders/order-totals";
import { SummaryPanel } from "~/components/orders/summary-panel";
import { cn } from "~/lib/cn";
import { freeShippingShortfallNote, ORDER_SHIPS_FREE_NOTE } from "~/lib/shipping-rule";

const cents = (dollars: number) => Math.round(dollars * 100);

/** The cart's figures: an estimate, with tax at the rate the cart was priced with. */
function cartFigures(summary: CartSummary, lines: ReadonlyArray<{ id: number; title: string }>): TotalsFigures {
  return {
    itemCount: summary.itemCount,
    subtotal: summary.subtotal,
    discount:
      summary.personalDiscount !== null
        ? { percent: summary.personalDiscountPercent, amount: summary.personalDiscount }
        : null,
    promotions: promotionRows(summary.promotions, lines),
    shipping: summary.subtotalShipping,
    handling: summary.subtotalHandling,
    tax: { label: "Estimated tax", hint: `${summary.taxRate}% of the parts`, amount: summary.tax },
    total: summary.totalPriceWithDiscount,
  };
}

/** How much more merchandise ships the order free (docs/pricing.md: after the personal discount). */
export function freeShippingShortfall(summary: CartSummary): number {
  if (summary.subtotalShipping === 0) return 0;
  const counted = cents(summary.subtotal) - cents(summary.personalDiscount ?? 0) - cents(summary.promotionDiscount);
  return Math.max(0, cents(summary.freeShippingFrom) - counted) / 100;
}

/**
 * The cart summary — subtotal, shipping (free from the threshold), handling, tax with its
 * rate, the personal discount when the shopper has one, and the total. Figures come from the API.
 */
export function CartSummaryPanel({
  summary,
  lines,
  updating,
  coupon,
  children,
}: {
  summary: CartSummary;
  /** The cart's lines, to name those a promotion is for. */
  lines: ReadonlyArray<{ id: number; title: string }>;
  /** The promo code field, under the figures. */
  coupon?: ReactNode;
  /** The cart changed and new figures are on their way. */
  updating: boolean;
  children?: ReactNode;
}) {
  const shortfall = freeShippingShortfall(summary);
  return (
    <SummaryPanel
      titleId="cart-summary-title"
      beside={
        <p aria-live="polite" className="text-xs text-slate-500 dark:text-slate-400">
          {updating && (
            <span className="inline-flex items-center gap-1">
              <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" /> Updating…
            </span>
          )}
        </p>
      }
    >
      <TotalsList
        figures={cartFigures(summary, lines)}
        className={cn("mt-4 transition-opacity", updating && "opacity-60")}
      />
      {coupon && <div className="mt-4">{coupon}</div>}
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
    </SummaryPanel>
  );
}
