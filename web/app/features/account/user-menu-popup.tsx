import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from "@headlessui/react";
import { CarFront, Heart, LayoutDashboard, LoaderCircle, LogOut, Package, Settings, Store } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { type DeferredMenuProps, useOpenOnMount } from "~/components/ui/deferred-menu";
import { cn } from "~/lib/cn";
import { AccountAvatar } from "./account-avatar";
import { UserMenuFace, type UserMenuProps, userMenuButton } from "./user-menu-face";

const ITEMS = [
  { to: "/profile", label: "Profile", Icon: LayoutDashboard },
  { to: "/profile/orders", label: "Orders", Icon: Package },
  { to: "/profile/garage", label: "Garage", Icon: CarFront },
  { to: "/profile/wishlist", label: "Wishlist", Icon: Heart },
  { to: "/profile/settings", label: "Settings", Icon: Settings },
] as const;

const itemClass =
  "flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 data-focus:bg-slate-100 data-focus:text-slate-900 dark:text-slate-200 dark:data-focus:bg-slate-800 dark:data-focus:text-white";

/** Closes the open menu when the page changes by any means (back button, a link elsewhere). */
function CloseOnNavigation({ close }: { close: () => void }) {
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) close();
  }, [key, close]);
  return null;
}

/** The account menu itself, loaded on first use (user-menu.tsx). */
export function UserMenuPopup({
  account,
  onSignOut,
  signingOut = false,
  openOnMount,
}: UserMenuProps & DeferredMenuProps) {
  const button = useRef<HTMLButtonElement>(null);
  useOpenOnMount(button, openOnMount);
  const unpaid = account.unpaidOrderCount;
  return (
    <Menu as="div" className="relative">
      {({ close }) => (
        <>
          <CloseOnNavigation close={close} />
          <MenuButton ref={button} {...userMenuButton(account)}>
            <UserMenuFace account={account} />
          </MenuButton>
          <MenuItems
            anchor={{ to: "bottom end", gap: 8 }}
            transition
            className={cn(
              "z-50 w-64 origin-top-right rounded-2xl border border-slate-200 bg-white p-1.5 shadow-xl focus:outline-none",
              "transition duration-100 ease-out data-closed:scale-95 data-closed:opacity-0",
              "dark:border-slate-700 dark:bg-slate-900",
            )}
          >
            <div className="flex items-center gap-3 px-3 pt-2 pb-3">
              <AccountAvatar
                avatar={account.avatar}
                initials={account.initials}
                mile={account.mile}
                maxMile={account.maxMile}
              />
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{account.name}</p>
                <p className="truncate text-xs text-slate-500 dark:text-slate-400">
                  {account.mile.toLocaleString("en-US")} / {account.maxMile.toLocaleString("en-US")} miles
                </p>
              </div>
            </div>
            <MenuSeparator className="mx-1 my-1 h-px bg-slate-200 dark:bg-slate-700" />
            {ITEMS.map(({ to, label, Icon }) => (
              <MenuItem key={to}>
                <Link
                  to={to}
                  className={itemClass}
                  // The badge's parts are flex items, which screen readers would read with stray pauses.
                  aria-label={to === "/profile/orders" && unpaid > 0 ? `${label}, unpaid: ${unpaid}` : undefined}
                >
                  <Icon className="size-4 shrink-0 text-slate-400 dark:text-slate-500" aria-hidden="true" />
                  <span className="flex-1">{label}</span>
                  {to === "/profile/orders" && unpaid > 0 && (
                    <span
                      className="grid min-w-5 place-items-center rounded-full bg-red-500 px-1.5 text-[11px] leading-5 font-bold text-white"
                      title={`${unpaid} unpaid`}
                    >
                      {unpaid > 99 ? "99+" : unpaid}
                    </span>
                  )}
                </Link>
              </MenuItem>
            ))}
            {account.operator && (
              <>
                <MenuSeparator className="mx-1 my-1 h-px bg-slate-200 dark:bg-slate-700" />
                <MenuItem>
                  <Link to="/admin" className={itemClass}>
                    <Store className="size-4 shrink-0 text-slate-400 dark:text-slate-500" aria-hidden="true" />
                    <span className="flex-1">Back office</span>
                  </Link>
                </MenuItem>
              </>
            )}
            <MenuSeparator className="mx-1 my-1 h-px bg-slate-200 dark:bg-slate-700" />
            <MenuItem disabled={signingOut}>
              <button type="button" className={cn(itemClass, "data-disabled:opacity-60")} onClick={onSignOut}>
                {signingOut ? (
                  <LoaderCircle className="size-4 shrink-0 animate-spin text-slate-400" aria-hidden="true" />
                ) : (
                  <LogOut className="size-4 shrink-0 text-slate-400 dark:text-slate-500" aria-hidden="true" />
                )}
                <span className="flex-1 text-left">Logout</span>
              </button>
            </MenuItem>
          </MenuItems>
        </>
      )}
    </Menu>
  );
}
