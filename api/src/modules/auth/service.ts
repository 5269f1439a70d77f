import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import type { AttemptLimiter } from "../../lib/attempt-limiter.ts";
import { HttpError } from "../../lib/http-error.ts";
import { DUMMY_HASH, hashPassword, passwordProblem, verifyPassword } from "../../lib/password.ts";
import { createSession } from "./session-service.ts";

/** Failed sign-ins into one account from one address, in 15 minutes, before that address is stopped. */
export const LOGIN_FAILURES_PER_ADDRESS = 5;
/**
 * Failed sign-ins into one account from all addresses, in 15 minutes, after which the account is
 * "under attack": every address that has failed on it is stopped (one try each), while an address
 * that has not — the owner's — still signs in. Nobody can lock the owner out.
 */
export const LOGIN_FAILURES_PER_ACCOUNT = 10;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;

const loginKeys = (email: string, address: string) => ({
  account: `login:${email}`,
  address: `login:${email}:${address}`,
});

/** After a new password: the account's failures and those of the address that set it are forgotten. */
export async function forgetLoginFailures(attempts: AttemptLimiter, email: string, address: string) {
  const keys = loginKeys(email, address);
  await Promise.all([attempts.reset(keys.account), attempts.reset(keys.address)]);
}
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

export async function login(
  db: Db,
  attempts: AttemptLimiter,
  email: string,
  password: string,
  address: string,
): Promise<string> {
  const keys = loginKeys(email, address);
  const [fromHere, fromAnywhere] = await Promise.all([attempts.count(keys.address), attempts.count(keys.account)]);
  if (fromHere >= LOGIN_FAILURES_PER_ADDRESS || (fromAnywhere >= LOGIN_FAILURES_PER_ACCOUNT && fromHere > 0)) {
    throw new HttpError(
      429,
      "Too many wrong passwords for this account from here. Please wait 15 minutes, or reset your password.",
    );
  }
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  // Unknown email or a Google-only account: verify against a dummy hash so timing tells nothing.
  const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
  if (!user?.passwordHash || !ok) {
    await Promise.all([
      attempts.hit(keys.address, LOGIN_FAILURES_PER_ADDRESS, LOGIN_WINDOW_MS),
      attempts.hit(keys.account, LOGIN_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_MS),
    ]);
    throw new HttpError(401, "Email or password is incorrect");
  }
  await attempts.reset(keys.address);
  return createSession(db, user.id);
}
