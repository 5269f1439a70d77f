import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { bigPrimaryButton, secondaryButton } from "~/components/forms/form-styles";
import { refusalToast } from "~/lib/toasts";
import { AuthShell, Field, Notice, textLinkClass } from "./auth-ui";
import { GoogleSignIn } from "./google-sign-in";

export type AuthActionData = { error: string; fields?: Record<string, string[]>; email: string } | undefined;

const withRedirect = (path: string, redirectTo: string | null) =>
  redirectTo ? `${path}?redirect=${encodeURIComponent(redirectTo)}` : path;

/**
 * The sign-in and sign-up form: server actions. Each error shows once: a field's by the field, the
 * server's refusal ('Email or password is incorrect') in an error toast, dismissed when a
 * later attempt succeeds (authClientAction).
 */
export function AuthForm({
  mode,
  actionData,
  redirectTo,
  googleClientId,
  accountDeleted = false,
  email = null,
}: {
  mode: "login" | "sign-up";
  actionData: AuthActionData;
  redirectTo: string | null;
  googleClientId: string | null;
  /** Arrived from deleting the account: the shop words that toast as an error, so the page says it worked. */
  accountDeleted?: boolean;
  /** The email the form starts with (an order's "Create an account" link). */
  email?: string | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  useEffect(() => {
    if (actionData?.error) refusalToast(actionData.error, actionData.fields);
  }, [actionData]);
  const passwordError = actionData?.fields?.password?.[0];
  const emailError = actionData?.fields?.email?.[0];
  const login = mode === "login";
  return (
    <AuthShell
      title={login ? "Sign in" : "Create your account"}
      intro={
        login
          ? "Welcome back. Your garage, wishlist and orders are waiting."
          : "Save your cars, keep a wishlist and earn miles on every order."
      }
    >
      {accountDeleted && (
        <div className="mt-6">
          <Notice tone="success">
            Your account has been deleted and you are signed out. You are welcome to create a new account at any time.
          </Notice>
        </div>
      )}
      {googleClientId && <GoogleSignIn clientId={googleClientId} mode={mode} redirectTo={redirectTo} />}
      <Form method="post" className={googleClientId ? "mt-6 space-y-5" : "mt-8 space-y-5"}>
        {redirectTo && <input type="hidden" name="redirect" value={redirectTo} />}
        <Field
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          defaultValue={actionData?.email ?? email ?? undefined}
          error={emailError}
        />
        <div>
          <Field
            label="Password"
            name="password"
            type="password"
            required
            minLength={login ? undefined : 8}
            maxLength={128}
            autoComplete={login ? "current-password" : "new-password"}
            error={passwordError}
            hint={login ? undefined : "At least 8 characters, and not one of the passwords everyone uses."}
          />
          {login && (
            <p className="mt-2 text-right text-sm">
              <Link to="/reset-password" className={textLinkClass}>
                Forgot password?
              </Link>
            </p>
          )}
        </div>
        <button type="submit" disabled={busy} className={bigPrimaryButton}>
          {busy ? "Please wait…" : login ? "Sign in" : "Create account"}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        {login ? "New to Pitstop? " : "Already have an account? "}
        <Link to={withRedirect(login ? "/sign-up" : "/login", redirectTo)} className={textLinkClass}>
          {login ? "Create an account" : "Sign in"}
        </Link>
      </p>
      {login && redirectTo === "/checkout" && (
        <div className="mt-6 border-t border-slate-200 pt-6 text-center dark:border-slate-800">
          <p className="text-sm text-slate-600 dark:text-slate-400">No account needed to buy:</p>
          <Link to="/checkout/guest" className={`${secondaryButton} mt-3 w-full`}>
            Check out as a guest
          </Link>
          <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
            We email your order's link; create an account later to keep it with your miles.
          </p>
        </div>
      )}
      {login && (
        <p className="mt-4 text-center text-sm text-slate-600 dark:text-slate-400">
          Bought as a guest?{" "}
          <Link to="/orders/find" className={textLinkClass}>
            Find my order
          </Link>
        </p>
      )}
    </AuthShell>
  );
}
