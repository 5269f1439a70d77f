import type { PromotionScopeRow } from "../../db/schema/promotions.ts";
import { HttpError } from "../../lib/http-error.ts";
import { type PricedCart, type PricedLineInput, type PricingRules, priceCart, share } from "../../lib/pricing.ts";

/**
 * How promotions price a cart (docs/pricing.md), without the database: which promotions fit, what
 * each takes off and from which lines, and the better of loyalty and a promotion that does not
 * combine with it.
 */

export type PromotionRow = {
  id: number;
  code: string | null;
  label: string;
  kind: "percent" | "fixed" | "free_shipping";
  percent: number | null;
  amountCents: number | null;
  minSubtotalCents: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  scope: PromotionScopeRow;
  combinesWithLoyalty: boolean;
  active: boolean;
};

/** A cart line as promotions see it: its price and where its product sits in the catalogue. */
export type PromotionLine = PricedLineInput & {
  productId: number;
  categorySlug: string;
  typeSlug: string;
  brandSlug: string;
};

export type PromotionContext = {
  lines: readonly PromotionLine[];
  /** The pricing rules with the buyer's loyalty percent. */
  rules: PricingRules;
  /** The code the buyer typed, in capitals; null when none. */
  coupon: string | null;
  now: Date;
  /** Live uses of each promotion, in all and by this customer. */
  uses: Map<number, number>;
  customerUses: Map<number, number>;
};

export type AppliedPromotionFigure = {
  promotion: PromotionRow;
  /** Cents off the parts, or the shipping waived for free shipping. */
  amountCents: number;
  productIds: number[];
};

export type PromotionOutcome = {
  priced: PricedCart;
  /** The loyalty percent that applied (0 when a promotion that does not combine was better). */
  loyaltyPercent: number;
  applied: AppliedPromotionFigure[];
  /** Each line's share of every discount (loyalty and promotions), in cents, by product id. */
  lineDiscounts: Map<number, number>;
};

const MONTH_DAY = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone: "UTC" });
const MONTH_DAY_YEAR = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "May 1", with the year when it is not this year's (days are UTC's). */
export function dayOf(at: Date, now: Date): string {
  return at.getUTCFullYear() === now.getUTCFullYear() ? MONTH_DAY.format(at) : MONTH_DAY_YEAR.format(at);
}

/** "$50" or "$12.50". */
export function dollarText(cents: number): string {
  return cents % 100 === 0 ? `$${(cents / 100).toLocaleString("en-US")}` : `$${(cents / 100).toFixed(2)}`;
}

const isWholeCart = (s: PromotionScopeRow) =>
  s.categories.length === 0 && s.product_types.length === 0 && s.brands.length === 0 && s.product_ids.length === 0;

/** Where a product sits in the catalogue: what a scope is matched against. */
export type ScopedProduct = Pick<PromotionLine, "productId" | "categorySlug" | "typeSlug" | "brandSlug">;

/** A line is in scope when it matches any of the lists (every line, for a whole-cart promotion). */
export function inScope(scope: PromotionScopeRow, line: ScopedProduct): boolean {
  return (
    isWholeCart(scope) ||
    scope.categories.includes(line.categorySlug) ||
    scope.product_types.includes(line.typeSlug) ||
    scope.brands.includes(line.brandSlug) ||
    scope.product_ids.includes(line.productId)
  );
}

/**
 * The automatic promotion a product's card shows: of those running now whose scope covers it, the
 * one that takes the most off its price (a percent of it, or a fixed amount up to it); free
 * shipping only when nothing takes money off; the older promotion on a tie. What the buyer pays is
 * still the checkout's to work out: the card states the offer, not a price.
 */
export function bestFor<P extends PromotionRow>(
  running: readonly P[],
  product: ScopedProduct & { priceCents: number },
): P | null {
  let best: P | null = null;
  let bestSaving = -1;
  for (const p of running) {
    if (!inScope(p.scope, product)) continue;
    const saving =
      p.kind === "percent"
        ? share(product.priceCents, p.percent ?? 0, 100)
        : p.kind === "fixed"
          ? Math.min(p.amountCents ?? 0, product.priceCents)
          : 0;
    if (saving > bestSaving || (saving === bestSaving && best !== null && p.id < best.id)) {
      best = p;
      bestSaving = saving;
    }
  }
  return best;
}

/** Why a promotion cannot apply to this cart, in a shopper's words; null when it can. */
export function whyNot(p: PromotionRow, ctx: PromotionContext, scopeNames: (p: PromotionRow) => string): string | null {
  const name = p.code ?? p.label;
  if (!p.active) return `${name} is no longer available`;
  if (p.startsAt && p.startsAt > ctx.now) return `${name} starts on ${dayOf(p.startsAt, ctx.now)}`;
  if (p.endsAt && p.endsAt <= ctx.now) return `${name} ended on ${dayOf(p.endsAt, ctx.now)}`;
  if (p.usageLimit !== null && (ctx.uses.get(p.id) ?? 0) >= p.usageLimit) return `${name} has been used up`;
  if (p.perCustomerLimit !== null && (ctx.customerUses.get(p.id) ?? 0) >= p.perCustomerLimit) {
    return `You have already used ${name}`;
  }
  const subtotal = ctx.lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
  if (p.minSubtotalCents !== null && subtotal < p.minSubtotalCents) {
    return `Spend ${dollarText(p.minSubtotalCents)} to use ${name}`;
  }
  if (!ctx.lines.some((l) => inScope(p.scope, l))) return `${name} is for ${scopeNames(p)} only`;
  return null;
}

