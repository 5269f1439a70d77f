import { and, eq, isNull } from "drizzle-orm";
import { createRemoteJWKSet, errors, jwtVerify } from "jose";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { HttpError } from "../../lib/http-error.ts";
import { createSession } from "./session-service.ts";

/** The claims of a Google ID token that sign-in relies on; everything else is ignored. */
const GoogleIdentitySchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  // Google sends a boolean; older tokens carried the string "true".
  email_verified: z.union([
    z.boolean(),
    z.literal("true").transform(() => true),
    z.literal("false").transform(() => false),
  ]),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});
export type GoogleIdentity = z.infer<typeof GoogleIdentitySchema>;

/** Both spellings Google documents for `iss`. */
const GOOGLE_ISSUERS = ["accounts.google.com", "https://accounts.google.com"];

/** jose's codes for a token that is not Google's, not for us, or tampered with: the visitor's problem. */
const REFUSED = new Set([
  "ERR_JWS_SIGNATURE_VERIFICATION_FAILED",
  "ERR_JWT_CLAIM_VALIDATION_FAILED",
  "ERR_JWKS_NO_MATCHING_KEY",
  "ERR_JWKS_MULTIPLE_MATCHING_KEYS",
  "ERR_JWT_INVALID",
  "ERR_JWS_INVALID",
  "ERR_JOSE_ALG_NOT_ALLOWED",
  "ERR_JOSE_NOT_SUPPORTED",
]);

export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity>;

/**
 * Verifies Google ID tokens: RS256 signature against Google's published keys (fetched from
 * `jwksUrl` and cached by jose), issuer, audience = our client id, expiry. Any failure to verify
 * is a 401; not being able to reach Google's keys is a 503.
 */
export function createGoogleVerifier(clientId: string, jwksUrl: string): GoogleVerifier {
  const keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  return async (idToken) => {
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: clientId,
        algorithms: ["RS256"],
        requiredClaims: ["sub", "exp", "iat"],
      }));
    } catch (err) {
      if (err instanceof errors.JWTExpired) {
        throw new HttpError(401, "Your Google sign-in has expired. Please try again.");
      }
      if (err instanceof errors.JOSEError && REFUSED.has(err.code)) {
        throw new HttpError(401, "We could not verify your Google sign-in. Please try again.");
      }
      // Google's key set could not be fetched or read: not the visitor's fault.
      throw new HttpError(
        503,
        "Google sign-in is unavailable right now. Please try again, or sign in with your password.",
      );
    }
    const identity = GoogleIdentitySchema.safeParse(payload);
    if (!identity.success) throw new HttpError(401, "We could not verify your Google sign-in. Please try again.");
    return identity.data;
  };
}

/** A name from Google made to fit the profile rules (no < > or control characters, 60 at most). */
const profileName = (value: string | undefined) =>
  (value ?? "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[<>\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 60);

/**
 * POST /api/googleAuth (docs/decisions/005-google-sign-in.md). Accounts are found by Google's `sub`.
 * An account that only shares the email is linked only when both sides have proven the address:
 * Google says it verified it and the account confirmed it through our mail. Otherwise 409.
 */
export async function googleSignIn(db: Db, identity: GoogleIdentity, retried = false): Promise<string> {
  if (!identity.email_verified) {
    throw new HttpError(
      403,
      "Google has not verified the email address of this Google account, so it cannot be used to sign in here.",
    );
  }
  const [linked] = await db.select({ id: users.id }).from(users).where(eq(users.googleSub, identity.sub));
  if (linked) return createSession(db, linked.id);

  const [sameEmail] = await db
    .select({ id: users.id, googleSub: users.googleSub, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.email, identity.email));
  if (sameEmail) {
    if (sameEmail.googleSub) {
      throw new HttpError(
        409,
        "The account with this email address is linked to a different Google account. Sign in with that one, or with your password.",
      );
    }
    if (!sameEmail.verifiedAt) {
      throw new HttpError(
        409,
        "An account with this email address already exists. Sign in with your password and confirm your email address from the mail we sent you; after that, Google sign-in works too.",
      );
    }
    const link = await db
      .update(users)
      .set({ googleSub: identity.sub })
      .where(and(eq(users.id, sameEmail.id), isNull(users.googleSub)))
      .returning({ id: users.id });
    if (link.length === 1) return createSession(db, sameEmail.id);
  } else {
    const [created] = await db
      .insert(users)
      .values({
        email: identity.email,
        googleSub: identity.sub,
        emailVerifiedAt: new Date(),
        passwordHash: null,
        name: profileName(identity.given_name),
        lastname: profileName(identity.family_name),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (created) return createSession(db, created.id);
  }
  // Another request created or linked the account between our reads and our write: decide again.
  if (retried) throw new HttpError(409, "Your account changed while signing in. Please try again.");
  return googleSignIn(db, identity, true);
}
