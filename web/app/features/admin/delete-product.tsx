import type { AdminProductDeletion } from "@pitstop/contract/admin-catalogue";
import { EyeOff, Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigation, useSubmit } from "react-router";
import { dangerButton, secondaryButton } from "~/components/forms/form-styles";
import { ConfirmRemoval } from "~/components/ui/confirm-removal";
import { WarningDialog } from "~/components/ui/warning-dialog";
import { deletionSummary } from "./product-deletion";

/**
 * The product editor's "Delete part": a confirmation naming what goes with the part; a part on
 * orders is kept (the API's sentence says why), and hiding it is offered instead. Both are sent
 * to the editor's action with the version the editor shows (a stale one is refused there).
 */
export function DeleteProduct({
  title,
  version,
  published,
  deletion,
}: {
  title: string;
  version: number;
  published: boolean;
  deletion: AdminProductDeletion;
}) {
  const [open, setOpen] = useState(false);
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && ["delete", "hide"].includes(String(navigation.formData?.get("intent")));
  const send = (intent: "delete" | "hide") => submit({ intent, version: String(version) }, { method: "post" });
  return (
    <>
      <button type="button" className={dangerButton} onClick={() => setOpen(true)} disabled={busy}>
        <Trash2 className="size-4" aria-hidden="true" /> {busy ? "Deleting…" : "Delete part"}
      </button>
      {deletion.refusal ? (
        <WarningDialog
          open={open}
          busy={false}
          onClose={() => setOpen(false)}
          title="This part cannot be deleted"
          description={deletion.refusal}
        >
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={() => setOpen(false)} className={secondaryButton}>
              Close
            </button>
            {published && (
              <button
                type="button"
                className={dangerButton}
                onClick={() => {
                  setOpen(false);
                  send("hide");
                }}
              >
                <EyeOff className="size-4" aria-hidden="true" /> Hide it from the shop
              </button>
            )}
          </div>
        </WarningDialog>
      ) : (
        <ConfirmRemoval
          open={open}
          title={`Delete ${title}?`}
          description={deletionSummary(deletion)}
          confirmLabel="Delete part"
          onConfirm={() => send("delete")}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
}
