import { Heart } from "lucide-react";
import { cn } from "~/lib/cn";
import { useFavoritesStore } from "./favorites-store";

/** The heart on product cards and pages: toggles the product in the device's favourites. */
export function WishlistHeart({
  productId,
  title,
  className,
}: {
  productId: number;
  title: string;
  className?: string;
}) {
  const favorite = useFavoritesStore((s) => s.ids.includes(productId));
  const toggle = useFavoritesStore((s) => s.toggle);
  return (
    <button
      type="button"
      onClick={() => toggle(productId)}
      aria-pressed={favorite}
      aria-label={favorite ? `Remove ${title} from wishlist` : `Add ${title} to wishlist`}
      className={cn(
        "grid size-9 place-items-center rounded-full bg-white/90 text-slate-500 shadow-sm hover:text-rose-500 dark:bg-slate-800/90",
        className,
      )}
    >
      <Heart className={cn("size-5", favorite && "fill-rose-500 text-rose-500")} aria-hidden="true" />
    </button>
  );
}
