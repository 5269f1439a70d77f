import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import type { AttemptLimiter } from "../../lib/attempt-limiter.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { Addressee } from "../../lib/mail-layout.ts";
import type { Mailer } from "../../lib/mailer.ts";
import { emailChangedMail, verificationMail } from "./mails.ts";
import { findUserToken, issueUserToken, useUserToken } from "./user-tokens.ts";

/** What the mail-sending account flows need from the app. */
export interface MailContext {
  db: Db;
  mailer: Mailer;
  attempts: AttemptLimiter;
  /** The storefront's address; mail links point at its pages. */
  publicUrl: string;
}

export const mailContext = (app: FastifyInstance): MailContext => ({
  db: app.db,
  mailer: app.mailer,
  attempts: app.attempts,
  publicUrl: app.config.publicUrl,
});

export const VERIFY_TOKEN_TTL_MS = 48 * 3600 * 1000;
/** Verification mails per account per hour, whatever triggers them (email changes, "send again"). */
export const VERIFICATION_MAILS_PER_HOUR = 5;
const HOUR_MS = 3600 * 1000;

const verifyLink = (publicUrl: string, token: string) => `${publicUrl}/verify-email?token=${token}`;

/**
 * Issues a verification token for the account's current address and queues the mail. A mail
 * that cannot be sent is logged by the mailer; the caller's action (a registration, a profile
 * update) stands either way, and "send the link again" is there for the visitor.
 */
export async function startEmailVerification(ctx: MailContext, user: Addressee & { id: number }) {
  const token = await issueUserToken(ctx.db, {
    userId: user.id,
    purpose: "verify-email",
    email: user.email,
    ttlMs: VERIFY_TOKEN_TTL_MS,
  });
  ctx.mailer.queue(verificationMail(user, verifyLink(ctx.publicUrl, token)));
}

/**
 * After PUT /api/profile/update changed the address: a verification mail to the new one (unless
 * this account has already had its hourly share) and a notice to the previous one.
 */
export async function emailChanged(ctx: MailContext, user: Addressee & { id: number }, previousEmail: string) {
  ctx.mailer.queue(
    emailChangedMail({ ...user, email: previousEmail }, user.email, `${ctx.publicUrl}/profile/settings`),
  );
  const wait = await ctx.attempts.hit(`verify-mail:${user.id}`, VERIFICATION_MAILS_PER_HOUR, HOUR_MS);
  if (wait > 0) return;
  await startEmailVerification(ctx, user);
}

/** POST /api/email/verify/resend: a fresh link for a signed-in account that is not verified yet. */
export async function resendVerification(ctx: MailContext, userId: number): Promise<string> {
  const [user] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      lastname: users.lastname,
      verifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new HttpError(404, "Account not found");
  if (user.verifiedAt) throw new HttpError(409, "Your email address is already verified.");
  const wait = await ctx.attempts.hit(`verify-mail:${user.id}`, VERIFICATION_MAILS_PER_HOUR, HOUR_MS);
  if (wait > 0) {
    throw new HttpError(
      429,
      `We have sent several links already. Please wait ${Math.ceil(wait / 60)} minutes, and check your spam folder.`,
    );
  }
  const token = await issueUserToken(ctx.db, {
    userId: user.id,
    purpose: "verify-email",
    email: user.email,
    ttlMs: VERIFY_TOKEN_TTL_MS,
  });
  // The visitor asked for this very mail, so a failure is theirs to know about.
  const sent = await ctx.mailer.send(verificationMail(user, verifyLink(ctx.publicUrl, token)));
  if (!sent) throw new HttpError(503, "We could not send the mail just now. Please try again in a few minutes.");
  return `We sent a new confirmation link to ${user.email}. It works for 48 hours.`;
}

/**
 * GET /api/email/verify: the link from the mail. Each refusal says what to do next. `onVerified`
 * runs in the same transaction once the address is verified (a flow attaches what the address
 * proves the account owns: its guest orders).
 */
export async function verifyEmail(
  db: Db,
  token: string,
  onVerified?: (tx: Db, account: { userId: number; email: string }) => Promise<void>,
): Promise<string> {
  const found = await findUserToken(db, token, "verify-email");
  if (!found) {
    throw new HttpError(400, "This confirmation link is not valid. Sign in and ask for a new one from your account.");
  }
  if (found.used) {
    const [user] = await db
      .select({ verified: sql<boolean>`${users.emailVerifiedAt} is not null` })
      .from(users)
      .where(and(eq(users.id, found.userId), eq(users.email, found.email)));
    throw new HttpError(
      400,
      user?.verified
        ? "This confirmation link has already been used: your email address is verified."
        : "This confirmation link has been replaced by a newer one. Use the link in the latest mail, or ask for a new one from your account.",
    );
  }
  if (found.expired) {
    throw new HttpError(
      400,
      "This confirmation link has expired (links work for 48 hours). Sign in and ask for a new one from your account.",
    );
  }
  await db.transaction(async (tx) => {
    if (!(await useUserToken(tx, found.id))) {
      throw new HttpError(400, "This confirmation link has already been used.");
    }
    const verified = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(and(eq(users.id, found.userId), eq(users.email, found.email)))
      .returning({ id: users.id });
    if (verified.length === 0) {
      throw new HttpError(400, "This link was sent to an address that is no longer on your account.");
    }
    await onVerified?.(tx, { userId: found.userId, email: found.email });
  });
  return "Email verified";
}
