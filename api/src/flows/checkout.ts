import { OUTSIDE_SHIPPING_COUNTRIES, shipsTo } from "@pitstop/contract/address-regions";
import {
  type CheckoutQuote,
  type CheckoutRequest,
  MAX_UNPAID_ORDERS,
  type Order,
  type OrderAddress,
  type ShippingMethod,
  type ShippingMethodId,
} from "@pitstop/contract/orders";
import type { AddressInput } from "@pitstop/contract/profile";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { HttpError } from "../lib/http-error.ts";
import { type KeyGuard, KeyTakenOver } from "../lib/idempotency.ts";
import { orderOutcomes } from "../lib/metrics.ts";
import { dollars, type PricedCart, type PricedLineInput, type PricingRules } from "../lib/pricing.ts";
import { salesTaxMillipercent } from "../lib/sales-tax.ts";
import { SHIPPING_METHODS, shippingMethodsFor } from "../lib/shipping-methods.ts";
import { lockUser } from "../lib/user-lock.ts";
import { addressForOrder, keepCheckoutAddress } from "../modules/addresses/service.ts";
import { lockCartForCheckout, purchasable, removeBoughtLines, storedCartLines } from "../modules/cart/service.ts";
import { type FitVehicle, resolveVehicleKey } from "../modules/catalogue/fit.ts";
import { productPrices } from "../modules/catalogue/product-cards.ts";
import { type ReservedProduct, reserveStock, stockOf } from "../modules/catalogue/stock.ts";
import type { OrderDeps } from "../modules/orders/order-deps.ts";
import { sendOrderMail } from "../modules/orders/order-notices.ts";
import { insertPlacedOrder, nextOrderNumber, unpaidOrderCount } from "../modules/orders/order-queries.ts";
import { expireOverdueOrders } from "../modules/orders/order-service.ts";
import { cardsFor, lineView, orderDetail, totalsView } from "../modules/orders/order-view.ts";
import { personalDiscountPercent } from "../modules/profile/loyalty-service.ts";
import {
  appliedView,
  type Customer,
  promotionsForCheckout,
  recordRedemptions,
} from "../modules/promotions/redemptions.ts";

/** The smallest amount a card can be charged in USD (Stripe's minimum), so no order is placed below it. */
export const MIN_ORDER_CENTS = 50;

const emptyCart = () => new HttpError(409, "Your cart is empty");

/** A line short of stock: the checkout fails as a whole, naming the part. */
function shortage(title: string, stock: number) {
  // The message says which line to change, so a cart with a sold-out line is never stuck.
  return new HttpError(
    409,
    stock <= 0
      ? `${title} is sold out. Remove it from your cart to check out.`
      : `Only ${stock} left of ${title}. Lower its quantity in your cart to check out.`,
  );
}

export function orderAddressOf(a: AddressInput): OrderAddress {
  return {
    first_name: a.first_name,
    last_name: a.last_name,
    phone: a.phone,
    address_line1: a.address_line1,
    address_line2: a.address_line2,
    city: a.city,
    state: a.state,
    zip: a.zip,
    country: a.country,
  };
}

/**
 * Where the order goes: a saved address of this user (another user's id is a 404) or the new one
 * sent. The shop ships within the United States only (the shipping policy page), and military
 * addresses get standard shipping only.
 */
async function destinationFor(db: Db, userId: number, body: CheckoutRequest): Promise<OrderAddress> {
  const address =
    body.address_id !== undefined
      ? await addressForOrder(db, userId, body.address_id)
      : orderAddressOf(body.address as AddressInput);
  return checkDestination(address, body.shipping_method);
}

