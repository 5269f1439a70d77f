import { type CartLine, type CartResponse, LINE_PURCHASE_LIMIT, MAX_CART_LINES } from "@pitstop/contract/cart";
import type { Db } from "../../db/client.ts";
import { badRequest, HttpError, notFound } from "../../lib/http-error.ts";
import { dollars, type PricingRules } from "../../lib/pricing.ts";
import type { FitVehicle } from "../catalogue/fit.ts";
import { type ProductPrice, productCards, productPrices } from "../catalogue/product-cards.ts";
import { personalDiscountPercent } from "../profile/loyalty-service.ts";
import { appliedView, type PromotionOutcome, promotionsForCheckout } from "../promotions/redemptions.ts";
import {
  cartIdOf,
  cartLineCount,
  deleteCartLines,
  ensureCartId,
  lockCartOf,
  type StoredLine,
  storedLines,
  upsertCartLines,
} from "./cart-queries.ts";

export type ShopPricing = Omit<PricingRules, "discountPercent">;
type Wanted = { id: number; quantity: number };

/** What a cart is priced for: the vehicle its fit answers are for, and the promotion code typed. */
export type CartContext = { vehicle: FitVehicle | null; coupon: string | null };
const NO_CONTEXT: CartContext = { vehicle: null, coupon: null };

/**
 * The cart's promotions, by the checkout's own engine (promotionsForCheckout), so the cart's
 * estimate and the checkout's quote are one computation. A typed code that cannot apply does not
 * fail the cart (a cart always shows): it is priced without the code and the reason comes back.
 * A visitor's per-customer limits cannot be judged here (the email is known only at checkout),
 * so they are counted for accounts only; the checkout judges them for guests.
 */
async function promote(
  db: Db,
  lines: ReadonlyArray<ProductPrice & { quantity: number }>,
  rules: PricingRules,
  userId: number | null,
  coupon: string | null,
): Promise<{ outcome: PromotionOutcome; couponProblem: string | null }> {
  const ask = (code: string | null) =>
    promotionsForCheckout(db, { customer: { userId, email: null }, coupon: code, lines, rules, lock: false });
  if (coupon === null) return { outcome: await ask(null), couponProblem: null };
  try {
    return { outcome: await ask(coupon), couponProblem: null };
  } catch (err) {
    if (!(err instanceof HttpError) || err.statusCode !== 422) throw err;
    return { outcome: await ask(null), couponProblem: err.message };
  }
}

async function pricesById(db: Db, ids: number[]): Promise<Map<number, ProductPrice>> {
  const rows = await productPrices(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    throw notFound(
      missing.length === 1
        ? `Product ${missing[0]} is not in the catalog`
        : `Products ${missing.join(", ")} are not in the catalog`,
    );
  }
  return byId;
}

/** What one order may hold of a part now: its stock, at most LINE_PURCHASE_LIMIT (docs/pricing.md). */
export const purchasable = (stock: number) => Math.max(0, Math.min(stock, LINE_PURCHASE_LIMIT));

/**
 * Prices lines as they stand now: each quantity clamped to the current stock (a line at 0 is left
 * out), the figures from docs/pricing.md, and the fit against the vehicle when one is given (resolved before any write, so a bad key changes nothing).
 */
async function priceLines(
  db: Db,
  lines: readonly StoredLine[],
  discountPercent: number,
  pricing: ShopPricing,
  { vehicle, coupon }: CartContext,
  userId: number | null,
): Promise<CartResponse> {
  const ids = lines.map((l) => l.productId);
  const [prices, cards] = await Promise.all([productPrices(db, ids), productCards(db, ids, vehicle)]);
  const priceOf = new Map(prices.map((p) => [p.id, p]));
  const cardOf = new Map(cards.map((c) => [c.id, c]));
  const cart: CartLine[] = [];
  const priced = [];
  for (const line of lines) {
    const price = priceOf.get(line.productId);
    const card = cardOf.get(line.productId);
    if (!price || !card) continue;
    // A sold-out line stays in the answer at 0, unpriced, so the shopper sees it and can remove it
    // (checkout names it); a line is otherwise clamped to what one order may hold.
    const most = purchasable(price.stock);
    const quantity = Math.min(line.quantity, most);
    if (quantity > 0) priced.push({ ...price, quantity });
    cart.push({
      id: card.id,
      title: card.title,
      slug: card.slug,
      path: card.path,
      part_number: card.part_number,
      brand: card.brand,
      image_url: card.image_url,
      price: dollars(price.priceCents),
      handling: dollars(price.handlingCents),
      shipping: dollars(price.shippingCents),
      qty: most,
      universal: card.universal,
      fits: card.fits,
      fit: card.fit,
      cart: {
        quantity,
        subTotalPrice: dollars(price.priceCents * quantity),
        subTotalHandling: dollars(price.handlingCents * quantity),
      },
    });
  }
  const { outcome, couponProblem } = await promote(
    db,
    priced,
    { ...pricing, discountPercent },
    userId,
    priced.length > 0 ? coupon : null,
  );
  const total = outcome.priced;
  const loyaltyPercent = outcome.loyaltyPercent;
  return {
    cart,
    cartSummary: {
      subtotal: dollars(total.subtotalCents),
      subtotalHandling: dollars(total.handlingCents),
      subtotalShipping: dollars(total.shippingCents),
      freeShippingFrom: dollars(pricing.freeShippingFromCents),
      tax: dollars(total.taxCents),
      taxRate: pricing.taxRateMillipercent / 1000,
      totalPrice: dollars(total.totalCents),
      personalDiscount: loyaltyPercent > 0 ? dollars(total.loyaltyDiscountCents) : null,
      personalDiscountPercent: loyaltyPercent > 0 ? loyaltyPercent : null,
      totalPriceWithDiscount: dollars(total.totalWithDiscountCents),
      itemCount: total.itemCount,
      promotions: appliedView(outcome.applied),
      promotionDiscount: dollars(total.discountCents - total.loyaltyDiscountCents),
      coupon: coupon !== null && couponProblem === null && priced.length > 0 ? coupon : null,
      couponProblem,
    },
  };
}

