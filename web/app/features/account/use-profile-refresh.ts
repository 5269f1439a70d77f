import { useEffect, useEffectEvent } from "react";
import { useAccount } from "~/lib/account/account-context";

/** The profile is refreshed 100 ms after the nav icons mount. */
export const PROFILE_REFRESH_DELAY_MS = 100;

/**
 * When the nav icons mount and the shopper is signed in, the profile is fetched again
 * about 100 ms later — once per mount (and once more only if the shopper signs in meanwhile).
 */
export function useProfileRefreshAfterMount() {
  const { account, refetch } = useAccount();
  const signedIn = account !== null;
  const refresh = useEffectEvent(() => {
    void refetch();
  });
  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(refresh, PROFILE_REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedIn]);
}
