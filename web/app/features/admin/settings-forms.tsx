import type { ShopContact, SocialLinks } from "@pitstop/contract/settings";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { sectionCard } from "~/components/forms/form-styles";
import { TextField } from "~/components/forms/text-field";
import { cn } from "~/lib/cn";
import { firstErrors } from "./catalogue-form";
import { SaveButton } from "./editor-frame";
import type { Outcome } from "./outcome";

/** One block of the settings page: a form of its own, sent with its `intent`. */
function SettingsForm({
  intent,
  title,
  saveLabel,
  children,
}: {
  intent: string;
  title: string;
  saveLabel: string;
  children: ReactNode;
}) {
  const heading = `${intent}-heading`;
  return (
    <Form method="post" className={cn(sectionCard, "space-y-5")} aria-labelledby={heading} noValidate>
      <h2 id={heading} className="text-lg font-bold">
        {title}
      </h2>
      {children}
      <div className="flex justify-end border-t border-slate-200 pt-5 dark:border-slate-800">
        <SaveButton intent={intent} label={saveLabel} />
      </div>
    </Form>
  );
}

/** The field messages of a refused save of the block sent with `intent`. */
const errorsOf = (outcome: Outcome | undefined, intent: string) =>
  firstErrors(outcome?.intent === intent && !outcome.ok ? outcome.errors : undefined);

/** The footer's 'Contact us' details. */
export function ContactForm({ contact, outcome }: { contact: ShopContact; outcome: Outcome | undefined }) {
  const errors = errorsOf(outcome, "contact");
  return (
    <SettingsForm intent="contact" title="Contact details" saveLabel="Save contact details">
      <div className="grid items-start gap-5 md:grid-cols-2">
        <TextField
          label="Email"
          name="email"
          type="email"
          defaultValue={contact.email}
          maxLength={200}
          required
          error={errors.email}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          defaultValue={contact.phone}
          maxLength={40}
          required
          error={errors.phone}
        />
      </div>
      <TextField
        label="Address"
        name="address"
        defaultValue={contact.address}
        maxLength={300}
        required
        error={errors.address}
      />
    </SettingsForm>
  );
}

/** The footer's social links; an empty one hides its icon. */
export function SocialLinksForm({ social, outcome }: { social: SocialLinks; outcome: Outcome | undefined }) {
  const errors = errorsOf(outcome, "social");
  const link = (label: string, name: "facebook_link" | "instagram_link", placeholder: string) => (
    <TextField
      label={label}
      name={name}
      type="url"
      defaultValue={social[name]}
      maxLength={300}
      placeholder={placeholder}
      hint="Leave empty to hide the icon."
      error={errors[name]}
    />
  );
  return (
    <SettingsForm intent="social" title="Social links" saveLabel="Save social links">
      <div className="grid items-start gap-5 md:grid-cols-2">
        {link("Facebook page", "facebook_link", "https://facebook.com/…")}
        {link("Instagram profile", "instagram_link", "https://instagram.com/…")}
      </div>
    </SettingsForm>
  );
}
