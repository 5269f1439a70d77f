import { AddressInputSchema, type User } from "@pitstop/contract/profile";
import { Save } from "lucide-react";
import { type FormEvent, useState } from "react";
import { AddressFields } from "~/components/forms/address-fields";
import { addressFromForm } from "~/components/forms/address-input";
import { formProblems } from "~/components/forms/form-problems";
import { primaryButton, secondaryButton } from "~/components/forms/form-styles";
import type { FieldErrors } from "./settings-result";
import { useSettingsFetcher } from "./use-settings-fetcher";

type Address = User["addresses"][number];

/**
 * Adds or edits an address: a US one, as checkout ships within the United States only. It is
 * checked with the contract's AddressInputSchema before it is sent — a state and a ZIP that agree —
 * and the API's field errors show by the fields.
 */
export function AddressForm({ address, onDone }: { address?: Address; onDone: () => void }) {
  const [problems, setProblems] = useState<FieldErrors | null>(null);
  const { fetcher, busy, errors } = useSettingsFetcher((result) => {
    if (result.ok) onDone();
  });

  const check = (event: FormEvent<HTMLFormElement>) => {
    const found = formProblems(AddressInputSchema, addressFromForm(new FormData(event.currentTarget)));
    setProblems(found);
    if (found) event.preventDefault();
  };

  return (
    <fetcher.Form
      method="post"
      onSubmit={check}
      noValidate
      aria-label={address ? "Edit address" : "New address"}
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-950/40"
    >
      <input type="hidden" name="intent" value={address ? "address-update" : "address-create"} />
      {address && <input type="hidden" name="id" value={address.id} />}
      <AddressFields start={address} problems={problems ?? errors} />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="default"
          defaultChecked={address?.default ?? false}
          disabled={address?.default}
          className="size-4 rounded border-slate-300 accent-brand-500 dark:border-slate-600"
        />
        {address?.default ? "This is your default address" : "Make this my default address"}
      </label>
      {/* A disabled box is not sent; the default address stays default until another one is chosen. */}
      {address?.default && <input type="hidden" name="default" value="on" />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onDone} disabled={busy} className={secondaryButton}>
          Cancel
        </button>
        <button type="submit" disabled={busy} className={primaryButton}>
          <Save className="size-4" aria-hidden="true" /> {busy ? "Saving…" : address ? "Save address" : "Add address"}
        </button>
      </div>
    </fetcher.Form>
  );
}
