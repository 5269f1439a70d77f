import { CarFront, Heart, ShoppingCart, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { selectCartQuantity, useCartStore } from "~/features/cart/cart-store";
import { useFavoritesStore } from "~/features/favorites/favorites-store";
import { ColorModeMenu } from "./color-mode-menu";

const iconClass =
  "relative grid size-9 place-items-center rounded-full sm:size-10 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800";

function Badge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-brand-500 px-1 text-[11px] leading-5 font-bold text-white"
      aria-hidden="true"
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}

/** spec §2: nav icons for a signed-out visitor — garage, wishlist (count), cart (count), login. */
export function NavIcons({ onOpenGarage, signedIn }: { onOpenGarage: () => void; signedIn: boolean }) {
  const cartQuantity = useCartStore(selectCartQuantity);
  const favoriteCount = useFavoritesStore((s) => s.ids.length);
  return (
    <nav aria-label="Your shop" className="flex items-center gap-0.5 sm:gap-1">
      <ColorModeMenu />
      <button type="button" className={iconClass} onClick={onOpenGarage} aria-label="My garage">
        <CarFront className="size-5" aria-hidden="true" />
      </button>
      <IconLink to="/wishlist" label={`Wishlist, ${favoriteCount} items`}>
        <Heart className="size-5" aria-hidden="true" />
        <Badge count={favoriteCount} />
      </IconLink>
      <IconLink to="/cart" label={`Cart, ${cartQuantity} items`}>
        <ShoppingCart className="size-5" aria-hidden="true" />
        <Badge count={cartQuantity} />
      </IconLink>
      <IconLink to={signedIn ? "/profile" : "/login"} label={signedIn ? "Your account" : "Sign in"}>
        <UserRound className="size-5" aria-hidden="true" />
      </IconLink>
    </nav>
  );
}

function IconLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Link to={to} className={iconClass} aria-label={label}>
      {children}
    </Link>
  );
}
