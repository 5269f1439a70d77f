/**
 * GA4 ecommerce events pushed to Google Tag Manager's `dataLayer`, currency USD. The
 * events are pushed whether or not a container is configured: without one nothing reads them, and
 * pushing to a plain array costs nothing. Money is summed in cents so a value never carries a
 * floating-point tail (money stays integer cents to the last arithmetic step).
 */

export const ANALYTICS_CURRENCY = "USD";

/** A product as an analytics event names it (GA4 `items[]`). */
export interface AnalyticsProduct {
  id: number;
  title: string;
  /** Unit price in dollars, as the API answers it. */
  price: number;
  brand?: string;
  category?: string;
  variant?: string;
}

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_brand?: string;
  item_category?: string;
  item_variant?: string;
}

export type EcommerceEventName =
  | "add_to_cart"
  | "remove_from_cart"
  | "view_item"
  | "begin_checkout"
  | "add_to_wishlist"
  | "purchase"
  | "refund";

export interface EcommerceEvent {
  event: EcommerceEventName;
  ecommerce: {
    currency: typeof ANALYTICS_CURRENCY;
    value: number;
    items: AnalyticsItem[];
    transaction_id?: string;
    tax?: number;
    shipping?: number;
    /** The promotion code(s) applied, comma-separated. */
    coupon?: string;
  };
}

/** GA4's promotion events: a promotion shown on cards, and a card carrying it opened. */
export interface PromotionEvent {
  event: "view_promotion" | "select_promotion";
  ecommerce: { promotion_id: string; promotion_name: string; items: AnalyticsItem[] };
}

export interface AccountEvent {
  event: "sign_up" | "login" | "delete_account";
  method?: string;
}

type DataLayerEntry = EcommerceEvent | PromotionEvent | AccountEvent | { ecommerce: null } | Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (amount: number) => amount / 100;

export function analyticsItem(product: AnalyticsProduct, quantity = 1): AnalyticsItem {
  const item: AnalyticsItem = {
    item_id: String(product.id),
    item_name: product.title,
    price: dollars(cents(product.price)),
    quantity,
  };
  if (product.brand) item.item_brand = product.brand;
  if (product.category) item.item_category = product.category;
  if (product.variant) item.item_variant = product.variant;
  return item;
}

/** The sum of price × quantity over the items, rounded to the cent. */
export function itemsValue(items: readonly AnalyticsItem[]): number {
  return dollars(items.reduce((sum, item) => sum + cents(item.price) * item.quantity, 0));
}

export function ecommerceEvent(
  event: EcommerceEventName,
  items: AnalyticsItem[],
  extra: Partial<Pick<EcommerceEvent["ecommerce"], "value" | "transaction_id" | "tax" | "shipping" | "coupon">> = {},
): EcommerceEvent {
  return {
    event,
    ecommerce: { currency: ANALYTICS_CURRENCY, value: itemsValue(items), items, ...extra },
  };
}

function push(entry: EcommerceEvent | PromotionEvent | AccountEvent) {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  // GA4's guidance: clear the previous ecommerce object so its fields do not leak into this event.
  if ("ecommerce" in entry) window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push(entry);
}

export const trackAddToCart = (product: AnalyticsProduct, quantity: number) =>
  push(ecommerceEvent("add_to_cart", [analyticsItem(product, quantity)]));

export const trackRemoveFromCart = (product: AnalyticsProduct, quantity: number) =>
  push(ecommerceEvent("remove_from_cart", [analyticsItem(product, quantity)]));

export const trackViewItem = (product: AnalyticsProduct) => push(ecommerceEvent("view_item", [analyticsItem(product)]));

export const trackAddToWishlist = (product: AnalyticsProduct) =>
  push(ecommerceEvent("add_to_wishlist", [analyticsItem(product)]));

/**
 * `value` is what the buyer pays for the items (after the personal discount when there is one);
 * `coupon` the promotion code the shopper applied.
 */
export const trackBeginCheckout = (
  lines: { product: AnalyticsProduct; quantity: number }[],
  value?: number,
  coupon?: string,
) =>
  push(
    ecommerceEvent(
      "begin_checkout",
      lines.map((l) => analyticsItem(l.product, l.quantity)),
      {
        ...(value === undefined ? {} : { value: dollars(cents(value)) }),
        ...(coupon ? { coupon } : {}),
      },
    ),
  );

/** GA4's `coupon` of an order: the codes it was placed with, comma-separated (automatic promotions have none). */
export const couponOf = (applied: ReadonlyArray<{ code: string | null }>): string | undefined =>
  applied
    .map((p) => p.code)
    .filter((code): code is string => code !== null)
    .join(",") || undefined;

export const trackPurchase = (order: {
  transactionId: string;
  /** What was paid, dollars. */
  value: number;
  tax: number;
  shipping: number;
  /** The promotion codes the order was placed with (couponOf). */
  coupon?: string | undefined;
  lines: { product: AnalyticsProduct; quantity: number }[];
}) =>
  push(
    ecommerceEvent(
      "purchase",
      order.lines.map((l) => analyticsItem(l.product, l.quantity)),
      {
        transaction_id: order.transactionId,
        value: dollars(cents(order.value)),
        tax: dollars(cents(order.tax)),
        shipping: dollars(cents(order.shipping)),
        ...(order.coupon ? { coupon: order.coupon } : {}),
      },
    ),
  );

