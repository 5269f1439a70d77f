/**
 * The cart's limits, without zod: the storefront's browser code imports them on every page
 * and must not bring zod along (docs/decisions/017).
 */

/** The most of one part a cart line may ask for; the server also clamps to the stock. */
export const MAX_LINE_QUANTITY = 9999;
/**
 * The most units of one part one order may hold (docs/pricing.md): enough for any car or a small
 * garage's job, few enough that one account cannot reserve a part's whole shelf. A cart line is
 * clamped to it as it is to the stock.
 */
export const LINE_PURCHASE_LIMIT = 25;
/** The most lines one cart call may carry. */
export const MAX_CART_LINES = 100;
