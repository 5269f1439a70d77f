import type { OrderTotals as Totals } from "@pitstop/contract/orders";
import type { AppliedPromotion } from "@pitstop/contract/promotions";
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
  /** Each promotion that applied, as its own line (the API's figures; see promotionRows). */
  promotions?: PromotionRow[] | undefined;
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
      <dd className="font-semibold whitespace-nowrap tabular-nums">{value}</dd>
    </div>
  );
}

/** A promotion as the totals list shows it: what it is, which lines it was for, what it saved. */
export interface PromotionRow {
  id: number;
  /** "SPRING15 · 15% off brake parts", or the automatic promotion's label. */
  label: string;
  /** "On: Ceramic brake pads, Rotor" when it was for some of the lines only. */
  on: string | null;
  /** Dollars off the parts; free shipping: the shipping it waived (already out of the shipping row). */
  amount: number;
  freeShipping: boolean;
}

/**
 * The rows for the promotions a cart, quote or order carries. `lines` are the cart's or order's
 * lines, to name those a promotion was for when it was not for all of them.
 */
export function promotionRows(
  applied: readonly AppliedPromotion[],
  lines: ReadonlyArray<{ id: number | null; title: string }>,
): PromotionRow[] {
  const all = lines.map((l) => l.id).filter((id): id is number => id !== null);
  return applied.map((p) => {
    const ids = new Set(p.product_ids);
    const some = all.length > 0 && all.some((id) => !ids.has(id));
    return {
      id: p.id,
      label: p.code ? `${p.code} · ${p.label}` : p.label,
      on: some
        ? `On: ${lines
            .filter((l) => l.id !== null && ids.has(l.id))
            .map((l) => l.title)
            .join(", ")}`
        : null,
      amount: p.amount,
      freeShipping: p.kind === "free_shipping",
    };
  });
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
      {figures.promotions?.map((p) => (
        <Row
          key={p.id}
          label={p.label}
          hint={
            p.freeShipping
              ? [p.amount > 0 ? `Saves ${formatPrice(p.amount)} on shipping` : null, p.on]
                  .filter(Boolean)
                  .join(" · ") || undefined
              : (p.on ?? undefined)
          }
          value={p.freeShipping ? saving("Free shipping") : saving(`−${formatPrice(p.amount)}`)}
        />
      ))}
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
export function orderFigures(totals: Totals, shippingName?: string, promotions?: PromotionRow[]): TotalsFigures {
  return {
    itemCount: totals.item_count,
    subtotal: totals.subtotal,
    discount:
      totals.loyalty_discount > 0 ? { percent: totals.discount_percent, amount: totals.loyalty_discount } : null,
    promotions,
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

/** What an order or a quote carries for its totals list: its figures, promotions and lines. */
interface Priced {
  totals: Totals;
  applied_promotions: AppliedPromotion[];
  lines: ReadonlyArray<{ product_id: number | null; title: string }>;
}

/** An order's totals list (checkout review, payment, the order page), each promotion on its own line. */
export function OrderTotals({
  order,
  shippingName,
  className,
}: {
  order: Priced;
  shippingName?: string;
  className?: string;
}) {
  const promotions = promotionRows(
    order.applied_promotions,
    order.lines.map((l) => ({ id: l.product_id, title: l.title })),
  );
  return <TotalsList figures={orderFigures(order.totals, shippingName, promotions)} className={className} />;
}
