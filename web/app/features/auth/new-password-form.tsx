import { PASSWORD_MAX, PASSWORD_MIN } from "@pitstop/contract/auth";
import { type FormEvent, useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { bigPrimaryButton } from "~/components/forms/form-styles";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toasts";
import { AuthShell, Field, Notice, secondaryButtonClass, textLinkClass } from "./auth-ui";
import type { NewPasswordResult, ResetLink } from "./mail-links.server";

/** The checks the browser can make before sending; the API applies the rest (common passwords). */
export function newPasswordProblem(password: string, confirm: string): { field: string; message: string } | null {
  if (password.length < PASSWORD_MIN) {
    return { field: "password", message: `Password must be at least ${PASSWORD_MIN} characters` };
  }
  if (password.length > PASSWORD_MAX) {
    return { field: "password", message: `Password must be at most ${PASSWORD_MAX} characters` };
  }
  if (password !== confirm) return { field: "confirm", message: "The two passwords do not match" };
  return null;
}

/** /create-new-password, opened from the reset mail: a new password, typed twice. */
export function NewPasswordForm({ link, result }: { link: ResetLink; result: NewPasswordResult | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  useEffect(() => {
    if (result) toast.error(result.error, { toastId: result.error });
  }, [result]);
  useEffect(() => {
    if (link.changed) toast.success("Password updated", { toastId: "Password updated" });
  }, [link.changed]);

  if (link.problem) {
    return (
      <AuthShell title="Choose a new password" intro="This page opens from the link in our password reset mail.">
        <div className="mt-8 space-y-5">
          <Notice tone="error">{link.problem}</Notice>
          <Link to="/reset-password" className={bigPrimaryButton}>
            Ask for a new link
          </Link>
        </div>
      </AuthShell>
    );
  }

  if (link.changed) {
    return (
      <AuthShell title="Password changed" intro="You are signed in with your new password.">
        <div className="mt-8 space-y-5">
          <Notice tone="success">
            Your password has been changed. Any other device that was signed in has been signed out, just in case.
          </Notice>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to="/profile" className={cn(bigPrimaryButton, "sm:flex-1")}>
              Go to your account
            </Link>
            <Link to="/" className={cn(secondaryButtonClass, "sm:flex-1")}>
              Continue shopping
            </Link>
          </div>
        </div>
      </AuthShell>
    );
  }

  const fieldError = (field: string) => (problem?.field === field ? problem.message : result?.fields?.[field]?.[0]);
  const linkError = result?.fields?.token?.[0];
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const found = newPasswordProblem(String(form.get("password") ?? ""), String(form.get("confirm") ?? ""));
    setProblem(found);
    if (found) event.preventDefault();
  };
  const otherError = result && !linkError && !fieldError("password") && !fieldError("confirm") ? result.error : null;

  return (
    <AuthShell
      title="Choose a new password"
      intro={
        <>
          For <span className="font-semibold text-slate-900 dark:text-slate-100">{link.email}</span>. Choosing it signs
          you out everywhere else.
        </>
      }
    >
      <Form method="post" className="mt-8 space-y-5" onSubmit={onSubmit} noValidate>
        <input type="hidden" name="token" value={link.token} />
        <input type="hidden" name="email" value={link.email} />
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" value={link.email} autoComplete="username" readOnly hidden />
        <Field
          label="New password"
          name="password"
          type="password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
          error={fieldError("password")}
          hint="At least 8 characters, and not one of the passwords everyone uses."
        />
        <Field
          label="Repeat password"
          name="confirm"
          type="password"
          required
          autoComplete="new-password"
          error={fieldError("confirm")}
        />
        {linkError && (
          <Notice tone="error">
            {linkError}{" "}
            <Link to="/reset-password" className={textLinkClass}>
              Ask for a new link
            </Link>
          </Notice>
        )}
        {otherError && <Notice tone="error">{otherError}</Notice>}
        <button type="submit" disabled={busy} className={bigPrimaryButton}>
          {busy ? "Saving…" : "Save the new password"}
        </button>
      </Form>
    </AuthShell>
  );
}
