import type { User } from "@pitstop/contract/profile";
import { Heart, LoaderCircle, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { useAccountUser } from "~/features/account/use-account-user";
import { useWishlistActions } from "~/features/account/use-wishlist-actions";
import { AddToCart } from "~/features/cart/add-to-cart";
import { formatPrice } from "~/lib/money";

export function meta() {
  return [{ title: "Your wishlist · Pitstop" }, { name: "robots", content: "noindex" }];
}

type WishlistProduct = User["wishlist"][number];

/** The product page and picture, when the API sends them with the wishlist item. */
function linkOf(product: WishlistProduct): { path: string | null; image: string | null } {
  const path = "path" in product && typeof product.path === "string" ? product.path : null;
  const image = "image_url" in product && typeof product.image_url === "string" ? product.image_url : null;
  return { path, image };
}

/** spec §3: the account wishlist — id, title, price, shipping, qty — with remove and add to cart. */
export default function ProfileWishlist() {
  const { wishlist } = useAccountUser();
  const { remove, removing } = useWishlistActions();
  return (
    <div>
      <h1 className="text-2xl font-extrabold tracking-tight">Wishlist</h1>
      {wishlist.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
          <span className="grid size-14 place-items-center rounded-2xl bg-rose-50 text-rose-500 dark:bg-rose-500/15 dark:text-rose-400">
            <Heart className="size-7" aria-hidden="true" />
          </span>
          <h2 className="mt-4 text-lg font-bold">Your wishlist is empty</h2>
          <p className="mt-1 max-w-sm text-sm text-slate-600 dark:text-slate-400">
            Tap the heart on any part to keep it here for later.
          </p>
          <Link
            to="/"
            className="mt-5 inline-flex h-11 items-center rounded-xl bg-brand-500 px-5 text-sm font-semibold text-white shadow-sm hover:bg-brand-600"
          >
            Browse parts
          </Link>
        </div>
      ) : (
        <ul className="mt-6 space-y-3">
          {wishlist.map((product) => {
            const { path, image } = linkOf(product);
            return (
              <li
                key={product.id}
                className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-4 sm:flex-row sm:items-center dark:border-slate-800"
              >
                <div className="flex min-w-0 flex-1 items-start gap-4">
                  {image && (
                    <img
                      src={image}
                      alt=""
                      width={80}
                      height={80}
                      loading="lazy"
                      className="size-20 shrink-0 rounded-xl bg-slate-50 object-contain p-1.5 dark:bg-slate-800"
                    />
                  )}
                  <div className="min-w-0 flex-1">
                    <h2 className="font-semibold leading-snug">
                      {path ? (
                        <Link to={path} className="hover:text-brand-600 dark:hover:text-brand-400">
                          {product.title}
                        </Link>
                      ) : (
                        product.title
                      )}
                    </h2>
                    <p className="mt-1 text-lg font-bold">{formatPrice(product.price)}</p>
                    <p className="text-xs text-slate-500 dark:text-slate-400">
                      {product.shipping > 0 ? `+ ${formatPrice(product.shipping)} shipping` : "Free shipping"}
                      {" · "}
                      {product.qty > 0 ? `${product.qty} in stock` : "Out of stock"}
                    </p>
                  </div>
                  <button
                    type="button"
                    onClick={() => void remove(product)}
                    disabled={removing !== null}
                    aria-label={`Remove ${product.title} from wishlist`}
                    className="grid size-9 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-red-50 hover:text-red-600 disabled:opacity-50 sm:order-last dark:hover:bg-red-950"
                  >
                    {removing === product.id ? (
                      <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                    ) : (
                      <Trash2 className="size-4" aria-hidden="true" />
                    )}
                  </button>
                </div>
                <div className="sm:w-80">
                  <AddToCart productId={product.id} title={product.title} stock={product.qty} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
