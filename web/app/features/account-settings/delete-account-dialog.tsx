import { LoaderCircle, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { dangerButton, fieldLabel, secondaryButton, textInput } from "~/components/forms/form-styles";
import { WarningDialog } from "~/components/ui/warning-dialog";
import { useSettingsFetcher } from "./use-settings-fetcher";

export const DELETE_CONFIRMATION = "DELETE";

/**
 * spec §4 / §8: deleting the account sits behind a confirmation — the person types DELETE. The
 * action deletes it, forgets the session and redirects to /login, where 'User account deleted' is
 * shown as an error toast.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const inputId = useId();
  // A refusal is toasted by the fetcher; success is a redirect to /login, toasted by the page's
  // client action (settings-client-action.ts).
  const { fetcher, busy } = useSettingsFetcher();
  const [typed, setTyped] = useState("");

  useEffect(() => {
    if (!open) setTyped("");
  }, [open]);

  const refusal = fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;

  return (
    <WarningDialog
      open={open}
      busy={busy}
      onClose={onClose}
      title="Delete your account?"
      description={
        <>
          Your profile, orders, garage, wishlist, addresses, saved cards and saved articles are removed for good. This
          cannot be undone.
        </>
      }
    >
      <fetcher.Form method="post" className="mt-5 space-y-4">
        <input type="hidden" name="intent" value="delete-account" />
        <div>
          <label htmlFor={inputId} className={fieldLabel}>
            Type <span className="font-mono font-bold">{DELETE_CONFIRMATION}</span> to confirm
          </label>
          <input
            id={inputId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className={textInput}
          />
        </div>
        {refusal && (
          <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
            {refusal}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={busy} className={secondaryButton}>
            Keep my account
          </button>
          <button type="submit" disabled={typed.trim() !== DELETE_CONFIRMATION || busy} className={dangerButton}>
            {busy ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Trash2 className="size-4" aria-hidden="true" />
            )}
            Delete account
          </button>
        </div>
      </fetcher.Form>
    </WarningDialog>
  );
}
