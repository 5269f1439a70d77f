import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { LoaderCircle, Trash2, TriangleAlert } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { dangerButton, fieldLabel, secondaryButton, textInput } from "~/components/forms/form-styles";
import { cn } from "~/lib/cn";
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
    <Dialog open={open} onClose={busy ? () => {} : onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-950/50 backdrop-blur-[2px] transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-end justify-center sm:items-center sm:p-6">
          <DialogPanel
            transition
            className={cn(
              "w-full rounded-t-2xl bg-white p-5 text-slate-900 shadow-2xl transition duration-200 ease-out sm:p-6",
              "data-closed:translate-y-4 data-closed:opacity-0",
              "sm:max-w-md sm:rounded-2xl sm:ring-1 sm:ring-black/5",
              "dark:bg-slate-900 dark:text-slate-100 dark:sm:ring-white/10",
            )}
          >
            <div className="flex items-start gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-rose-100 text-rose-600 dark:bg-rose-500/15 dark:text-rose-400">
                <TriangleAlert className="size-5" aria-hidden="true" />
              </span>
              <div>
                <DialogTitle className="text-lg font-bold tracking-tight">Delete your account?</DialogTitle>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  Your profile, orders, garage, wishlist, addresses, saved cards and saved articles are removed for
                  good. This cannot be undone.
                </p>
              </div>
            </div>
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
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