/**
 * Splits `amount` over the lines in proportion to their `weights`, each line at most its weight:
 * the largest remainders get the leftover cents, so the parts add up to the amount exactly.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const take = Math.min(amount, total);
  const parts = weights.map((w) => Math.floor((take * w) / total));
  let left = take - parts.reduce((a, b) => a + b, 0);
  const order = weights.map((w, i) => ({ i, rest: (take * w) % total })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    if ((parts[i] as number) < (weights[i] as number)) {
      parts[i] = (parts[i] as number) + 1;
      left -= 1;
    }
  }
  return parts;
}

/** Prices the cart with these promotions (in id order) and this loyalty percent. */
function priceWith(ctx: PromotionContext, promos: readonly PromotionRow[], loyaltyPercent: number): PromotionOutcome {
  const lines = ctx.lines;
  const gross = lines.map((l) => l.priceCents * l.quantity);
  const subtotal = gross.reduce((a, b) => a + b, 0);
  // The loyalty discount first, on the whole subtotal, shared over the lines by price.
  const taken = allocate(share(subtotal, loyaltyPercent, 100), gross);
  const figures: Array<{ promotion: PromotionRow; amountCents: number; productIds: number[]; waived: number }> = [];
  let promotionCents = 0;
  let waivedShipping = 0;
  const shippingLeft = lines.map((l) => l.shippingCents * l.quantity);
  for (const p of [...promos].sort((a, b) => a.id - b.id)) {
    const scoped = lines.map((l) => inScope(p.scope, l));
    const productIds = lines.filter((_, i) => scoped[i]).map((l) => l.productId);
    if (p.kind === "free_shipping") {
      const waived = shippingLeft.reduce((sum, s, i) => sum + (scoped[i] ? s : 0), 0);
      shippingLeft.forEach((_, i) => {
        if (scoped[i]) shippingLeft[i] = 0;
      });
      waivedShipping += waived;
      figures.push({ promotion: p, amountCents: 0, productIds, waived });
      continue;
    }
    // Percent of the scoped lines' price (never compounded on other discounts), or the fixed amount;
    // either at most what is still left to pay for those lines.
    const base = gross.reduce((sum, g, i) => sum + (scoped[i] ? g : 0), 0);
    const wanted = p.kind === "percent" ? share(base, p.percent ?? 0, 100) : (p.amountCents ?? 0);
    const room = gross.map((g, i) => (scoped[i] ? g - (taken[i] as number) : 0));
    const parts = allocate(wanted, room);
    const amount = parts.reduce((a, b) => a + b, 0);
    parts.forEach((c, i) => {
      taken[i] = (taken[i] as number) + c;
    });
    promotionCents += amount;
    figures.push({ promotion: p, amountCents: amount, productIds, waived: 0 });
  }
  const priced = priceCart(lines, {
    ...ctx.rules,
    discountPercent: loyaltyPercent,
    promotionDiscountCents: promotionCents,
    waivedShippingCents: waivedShipping,
  });
  // Free shipping reached by the threshold anyway waives nothing.
  const applied = figures.map((f) => ({
    promotion: f.promotion,
    amountCents:
      f.promotion.kind === "free_shipping" ? (priced.shippingWaivedCents === 0 ? 0 : f.waived) : f.amountCents,
    productIds: f.productIds,
  }));
  return {
    priced,
    loyaltyPercent,
    // An automatic promotion that takes nothing off is left out; a typed code is always shown.
    applied: applied.filter((a) => a.amountCents > 0 || a.promotion.code !== null),
    lineDiscounts: new Map(lines.map((l, i) => [l.productId, taken[i] as number])),
  };
}

/**
 * The promotions that apply to the cart and its prices. `candidates` are the coupon's promotion (if
 * found) and the active automatic ones. A coupon that cannot apply is a 422 with the reason; an
 * automatic promotion that does not fit is left out. When a promotion that does not combine with the
 * loyalty discount applies, the buyer gets whichever of the two makes the lower total (loyalty on a
 * tie); a typed code that loses is a 422 too, so the buyer knows why it is not on the order.
 */
export function applyPromotions(
  candidates: readonly PromotionRow[],
  ctx: PromotionContext,
  scopeNames: (p: PromotionRow) => string,
): PromotionOutcome {
  if (ctx.coupon !== null) {
    const typed = candidates.find((p) => p.code === ctx.coupon);
    if (!typed) throw couponError(`${ctx.coupon} is not a code we know. Check the spelling and try again.`);
    const reason = whyNot(typed, ctx, scopeNames);
    if (reason) throw couponError(reason);
  }
  const fitting = candidates.filter(
    (p) => (p.code === null || p.code === ctx.coupon) && whyNot(p, ctx, scopeNames) === null,
  );
  const loyalty = ctx.rules.discountPercent;
  const all = priceWith(ctx, fitting, loyalty > 0 && fitting.every((p) => p.combinesWithLoyalty) ? loyalty : 0);
  if (loyalty === 0 || fitting.every((p) => p.combinesWithLoyalty)) return all;
  const withLoyalty = priceWith(
    ctx,
    fitting.filter((p) => p.combinesWithLoyalty),
    loyalty,
  );
  if (all.priced.totalWithDiscountCents < withLoyalty.priced.totalWithDiscountCents) return all;
  const typed = fitting.find((p) => p.code !== null && p.code === ctx.coupon);
  if (typed && !typed.combinesWithLoyalty) {
    throw couponError(
      `Your ${loyalty}% loyalty discount saves you more than ${typed.code}, and the two don't combine. Remove the code to keep your loyalty discount.`,
    );
  }
  return withLoyalty;
}

const couponError = (message: string) => new HttpError(422, message, { coupon: [message] });
