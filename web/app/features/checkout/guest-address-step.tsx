import { EmailSchema } from "@pitstop/contract/auth";
import { AddressInputSchema } from "@pitstop/contract/profile";
import { ArrowRight, Mail, MapPin } from "lucide-react";
import { type FormEvent, useState } from "react";
import { z } from "zod";
import { AddressFields } from "~/components/forms/address-fields";
import { ADDRESS_FIELDS, addressFromForm } from "~/components/forms/address-input";
import { type FieldErrors, firstError, formProblems } from "~/components/forms/form-problems";
import { primaryButton } from "~/components/forms/form-styles";
import { TextField } from "~/components/forms/text-field";
import type { NewAddress } from "./checkout-steps";

/** The contract's own rules and messages for the email and the address, checked before moving on. */
const ContactSchema = z.object({ email: EmailSchema, address: AddressInputSchema });

/**
 * A visitor's first step: the email the order's link and updates go to, and the US address the
 * parts go to. Both are checked with the API's own schemas before the shopper moves on; the API
 * also refuses disposable mail services at the review (its message shows there).
 */
export function GuestAddressStep({
  email,
  typed,
  emailProblem = null,
  onDone,
}: {
  email: string | null;
  typed: NewAddress | null;
  /** The API refused this email (a disposable mail service): its reason, shown under the field. */
  emailProblem?: string | null;
  onDone: (email: string, typed: NewAddress) => void;
}) {
  const [problems, setProblems] = useState<FieldErrors | null>(emailProblem ? { email: [emailProblem] } : null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = { email: String(data.get("email") ?? ""), address: addressFromForm(data) };
    const parsed = ContactSchema.safeParse(values);
    if (!parsed.success) {
      const emailProblems = formProblems(EmailSchema, values.email);
      const addressProblems = formProblems(AddressInputSchema, values.address) ?? {};
      const found: FieldErrors = { ...addressProblems, ...(emailProblems ? { email: emailProblems._form } : {}) };
      setProblems(found);
      const first = ["email", ...ADDRESS_FIELDS].find((name) => found[name]);
      const field = first ? event.currentTarget.elements.namedItem(first) : null;
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    setProblems(null);
    onDone(parsed.data.email, { address: parsed.data.address, save: false });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Contact and address" className="space-y-6">
      <section aria-labelledby="guest-email-title" className="space-y-3">
        <h2 id="guest-email-title" className="flex items-center gap-2 text-lg font-bold">
          <Mail className="size-5 text-brand-500" aria-hidden="true" /> Where should we send your order's updates?
        </h2>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={email ?? undefined}
          // Back from the shipping step to fix the refused email.
          autoFocus={emailProblem !== null}
          error={firstError(problems, "email")}
          hint="Your receipt and a private link to your order go here."
        />
      </section>
      <section aria-labelledby="guest-ship-title" className="space-y-3">
        <h2 id="guest-ship-title" className="flex items-center gap-2 text-lg font-bold">
          <MapPin className="size-5 text-brand-500" aria-hidden="true" /> Where should we send your parts?
        </h2>
        <AddressFields start={typed?.address} problems={problems} autoCompleteSection="shipping" />
      </section>
      <div className="flex justify-end">
        <button type="submit" className={primaryButton}>
          Continue to shipping <ArrowRight className="size-4" aria-hidden="true" />
        </button>
      </div>
    </form>
  );
}
