import { CircleAlert, MailCheck, MailQuestion } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { bigPrimaryButton } from "~/components/forms/form-styles";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toasts";
import { AuthShell, Notice, secondaryButtonClass } from "./auth-ui";
import type { ResendResult, VerificationPage } from "./mail-links.server";

/** "Send the link again", for a signed-in visitor whose address is not confirmed yet. */
function ResendForm({ email, result }: { email: string; result: ResendResult | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <Form method="post" className="space-y-4">
      {result?.sent ? (
        <Notice tone="success">{result.message}</Notice>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          We can send a new link to <span className="font-semibold">{email}</span>.
        </p>
      )}
      {result && !result.sent && <Notice tone="error">{result.error}</Notice>}
      <button type="submit" disabled={busy} className={bigPrimaryButton}>
        {busy ? "Sending…" : result?.sent ? "Send it again" : "Send a new link"}
      </button>
    </Form>
  );
}

/** /verify-email: what the link from the confirmation mail did, and the way onward. */
export function EmailVerificationView({ page, resend }: { page: VerificationPage; resend: ResendResult | undefined }) {
  const { outcome, account } = page;
  useEffect(() => {
    if (outcome && !outcome.verified) toast.error(outcome.message, { toastId: outcome.message });
  }, [outcome]);
  useEffect(() => {
    if (resend && !resend.sent) toast.error(resend.error, { toastId: resend.error });
    if (resend?.sent) toast.success(resend.message, { toastId: resend.message });
  }, [resend]);

  const verified = outcome?.verified === true || account?.verified === true;
  const failed = outcome !== null && !outcome.verified;
  const title = outcome?.verified
    ? "Email verified"
    : verified
      ? "Your email is verified"
      : failed
        ? "Email confirmation"
        : "Confirm your email";
  const Icon = verified ? MailCheck : failed ? CircleAlert : MailQuestion;
  const intro = outcome?.verified
    ? "Thanks — your address is confirmed. Order updates and receipts will reach you there."
    : verified
      ? "Your address is confirmed; there is nothing more to do."
      : failed
        ? "Here is what happened with the link from your mail."
        : "Confirming your address lets us send order updates and helps you back in if you forget your password.";

  return (
    <AuthShell title={title} intro={intro}>
      <div className="mt-8 space-y-6">
        <span
          className={cn(
            "grid size-14 place-items-center rounded-2xl",
            verified
              ? "bg-emerald-50 text-emerald-600 dark:bg-emerald-950 dark:text-emerald-300"
              : "bg-brand-50 text-brand-600 dark:bg-slate-800 dark:text-brand-300",
          )}
        >
          <Icon className="size-7" aria-hidden="true" />
        </span>
        {outcome && !outcome.verified && <Notice tone="error">{outcome.message}</Notice>}
        {!verified && account && <ResendForm email={account.email} result={resend} />}
        {!verified && !account && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Need a new link? Sign in and you can ask for one here.
          </p>
        )}
        <div className="flex flex-col gap-3 sm:flex-row">
          {account ? (
            <Link to="/profile" className={cn(verified ? bigPrimaryButton : secondaryButtonClass, "sm:flex-1")}>
              Go to your account
            </Link>
          ) : (
            <Link
              to={`/login?redirect=${encodeURIComponent("/verify-email")}`}
              className={cn(bigPrimaryButton, "sm:flex-1")}
            >
              Sign in
            </Link>
          )}
          <Link to="/" className={cn(secondaryButtonClass, "sm:flex-1")}>
            Continue shopping
          </Link>
        </div>
      </div>
    </AuthShell>
  );
}
