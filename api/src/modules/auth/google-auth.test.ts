import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAccountsTestApp, PASSWORD, PUBLIC_URL } from "../../../test/auth-kit.ts";
import { linkIn } from "../../../test/smtp-capture.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { users } from "../../db/schema/index.ts";

const CLIENT_ID = "1234567890-pitstop.apps.googleusercontent.com";

/** Google's side: a key pair, its public half served as a JWKS over real HTTP on a random port. */
const google = await generateKeyPair("RS256", { extractable: true });
const impostor = await generateKeyPair("RS256", { extractable: true });
let jwksServer: http.Server;
let jwksUrl: string;
let t: Awaited<ReturnType<typeof createAccountsTestApp>>;

beforeAll(async () => {
  const jwk = { ...(await exportJWK(google.publicKey)), kid: "google-key-1", alg: "RS256", use: "sig" };
  jwksServer = http.createServer((_req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((r) => jwksServer.listen(0, "127.0.0.1", r));
  jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/oauth2/v3/certs`;
  t = await createAccountsTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl });
});
afterAll(async () => {
  await t.close();
  jwksServer.close();
});

let n = 0;
/** An ID token as Google Identity Services hands it to the page; every part can be overridden. */
async function idToken(
  claims: JWTPayload & { email?: string; email_verified?: boolean } = {},
  opts: { key?: typeof google.privateKey; expiresIn?: string | number; issuer?: string; audience?: string } = {},
) {
  n += 1;
  return new SignJWT({
    email: `motorist${n}@gmail.com`,
    email_verified: true,
    given_name: "Ada",
    family_name: "Lovelace",
    ...claims,
  })
    .setProtectedHeader({ alg: "RS256", kid: "google-key-1", typ: "JWT" })
    .setIssuer(opts.issuer ?? "https://accounts.google.com")
    .setAudience(opts.audience ?? CLIENT_ID)
    .setSubject(claims.sub ?? `1000000000000${n}`)
    .setIssuedAt()
    .setExpirationTime(opts.expiresIn ?? "1h")
    .sign(opts.key ?? google.privateKey);
}

const googleAuth = (token: string) => t.request("POST", "/api/googleAuth", { token });

describe("configuration", () => {
  test("GET /api/auth/config names the client id when Google sign-in is on", async () => {
    const res = await t.request("GET", "/api/auth/config");
    expect(res.json()).toEqual({ googleClientId: CLIENT_ID });
  });

  test("without GOOGLE_CLIENT_ID the config says null and POST /api/googleAuth is a 404", async () => {
    const off = await createTestApp();
    try {
      expect((await off.app.inject({ method: "GET", url: "/api/auth/config" })).json()).toEqual({
        googleClientId: null,
      });
      const res = await off.app.inject({ method: "POST", url: "/api/googleAuth", payload: { token: await idToken() } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Google sign-in is not enabled on this shop.");
    } finally {
      await off.close();
    }
  });
});

describe("a valid Google ID token", () => {
  test("creates a verified account without a password and answers a working session token", async () => {
    const res = await googleAuth(await idToken({ sub: "sub-new-1", email: "New.Driver@Gmail.com" }));
    expect(res.statusCode).toBe(200);
    expect(await t.works(res.json().token)).toBe(true);
    const user = await t.userByEmail("new.driver@gmail.com");
    expect(user).toMatchObject({ googleSub: "sub-new-1", passwordHash: null, name: "Ada", lastname: "Lovelace" });
    expect(user.emailVerifiedAt).not.toBeNull();
  });

  test("signs the same Google account into the same shop account next time, by sub", async () => {
    await googleAuth(await idToken({ sub: "sub-returning", email: "returning@gmail.com" }));
    // The Google account's address changed since: the sub still finds the account.
    const again = await googleAuth(await idToken({ sub: "sub-returning", email: "renamed@gmail.com" }));
    expect(again.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.googleSub, "sub-returning"))).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.email, "renamed@gmail.com"))).toHaveLength(0);
  });

  test("the issuer may be spelt without https://", async () => {
    const res = await googleAuth(await idToken({}, { issuer: "accounts.google.com" }));
    expect(res.statusCode).toBe(200);
  });

  test("script in a Google name does not reach the profile", async () => {
    const res = await googleAuth(
      await idToken({ sub: "sub-script", email: "script@gmail.com", given_name: "<b>Bob</b>" }),
    );
    expect(res.statusCode).toBe(200);
    expect((await t.userByEmail("script@gmail.com")).name).toBe("bBob/b");
  });
});

describe("refused tokens", () => {
  test("another client's token (wrong audience) is a 401", async () => {
    const res = await googleAuth(await idToken({}, { audience: "someone-else.apps.googleusercontent.com" }));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("We could not verify your Google sign-in. Please try again.");
  });

  test("a token signed with another key (wrong signature) is a 401", async () => {
    const res = await googleAuth(await idToken({}, { key: impostor.privateKey }));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("We could not verify your Google sign-in. Please try again.");
  });

  test("an expired token is a 401 that says so", async () => {
    const res = await googleAuth(await idToken({}, { expiresIn: Math.floor(Date.now() / 1000) - 600 }));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Your Google sign-in has expired. Please try again.");
  });

  test("a token from another issuer is a 401", async () => {
    const res = await googleAuth(await idToken({}, { issuer: "https://evil.example" }));
    expect(res.statusCode).toBe(401);
  });

  test("a token whose email Google has not verified is a 403 and creates nothing", async () => {
    const res = await googleAuth(await idToken({ email: "unverified@gmail.com", email_verified: false }));
    expect(res.statusCode).toBe(403);
    expect(await t.db.select().from(users).where(eq(users.email, "unverified@gmail.com"))).toHaveLength(0);
  });

  test("garbage is a 401", async () => {
    const res = await googleAuth("not.a.jwt-at-all-really");
    expect(res.statusCode).toBe(401);
  });

  test("Google's keys out of reach is a 503, not a 401", async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const offline = await createTestApp({
      env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` },
    });
    try {
      const res = await offline.app.inject({
        method: "POST",
        url: "/api/googleAuth",
        payload: { token: await idToken() },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toContain("Google sign-in is unavailable right now");
    } finally {
      await offline.close();
    }
  });
});

