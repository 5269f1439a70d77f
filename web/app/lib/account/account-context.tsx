import type { User } from "@pitstop/contract/profile";
import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { fetchProfile, isUnauthorized } from "./account-api";
import { type AccountSummary, accountSummary } from "./account-summary";

export interface AccountState {
  /** The signed-in shopper as the header shows them; null for a visitor. */
  account: AccountSummary | null;
  /** Reads the profile again from the API (shortly after the nav icons mount). */
  refetch: () => Promise<void>;
  /**
   * After a change: shows the user the API answered with at once (when there is one), then reloads
   * the page's data so the personal area and the header agree.
   */
  update: (user?: User) => void;
}

export const AccountContext = createContext<AccountState>({
  account: null,
  refetch: async () => {},
  update: () => {},
});

export const useAccount = () => useContext(AccountContext);

/**
 * The account state the page frame provides. The root loader's summary is the source; a newer
 * answer from the API replaces it only until the loader runs again, so the two never disagree for
 * longer than one reload and no server data is copied into a long-lived store.
 */
export function useAccountState(fromLoader: AccountSummary | null): AccountState {
  const revalidator = useRevalidator();
  const [fresh, setFresh] = useState<{ base: AccountSummary | null; summary: AccountSummary } | null>(null);
  const latest = useRef(fromLoader);
  latest.current = fromLoader;
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  // Counts update() calls, so a read can tell that a change answered while it was under way.
  const updates = useRef(0);

  const refetch = useCallback(async () => {
    const base = latest.current;
    if (!base) return;
    const updatesBefore = updates.current;
    try {
      const user = await fetchProfile();
      // A change answered meanwhile is at least as new as this read, which the API may have made
      // before the change (the garage's old main car); the reload that update() started follows.
      if (updates.current !== updatesBefore) return;
      setFresh({ base, summary: accountSummary(user) });
    } catch (err) {
      // The session ended meanwhile: let the loaders find out and show the visitor's header.
      if (isUnauthorized(err)) void revalidate.current();
      else console.warn("Profile refresh failed", err);
    }
  }, []);

  const update = useCallback((user?: User) => {
    updates.current += 1;
    if (user) setFresh({ base: latest.current, summary: accountSummary(user) });
    void revalidate.current();
  }, []);

  const account = fresh && fresh.base === fromLoader ? fresh.summary : fromLoader;
  return useMemo(() => ({ account, refetch, update }), [account, refetch, update]);
}
