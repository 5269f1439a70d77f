import type { NewPassword, ResetLink } from "@pitstop/contract/auth";
import { and, eq, sql } from "drizzle-orm";
import { users } from "../../db/schema/index.ts";
import { HttpError } from "../../lib/http-error.ts";
import { hashPassword, passwordProblem } from "../../lib/password.ts";
import type { MailContext } from "./email-verification.ts";
import { passwordResetMail } from "./mails.ts";
import { forgetLoginFailures } from "./service.ts";
import { createSession, revokeAllSessions } from "./session-service.ts";
import { findUserToken, issueUserToken, retireUserTokens, useUserToken } from "./user-tokens.ts";

export const RESET_TOKEN_TTL_MS = 3600 * 1000;
/** Reset mails per address per hour: enough for "I did not get it", too few to flood an inbox. */
export const RESET_REQUESTS_PER_EMAIL = 3;
/** Attempts to use a reset link per address per hour. */
export const NEW_PASSWORD_ATTEMPTS_PER_EMAIL = 10;
const HOUR_MS = 3600 * 1000;

/** The same answer whether or not the address has an account (no account discovery). */
export const RESET_REQUESTED_MESSAGE =
  "If an account uses this email address, we have sent it a link to choose a new password. The link works for 1 hour.";

const minutes = (seconds: number) => Math.ceil(seconds / 60);

/**
 * POST /api/profile/reset. Everything that depends on the address having an account runs after the
 * answer, so a known address answers exactly as fast as an unknown one. The per-address limit counts unknown addresses too, so a 429 tells nothing either.
 * A Google-only account may use this to give itself a password: the link proves the mailbox.
 */
export async function requestPasswordReset(
  ctx: MailContext,
  email: string,
  log: { error: (obj: object, msg: string) => void },
): Promise<string> {
  const wait = await ctx.attempts.hit(`reset:${email}`, RESET_REQUESTS_PER_EMAIL, HOUR_MS);
  if (wait > 0) {
    throw new HttpError(
      429,
      `Too many reset requests for this email address. Please wait ${minutes(wait)} minutes, and check your spam folder for the mail we sent.`,
    );
  }
  // Whether the address has an account must not show in the answer's timing, so the
  // lookup, the token and the mail all happen after the answer (the same work, or none, unseen).
  setImmediate(() => {
    mailResetLink(ctx, email).catch((err: unknown) => log.error({ err }, "password reset link not sent"));
  });
  return RESET_REQUESTED_MESSAGE;
}

async function mailResetLink(ctx: MailContext, email: string) {
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, name: users.name, lastname: users.lastname })
    .from(users)
    .where(eq(users.email, email));
  if (!user) return;
  const token = await issueUserToken(ctx.db, {
    userId: user.id,
    purpose: "reset-password",
    email: user.email,
    ttlMs: RESET_TOKEN_TTL_MS,
  });
  const link = `${ctx.publicUrl}/create-new-password?token=${token}&email=${encodeURIComponent(user.email)}`;
  ctx.mailer.queue(passwordResetMail(user, link));
}

const INVALID_LINK = "This password reset link is not valid. Ask for a new one from the sign-in page.";

/**
 * POST /api/create-new-password. The token must have been mailed to this very address and still
 * be unused and fresh; the new password follows the registration rules. On success every session
 * of the account ends (whoever knew the old password is out), the address counts as verified
 * (the link proves the mailbox), and a new session signs the visitor in.
 */
type ResetToken = NonNullable<Awaited<ReturnType<typeof findUserToken>>>;

/**
 * The reset token of a link that still works, or a 400 saying why it does not (unknown, used,
 * expired). Only links that do not work count against the address: a stranger sending made-up
 * tokens for someone's email must not lock that person's real link out (nor the sign-in
 * lock-out's remedy).
 */
async function workingResetToken(ctx: MailContext, link: ResetLink): Promise<ResetToken> {
  const found = await findUserToken(ctx.db, link.token, "reset-password");
  const refuse = async (message: string): Promise<never> => {
    const wait = await ctx.attempts.hit(`new-password:${link.email}`, NEW_PASSWORD_ATTEMPTS_PER_EMAIL, HOUR_MS);
    if (wait > 0) {
      throw new HttpError(429, `Too many attempts for this email address. Please wait ${minutes(wait)} minutes.`);
    }
    throw new HttpError(400, message, { token: [message] });
  };
  if (!found || found.email !== link.email) return refuse(INVALID_LINK);
  if (found.used) {
    return refuse("This password reset link has already been used. Ask for a new one if you still need it.");
  }
  if (found.expired) {
    return refuse("This password reset link has expired (links work for 1 hour). Ask for a new one.");
  }
  return found;
}

/**
 * POST /api/create-new-password/check: whether a reset link still works, so the page says a used
 * or expired link is dead before anyone types a new password (the token stays unused).
 */
export async function checkResetLink(ctx: MailContext, link: ResetLink): Promise<string> {
  await workingResetToken(ctx, link);
  return "This link works: choose a new password.";
}

export async function createNewPassword(ctx: MailContext, input: NewPassword, address: string): Promise<string> {
  const found = await workingResetToken(ctx, input);
  const problem = passwordProblem(input.password, input.email);
  if (problem) throw new HttpError(400, problem, { password: [problem] });
  const passwordHash = await hashPassword(input.password);

  await ctx.db.transaction(async (tx) => {
    if (!(await useUserToken(tx, found.id))) {
      throw new HttpError(400, "This password reset link has already been used.", { token: ["Already used"] });
    }
    const updated = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(and(eq(users.id, found.userId), eq(users.email, found.email)))
      .returning({ id: users.id });
    if (updated.length === 0) throw new HttpError(400, INVALID_LINK, { token: [INVALID_LINK] });
    await retireUserTokens(tx, found.userId, "reset-password");
    await revokeAllSessions(tx, found.userId);
  });
  // The lock-out message of sign-in points here: a new password lifts it (for the account, and for
  // the address that set it; addresses that guessed stay stopped).
  await forgetLoginFailures(ctx.attempts, input.email, address);
  return createSession(ctx.db, found.userId);
}
