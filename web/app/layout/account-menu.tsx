import type { UserMenuProps } from "~/features/account/user-menu";
import { serverRenderedComponent } from "~/lib/lazy";

/**
 * The signed-in shopper's avatar menu with the mileage ring. A visitor never sees it, so
 * its code is not in a first visit's JavaScript. The root loader awaits `.preload()`
 * for a request with a session, so the server renders the menu at once; the browser hydrating such
 * a page loads the code before hydrating (lib/lazy.ts `serverRenderedComponent`), and
 * a sign-in (a navigation, so a transition) keeps the sign-in link until then.
 */
export const AccountMenu = serverRenderedComponent<UserMenuProps>("account-menu", () =>
  import("~/features/account/user-menu").then((m) => m.UserMenu),
);
