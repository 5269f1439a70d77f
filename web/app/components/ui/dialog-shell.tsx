import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Icon } from "./icon";

/**
 * Where a dialog opens: `center`, a sheet from the bottom on phones and a centred card elsewhere;
 * `top`, the whole screen on phones and a card high on the page elsewhere (room for lists that
 * open below their field); `left` and `right`, a side panel the height of the screen.
 */
type Placement = "center" | "top" | "left" | "right";

const card = cn(
  "w-full bg-white text-slate-900 shadow-2xl transition duration-200 ease-out",
  "data-closed:translate-y-4 data-closed:opacity-0",
  "sm:rounded-2xl sm:ring-1 sm:ring-black/5",
  "dark:bg-slate-900 dark:text-slate-100 dark:sm:ring-white/10",
);
const side =
  "flex w-full flex-col overflow-y-auto bg-white text-slate-900 shadow-2xl dark:bg-slate-900 dark:text-slate-100";

const LAYOUT: Record<Placement, { frame: string; panel: string; moves: boolean }> = {
  center: {
    frame: "fixed inset-0 overflow-y-auto",
    panel: cn(card, "rounded-t-2xl"),
    moves: true,
  },
  top: {
    frame: "fixed inset-0 overflow-y-auto",
    panel: cn(card, "flex flex-col"),
    moves: true,
  },
  left: { frame: "fixed inset-y-0 left-0 flex w-full", panel: side, moves: false },
  right: { frame: "fixed inset-y-0 right-0 flex w-full", panel: side, moves: false },
};

const ALIGN: Record<"center" | "top", string> = {
  center: "flex min-h-full items-end justify-center sm:items-center sm:p-6",
  top: "flex min-h-full items-stretch justify-center sm:items-start sm:p-6 sm:pt-[12vh]",
};

/**
 * The shop's one dialog frame (Headless UI's Dialog): the dimmed backdrop, the placement and the
 * panel. While `busy` it cannot be dismissed (a click outside or Escape does nothing), so a
 * request under way is not cut off. `width` is the panel's width from small screens up (a side
 * panel's at all sizes); `className` adds the panel's own padding or layout; `dialogClassName`
 * goes on the dialog itself (e.g. hiding it on wide screens where its content shows inline).
 */
export function DialogShell({
  open,
  onClose,
  busy = false,
  placement = "center",
  width,
  className,
  dialogClassName,
  children,
}: {
  open: boolean;
  onClose: () => void;
  busy?: boolean;
  placement?: Placement;
  width: string;
  className?: string;
  dialogClassName?: string;
  children: ReactNode;
}) {
  const layout = LAYOUT[placement];
  const panel = (
    <DialogPanel transition={layout.moves} className={cn(layout.panel, layout.moves && width, className)}>
      {children}
    </DialogPanel>
  );
  return (
    <Dialog open={open} onClose={busy ? () => {} : onClose} className={cn("relative z-50", dialogClassName)}>
      <DialogBackdrop
        transition={layout.moves}
        className={cn(
          "fixed inset-0 backdrop-blur-[2px]",
          layout.moves ? "bg-slate-950/50 transition-opacity duration-200 data-closed:opacity-0" : "bg-slate-950/40",
        )}
      />
      {placement === "center" || placement === "top" ? (
        <div className={layout.frame}>
          <div className={ALIGN[placement]}>{panel}</div>
        </div>
      ) : (
        // A side panel's width is its frame's: the panel fills it.
        <div className={cn(layout.frame, width)}>{panel}</div>
      )}
    </Dialog>
  );
}

const TONE = {
  brand: "mt-0.5 rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-400",
  danger: "rounded-full bg-rose-100 text-rose-600 dark:bg-rose-500/15 dark:text-rose-400",
};

/**
 * A dialog's heading: an icon in its tile (brand, or danger for what cannot be undone), the
 * title, a line saying what the dialog is for, and a close button when `onClose` is given.
 * `className` sets its padding (and a rule under it) where the panel has none of its own.
 */
export function DialogHeader({
  icon,
  tone = "brand",
  title,
  description,
  onClose,
  closeLabel = "Close",
  closeDisabled = false,
  className,
}: {
  icon?: ReactNode;
  tone?: keyof typeof TONE;
  title: string;
  description?: ReactNode;
  onClose?: () => void;
  closeLabel?: string;
  closeDisabled?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("flex items-start gap-3", className)}>
      {icon && <span className={cn("grid size-10 shrink-0 place-items-center", TONE[tone])}>{icon}</span>}
      <div className="min-w-0 flex-1">
        <DialogTitle className="text-lg font-bold tracking-tight">{title}</DialogTitle>
        {description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
      </div>
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          disabled={closeDisabled}
          className="-mr-2 grid size-10 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
          aria-label={closeLabel}
        >
          <Icon name="x" className="size-5" />
        </button>
      )}
    </div>
  );
}
