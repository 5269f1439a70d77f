import { ShieldCheck, ShieldOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { dangerButton, primaryButton, secondaryButton } from "~/components/forms/form-styles";
import { toast } from "~/lib/toasts";

/** What the customer page's action answers for a role change (the API's message either way). */
export type RoleOutcome = { ok: boolean; message: string };

/**
 * Grant or revoke the admin role, after asking. A refusal (the shop's last operator is kept) is
 * said as the API says it, and stays under the button.
 */
export function RoleControl({ accountRole, email }: { accountRole: "admin" | "customer"; email: string }) {
  const fetcher = useFetcher<RoleOutcome>();
  const [asking, setAsking] = useState(false);
  const said = useRef<RoleOutcome | undefined>(undefined);
  const outcome = fetcher.data;
  useEffect(() => {
    if (!outcome || said.current === outcome) return;
    said.current = outcome;
    setAsking(false);
    if (outcome.ok) toast.success(outcome.message);
    else toast.error(outcome.message);
  }, [outcome]);
  const busy = fetcher.state !== "idle";
  const granting = accountRole !== "admin";
  const label = granting ? "Grant admin role" : "Revoke admin role";
  return (
    <div className="space-y-3">
      {asking ? (
        <div
          role="alertdialog"
          aria-label={label}
          className={`space-y-3 rounded-xl p-4 ${granting ? "bg-amber-50 dark:bg-amber-500/10" : "bg-rose-50 dark:bg-rose-500/10"}`}
        >
          <p className="text-sm">
            {granting
              ? `${email} will be able to open the back office: orders, customers, the catalogue and reviews.`
              : `${email} will no longer be able to open the back office.`}
          </p>
          <div className="flex flex-wrap gap-2">
            <fetcher.Form method="post">
              <input type="hidden" name="role" value={granting ? "admin" : "customer"} />
              <button type="submit" className={granting ? primaryButton : dangerButton} disabled={busy}>
                {busy ? "Saving…" : granting ? "Yes, grant admin" : "Yes, revoke admin"}
              </button>
            </fetcher.Form>
            <button type="button" className={secondaryButton} onClick={() => setAsking(false)} disabled={busy}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className={secondaryButton} onClick={() => setAsking(true)}>
          {granting ? (
            <ShieldCheck className="size-4" aria-hidden="true" />
          ) : (
            <ShieldOff className="size-4" aria-hidden="true" />
          )}
          {label}
        </button>
      )}
      {outcome && !outcome.ok && (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {outcome.message}
        </p>
      )}
    </div>
  );
}
