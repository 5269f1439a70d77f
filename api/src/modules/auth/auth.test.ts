import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAccountsTestApp } from "../../../test/auth-kit.ts";
import { sessions, users } from "../../db/schema/index.ts";
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_ADDRESS, REGISTER_ATTEMPTS_PER_EMAIL } from "./service.ts";

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

let ip = 0;
/** Each call from its own address, so the per-IP route limits stay out of tests about accounts. */
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload, headers, remoteAddress: `10.0.${Math.floor(++ip / 250)}.${ip % 250}` });
const register = (email: string, password = "tarmac-Sprocket-42") => post("/api/auth/register", { email, password });
const login = (email: string, password = "tarmac-Sprocket-42") => post("/api/auth/login", { email, password });
const logout = (token: string) => post("/api/auth/logout", {}, { authorization: `Bearer ${token}` });

describe("registration", () => {
  test("creates an account and answers an opaque token of at least 256 bits", async () => {
    const res = await register("Dana@Example.com");
    expect(res.statusCode).toBe(201);
    const { token } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    const [user] = await t.db.select().from(users).where(eq(users.email, "dana@example.com"));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const stored = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? 0));
    expect(Buffer.from(stored[0]?.tokenHash ?? []).toString("base64url")).not.toBe(token);
  });

  test("the same email twice is a 409 that says so", async () => {
    await register("twice@example.com");
    const res = await register("TWICE@example.com");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain("already exists");
  });

  test.each([
    ["short1!", "Password must be at least 8 characters"],
    ["x".repeat(129), "Password must be at most 128 characters"],
    ["password1", "This password is too common"],
    ["iloveyou", "This password is too common"],
    ["mechanic-rosa-2024", "Password must not contain your email address"],
  ])("a weak password %j is refused: %s", async (password, message) => {
    const res = await register("mechanic-rosa@example.com", password);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(res.json().errors.password).toBeDefined();
  });

  test("a malformed email or an extra field is a 400 naming it", async () => {
    const bad = await post("/api/auth/register", { email: "not-an-email", password: "tarmac-Sprocket-42" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("email");
    const extra = await post("/api/auth/register", {
      email: "x@example.com",
      password: "tarmac-Sprocket-42",
      role: "admin",
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toContain("Unrecognized key");
  });
});

describe("sign-in and sign-out", () => {
  test("the right password answers a token that authenticates", async () => {
    await register("sam@example.com");
    const res = await login("SAM@example.com");
    expect(res.statusCode).toBe(200);
    const out = await logout(res.json().token);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: "Signed out" });
  });

  test("a wrong password and an unknown email get the same 401", async () => {
    await register("lee@example.com");
    const wrong = await login("lee@example.com", "not-the-password");
    const unknown = await login("nobody@example.com", "not-the-password");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe("Email or password is incorrect");
  });

  test("a token stops working after logout", async () => {
    const { token } = (await register("kim@example.com")).json();
    expect((await logout(token)).statusCode).toBe(200);
    const again = await logout(token);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe("Your session has expired. Please sign in again.");
  });

  test("a forged token or none at all is a 401", async () => {
    expect((await logout("A".repeat(43))).statusCode).toBe(401);
    const none = await post("/api/auth/logout", {});
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe("Please sign in to continue.");
  });

  test("a session unused for 30 days has ended", async () => {
    const { token } = (await register("idle@example.com")).json();
    const [user] = await t.db.select().from(users).where(eq(users.email, "idle@example.com"));
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(sessions.userId, user?.id ?? 0));
    expect((await logout(token)).statusCode).toBe(401);
  });
});

describe("rate limits", () => {
  test(`after ${REGISTER_ATTEMPTS_PER_EMAIL} sign-ups for one email, from any address, the next is told to wait`, async () => {
    for (let i = 0; i < REGISTER_ATTEMPTS_PER_EMAIL; i++) {
      expect((await register("probed@example.com")).statusCode).toBe(i === 0 ? 201 : 409);
    }
    const res = await register("probed@example.com");
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many sign-up attempts for this email address\. Please wait \d+ minutes/);
  });

  const loginFrom = (address: string, email: string, password = "tarmac-Sprocket-42") =>
    t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress: address });

  test(`an address guessing one account's password is stopped after ${LOGIN_FAILURES_PER_ADDRESS} wrong ones, even with the right one next`, async () => {
    await register("guessed@example.com");
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i++) {
      expect((await loginFrom("198.51.100.20", "guessed@example.com", `guess-number-${i}`)).statusCode).toBe(401);
    }
    const stopped = await loginFrom("198.51.100.20", "guessed@example.com");
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toBe(
      "Too many wrong passwords for this account from here. Please wait 15 minutes, or reset your password.",
    );
    // The owner, elsewhere, is not locked out.
    expect((await loginFrom("198.51.100.21", "guessed@example.com")).statusCode).toBe(200);
  });

  test(`${LOGIN_FAILURES_PER_ACCOUNT} wrong passwords from ${LOGIN_FAILURES_PER_ACCOUNT} addresses never lock the owner out`, async () => {
    await register("target@example.com");
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++) {
      expect((await loginFrom(`203.0.113.${i + 1}`, "target@example.com", `guess-number-${i}`)).statusCode).toBe(401);
    }
    // Under attack, each address that guessed wrong gets no second try, right password or not…
    expect((await loginFrom("203.0.113.1", "target@example.com")).statusCode).toBe(429);
    expect((await loginFrom("203.0.113.2", "target@example.com", "guess-again")).statusCode).toBe(429);
    // …while the owner's own address signs in.
    expect((await loginFrom("192.0.2.44", "target@example.com")).statusCode).toBe(200);
  });

  test("one address sending too many sign-ins is slowed down, and a forged X-Forwarded-For does not help", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: `spray-${i}@example.com`, password: "whatever-123" },
        headers: { "x-forwarded-for": `203.0.113.${i}` },
        remoteAddress: "198.51.100.7",
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});
