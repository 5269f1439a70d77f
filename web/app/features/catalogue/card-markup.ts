import { iconMarkup } from "~/components/ui/icon";
import { starsMarkup } from "~/components/ui/stars";
import { escapeHtml } from "~/lib/html";
import { formatPrice } from "~/lib/money";
import { countOf } from "~/lib/plural";
import { partShippingNote, type ShippingTerms } from "~/lib/shipping-rule";
import type { FitFace } from "./fit-badge";
import { stockState } from "./stock-state";

/**
 * A card's fixed part, as markup (docs/decisions/016, "A card's fixed part as one string").
 *
 * A listing renders 24 cards, and each element React renders costs it the element's object, its
 * props and attributes walked one by one, and ~10 pieces of the page's string. Most of a card never
 * changes once drawn: its brand, title, rating, fit answer, price, stock and shipping. The card draws
 * that part from these strings (`dangerouslySetInnerHTML`, every value escaped as React escapes it),
 * and only its controls (the heart, add to cart) and the promotion's badge are React's. The same
 * strings are built on the server and in the browser from the same props, so hydration finds the
 * page as it was sent; when a prop changes (the shopper picks a car), React writes the new string.
 * card-markup.test.tsx checks each string against what the React component it stands for renders.
 */

/** Brand, title and rating. The title carries `data-select-promotion` when the card's click reports one. */
export function cardHeadMarkup(product: {
  path: string;
  title: string;
  brand: { name: string };
  rating: number;
  review_count: number;
  promotion?: unknown;
}): string {
  return `<p class="card-brand">${escapeHtml(product.brand.name)}</p><h3 class="card-title"><a href="${escapeHtml(product.path)}" class="card-link"${product.promotion ? ' data-select-promotion=""' : ""}>${escapeHtml(product.title)}</a></h3>${starsMarkup(product.rating, product.review_count)}`;
}

/** The fit answer, whether owners confirmed it, price, stock and shipping. */
export function cardFootMarkup(
  product: { price: number; shipping: number; qty: number; fit_confirmations?: number },
  fit: FitFace,
  confirmations: boolean,
  terms: ShippingTerms,
): string {
  const stock = stockState(product.qty);
  const confirmed =
    confirmations && product.fit_confirmations
      ? `<p class="card-confirmed">${iconMarkup("circle-check", "size-3.5 shrink-0")}${escapeHtml(`Confirmed to fit by ${countOf(product.fit_confirmations, "owner")}`)}</p>`
      : "";
  return `<div class="card-fit">${fitFaceMarkup(fit)}</div>${confirmed}<div class="card-price"><p class="text-lg font-bold">${escapeHtml(formatPrice(product.price))}</p><span class="${stock.className}">${escapeHtml(stock.text)}</span></div><span class="card-shipping">${escapeHtml(partShippingNote(product, terms, "short"))}</span>`;
}

/**
 * A card's fit answer (`FitAnswer`'s card size) as markup. 'Check fit' is a real button: the card
 * hears its click (`data-check-fit`) and opens the vehicle picker.
 */
export function fitFaceMarkup(face: FitFace): string {
  if (face.kind === "check")
    return `<button type="button" class="${face.className}" data-check-fit="">${iconMarkup("circle-help", face.iconClassName)}Check fit</button>`;
  if (face.kind === "pill")
    return `<span class="${face.className}"${face.title ? ` title="${escapeHtml(face.title)}"` : ""}>${iconMarkup(face.icon, face.iconClassName)}${escapeHtml(face.text)}</span>`;
  throw new Error("a card's fit answer never asks in place");
}
