import { Heart, WifiOff } from "lucide-react";
import { Link, redirect } from "react-router";
import { AddToCartButton } from "~/features/cart/add-to-cart";
import { useFavoritesStore } from "~/features/favorites/favorites-store";
import { useDeviceFavorites } from "~/features/favorites/use-device-favorites";
import { WishlistTable } from "~/features/favorites/wishlist-table";
import { countOf } from "~/lib/plural";
import { profileFor } from "~/lib/profile.server";
import { readSessionToken } from "../../server/session-cookie.ts";
import type { Route } from "./+types/wishlist";

/** /wishlist is the visitors' page; a signed-in shopper's wishlist is /profile/wishlist. */
export async function loader({ request }: Route.LoaderArgs) {
  if (!readSessionToken(request.headers.get("cookie"))) return null;
  const result = await profileFor(request);
  if (result.ok) throw redirect("/profile/wishlist");
  return null;
}

export function meta() {
  return [{ title: "Your wishlist · Pitstop" }, { name: "robots", content: "noindex" }];
}

function WishlistSkeleton() {
  return (
    <ul
      aria-busy="true"
      aria-label="Loading your wishlist"
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
    >
      {[0, 1, 2].map((i) => (
        <li key={i} className="flex animate-pulse gap-4 p-4">
          <div className="size-20 rounded-xl bg-slate-200 sm:size-24 dark:bg-slate-800" />
          <div className="flex-1 space-y-3 py-1">
            <div className="h-3 w-20 rounded bg-slate-200 dark:bg-slate-800" />
            <div className="h-4 w-2/3 rounded bg-slate-200 dark:bg-slate-800" />
            <div className="h-4 w-28 rounded bg-slate-200 dark:bg-slate-800" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function EmptyWishlist() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
      <span className="grid size-16 place-items-center rounded-2xl bg-rose-50 text-rose-500 dark:bg-rose-500/15 dark:text-rose-400">
        <Heart className="size-8" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-xl font-bold">Your wishlist is empty</h2>
      <p className="mt-1 max-w-sm text-slate-600 dark:text-slate-400">
        Tap the heart on any part to keep it here for later.
      </p>
      <Link
        to="/"
        className="mt-6 inline-flex h-12 items-center rounded-xl bg-brand-500 px-6 font-semibold text-white shadow-sm hover:bg-brand-600"
      >
        Browse parts
      </Link>
    </div>
  );
}

export default function Wishlist() {
  const device = useDeviceFavorites();
  const remove = useFavoritesStore((s) => s.remove);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight">Your wishlist</h1>
        {device.state === "ready" && device.favorites.length > 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {countOf(device.favorites.length, "part")} saved on this device ·{" "}
            <Link
              to="/login?redirect=%2Fprofile%2Fwishlist"
              className="font-semibold text-brand-600 dark:text-brand-400"
            >
              Sign in
            </Link>{" "}
            to keep them on every device
          </p>
        )}
      </div>
      <div className="mt-6">
        {device.state === "loading" && <WishlistSkeleton />}
        {device.state === "failed" && (
          <p className="flex items-center gap-2 rounded-2xl border border-slate-200 px-4 py-6 text-slate-600 dark:border-slate-800 dark:text-slate-400">
            <WifiOff className="size-5" aria-hidden="true" /> We couldn't reach the shop to show your wishlist. It is
            kept on this device — try again in a moment.
          </p>
        )}
        {device.state === "ready" &&
          (device.favorites.length === 0 ? (
            <EmptyWishlist />
          ) : (
            <WishlistTable
              favorites={device.favorites}
              onRemove={(favorite) => remove(favorite.id)}
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
          ))}
      </div>
    </div>
  );
}
