import { AuthConfigSchema, EmailSchema, TokenResponseSchema } from "@pitstop/contract/auth";
import { UserSchema } from "@pitstop/contract/profile";
import { data, redirect } from "react-router";
import { accountJustDeleted } from "~/lib/account-deleted";
import { apiFor } from "~/lib/api.server";
import { safeInternalPath } from "~/lib/safe-url";
import { sessionCookie } from "~/lib/session.server";
import { readSessionToken } from "../../../server/session-cookie.ts";

/** After sign-in: the `redirect` target when it is a path of ours, else the personal area. */
export function redirectTarget(request: Request, form?: FormData): string {
  const origin = new URL(request.url).origin;
  const wanted = form?.get("redirect") ?? new URL(request.url).searchParams.get("redirect");
  return safeInternalPath(typeof wanted === "string" ? wanted : null, origin) ?? "/profile";
}

/** Signed-in visitors have no business on the sign-in pages. */
export async function redirectIfSignedIn(request: Request) {
  if (!readSessionToken(request.headers.get("cookie"))) return;
  const result = await apiFor(request).send("GET", "/api/profile", UserSchema);
  if (result.ok) throw redirect(redirectTarget(request));
}

export type AuthPageData = {
  redirectTo: string | null;
  googleClientId: string | null;
  /** Landed here from deleting the account: the page says the deletion succeeded. */
  accountDeleted: boolean;
  /** `?email=`, when it is an email address: the form starts with it (an order's "Create an account"). */
  email: string | null;
};

/** Only an email address is taken from the link, nothing else: it is only a starting value. */
function prefilledEmail(url: URL): string | null {
  const parsed = EmailSchema.safeParse(url.searchParams.get("email") ?? "");
  return parsed.success ? parsed.data : null;
}

/** The sign-in and sign-up pages' loader: where to go afterwards, and whether Google is on. */
export async function authPage(request: Request): Promise<AuthPageData> {
  await redirectIfSignedIn(request);
  const config = await apiFor(request).send("GET", "/api/auth/config", AuthConfigSchema);
  const url = new URL(request.url);
  return {
    // Only a same-site path travels on into the form, the sign-up link and Google's return.
    redirectTo: safeInternalPath(url.searchParams.get("redirect"), url.origin),
    googleClientId: config.ok ? config.data.googleClientId : null,
    accountDeleted: accountJustDeleted(url),
    email: prefilledEmail(url),
  };
}

/** Signs the visitor in with a session token from the API: into the httpOnly cookie, then onwards. */
function signedIn(request: Request, form: FormData, token: string): never {
  throw redirect(redirectTarget(request, form), { headers: { "Set-Cookie": sessionCookie(request, token) } });
}

const failed = (result: { status: number; message: string; errors?: Record<string, string[]> }, email: string) =>
  data({ error: result.message, fields: result.errors, email }, { status: result.status >= 500 ? 502 : result.status });

/**
 * Login and registration: the token goes straight into the httpOnly cookie, never to the page.
 * `intent=google` carries the ID token Google's button handed the page (POST /api/googleAuth).
 */
export async function authenticate(request: Request, path: "/api/auth/login" | "/api/auth/register") {
  const form = await request.formData();
  const api = apiFor(request);
  if (form.get("intent") === "google") {
    const credential = String(form.get("credential") ?? "");
    const result = await api.send("POST", "/api/googleAuth", TokenResponseSchema, { token: credential });
    if (!result.ok) return failed(result, "");
    return signedIn(request, form, result.data.token);
  }
  const email = String(form.get("email") ?? "");
  const password = String(form.get("password") ?? "");
  const result = await api.send("POST", path, TokenResponseSchema, { email, password });
  if (!result.ok) return failed(result, email);
  return signedIn(request, form, result.data.token);
}
