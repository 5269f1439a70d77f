import { safeInternalPath } from "./safe-url";

/** Pages where signing in is already under way: their own return path is carried on instead. */
const SIGN_IN_PAGES = new Set(["/login", "/sign-up", "/reset-password", "/create-new-password", "/logout"]);

/**
 * The sign-in address that comes back to the page the shopper is on (the header's
 * "Sign in" went to plain /login, so signing in from the cart landed on /profile).
 */
export function signInPath({ pathname, search }: { pathname: string; search: string }): string {
  // From the home page there is no place to return to: the personal area.
  if (pathname === "/" && search === "") return "/login";
  const returnTo = SIGN_IN_PAGES.has(pathname)
    ? safeInternalPath(new URLSearchParams(search).get("redirect"))
    : safeInternalPath(`${pathname}${search}`);
  return returnTo ? `/login?redirect=${encodeURIComponent(returnTo)}` : "/login";
}