/** The shop ships within the United States only, and military addresses get standard shipping only. */
export function checkDestination(address: OrderAddress, method: ShippingMethodId): OrderAddress {
  // A new address abroad is refused by its schema; a saved one may predate that rule.
  if (!shipsTo(address)) {
    throw new HttpError(422, "Pitstop ships only to addresses in the United States for now.", {
      country: [OUTSIDE_SHIPPING_COUNTRIES],
    });
  }
  if (!shippingMethodsFor(address.state).some((m) => m.id === method)) {
    const name = SHIPPING_METHODS[method].name;
    throw new HttpError(422, `${name} shipping does not reach APO/FPO addresses. Please choose Standard.`, {
      shipping_method: ["Only standard shipping reaches APO/FPO addresses"],
    });
  }
  return address;
}

function pricingFor(
  config: Config,
  discountPercent: number,
  address: OrderAddress,
  method: ShippingMethodId,
): PricingRules {
  return {
    discountPercent,
    taxRateMillipercent: salesTaxMillipercent(address),
    freeShippingFromCents: config.pricing.freeShippingFromCents,
    shipping: SHIPPING_METHODS[method],
  };
}

function methodView(id: ShippingMethodId, priced: PricedCart): ShippingMethod {
  const m = SHIPPING_METHODS[id];
  return { id: m.id, name: m.name, price: dollars(priced.shippingCents), days: m.days };
}

/**
 * GET /api/checkout/shipping-methods: each method that reaches `state` (all when unknown), priced
 * for the user's cart as it is now (quantities within stock, as the cart shows them).
 */
export async function shippingMethodsForCart(
  db: Db,
  config: Config,
  userId: number,
  state: string | undefined,
): Promise<ShippingMethod[]> {
  const stored = await storedCartLines(db, userId);
  const [prices, discountPercent] = await Promise.all([
    productPrices(
      db,
      stored.map((l) => l.productId),
    ),
    personalDiscountPercent(db, userId),
  ]);
  const byId = new Map(prices.map((p) => [p.id, p]));
  const lines: Array<PricedLineInput & { id: number }> = stored.flatMap((l) => {
    const p = byId.get(l.productId);
    const quantity = p ? Math.min(l.quantity, purchasable(p.stock)) : 0;
    return p && quantity > 0 ? [{ ...p, quantity }] : [];
  });
  // Automatic promotions count here too (a free-shipping one prices standard at its surcharge, 0).
  return Promise.all(
    shippingMethodsFor(state).map(async (m) => {
      const { priced } = await promotionsForCheckout(db, {
        customer: { userId, email: null },
        coupon: null,
        lines,
        rules: {
          discountPercent,
          taxRateMillipercent: 0,
          freeShippingFromCents: config.pricing.freeShippingFromCents,
          shipping: m,
        },
        lock: false,
      });
      return methodView(m.id, priced);
    }),
  );
}

/**
 * POST /api/checkout/quote: what placing the order would charge right now, from the server's
 * current prices, the shipping state's tax and the buyer's discount. A line the shelf cannot fill
 * is the same 409 the checkout would answer. Nothing is written or reserved.
 */
export async function quoteCheckout(
  db: Db,
  config: Config,
  userId: number,
  body: CheckoutRequest,
): Promise<CheckoutQuote> {
  const vehicle = body.vehicle ? await resolveVehicleKey(db, body.vehicle) : null;
  const address = await destinationFor(db, userId, body);
  const stored = await storedCartLines(db, userId);
  if (stored.length === 0) throw emptyCart();
  return priceQuote(db, config, {
    customer: { userId, email: null },
    coupon: body.coupon || null,
    stored,
    discountPercent: await personalDiscountPercent(db, userId),
    address,
    method: body.shipping_method,
    vehicle,
  });
}

