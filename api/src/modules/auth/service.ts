import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import type { AttemptLimiter } from "../../lib/attempt-limiter.ts";
import { HttpError } from "../../lib/http-error.ts";
import { DUMMY_HASH, hashPassword, passwordProblem, verifyPassword } from "../../lib/password.ts";
import { createSession } from "./session-service.ts";

/** Sign-in attempts per account in 15 minutes, whichever addresses they come from. */
export const LOGIN_ATTEMPTS_PER_ACCOUNT = 10;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Sign-ups per email address in an hour, from any address (probing which emails have accounts). */
export const REGISTER_ATTEMPTS_PER_EMAIL = 5;
const REGISTER_WINDOW_MS = 3600 * 1000;

/** A new account and its first session; the caller sends the verification mail. */
export async function register(
  db: Db,
  attempts: AttemptLimiter,
  email: string,
  password: string,
): Promise<{ token: string; userId: number }> {
  const wait = await attempts.hit(`register:${email}`, REGISTER_ATTEMPTS_PER_EMAIL, REGISTER_WINDOW_MS);
  if (wait > 0) {
    throw new HttpError(
      429,
      `Too many sign-up attempts for this email address. Please wait ${Math.ceil(wait / 60)} minutes.`,
    );
  }
  const problem = passwordProblem(password, email);
  if (problem) throw new HttpError(400, problem, { password: [problem] });
  const passwordHash = await hashPassword(password);
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!user) {
    throw new HttpError(409, "An account with this email already exists. Sign in, or reset your password.", {
      email: ["An account with this email already exists"],
    });
  }
  return { token: await createSession(db, user.id), userId: user.id };
}

export async function login(db: Db, attempts: AttemptLimiter, email: string, password: string): Promise<string> {
  const wait = await attempts.hit(`login:${email}`, LOGIN_ATTEMPTS_PER_ACCOUNT, LOGIN_WINDOW_MS);
  if (wait > 0) {
    throw new HttpError(
      429,
      `Too many sign-in attempts for this account. Please wait ${Math.ceil(wait / 60)} minutes or reset your password.`,
    );
  }
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  // Unknown email or a Google-only account: verify against a dummy hash so timing tells nothing.
  const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
  if (!user?.passwordHash || !ok) throw new HttpError(401, "Email or password is incorrect");
  await attempts.reset(`login:${email}`);
  return createSession(db, user.id);
}
