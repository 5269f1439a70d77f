import { hash, verify } from "@node-rs/argon2";
import { PASSWORD_MAX, PASSWORD_MIN } from "@pitstop/contract/auth";
import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * argon2id with the OWASP-recommended minimum cost (19 MiB, 2 passes). `algorithm: 2` is the
 * library's `Algorithm.Argon2id` (a const enum, which type stripping cannot import).
 */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** ~18,000 leaked passwords long enough to pass the length rule; built once per process. */
const COMMON = new Set(
  (dictionary["passwords-common"] as string[]).filter((p) => p.length >= PASSWORD_MIN).map((p) => p.toLowerCase()),
);

/** The first rule a new password breaks, as a sentence for the user; null when it is acceptable. */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return "This password is too common; choose one that is harder to guess";
  const local = email.split("@")[0]?.toLowerCase() ?? "";
  if (local.length >= 4 && lower.includes(local)) return "Password must not contain your email address";
  return null;
}

/**
 * Compared against when an account does not exist, so a login takes as long for an unknown email
 * as for a wrong password (no account discovery by timing).
 */
export const DUMMY_HASH = await hashPassword("pitstop-timing-equaliser-not-a-password");
