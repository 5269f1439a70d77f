import { useCallback, useState } from "react";
import { toast } from "~/lib/toasts";
import { failureMessage, isUnauthorized } from "./account-api";
import { useAccount } from "./account-context";

/**
 * Runs one of the signed-in shopper's changes at a time and says which one is working, so only its
 * button shows 'loading'. A failure shows the API's message in an error toast; a session that ended
 * meanwhile reloads the account so the page shows the visitor's view. Resolves to whether it worked.
 */
export function useAccountAction<K extends string>() {
  const { update } = useAccount();
  const [pending, setPending] = useState<K | null>(null);
  const run = useCallback(
    async (key: K, work: () => Promise<void>): Promise<boolean> => {
      setPending(key);
      try {
        await work();
        return true;
      } catch (err) {
        toast.error(failureMessage(err));
        if (isUnauthorized(err)) update();
        return false;
      } finally {
        setPending(null);
      }
    },
    [update],
  );
  return { pending, run };
}
