import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { bigPrimaryButton } from "~/components/forms/form-styles";
import { toast } from "~/lib/toasts";
import { AuthShell, Field, Notice, textLinkClass } from "./auth-ui";
import type { ResetRequestResult } from "./mail-links.server";

/** /reset-password: one email field; the answer reads the same whether or not the address has an account. */
export function ResetPasswordForm({ result }: { result: ResetRequestResult | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  useEffect(() => {
    if (result && !result.sent) toast.error(result.error, { toastId: result.error });
  }, [result]);
  const emailError = result && !result.sent ? result.fields?.email?.[0] : undefined;
  return (
    <AuthShell
      title="Reset your password"
      intro="Enter the email address of your account and we will mail you a link to choose a new password."
    >
      <Form method="post" className="mt-8 space-y-5">
        {result?.sent && (
          <Notice tone="success">
            <p>{result.message}</p>
            <p className="mt-1">Nothing in your inbox after a few minutes? Check the spam folder, or send it again.</p>
          </Notice>
        )}
        <Field
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          defaultValue={result?.email}
          error={emailError}
        />
        {result && !result.sent && !emailError && <Notice tone="error">{result.error}</Notice>}
        <button type="submit" disabled={busy} className={bigPrimaryButton}>
          {busy ? "Sending…" : result?.sent ? "Send the link again" : "Send me a reset link"}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        Remembered it?{" "}
        <Link to="/login" className={textLinkClass}>
          Back to sign in
        </Link>
      </p>
    </AuthShell>
  );
}
