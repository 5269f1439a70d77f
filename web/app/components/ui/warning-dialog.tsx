import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { DialogHeader, DialogShell } from "./dialog-shell";

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
    <DialogShell open={open} busy={busy} onClose={onClose} width="sm:max-w-md" className="p-5 sm:p-6">
      <DialogHeader
        icon={<TriangleAlert className="size-5" aria-hidden="true" />}
        tone="danger"
        title={title}
        description={description}
      />
      {children}
    </DialogShell>
  );
}