/** POST /api/cart for a visitor: prices the lines sent, stores nothing. */
export async function priceVisitorCart(
  db: Db,
  wanted: readonly Wanted[],
  pricing: ShopPricing,
  context: CartContext = NO_CONTEXT,
) {
  await pricesById(
    db,
    wanted.map((w) => w.id),
  );
  return priceLines(
    db,
    wanted.map((w) => ({ productId: w.id, quantity: w.quantity })),
    0,
    pricing,
    context,
    null,
  );
}

/** GET /api/cart: the signed-in user's stored cart, priced now. */
export async function getUserCart(db: Db, userId: number, pricing: ShopPricing, context: CartContext = NO_CONTEXT) {
  const [lines, discount] = await Promise.all([storedLines(db, userId), personalDiscountPercent(db, userId)]);
  return priceLines(db, lines, discount, pricing, context, userId);
}

/**
 * POST /api/cart for a signed-in user: sets the quantities sent (clamped to stock; 0 removes the
 * line) in one transaction. An unknown product, or a cart grown past MAX_CART_LINES parts, refuses
 * the whole request and changes nothing.
 */
export async function setUserCartQuantities(
  db: Db,
  userId: number,
  wanted: readonly Wanted[],
  pricing: ShopPricing,
  context: CartContext = NO_CONTEXT,
) {
  if (wanted.length > 0) {
    await db.transaction(async (tx) => {
      const prices = await pricesById(
        tx,
        wanted.map((w) => w.id),
      );
      // The cart row is locked first by every writer, so one user's writes queue instead of deadlocking.
      const cartId = await ensureCartId(tx, userId);
      const sorted = [...wanted].sort((a, b) => a.id - b.id);
      const clamped = sorted.map((w) => ({
        productId: w.id,
        quantity: Math.min(w.quantity, purchasable(prices.get(w.id)?.stock ?? 0)),
      }));
      await upsertCartLines(
        tx,
        cartId,
        clamped.filter((l) => l.quantity > 0),
      );
      await deleteCartLines(
        tx,
        cartId,
        clamped.filter((l) => l.quantity === 0).map((l) => l.productId),
      );
      // The contract caps one request at MAX_CART_LINES; the stored cart keeps the same cap, so
      // requests in a row cannot grow it past what a checkout reserves in one transaction.
      if (clamped.some((l) => l.quantity > 0) && (await cartLineCount(tx, cartId)) > MAX_CART_LINES) {
        throw badRequest(`A cart can hold at most ${MAX_CART_LINES} different parts`);
      }
    });
  }
  return getUserCart(db, userId, pricing, context);
}

/** DELETE /api/cart: removes the named lines (ids not in the cart are ignored: the outcome is the same). */
export async function removeUserCartLines(
  db: Db,
  userId: number,
  productIds: readonly number[],
  pricing: ShopPricing,
  context: CartContext = NO_CONTEXT,
) {
  const cartId = await cartIdOf(db, userId);
  if (cartId !== null) await deleteCartLines(db, cartId, [...new Set(productIds)]);
  return getUserCart(db, userId, pricing, context);
}

/** POST /api/cart/wishlist: current data of a visitor's local favourites (unknown ids are left out). */
export async function lookUpFavorites(db: Db, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const [prices, cards] = await Promise.all([productPrices(db, unique), productCards(db, unique, null)]);
  const priceOf = new Map(prices.map((p) => [p.id, p]));
  return cards.flatMap((card) => {
    const price = priceOf.get(card.id);
    if (!price) return [];
    return [
      {
        id: card.id,
        title: card.title,
        price: dollars(price.priceCents),
        shipping: dollars(price.shippingCents),
        qty: price.stock,
        slug: card.slug,
        path: card.path,
        image_url: card.image_url,
        brand: card.brand,
      },
    ];
  });
}

export function assertSignedInOrVisitor(staleToken: boolean) {
  if (staleToken) throw new HttpError(401, "Your session has expired. Please sign in again.");
}

/**
 * The stored lines a checkout buys, with the user's cart row locked for the rest of the transaction
 * (cart writers take the same lock), so two checkouts of one cart run one after the other.
 */
export async function lockCartForCheckout(tx: Db, userId: number): Promise<StoredLine[]> {
  if ((await lockCartOf(tx, userId)) === null) return [];
  return atMostPurchaseLimit(await storedLines(tx, userId));
}

/** A line stored before the per-order limit existed still buys at most LINE_PURCHASE_LIMIT. */
const atMostPurchaseLimit = (lines: StoredLine[]) =>
  lines.map((l) => ({ ...l, quantity: Math.min(l.quantity, LINE_PURCHASE_LIMIT) }));

/** Removes the lines an order bought from the user's cart (inside the order's transaction). */
export async function removeBoughtLines(tx: Db, userId: number, productIds: number[]) {
  const cartId = await cartIdOf(tx, userId);
  if (cartId !== null) await deleteCartLines(tx, cartId, productIds);
}

/** The stored lines of a user's cart as they were asked for (not clamped to stock, at most the per-order limit), oldest first. */
export async function storedCartLines(db: Db, userId: number): Promise<StoredLine[]> {
  return atMostPurchaseLimit(await storedLines(db, userId));
}