/** What a checkout's lines come to right now (signed-in or guest), from the server's current prices. */
export async function priceQuote(
  db: Db,
  config: Config,
  input: {
    /** Who buys: their per-customer promotion limits count. */
    customer: Customer;
    coupon: string | null;
    stored: ReadonlyArray<{ productId: number; quantity: number }>;
    discountPercent: number;
    address: OrderAddress;
    method: ShippingMethodId;
    vehicle: FitVehicle | null;
  },
): Promise<CheckoutQuote> {
  const { stored, discountPercent, address, vehicle } = input;
  const ids = stored.map((l) => l.productId);
  const [prices, cards] = await Promise.all([productPrices(db, ids), cardsFor(db, ids, vehicle)]);
  const byId = new Map(prices.map((p) => [p.id, p]));
  const lines = stored.map((l) => {
    const p = byId.get(l.productId);
    if (!p || p.stock < l.quantity) throw shortage(p?.title ?? `Product ${l.productId}`, p?.stock ?? 0);
    return { ...p, quantity: l.quantity };
  });
  const promoted = await promotionsForCheckout(db, {
    customer: input.customer,
    coupon: input.coupon,
    lines,
    rules: pricingFor(config, discountPercent, address, input.method),
    lock: false,
  });
  const priced = promoted.priced;
  return {
    lines: lines.map((l) =>
      lineView(
        {
          productId: l.id,
          title: l.title,
          partNumber: cards.get(l.id)?.part_number ?? "",
          unitPriceCents: l.priceCents,
          unitHandlingCents: l.handlingCents,
          quantity: l.quantity,
        },
        cards.get(l.id),
        cards.get(l.id)?.fit ?? null,
      ),
    ),
    totals: totalsView({
      ...priced,
      taxRateMillipercent: salesTaxMillipercent(address),
      taxState: address.state,
      discountPercent: promoted.loyaltyPercent,
      totalCents: priced.totalWithDiscountCents,
    }),
    shipping_method: methodView(input.method, priced),
    shipping_address: address,
    vehicle: vehicle?.ref ?? null,
    applied_promotions: appliedView(promoted.applied),
  };
}

/**
 * POST /api/checkout: turns the user's stored cart into an order awaiting payment, in one
 * transaction — the address checked (and kept when asked), each line's stock reserved by a
 * conditional UPDATE in product-id order, the lines priced from the rows just reserved, the order
 * with its snapshot and history written, the bought lines taken out of the cart. Any short line
 * fails the whole checkout with a 409 naming the part, and nothing stays written. The confirmation
 * mail goes after the commit.
 */
export async function placeOrder(
  deps: OrderDeps,
  userId: number,
  body: CheckoutRequest,
  guard?: KeyGuard,
): Promise<Order> {
  const { db, config } = deps;
  // The car it is bought for: a key naming no vehicle, or an engine it lacks, refuses the
  // checkout before anything is written.
  const vehicle = body.vehicle ? await resolveVehicleKey(db, body.vehicle) : null;
  // Overdue unpaid orders are canceled first, so they do not count against the limit below.
  await expireOverdueOrders(deps, { userId });
  const order = await db.transaction(async (tx) => {
    // One checkout per user at a time (user row, then cart row: the order account deletion locks in).
    await lockUser(tx, userId);
    // Each unpaid order holds stock; one account may hold only a few at once.
    if ((await unpaidOrderCount(tx, userId)) >= MAX_UNPAID_ORDERS) {
      throw new HttpError(
        409,
        `You already have ${MAX_UNPAID_ORDERS} unpaid orders. Pay or cancel one of them before placing another.`,
      );
    }
    const address = await destinationFor(tx, userId, body);
    const stored = await lockCartForCheckout(tx, userId);
    if (stored.length === 0) throw emptyCart();
    if (body.address && body.save_address) await keepCheckoutAddress(tx, userId, body.address);
    const discountPercent = await personalDiscountPercent(tx, userId);
    const { id, lines } = await reserveAndRecord(tx, config, {
      owner: { userId },
      stored,
      discountPercent,
      address,
      method: body.shipping_method,
      vehicle,
      coupon: body.coupon || null,
    });
    await removeBoughtLines(
      tx,
      userId,
      lines.map((l) => l.id),
    );
    // The answer is stored with the order it describes (docs/decisions/013): a crash after this
    // commit leaves an Idempotency-Key whose repeat answers this order, not "Your cart is empty".
    const placed = await orderDetail(tx, id);
    if (guard && !(await guard.settle(tx, { status: 201, body: placed }))) throw new KeyTakenOver();
    return placed;
  });
  orderOutcomes.inc({ outcome: "placed", buyer: "account" });
  await sendOrderMail(deps, order.id, { kind: "placed" });
  return order;
}

