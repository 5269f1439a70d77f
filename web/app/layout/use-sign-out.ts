import { useCallback, useState } from "react";
import { useSubmit } from "react-router";
import { syncAndForgetAccountOnDevice } from "./account-sync";

/**
 * Favourites synced first, then the garage car, cart and favourites cleared on
 * this device, then the session ends through the /logout action, which goes to /login.
 * `signingOut` is true from the press until the page changes (for the button's busy state).
 */
export function useSignOut() {
  const submit = useSubmit();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await syncAndForgetAccountOnDevice();
    } finally {
      // Whatever the sync managed, the shopper asked to leave: the session ends regardless.
      await submit(null, { method: "post", action: "/logout" });
    }
  }, [submit]);
  return { signOut, signingOut };
}
