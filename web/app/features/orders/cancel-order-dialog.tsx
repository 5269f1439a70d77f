import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { Ban, LoaderCircle, TriangleAlert } from "lucide-react";
import { dangerButton, secondaryButton } from "~/components/forms/form-styles";
import { cn } from "~/lib/cn";

/** "Cancel this order?" — the parts go back on the shelf and a paid order is refunded. */
export function CancelOrderDialog({
  open,
  number,
  paid,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  number: string;
  paid: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
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
                <DialogTitle className="text-lg font-bold tracking-tight">Cancel order {number}?</DialogTitle>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {paid
                    ? "The parts go back on the shelf and the full payment is refunded to your card."
                    : "The parts go back on the shelf. Nothing has been charged."}{" "}
                  This cannot be undone.
                </p>
              </div>
            </div>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button type="button" onClick={onClose} disabled={busy} className={secondaryButton}>
                Keep the order
              </button>
              <button type="button" onClick={onConfirm} disabled={busy} className={dangerButton}>
                {busy ? (
                  <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                ) : (
                  <Ban className="size-4" aria-hidden="true" />
                )}
                Cancel order
              </button>
            </div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
