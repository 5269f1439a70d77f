import { Ban, LoaderCircle } from "lucide-react";
import { dangerButton, secondaryButton } from "~/components/forms/form-styles";
import { WarningDialog } from "~/components/ui/warning-dialog";

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
    <WarningDialog
      open={open}
      busy={busy}
      onClose={onClose}
      title={`Cancel order ${number}?`}
      description={
        <>
          {paid
            ? "The parts go back on the shelf and the full payment is refunded to your card."
            : "The parts go back on the shelf. Nothing has been charged."}{" "}
          This cannot be undone.
        </>
      }
    >
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
    </WarningDialog>
  );
}
