import { DeferredMenu } from "~/components/ui/deferred-menu";
import { lazyComponent } from "~/lib/lazy";
import { UserMenuFace, type UserMenuProps, userMenuButton } from "./user-menu-face";

export type { UserMenuProps } from "./user-menu-face";

const Popup = lazyComponent(() => import("./user-menu-popup").then((m) => m.UserMenuPopup));

/**
 * The signed-in shopper's avatar with the mileage ring, opening Profile, Orders (badge:
 * unpaid orders), Garage, Wishlist, Settings and Logout. Headless UI's Menu brings keyboard use and
 * type-ahead, and closes on an outside click; its code loads on first use.
 */
export function UserMenu(props: UserMenuProps) {
  return (
    <DeferredMenu menu={Popup} props={props} className="relative" button={userMenuButton(props.account)}>
      <UserMenuFace account={props.account} />
    </DeferredMenu>
  );
}
