import { ShopContactSchema, SocialLinksSchema } from "@pitstop/contract/settings";
import { Save } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Form, useActionData, useNavigation } from "react-router";
import { primaryButton, sectionCard } from "~/components/forms/form-styles";
import { TextField } from "~/components/forms/text-field";
import { firstErrors, text } from "~/features/admin/catalogue-form";
import { readContactForm, readSocialLinksForm } from "~/features/admin/content-form";
import { requireOperator } from "~/features/admin/operator.server";
import { refusal } from "~/features/admin/refusal";
import { apiFor, PUBLIC_ANSWER_MAX_FRESH_MS } from "~/lib/api.server";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toasts";
import type { Route } from "./+types/admin-settings";

/**
 * The footer's social links and 'Contact us' details. Read fresh (not through the storefront's
 * public-answer cache), so the operator sees what they saved.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  const api = apiFor(request);
  const [social, contact] = await Promise.all([
    api.get("/api/social_links", SocialLinksSchema),
    api.get("/api/shop/contact", ShopContactSchema),
  ]);
  return data(
    { social, contact, showsWithinSeconds: Math.round(PUBLIC_ANSWER_MAX_FRESH_MS / 1000) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export function meta() {
  return [{ title: "Shop settings · Back office · Pitstop" }, { name: "robots", content: "noindex" }];
}

type Outcome = { intent: string; ok: boolean; message: string; errors?: Record<string, string[]> };

export async function action({ request }: Route.ActionArgs) {
  await requireOperator(request);
  const form = await request.formData();
  const intent = text(form, "intent");
  const api = apiFor(request);
  const answer =
    intent === "social"
      ? await api.send("PUT", "/api/admin/settings/social-links", SocialLinksSchema, readSocialLinksForm(form))
      : intent === "contact"
        ? await api.send("PUT", "/api/admin/settings/contact", ShopContactSchema, readContactForm(form))
        : null;
  if (!answer) return refusal({ intent, ok: false, message: "Unknown action" }, 400);
  if (!answer.ok) return refusal({ intent, ok: false, message: answer.message, errors: answer.errors }, answer.status);
  const seconds = Math.round(PUBLIC_ANSWER_MAX_FRESH_MS / 1000);
  return {
    intent,
    ok: true,
    message: `${intent === "social" ? "Social links" : "Contact details"} saved: the shop shows them within ${seconds} seconds`,
  };
}

function useToast(outcome: Outcome | undefined) {
  const said = useRef<Outcome | undefined>(undefined);
  useEffect(() => {
    if (!outcome || said.current === outcome) return;
    said.current = outcome;
    if (outcome.ok) toast.success(outcome.message);
    else if (!outcome.errors) toast.error(outcome.message);
  }, [outcome]);
}

function SaveButton({ intent, label }: { intent: string; label: string }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" name="intent" value={intent} className={primaryButton} disabled={saving}>
      <Save className="size-4" aria-hidden="true" />
      {saving ? "Saving…" : label}
    </button>
  );
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const { social, contact, showsWithinSeconds } = loaderData;
  const outcome = useActionData<typeof action>() as Outcome | undefined;
  useToast(outcome);
  const socialErrors = firstErrors(outcome?.intent === "social" && !outcome.ok ? outcome.errors : undefined);
  const contactErrors = firstErrors(outcome?.intent === "contact" && !outcome.ok ? outcome.errors : undefined);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight">Shop settings</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          What every page's footer says. The storefront keeps these answers up to {showsWithinSeconds} seconds, so a
          change shows in the shop within that.
        </p>
      </div>
      <Form method="post" className={cn(sectionCard, "space-y-5")} aria-labelledby="contact-heading" noValidate>
        <h2 id="contact-heading" className="text-lg font-bold">
          Contact details
        </h2>
        <div className="grid items-start gap-5 md:grid-cols-2">
          <TextField
            label="Email"
            name="email"
            type="email"
            defaultValue={contact.email}
            maxLength={200}
            required
            error={contactErrors.email}
          />
          <TextField
            label="Phone"
            name="phone"
            type="tel"
            defaultValue={contact.phone}
            maxLength={40}
            required
            error={contactErrors.phone}
          />
        </div>
        <TextField
          label="Address"
          name="address"
          defaultValue={contact.address}
          maxLength={300}
          required
          error={contactErrors.address}
        />
        <div className="flex justify-end border-t border-slate-200 pt-5 dark:border-slate-800">
          <SaveButton intent="contact" label="Save contact details" />
        </div>
      </Form>
      <Form method="post" className={cn(sectionCard, "space-y-5")} aria-labelledby="social-heading" noValidate>
        <h2 id="social-heading" className="text-lg font-bold">
          Social links
        </h2>
        <div className="grid items-start gap-5 md:grid-cols-2">
          <TextField
            label="Facebook page"
            name="facebook_link"
            type="url"
            defaultValue={social.facebook_link}
            maxLength={300}
            placeholder="https://facebook.com/…"
            hint="Leave empty to hide the icon."
            error={socialErrors.facebook_link}
          />
          <TextField
            label="Instagram profile"
            name="instagram_link"
            type="url"
            defaultValue={social.instagram_link}
            maxLength={300}
            placeholder="https://instagram.com/…"
            hint="Leave empty to hide the icon."
            error={socialErrors.instagram_link}
          />
        </div>
        <div className="flex justify-end border-t border-slate-200 pt-5 dark:border-slate-800">
          <SaveButton intent="social" label="Save social links" />
        </div>
      </Form>
    </div>
  );
}