/**
 * GA4's `refund`: a return refunded, with the returned items and the amount given back. Sent once
 * per return from the buyer's order page (`refundsToReport` remembers which were sent).
 */
export const trackRefund = (refund: {
  transactionId: string;
  /** What was refunded, dollars. */
  value: number;
  lines: { product: AnalyticsProduct; quantity: number }[];
}) =>
  push(
    ecommerceEvent(
      "refund",
      refund.lines.map((l) => analyticsItem(l.product, l.quantity)),
      { transaction_id: refund.transactionId, value: dollars(cents(refund.value)) },
    ),
  );

const REPORTED_REFUNDS = "pitstop.reported-refunds";

/**
 * The refunded returns not reported to analytics yet on this device, marked as reported: a page
 * shown again (or in two tabs) does not count a refund twice.
 */
export function refundsToReport(returnIds: readonly number[], storage: Storage | null = safeStorage()): number[] {
  if (returnIds.length === 0 || !storage) return [];
  let seen: number[] = [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(REPORTED_REFUNDS) ?? "[]");
    if (Array.isArray(parsed)) seen = parsed.filter((id): id is number => typeof id === "number");
  } catch {
    seen = [];
  }
  const fresh = returnIds.filter((id) => !seen.includes(id));
  if (fresh.length > 0) {
    try {
      // The newest few hundred are enough: an old return is not shown refunded for the first time.
      storage.setItem(REPORTED_REFUNDS, JSON.stringify([...seen, ...fresh].slice(-500)));
    } catch {
      return [];
    }
  }
  return fresh;
}

function safeStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** `method`: how the account was made or entered — "email" or "google". */
/** A promotion as the analytics events name it. */
export type AnalyticsPromotion = { id: number; label: string };

const promotionEvent = (
  event: PromotionEvent["event"],
  promotion: AnalyticsPromotion,
  products: readonly AnalyticsProduct[],
): PromotionEvent => ({
  event,
  ecommerce: {
    promotion_id: String(promotion.id),
    promotion_name: promotion.label,
    items: products.map((p) => analyticsItem(p)),
  },
});

/** `view_promotion`: the cards of one list or page that show this promotion. */
export const trackViewPromotion = (promotion: AnalyticsPromotion, products: readonly AnalyticsProduct[]) =>
  push(promotionEvent("view_promotion", promotion, products));

/** `select_promotion`: a card showing the promotion was opened. */
export const trackSelectPromotion = (promotion: AnalyticsPromotion, product: AnalyticsProduct) =>
  push(promotionEvent("select_promotion", promotion, [product]));

/**
 * The cards of a list grouped by the promotion they show, one `view_promotion` per promotion.
 * `seen` keeps the promotions already reported for this page, so a re-render reports nothing twice.
 */
export function reportPromotionViews(
  cards: ReadonlyArray<AnalyticsProduct & { promotion?: AnalyticsPromotion | null | undefined }>,
  seen: Set<string>,
  pageKey: string,
) {
  const byPromotion = new Map<number, { promotion: AnalyticsPromotion; products: AnalyticsProduct[] }>();
  for (const card of cards) {
    if (!card.promotion) continue;
    const group = byPromotion.get(card.promotion.id) ?? { promotion: card.promotion, products: [] };
    group.products.push(card);
    byPromotion.set(card.promotion.id, group);
  }
  for (const [id, group] of byPromotion) {
    const key = `${pageKey}#${id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    trackViewPromotion(group.promotion, group.products);
  }
}

export const trackSignUp = (method: string) => push({ event: "sign_up", method });
export const trackLogin = (method: string) => push({ event: "login", method });
export const trackDeleteAccount = () => push({ event: "delete_account" });

// ---- Google Tag Manager (loaded only when a container id is configured) ----

/** A GTM container id: `GTM-` and a few upper-case letters or digits (it lands inside a script). */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * The environment's `GTM_ID`, checked: empty or unset is "no tag manager"; anything that is not a
 * container id is a configuration error naming the variable (configuration is checked at start).
 */
export function parseGtmId(value: string | undefined): string | null {
  const id = value?.trim() ?? "";
  if (id === "") return null;
  if (!GTM_ID_PATTERN.test(id)) throw new Error(`GTM_ID must be a container id like GTM-ABC1234 (got "${id}")`);
  return id;
}

/**
 * Google's tag-manager snippet, made nonce-aware: the loader script it inserts carries the page's
 * CSP nonce, so the strict policy (entry.server.tsx) admits it without 'unsafe-inline'.
 */
export function gtmBootScript(containerId: string): string {
  if (!GTM_ID_PATTERN.test(containerId)) throw new Error("not a GTM container id");
  return [
    "(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});",
    "var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';",
    "j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;",
    "var n=d.querySelector('[nonce]');n&&j.setAttribute('nonce',n.nonce||n.getAttribute('nonce'));",
    `f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${containerId}');`,
  ].join("");
}

/** The origins the CSP must admit when a container is configured (GTM and GA4's collection). */
export const GTM_CSP_SOURCES = {
  script: ["https://www.googletagmanager.com"],
  img: ["https://www.googletagmanager.com", "https://*.google-analytics.com"],
  connect: ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"],
} as const;
