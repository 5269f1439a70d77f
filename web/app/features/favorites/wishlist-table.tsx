import type { FavoriteProductSchema } from "@pitstop/contract/cart";
import type { FavoriteSchema } from "@pitstop/contract/profile";
import { ImageOff, LoaderCircle, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import { PartShippingNote } from "~/components/shipping-note";
import { formatPrice } from "~/lib/money";

/**
 * A favourite as either list gives it: the favourite's fields (id, title, price, shipping, qty), plus the
 * page, picture and brand when the answer carries them (POST /api/cart/wishlist does).
 */
export type WishlistProduct = z.infer<typeof FavoriteSchema> &
  Partial<Pick<z.infer<typeof FavoriteProductSchema>, "path" | "image_url" | "brand">>;

/** Stock, said the way the catalogue says it. */
export function StockNote({ qty }: { qty: number }) {
  if (qty <= 0) return <span className="font-semibold text-rose-600 dark:text-rose-400">Out of stock</span>;
  if (qty <= 5) return <span className="font-semibold text-amber-700 dark:text-amber-400">Only {qty} left</span>;
  return <span className="font-medium text-emerald-700 dark:text-emerald-400">In stock</span>;
}

/**
 * The wishlist rows shared by /wishlist (a visitor's device favourites) and /profile/wishlist (the
 * account's): price, shipping, stock, the add-to-cart control the page passes in, and remove.
 */
export function WishlistTable({
  favorites,
  purchase,
  onRemove,
  removing = null,
}: {
  favorites: readonly WishlistProduct[];
  /** The add-to-cart control for one favourite (features do not import each other; the page composes). */
  purchase: (favorite: WishlistProduct) => ReactNode;
  onRemove: (favorite: WishlistProduct) => void;
  /** The favourite being removed, whose button shows it is working. */
  removing?: number | null;
}) {
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {favorites.map((favorite) => (
        <li key={favorite.id} className="flex gap-4 p-4 sm:items-center">
          <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-slate-50 sm:size-24 dark:bg-slate-800">
            {favorite.image_url ? (
              <img
                src={favorite.image_url}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                className="h-full w-full object-contain p-1.5"
              />
            ) : (
              <div className="grid h-full place-items-center text-slate-400">
                <ImageOff className="size-6" aria-hidden="true" />
              </div>
            )}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              {favorite.brand && (
                <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                  {favorite.brand.name}
                </p>
              )}
              <h2 className="line-clamp-2 leading-snug font-semibold">
                {favorite.path ? (
                  <Link to={favorite.path} className="hover:text-brand-600 dark:hover:text-brand-400">
                    {favorite.title}
                  </Link>
                ) : (
                  favorite.title
                )}
              </h2>
              <p className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-0.5 text-sm">
                <span className="text-lg font-bold text-slate-900 dark:text-white">{formatPrice(favorite.price)}</span>
                <PartShippingNote
                  price={favorite.price}
                  shipping={favorite.shipping}
                  className="text-slate-500 dark:text-slate-400"
                />
                <StockNote qty={favorite.qty} />
              </p>
            </div>
            <div className="flex items-center gap-2 sm:justify-end">
              {purchase(favorite)}
              <button
                type="button"
                onClick={() => onRemove(favorite)}
                disabled={removing !== null}
                aria-label={`Remove ${favorite.title} from wishlist`}
                className="grid size-10 shrink-0 place-items-center rounded-xl text-slate-500 hover:bg-rose-50 hover:text-rose-600 disabled:opacity-50 dark:text-slate-400 dark:hover:bg-rose-950 dark:hover:text-rose-400"
              >
                {removing === favorite.id ? (
                  <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                ) : (
                  <Trash2 className="size-4" aria-hidden="true" />
                )}
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
