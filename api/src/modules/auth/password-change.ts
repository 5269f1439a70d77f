import type { PasswordChange } from "@pitstop/contract/auth";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import type { AttemptLimiter } from "../../lib/attempt-limiter.ts";
import { HttpError } from "../../lib/http-error.ts";
import { hashPassword, passwordProblem, verifyPassword } from "../../lib/password.ts";
import type { SessionUser } from "./session-service.ts";
import { revokeOtherSessions } from "./session-service.ts";

/** Password changes (right or wrong) per account in 15 minutes: a stolen session cannot guess on. */
export const PASSWORD_CHANGE_ATTEMPTS = 10;
const WINDOW_MS = 15 * 60 * 1000;

/**
 * PUT /api/profile/update/password. The current password must be right; the new one follows the
 * registration rules. Every other session of the account ends, the calling one stays signed in.
 */
export async function changePassword(db: Db, attempts: AttemptLimiter, user: SessionUser, input: PasswordChange) {
  const wait = await attempts.hit(`change-password:${user.id}`, PASSWORD_CHANGE_ATTEMPTS, WINDOW_MS);
  if (wait > 0) {
    throw new HttpError(429, `Too many password changes. Please wait ${Math.ceil(wait / 60)} minutes and try again.`);
  }
  const [account] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!account?.passwordHash) {
    const message =
      "Your account signs in with Google and has no password yet. To add one, use “Forgot password?” on the sign-in page.";
    throw new HttpError(400, message, { odl_password: [message] });
  }
  if (!(await verifyPassword(account.passwordHash, input.odl_password))) {
    const message = "Your current password is not correct";
    throw new HttpError(400, message, { odl_password: [message] });
  }
  const problem = passwordProblem(input.new_password, user.email);
  if (problem) throw new HttpError(400, problem, { new_password: [problem] });
  if (input.new_password === input.odl_password) {
    const message = "The new password must be different from the current one";
    throw new HttpError(400, message, { new_password: [message] });
  }
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeOtherSessions(tx, user.id, user.sessionId);
  });
  await attempts.reset(`change-password:${user.id}`);
}
