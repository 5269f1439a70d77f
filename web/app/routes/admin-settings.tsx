import { ShopContactSchema, SocialLinksSchema } from "@pitstop/contract/settings";
import { useActionData } from "react-router";
import { text } from "~/features/admin/catalogue-form";
import { readContactForm, readSocialLinksForm } from "~/features/admin/content-form";
import { adminMeta } from "~/features/admin/meta";
import { requireOperator } from "~/features/admin/operator.server";
import { type Outcome, useOutcomeToast } from "~/features/admin/outcome";
import { refusal } from "~/features/admin/refusal";
import { privateData } from "~/features/admin/route.server";
import { ContactForm, SocialLinksForm } from "~/features/admin/settings-forms";
import { apiFor, PUBLIC_ANSWER_MAX_FRESH_MS } from "~/lib/api.server";
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
  return privateData({ social, contact, showsWithinSeconds: Math.round(PUBLIC_ANSWER_MAX_FRESH_MS / 1000) });
}

export function meta() {
  return adminMeta("Shop settings");
}

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

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const { social, contact, showsWithinSeconds } = loaderData;
  const outcome = useActionData<typeof action>() as Outcome | undefined;
  useOutcomeToast(outcome);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight">Shop settings</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          What every page's footer says. The storefront keeps these answers up to {showsWithinSeconds} seconds, so a
          change shows in the shop within that.
        </p>
      </div>
      <ContactForm contact={contact} outcome={outcome} />
      <SocialLinksForm social={social} outcome={outcome} />
    </div>
  );
}
