import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * The shop's confirmation for something that cannot be undone (deleting the account, cancelling
 * an order): a warning icon, the title and what happens, then the caller's buttons. A sheet from
 * the bottom on phones, a centred card elsewhere; it cannot be dismissed while `busy`.
 */
export function WarningDialog({
  open,
  busy,
  onClose,
  title,
  description,
  children,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
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
                <DialogTitle className="text-lg font-bold tracking-tight">{title}</DialogTitle>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
              </div>
            </div>
            {children}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
