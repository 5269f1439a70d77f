import type { Product } from "@pitstop/contract/catalogue";
import { AddToCart } from "~/features/cart/add-to-cart";
import { ProductView } from "~/features/catalogue/product-view";
import { WishlistHeart } from "~/features/favorites/wishlist-heart";
import { MyCarsFit } from "~/features/vehicles/my-cars-fit";

/**
 * The product page's body, composed for the catalogue route (routes/catch-all.tsx). Its own module
 * so that the browser loads it only on product pages: a first visit to a category page never
 * downloads the product view, the fitment table or the my-cars check (issue 11).
 */
export function ProductPage({ product: p, descriptionHtml }: { product: Product; descriptionHtml: string }) {
  return (
    <ProductView
      product={p}
      descriptionHtml={descriptionHtml}
      purchase={
        <AddToCart
          productId={p.id}
          title={p.title}
          stock={p.qty}
          price={p.price}
          brand={p.brand.name}
          category={p.category.name}
        />
      }
      wishlist={<WishlistHeart productId={p.id} title={p.title} price={p.price} brand={p.brand.name} />}
      myCars={<MyCarsFit productSlug={p.slug} />}
    />
  );
}