describe("an account with the same email (docs/decisions/005-google-sign-in.md)", () => {
  test("is not taken over while its address is unverified: 409, nothing linked", async () => {
    const { email } = await t.signUp("preclaimed@gmail.com");
    const res = await googleAuth(await idToken({ sub: "sub-victim", email }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain("Sign in with your password and confirm your email address");
    expect((await t.userByEmail(email)).googleSub).toBeNull();
  });

  test("is linked once its owner has confirmed the address, and the password keeps working", async () => {
    const { email } = await t.signUp("confirmed@gmail.com");
    const link = linkIn(await t.smtp.mailTo(email), `${PUBLIC_URL}/verify-email?`);
    expect((await t.request("GET", `/api/email/verify?${link.searchParams}`)).statusCode).toBe(200);
    const res = await googleAuth(await idToken({ sub: "sub-owner", email }));
    expect(res.statusCode).toBe(200);
    expect(await t.works(res.json().token)).toBe(true);
    expect((await t.userByEmail(email)).googleSub).toBe("sub-owner");
    expect((await t.signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  test("linked to a different Google account is a 409", async () => {
    await googleAuth(await idToken({ sub: "sub-first", email: "shared@gmail.com" }));
    const res = await googleAuth(await idToken({ sub: "sub-second", email: "shared@gmail.com" }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain("linked to a different Google account");
    expect((await t.userByEmail("shared@gmail.com")).googleSub).toBe("sub-first");
  });
});

describe("a Google-only account", () => {
  test("can give itself a password through the reset mail", async () => {
    await googleAuth(await idToken({ sub: "sub-wants-password", email: "nopass@gmail.com" }));
    await t.request("POST", "/api/profile/reset", { email: "nopass@gmail.com" });
    const mail = await t.smtp.mailTo("nopass@gmail.com");
    const link = linkIn(mail, `${PUBLIC_URL}/create-new-password?`);
    const res = await t.request("POST", "/api/create-new-password", {
      token: link.searchParams.get("token"),
      email: link.searchParams.get("email"),
      password: "gearbox-Lantern-77",
    });
    expect(res.statusCode).toBe(200);
    expect((await t.signIn("nopass@gmail.com", "gearbox-Lantern-77")).statusCode).toBe(200);
  });
});
