import type { AdminProductDeletion } from "@pitstop/contract/admin-catalogue";
import { countOf } from "~/lib/plural";

/** "a, b and c" */
function listed(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * What the confirmation says goes with a part ("Its 12 fitments, 3 images and 2 reviews go with
 * it."), from the API's count of what hangs on it. Only what exists is named.
 */
export function deletionSummary(d: AdminProductDeletion): string {
  const going = [
    d.fitments > 0 && countOf(d.fitments, "fitment"),
    d.images > 0 && countOf(d.images, "image"),
    d.reviews > 0 && countOf(d.reviews, "review"),
    d.fit_answers > 0 && countOf(d.fit_answers, "“Did it fit?” answer"),
  ].filter((s): s is string => typeof s === "string");
  const saved = [
    d.cart_lines > 0 && countOf(d.cart_lines, "shopper’s cart", "shoppers’ carts"),
    d.wishlist_items > 0 && countOf(d.wishlist_items, "wishlist"),
  ].filter((s): s is string => typeof s === "string");
  const one = going.length === 1 && going[0]?.startsWith("1 ");
  const sentences = [
    going.length > 0 ? `Its ${listed(going)} ${one ? "goes" : "go"} with it.` : "Nothing else hangs on it.",
    saved.length > 0 ? `It is taken out of ${listed(saved)}.` : "",
    "The shop stops showing it at once; a deleted part cannot be brought back.",
  ];
  return sentences.filter(Boolean).join(" ");
}
