import { Heart } from "lucide-react";
import { Link } from "react-router";
import { primaryButton } from "~/components/forms/form-styles";
import { useAccountUser } from "~/features/account/use-account-user";
import { useWishlistActions } from "~/features/account/use-wishlist-actions";
import { AddToCartButton } from "~/features/cart/add-to-cart";
import { favoritesSync } from "~/features/favorites/favorites-sync";
import { WishlistTable } from "~/features/favorites/wishlist-table";
import { cn } from "~/lib/cn";
import { countOf } from "~/lib/plural";

export function meta() {
  return [{ title: "Your wishlist · Pitstop" }, { name: "robots", content: "noindex" }];
}

/**
 * The account wishlist — id, title, price, shipping, qty — with remove
 * (DELETE /api/profile/wishlist) and add to cart; the same rows as the visitors' /wishlist.
 */
export default function ProfileWishlist() {
  const { wishlist } = useAccountUser();
  const { remove, removing } = useWishlistActions();
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight">Wishlist</h1>
        {wishlist.length > 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {countOf(wishlist.length, "part")} saved to your account
          </p>
        )}
      </div>
      <div className="mt-6">
        {wishlist.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
            <span className="grid size-14 place-items-center rounded-2xl bg-rose-50 text-rose-500 dark:bg-rose-500/15 dark:text-rose-400">
              <Heart className="size-7" aria-hidden="true" />
            </span>
            <h2 className="mt-4 text-lg font-bold">Your wishlist is empty</h2>
            <p className="mt-1 max-w-sm text-sm text-slate-600 dark:text-slate-400">
              Tap the heart on any part to keep it here for later.
            </p>
            <Link to="/" className={cn(primaryButton, "mt-5")}>
              Browse parts
            </Link>
          </div>
        ) : (
          <WishlistTable
            favorites={wishlist}
            removing={removing}
            onRemove={(favorite) =>
              void remove(favorite).then((removed) => {
                // The device's hearts follow the account, or sign-out would put the part back.
                if (removed) favoritesSync.forget(favorite.id);
              })
            }
            purchase={(favorite) => (
              <AddToCartButton
                productId={favorite.id}
                title={favorite.title}
                price={favorite.price}
                brand={favorite.brand?.name}
                stock={favorite.qty}
              />
            )}
          />
        )}
      </div>
    </div>
  );
}
