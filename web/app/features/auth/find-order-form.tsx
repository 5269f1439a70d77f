import { Form, Link, useNavigation } from "react-router";
import { bigPrimaryButton } from "~/components/forms/form-styles";
import { AuthShell, Field, Notice, textLinkClass } from "./auth-ui";
import type { FindOrderResult } from "./find-order.server";

/**
 * /orders/find: a guest's order number and email; the shop mails the order's private link again.
 * The answer reads the same whether or not they match, so it tells no one whose orders exist.
 */
export function FindOrderForm({ result }: { result: FindOrderResult | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const failed = result && !result.sent ? result : null;
  const numberError = failed?.fields?.number?.[0];
  const emailError = failed?.fields?.email?.[0];
  return (
    <AuthShell
      title="Find my order"
      intro="Bought without an account? Enter the order number from your confirmation and the email you used, and we'll email you a link to the order."
    >
      <Form method="post" className="mt-8 space-y-5" noValidate>
        {result?.sent && (
          <Notice tone="success">
            <p>{result.message}</p>
            <p className="mt-1">Nothing after a few minutes? Check the spam folder and the order number.</p>
          </Notice>
        )}
        <Field
          label="Order number"
          name="number"
          required
          autoComplete="off"
          placeholder="PS-2026-000123"
          defaultValue={result?.number}
          error={numberError}
        />
        <Field
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          defaultValue={result?.email}
          error={emailError}
        />
        {failed && !numberError && !emailError && <Notice tone="error">{failed.error}</Notice>}
        <button type="submit" disabled={busy} className={bigPrimaryButton}>
          {busy ? "Sending…" : result?.sent ? "Send the link again" : "Email me the link"}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        Have an account?{" "}
        <Link to="/login?redirect=%2Fprofile%2Forders" className={textLinkClass}>
          Sign in to see your orders
        </Link>
      </p>
    </AuthShell>
  );
}
