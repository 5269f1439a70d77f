import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { toast } from "react-toastify";

export type AuthActionData = { error: string; fields?: Record<string, string[]>; email: string } | undefined;

/** The sign-in and sign-up form: server actions, errors shown inline and in an error toast (spec §8). */
export function AuthForm({
  mode,
  actionData,
  redirectTo,
}: {
  mode: "login" | "sign-up";
  actionData: AuthActionData;
  redirectTo: string | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  useEffect(() => {
    if (actionData?.error) toast.error(actionData.error);
  }, [actionData]);
  const passwordError = actionData?.fields?.password?.[0];
  const emailError = actionData?.fields?.email?.[0];
  const login = mode === "login";
  return (
    <div className="mx-auto max-w-md px-4 py-14">
      <h1 className="text-3xl font-extrabold tracking-tight">{login ? "Sign in" : "Create your account"}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        {login
          ? "Welcome back. Your garage, wishlist and orders are waiting."
          : "Save your cars, keep a wishlist and earn miles on every order."}
      </p>
      <Form method="post" className="mt-8 space-y-5">
        {redirectTo && <input type="hidden" name="redirect" value={redirectTo} />}
        <div>
          <label htmlFor="email" className="block text-sm font-medium">
            Email
          </label>
          <input
            id="email"
            name="email"
            type="email"
            required
            autoComplete="email"
            defaultValue={actionData?.email}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? "email-error" : undefined}
            className="mt-1 h-11 w-full rounded-xl border border-slate-300 bg-white px-3 dark:border-slate-700 dark:bg-slate-900"
          />
          {emailError && (
            <p id="email-error" className="mt-1 text-sm text-rose-600">
              {emailError}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="password" className="block text-sm font-medium">
            Password
          </label>
          <input
            id="password"
            name="password"
            type="password"
            required
            minLength={login ? undefined : 8}
            maxLength={128}
            autoComplete={login ? "current-password" : "new-password"}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? "password-error" : login ? undefined : "password-hint"}
            className="mt-1 h-11 w-full rounded-xl border border-slate-300 bg-white px-3 dark:border-slate-700 dark:bg-slate-900"
          />
          {passwordError ? (
            <p id="password-error" className="mt-1 text-sm text-rose-600">
              {passwordError}
            </p>
          ) : (
            !login && (
              <p id="password-hint" className="mt-1 text-sm text-slate-500">
                At least 8 characters, and not one of the passwords everyone uses.
              </p>
            )
          )}
        </div>
        {actionData?.error && !passwordError && !emailError && (
          <p
            role="alert"
            className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-700 dark:bg-rose-950 dark:text-rose-200"
          >
            {actionData.error}
          </p>
        )}
        <button
          type="submit"
          disabled={busy}
          className="h-12 w-full rounded-xl bg-brand-500 font-semibold text-white shadow-sm hover:bg-brand-600 disabled:opacity-60"
        >
          {busy ? "Please wait…" : login ? "Sign in" : "Create account"}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        {login ? "New to Pitstop? " : "Already have an account? "}
        <Link
          to={`${login ? "/sign-up" : "/login"}${redirectTo ? `?redirect=${encodeURIComponent(redirectTo)}` : ""}`}
          className="font-semibold text-brand-600 hover:underline dark:text-brand-400"
        >
          {login ? "Create an account" : "Sign in"}
        </Link>
      </p>
    </div>
  );
}
