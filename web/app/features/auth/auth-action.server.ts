import { TokenResponseSchema } from "@pitstop/contract/auth";
import { UserSchema } from "@pitstop/contract/profile";
import { data, redirect } from "react-router";
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

/** Login and registration: the token goes straight into the httpOnly cookie, never to the page. */
export async function authenticate(request: Request, path: "/api/auth/login" | "/api/auth/register") {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const password = String(form.get("password") ?? "");
  const result = await apiFor(request).send("POST", path, TokenResponseSchema, { email, password });
  if (!result.ok) {
    return data(
      { error: result.message, fields: result.errors, email },
      { status: result.status >= 500 ? 502 : result.status },
    );
  }
  throw redirect(redirectTarget(request, form), {
    headers: { "Set-Cookie": sessionCookie(request, result.data.token) },
  });
}
