import type { User } from "@pitstop/contract/profile";
import { useRouteLoaderData } from "react-router";

/** The route id of the personal area's layout (web/app/routes.ts), whose loader reads the user once. */
export const ACCOUNT_LAYOUT_ROUTE = "routes/profile-layout";

/** What the personal area's layout loader returns to its pages. */
export interface AccountLayoutData {
  user: User;
}

/**
 * The signed-in user for pages inside /profile. The layout's loader has already sent visitors to
 * /login, so a page rendered under it always has a user; anywhere else this throws.
 */
export function useAccountUser(): User {
  const data = useRouteLoaderData<AccountLayoutData>(ACCOUNT_LAYOUT_ROUTE);
  if (!data) throw new Error("useAccountUser is only available on pages inside /profile");
  return data.user;
}
