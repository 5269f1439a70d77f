import { EmailSchema, MailTokenSchema, MessageSchema, NewPasswordResponseSchema } from "@pitstop/contract/auth";
import { UserSchema } from "@pitstop/contract/profile";
import { data, redirect } from "react-router";
import { apiFor } from "~/lib/api.server";
import { sessionCookie } from "~/lib/session.server";
import { readSessionToken } from "../../../server/session-cookie.ts";

type ApiFailure = { status: number; message: string; errors?: Record<string, string[]> };
const statusOf = (failure: ApiFailure) => (failure.status >= 500 ? 502 : failure.status);

export type ResetRequestResult =
  | { sent: true; message: string; email: string }
  | { sent: false; error: string; fields?: Record<string, string[]>; email: string };

/** /reset-password's action: POST /api/profile/reset. The answer reads the same for any address. */
export async function requestPasswordReset(request: Request) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  const result = await apiFor(request).send("POST", "/api/profile/reset", MessageSchema, { email });
  if (!result.ok) {
    return data<ResetRequestResult>(
      { sent: false, error: result.message, fields: result.errors, email },
      { status: statusOf(result) },
    );
  }
  return data<ResetRequestResult>({ sent: true, message: result.data.message, email });
}

export type ResetLink = {
  token: string;
  email: string;
  problem: string | null;
  /** The new password is saved and the visitor signed in (where the action sends them). */
  changed: boolean;
};

/** Where a successful reset lands: the token leaves the address bar and the history with it. */
const CHANGED_PATH = "/create-new-password?changed=1";

/**
 * What /create-new-password's link carries, checked with the API: a damaged, used or expired link
 * is said so before anyone types a password (the token stays unused).
 */
export async function resetLinkFrom(request: Request): Promise<ResetLink> {
  const search = new URL(request.url).searchParams;
  if (search.has("changed") && readSessionToken(request.headers.get("cookie"))) {
    return { token: "", email: "", problem: null, changed: true };
  }
  const token = MailTokenSchema.safeParse(search.get("token") ?? "");
  const email = EmailSchema.safeParse(search.get("email") ?? "");
  if (!token.success || !email.success) {
    return {
      token: "",
      email: "",
      problem: "This password reset link is incomplete. Copy the whole link from the mail, or ask for a new one.",
      changed: false,
    };
  }
  const check = await apiFor(request).send("POST", "/api/create-new-password/check", MessageSchema, {
    token: token.data,
    email: email.data,
  });
  // A refusal of the link itself (400: unknown, used, expired; 429) says why; a failure of the
  // shop (5xx) leaves the form up, and submitting it tells the real outcome.
  if (!check.ok && check.status < 500) {
    return { token: "", email: "", problem: check.message, changed: false };
  }
  return { token: token.data, email: email.data, problem: null, changed: false };
}

export type NewPasswordResult = { error: string; fields?: Record<string, string[]> };

/**
 * /create-new-password's action: POST /api/create-new-password. The API ends every other session
 * and answers a new one (docs/decisions/006), which goes straight into the httpOnly cookie; the
 * visitor is then redirected to the page's "changed" state (post/redirect/get: a reload sends
 * nothing again, and the state survives the revalidations that follow a sign-in).
 */
export async function setNewPassword(request: Request) {
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const email = String(form.get("email") ?? "");
  const password = String(form.get("password") ?? "");
  const confirm = String(form.get("confirm") ?? "");
  if (password !== confirm) {
    const error = "The two passwords do not match";
    return data<NewPasswordResult>({ error, fields: { confirm: [error] } }, { status: 400 });
  }
  const result = await apiFor(request).send("POST", "/api/create-new-password", NewPasswordResponseSchema, {
    token,
    email,
    password,
  });
  if (!result.ok) {
    return data<NewPasswordResult>({ error: result.message, fields: result.errors }, { status: statusOf(result) });
  }
  throw redirect(CHANGED_PATH, { headers: { "Set-Cookie": sessionCookie(request, result.data.token) } });
}

export type VerificationPage = {
  /** The outcome of the link, when the page was opened from one. */
  outcome: { verified: boolean; message: string } | null;
  /** The signed-in visitor's address and whether it is confirmed; null for a guest. */
  account: { email: string; verified: boolean } | null;
};

/**
 * /verify-email's loader: the token from the mail goes to GET /api/email/verify. Then, for a
 * signed-in visitor, where their address stands (so the page can offer a new link).
 */
export async function verificationPage(request: Request): Promise<VerificationPage> {
  const api = apiFor(request);
  const token = new URL(request.url).searchParams.get("token");
  let outcome: VerificationPage["outcome"] = null;
  if (token !== null) {
    const result = await api.send("GET", `/api/email/verify?token=${encodeURIComponent(token)}`, MessageSchema);
    outcome = result.ok
      ? { verified: true, message: result.data.message }
      : { verified: false, message: result.message };
  }
  let account: VerificationPage["account"] = null;
  if (readSessionToken(request.headers.get("cookie"))) {
    const user = await api.send("GET", "/api/profile", UserSchema);
    if (user.ok) account = { email: user.data.profile.email, verified: user.data.profile.email_verified };
  }
  return { outcome, account };
}

export type ResendResult = { sent: true; message: string } | { sent: false; error: string };

/** /verify-email's action: POST /api/email/verify/resend for the signed-in visitor. */
export async function resendVerification(request: Request) {
  const result = await apiFor(request).send("POST", "/api/email/verify/resend", MessageSchema, {});
  if (!result.ok) {
    const error = result.status === 401 ? "Please sign in to get a new link." : result.message;
    return data<ResendResult>({ sent: false, error }, { status: statusOf(result) });
  }
  return data<ResendResult>({ sent: true, message: result.data.message });
}
