import { Trash2 } from "lucide-react";
import { dangerButton, secondaryButton } from "~/components/forms/form-styles";
import { WarningDialog } from "./warning-dialog";

/**
 * Asks before removing something the shopper saved (an address, a card, a garage car): removing
 * it cannot be undone, so one stray tap must not do it.
 */
export function ConfirmRemoval({
  open,
  title,
  description,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <WarningDialog open={open} busy={false} onClose={onCancel} title={title} description={description}>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={secondaryButton}>
          Keep it
        </button>
        <button
          type="button"
          onClick={() => {
            onCancel();
            onConfirm();
          }}
          className={dangerButton}
        >
          <Trash2 className="size-4" aria-hidden="true" /> {confirmLabel}
        </button>
      </div>
    </WarningDialog>
  );
}
