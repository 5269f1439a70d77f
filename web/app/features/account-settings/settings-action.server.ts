import { MessageSchema } from "@pitstop/contract/auth";
import { AddressInputSchema, UserSchema } from "@pitstop/contract/profile";
import { data, redirect } from "react-router";
import { addressFromForm } from "~/components/forms/address-input";
import { formProblems } from "~/components/forms/form-problems";
import { parseTestCard } from "~/components/forms/test-card";
import { ACCOUNT_DELETED_LOGIN_PATH } from "~/lib/account-deleted";
import { apiFor } from "~/lib/api.server";
import { clearedSessionCookie } from "~/lib/session.server";
import { passwordProblems } from "./password-rules";
import { type FieldErrors, isSettingsIntent, type SettingsIntent, type SettingsResult } from "./settings-result";

const PAYMENT_METHOD_ID = /^pm_[A-Za-z0-9_]{1,250}$/;
const SETUP_INTENT_ID = /^seti_[A-Za-z0-9_]{1,250}$/;
const ROW_ID = /^[1-9]\d{0,9}$/;

type Api = ReturnType<typeof apiFor>;
type ApiAnswer = Awaited<ReturnType<Api["send"]>>;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

function refused(intent: SettingsIntent | null, status: number, message: string, errors?: FieldErrors) {
  const result: SettingsResult = { intent, ok: false, message, ...(errors ? { errors } : {}) };
  return data(result, { status });
}

/** apiFor() turns an API 404 into the page's not-found error; here it names what was not found. */
const ADDRESS_NOT_FOUND = "This address was not found.";
const CARD_NOT_FOUND = "This card was not found.";
const NOT_FOUND: Partial<Record<SettingsIntent, string>> = {
  "address-update": ADDRESS_NOT_FOUND,
  "address-delete": ADDRESS_NOT_FOUND,
  "card-default": CARD_NOT_FOUND,
  "card-delete": CARD_NOT_FOUND,
};

/** The API's answer as the page's result: its message and field errors on a refusal. */
function answer(intent: SettingsIntent, result: ApiAnswer, success: string, extra: { emailChanged?: boolean } = {}) {
  if (!result.ok && result.status === 404)
    return refused(intent, 404, NOT_FOUND[intent] ?? "This was not found. Reload the page and try again.");
  if (!result.ok) return refused(intent, result.status >= 500 ? 502 : result.status, result.message, result.errors);
  const ok: SettingsResult = { intent, ok: true, message: success, ...extra };
  return data(ok);
}

/**
 * The settings page's one action (Hydrogen's pattern): each form posts an `intent` and the fields
 * of that change. Bodies are built from named fields only, so nothing else a form carries reaches
 * the API. Card numbers travel only in POST bodies and are never logged.
 */
export async function settingsAction(request: Request) {
  const form = await request.formData();
  const rawIntent = form.get("intent");
  if (!isSettingsIntent(rawIntent)) return refused(null, 400, "This change is not one the settings page knows.");
  const intent = rawIntent;
  const api = apiFor(request);

  switch (intent) {
    case "profile": {
      const body = {
        name: text(form, "name"),
        lastname: text(form, "lastname"),
        phone: text(form, "phone"),
        email: text(form, "email"),
        username: text(form, "username"),
      };
      const result = await api.send("PUT", "/api/profile/update", UserSchema, body);
      const before = text(form, "current_email").trim().toLowerCase();
      const emailChanged = result.ok && before !== "" && result.data.profile.email !== before;
      return answer(intent, result, "Profile updated", { emailChanged });
    }

    case "verification-resend": {
      const result = await api.send("POST", "/api/email/verify/resend", MessageSchema, {});
      return answer(intent, result, result.ok ? result.data.message : "");
    }

    case "password": {
      const odl_password = text(form, "odl_password");
      const new_password = text(form, "new_password");
      const problems = passwordProblems({
        old: odl_password,
        next: new_password,
        confirm: text(form, "confirm_password"),
      });
      if (problems) return refused(intent, 400, "Check the highlighted fields", problems);
      const result = await api.send("PUT", "/api/profile/update/password", MessageSchema, {
        odl_password,
        new_password,
      });
      return answer(intent, result, "Password updated");
    }

    case "address-create":
    case "address-update": {
      const id = text(form, "id");
      if (intent === "address-update" && !ROW_ID.test(id)) return refused(intent, 404, ADDRESS_NOT_FOUND);
      const body = addressFromForm(form);
      const problems = formProblems(AddressInputSchema, body);
      if (problems) return refused(intent, 400, "Check the highlighted fields", problems);
      const result =
        intent === "address-create"
          ? await api.send("POST", "/api/profile/addresses/create", UserSchema, AddressInputSchema.parse(body))
          : await api.send("PUT", `/api/profile/addresses/update/${id}`, UserSchema, AddressInputSchema.parse(body));
      return answer(intent, result, intent === "address-create" ? "Address created" : "Address updated");
    }

    case "address-delete": {
      const id = text(form, "id");
      if (!ROW_ID.test(id)) return refused(intent, 404, ADDRESS_NOT_FOUND);
      const result = await api.send("DELETE", `/api/profile/addresses/delete/${id}`, UserSchema);
      return answer(intent, result, "Address removed");
    }

    case "card-add": {
      const setupIntentId = text(form, "setup_intent_id");
      if (setupIntentId) {
        if (!SETUP_INTENT_ID.test(setupIntentId)) return refused(intent, 400, "The card could not be confirmed.");
        const result = await api.send("POST", "/api/profile/payment", UserSchema, { setup_intent_id: setupIntentId });
        return answer(intent, result, "Card saved");
      }
      const parsed = parseTestCard({
        number: text(form, "number"),
        expiry: text(form, "expiry"),
        cvc: text(form, "cvc"),
      });
      if (!parsed.ok) return refused(intent, 400, "Check the card details", parsed.errors);
      const result = await api.send("POST", "/api/profile/payment", UserSchema, parsed.card);
      if (!result.ok && result.errors) {
        // The form has one MM/YY field where the API has exp_month and exp_year.
        const { exp_month, exp_year, ...rest } = result.errors;
        const expiry = exp_month ?? exp_year;
        return answer(intent, { ...result, errors: expiry ? { ...rest, expiry } : rest }, "");
      }
      return answer(intent, result, "Card saved");
    }

    case "card-default":
    case "card-delete": {
      const payment_stripe_id = text(form, "payment_stripe_id");
      if (!PAYMENT_METHOD_ID.test(payment_stripe_id)) return refused(intent, 404, CARD_NOT_FOUND);
      const result =
        intent === "card-default"
          ? await api.send("PATCH", "/api/profile/payment", UserSchema, { payment_stripe_id, default: true })
          : await api.send("DELETE", "/api/profile/payment/", UserSchema, { payment_stripe_id });
      return answer(intent, result, intent === "card-default" ? "Payment updated" : "Payment deleted");
    }

    case "delete-account": {
      const result = await api.send("DELETE", "/api/profile", MessageSchema);
      if (!result.ok) return answer(intent, result, "");
      // Account deletion goes to /login; the session cookie goes with the account.
      throw redirect(ACCOUNT_DELETED_LOGIN_PATH, { headers: { "Set-Cookie": clearedSessionCookie(request) } });
    }
  }
}
