import { AddressInputSchema } from "@pitstop/contract/profile";
import { ArrowRight } from "lucide-react";
import { type FormEvent, useState } from "react";
import { AddressFields } from "~/components/forms/address-fields";
import { ADDRESS_FIELDS, addressFromForm } from "~/components/forms/address-input";
import { type FieldErrors, formProblems } from "~/components/forms/form-problems";
import { primaryButton } from "~/components/forms/form-styles";
import type { NewAddress } from "./checkout-steps";

/**
 * A new shipping address typed in at checkout, checked with the contract's AddressInputSchema
 * (the API's own rules and messages) before the shopper moves on. "Save to my addresses" keeps it
 * in the address book when the order is placed. Pitstop ships within the United States only, so
 * the form asks for a US address (as the address book does).
 */
export function NewAddressForm({
  initial,
  canSave,
  onDone,
}: {
  initial: NewAddress | null;
  /** False when the address book is full. */
  canSave: boolean;
  onDone: (typed: NewAddress) => void;
}) {
  const [problems, setProblems] = useState<FieldErrors | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = addressFromForm(data);
    const found = formProblems(AddressInputSchema, values);
    setProblems(found);
    if (found) {
      const first = ADDRESS_FIELDS.find((name) => found[name]);
      const field = first ? event.currentTarget.elements.namedItem(first) : null;
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    onDone({ address: AddressInputSchema.parse(values), save: canSave && data.get("save") === "on" });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="New address" className="space-y-4">
      <AddressFields start={initial?.address} problems={problems} autoCompleteSection="shipping" />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="save"
          defaultChecked={canSave && (initial?.save ?? true)}
          disabled={!canSave}
          className="size-4 rounded border-slate-300 accent-brand-500 dark:border-slate-600"
        />
        {canSave ? "Save to my addresses" : "Your address book is full, so this address is used for this order only"}
      </label>
      <div className="flex justify-end">
        <button type="submit" className={primaryButton}>
          Continue to shipping <ArrowRight className="size-4" aria-hidden="true" />
        </button>
      </div>
    </form>
  );
}
