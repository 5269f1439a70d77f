import { AddToCartButton } from "~/features/cart/add-to-cart";
import type { CardControl } from "~/features/catalogue/product-card";
import { WishlistHeart } from "~/features/favorites/wishlist-heart";

/**
 * The controls the listing pages (catalogue, search) put on their cards: the wishlist heart in the
 * corner and the add-to-cart button under the price. Composed here, by the pages, because features
 * do not import each other.
 */
export const wishlistCardControl: CardControl = (p, className) => (
  <WishlistHeart productId={p.id} title={p.title} price={p.price} brand={p.brand.name} className={className} />
);

export const cartCardControl: CardControl = (p, className) => (
  <AddToCartButton
    productId={p.id}
    title={p.title}
    stock={p.qty}
    price={p.price}
    brand={p.brand.name}
    className={className}
  />
);
