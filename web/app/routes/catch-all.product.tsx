import type { Product } from "@pitstop/contract/catalogue";
import type { ProductFit, Review, ReviewList } from "@pitstop/contract/reviews";
import { AddToCart } from "~/features/cart/add-to-cart";
import { ProductView } from "~/features/catalogue/product-view";
import { WishlistHeart } from "~/features/favorites/wishlist-heart";
import { FitVotes } from "~/features/fit-answers/fit-votes";
import { ProductReviews } from "~/features/reviews/product-reviews";
import { MyCarsFit } from "~/features/vehicles/my-cars-fit";
import { useFrameData } from "~/lib/frame-data";

/**
 * The product page's body, composed for the catalogue route (routes/catch-all.tsx). Its own module
 * so that the browser loads it only on product pages: a first visit to a category page never
 * downloads the product view, the fitment table or the my-cars check.
 */
export function ProductPage({
  product: p,
  reviews,
  ownersPreview,
  fitVotes,
  descriptionHtml,
}: {
  product: Product;
  reviews: ReviewList;
  ownersPreview: Review[];
  fitVotes: ProductFit | null;
  descriptionHtml: string;
}) {
  const frame = useFrameData();
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
      fitVotes={fitVotes && <FitVotes fit={fitVotes} />}
      reviews={
        <ProductReviews
          slug={p.slug}
          list={reviews}
          ownersPreview={ownersPreview}
          signedIn={frame?.signedIn === true}
          garage={frame?.account?.garage ?? []}
        />
      }
    />
  );
}
