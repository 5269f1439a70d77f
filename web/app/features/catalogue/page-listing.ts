import type { ProductCard as Card } from "@pitstop/contract/catalogue";
import { cutFacets, type Facets, type HiddenFacetValues } from "./facet-cut";
import { type CardProduct, cardProduct } from "./product-card";

/**
 * An answer listing parts (a catalogue page's, search results) as its page receives it: the cards
 * cut to what a card shows, and the long facets to what the page shows (facet-cut.ts).
 */
export type PageListing<T extends { products: Card[]; facets: Facets }> = Omit<T, "products" | "facets"> & {
  products: CardProduct[];
  facets: T["facets"] & { hidden?: HiddenFacetValues };
};

/** For a loader: the API's listing as its page receives it (see PageListing). */
export const pageListing = <T extends { products: Card[]; facets: Facets }>(
  answer: T,
  params: URLSearchParams,
): PageListing<T> => ({
  ...answer,
  products: answer.products.map(cardProduct),
  facets: cutFacets(answer.facets, params),
});
