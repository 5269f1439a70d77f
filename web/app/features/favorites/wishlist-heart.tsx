import { type ReactNode, useCallback } from "react";
import { Icon } from "~/components/ui/icon";
import { trackAddToWishlist } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import { escapeHtml } from "~/lib/html";
import { toast } from "~/lib/toasts";
import { MAX_FAVORITES, useFavoritesStore } from "./favorites-store";
import { useFavoritesHydrated } from "./use-favorites-hydrated";

interface HeartProduct {
  id: number;
  title: string;
  /** Reported to analytics with add_to_wishlist. */
  price?: number;
  brand?: string;
}

/**
 * The heart on product cards and pages: toggles the product in the device's favourites.
 * For a signed-in shopper the layout's AccountSync sends the change on to the account's wishlist.
 */
export function WishlistHeart({
  productId,
  title,
  price,
  brand,
  className,
}: {
  productId: number;
  title: string;
  price?: number;
  brand?: string;
  className?: string;
}) {
  const favorite = useFavoritesStore((s) => s.ids.includes(productId));
  // Until the page is live and the device's favourites are read, a tap would be lost (no handler
  // yet) or land on a list about to be replaced: the heart waits, visibly, and then counts every tap.
  const ready = useFavoritesHydrated();
  return heartButton({ id: productId, title, price, brand }, { favorite, ready, className });
}

/**
 * The hearts of a list of cards: the favourites are read once for the list, not by each of its
 * 24 cards (docs/decisions/016), and each card's heart is drawn from them.
 */
export function useWishlistHearts(): (product: HeartProduct, className: string) => ReactNode {
  const ids = useFavoritesStore((s) => s.ids);
  const ready = useFavoritesHydrated();
  return useCallback(
    (product, className) => heartButton(product, { favorite: ids.includes(product.id), ready, className }),
    [ids, ready],
  );
}

function heartButton(
  product: HeartProduct,
  { favorite, ready, className }: { favorite: boolean; ready: boolean; className?: string },
) {
  const toggle = () => {
    if (!useFavoritesStore.getState().toggle(product.id)) {
      toast.warning(`Your wishlist can hold ${MAX_FAVORITES} parts. Remove some to keep new ones.`);
      return;
    }
    if (!favorite && product.price !== undefined) trackAddToWishlist({ ...product, price: product.price });
  };
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={!ready}
      aria-pressed={favorite}
      title={favorite ? "In your wishlist" : "Add to wishlist"}
      className={cn(
        // Its utilities, named once in app.css: a list draws 24.
        "heart-button",
        className,
      )}
    >
      <Icon name="heart" className={cn("size-5", favorite && "fill-rose-500 text-rose-500")} />
      {/* A toggle keeps one name; aria-pressed says whether the part is in the wishlist. The name is
          the button's text, written as markup so that a title's "—" goes out as a character
          reference and the page stays in one byte a character (lib/html.ts, `narrow`). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by escapeHtml */}
      <span className="sr-only" dangerouslySetInnerHTML={{ __html: escapeHtml(`Add ${product.title} to wishlist`) }} />
    </button>
  );
}
