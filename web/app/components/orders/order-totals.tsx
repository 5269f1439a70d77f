import type { OrderTotals as Totals } from "@pitstop/contract/orders";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/money";
import { countOf } from "~/lib/plural";

/** The figures a summary lists, as the API worked them out (docs/pricing.md). */
export interface TotalsFigures {
  itemCount: number;
  subtotal: number;
  /** The loyalty discount, when the shopper has one; `percent` null when it is not known. */
  discount: { percent: number | null; amount: number } | null;
  /** Promotions' discounts on the parts, when any (the checkout and order pages). */
  promotions?: number | undefined;
  shipping: number;
  /** The shipping method, when one is chosen. */
  shippingName?: string | undefined;
  handling: number;
  tax: { label: string; hint: string; amount: number };
  total: number;
}

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

const saving = (text: ReactNode) => <span className="text-emerald-700 dark:text-emerald-400">{text}</span>;

/**
 * The totals list every summary shows — the cart's estimate and an order's own figures alike:
 * subtotal, the loyalty discount, shipping (free or priced), handling, tax and the total.
 */
export function TotalsList({ figures, className }: { figures: TotalsFigures; className?: string | undefined }) {
  const { itemCount, discount, tax } = figures;
  return (
    <dl className={cn("space-y-2.5 text-sm", className)}>
      <Row label={`Subtotal (${countOf(itemCount, "item")})`} value={formatPrice(figures.subtotal)} />
      {discount && (
        <Row
          label={`Your ${discount.percent ?? ""}% loyalty discount`}
          value={saving(`−${formatPrice(discount.amount)}`)}
        />
      )}
      {figures.promotions !== undefined && figures.promotions > 0 && (
        <Row label="Promotions" value={saving(`−${formatPrice(figures.promotions)}`)} />
      )}
      <Row
        label="Shipping"
        hint={figures.shippingName}
        value={figures.shipping === 0 ? saving("Free") : formatPrice(figures.shipping)}
      />
      <Row label="Handling" value={formatPrice(figures.handling)} />
      <Row label={tax.label} hint={tax.hint} value={formatPrice(tax.amount)} />
      <div className="border-t border-slate-200 pt-3 dark:border-slate-800">
        <Row label="Total" value={formatPrice(figures.total)} strong />
      </div>
    </dl>
  );
}

const rate = new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });

/** An order's figures: shipping by the chosen method and the shipping state's sales tax. */
export function orderFigures(totals: Totals, shippingName?: string): TotalsFigures {
  return {
    itemCount: totals.item_count,
    subtotal: totals.subtotal,
    discount:
      totals.loyalty_discount > 0 ? { percent: totals.discount_percent, amount: totals.loyalty_discount } : null,
    // totals.discount is every discount; what is not the loyalty discount is the promotions'.
    promotions: Math.round((totals.discount - totals.loyalty_discount) * 100) / 100,
    shipping: totals.shipping,
    shippingName,
    handling: totals.handling,
    tax: {
      label: "Sales tax",
      hint: totals.tax_state
        ? `${rate.format(totals.tax_rate)}% (${totals.tax_state})`
        : `${rate.format(totals.tax_rate)}%`,
      amount: totals.tax,
    },
    total: totals.total,
  };
}

/** An order's totals list (checkout review, payment, the order page). */
export function OrderTotals({
  totals,
  shippingName,
  className,
}: {
  totals: Totals;
  shippingName?: string;
  className?: string;
}) {
  return <TotalsList figures={orderFigures(totals, shippingName)} className={className} />;
}