/**
 * The heart of placing an order, inside the checkout's transaction (signed-in or guest): each
 * line's stock reserved by a conditional UPDATE in product-id order, the lines priced from the
 * rows just reserved, and the order with its snapshot and history written. A short line fails the
 * whole transaction with a 409 naming the part.
 */
export async function reserveAndRecord(
  tx: Db,
  config: Config,
  input: {
    owner: { userId: number } | { guestEmail: string };
    stored: ReadonlyArray<{ productId: number; quantity: number }>;
    discountPercent: number;
    address: OrderAddress;
    method: ShippingMethodId;
    vehicle: FitVehicle | null;
    coupon: string | null;
  },
) {
  const { stored, vehicle, discountPercent, address } = input;
  const customer: Customer =
    "userId" in input.owner
      ? { userId: input.owner.userId, email: null }
      : { userId: null, email: input.owner.guestEmail };
  const reserved = new Map<number, ReservedProduct>();
  for (const line of [...stored].sort((a, b) => a.productId - b.productId)) {
    const product = await reserveStock(tx, line.productId, line.quantity);
    if (!product) {
      const left = await stockOf(tx, line.productId);
      throw shortage(left?.title ?? `Product ${line.productId}`, left?.stock ?? 0);
    }
    reserved.set(line.productId, product);
  }
  // The cart's order (oldest line first) is the order's.
  const lines = stored.map((l) => ({ ...(reserved.get(l.productId) as ReservedProduct), quantity: l.quantity }));
  // The fit answer each part had for the car it is bought for: the fit guarantee's promise.
  const fitOf = vehicle
    ? await cardsFor(
        tx,
        lines.map((l) => l.id),
        vehicle,
      )
    : null;
  const pricing = pricingFor(config, discountPercent, address, input.method);
  // The promotions' rows with a usage limit stay locked until this order commits (or rolls back).
  const promoted = await promotionsForCheckout(tx, {
    customer,
    coupon: input.coupon,
    lines,
    rules: pricing,
    lock: true,
  });
  const priced = promoted.priced;
  if (priced.totalWithDiscountCents < MIN_ORDER_CENTS) {
    throw new HttpError(422, "An order must come to at least $0.50, the smallest amount a card can be charged.");
  }
  const id = await insertPlacedOrder(
    tx,
    {
      number: await nextOrderNumber(tx),
      userId: "userId" in input.owner ? input.owner.userId : null,
      guestEmail: "guestEmail" in input.owner ? input.owner.guestEmail : null,
      subtotalCents: priced.subtotalCents,
      handlingCents: priced.handlingCents,
      shippingCents: priced.shippingCents,
      taxCents: priced.taxCents,
      discountCents: priced.discountCents,
      totalCents: priced.totalWithDiscountCents,
      taxRateMillipercent: pricing.taxRateMillipercent,
      discountPercent: promoted.loyaltyPercent,
      shippingMethod: input.method,
      shippingAddress: address,
      vehicleId: vehicle?.ref.id ?? null,
      vehicleTrim: vehicle?.ref.trim ?? null,
      vehicleEngine: vehicle?.ref.engine ?? null,
    },
    lines.map((l) => ({
      productId: l.id,
      title: l.title,
      partNumber: l.partNumber,
      unitPriceCents: l.priceCents,
      unitHandlingCents: l.handlingCents,
      unitShippingCents: l.shippingCents,
      quantity: l.quantity,
      fitState: fitOf?.get(l.id)?.fit?.state ?? null,
      discountCents: promoted.lineDiscounts.get(l.id) ?? 0,
    })),
    config.orders.paymentWindowMinutes,
  );
  await recordRedemptions(tx, id, customer, promoted.applied);
  return { id, lines };
}
