import { useMemo } from "react";
import { useAddToCartButtons } from "~/features/cart/add-to-cart";
import type { CardControl } from "~/features/catalogue/product-card";
import { useWishlistHearts } from "~/features/favorites/wishlist-heart";

/**
 * The controls the listing pages (catalogue, search) put on their cards: the wishlist heart in the
 * corner and the add-to-cart button under the price. Composed here, by the pages, because features
 * do not import each other. The favourites and the cart are read once for the whole list.
 */
export function useCardControls(): { cardActions: CardControl; cardPurchase: CardControl } {
  const heart = useWishlistHearts();
  const addToCart = useAddToCartButtons();
  return useMemo(
    () => ({
      cardActions: (p, className) =>
        heart({ id: p.id, title: p.title, price: p.price, brand: p.brand.name }, className),
      cardPurchase: (p, className) =>
        addToCart({ productId: p.id, title: p.title, stock: p.qty, price: p.price, brand: p.brand.name }, className),
    }),
    [heart, addToCart],
  );
}
