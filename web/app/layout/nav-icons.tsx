import { type ReactNode, Suspense } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useProfileRefreshAfterMount } from "~/features/account/use-profile-refresh";
import { useCartBadgeCount } from "~/features/cart/cart-sync";
import { useFavoritesStore } from "~/features/favorites/favorites-store";
import { useAccount } from "~/lib/account/account-context";
import { mainCarOf } from "~/lib/active-vehicle/rules";
import { countOf } from "~/lib/plural";
import { signInPath } from "~/lib/sign-in-path";
import { AccountMenu } from "./account-menu";
import { ColorModeMenu } from "./color-mode-menu";
import { LazyGarageModal } from "./frame-dialogs";
import { useSignOut } from "./use-sign-out";

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

/**
 * Nav icons. A visitor: garage, wishlist (count), cart (count), login. Signed in: garage
 * (with a checkmark when a main car exists), the account wishlist (count) at /profile/wishlist,
 * cart (count) and the avatar dropdown.
 */
/** "1 item", "3 items": the icons' names read as a sentence. */
const itemsLabel = (n: number) => countOf(n, "item");

export function NavIcons({ onOpenGarage }: { onOpenGarage: () => void }) {
  const { account } = useAccount();
  useProfileRefreshAfterMount();
  const { signOut, signingOut } = useSignOut();
  const location = useLocation();
  const cartQuantity = useCartBadgeCount();
  const localFavorites = useFavoritesStore((s) => s.ids.length);
  const mainCar = account ? mainCarOf(account.garage) : null;
  const wishlistCount = account ? account.wishlistCount : localFavorites;
  return (
    <nav aria-label="Your shop" className="flex items-center gap-0.5 sm:gap-1">
      <ColorModeMenu />
      <button
        type="button"
        className={iconClass}
        onClick={onOpenGarage}
        onPointerEnter={LazyGarageModal.preload}
        onFocus={LazyGarageModal.preload}
        aria-label={mainCar ? `My garage, main car ${mainCar.year} ${mainCar.make} ${mainCar.model}` : "My garage"}
      >
        <Icon name="car-front" className="size-5" />
        {mainCar && (
          <span
            className="absolute -top-0.5 -right-0.5 grid size-4 place-items-center rounded-full bg-emerald-500 text-white ring-2 ring-white dark:ring-slate-950"
            data-testid="main-car-check"
            aria-hidden="true"
          >
            <Icon name="check" className="size-3 stroke-[3.5]" />
          </span>
        )}
      </button>
      <IconLink to={account ? "/profile/wishlist" : "/wishlist"} label={`Wishlist, ${itemsLabel(wishlistCount)}`}>
        <Icon name="heart" className="size-5" />
        <Badge count={wishlistCount} />
      </IconLink>
      <IconLink to="/cart" label={`Cart, ${itemsLabel(cartQuantity)}`}>
        <Icon name="shopping-cart" className="size-5" />
        <Badge count={cartQuantity} />
      </IconLink>
      {/* One boundary for both: a sign-in keeps the link shown until the avatar menu's code is here. */}
      <Suspense fallback={<span className="size-10 sm:size-11" aria-hidden="true" />}>
        {account ? (
          <AccountMenu account={account} onSignOut={() => void signOut()} signingOut={signingOut} />
        ) : (
          <IconLink to={signInPath(location)} label="Sign in">
            <Icon name="user-round" className="size-5" />
          </IconLink>
        )}
      </Suspense>
    </nav>
  );
}

function IconLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    // A plain anchor, made an in-app navigation by lib/plain-links.ts: no router hooks per link.
    <a href={to} className={iconClass} aria-label={label}>
      {children}
    </a>
  );
}
