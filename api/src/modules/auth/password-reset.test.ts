import net, { type AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAccountsTestApp, PASSWORD, PUBLIC_URL } from "../../../test/auth-kit.ts";
import { linkIn } from "../../../test/smtp-capture.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { userTokens } from "../../db/schema/index.ts";
import { hashToken } from "../../lib/tokens.ts";
import {
  NEW_PASSWORD_ATTEMPTS_PER_EMAIL,
  RESET_REQUESTED_MESSAGE,
  RESET_REQUESTS_PER_EMAIL,
} from "./password-reset.ts";
import { LOGIN_FAILURES_PER_ADDRESS } from "./service.ts";

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = "gearbox-Lantern-77";
const requestReset = (email: string) => t.request("POST", "/api/profile/reset", { email });
const createNewPassword = (body: Record<string, unknown>) => t.request("POST", "/api/create-new-password", body);

/** An account and the token + email of the reset link mailed to it. */
async function accountWithResetLink() {
  const account = await t.signUp();
  await t.smtp.mailTo(account.email); // the confirmation mail
  expect((await requestReset(account.email)).statusCode).toBe(200);
  const mail = await waitForMail(account.email, "Reset your Pitstop password");
  const link = linkIn(mail, `${PUBLIC_URL}/create-new-password?`);
  return {
    ...account,
    mail,
    link,
    resetToken: link.searchParams.get("token") ?? "",
    linkEmail: link.searchParams.get("email") ?? "",
  };
}

async function waitForMail(address: string, subject: string, count = 1) {
  for (let i = 0; i < 100; i++) {
    const found = t.smtp.mailsTo(address).filter((m) => m.subject === subject);
    const mail = found[count - 1];
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail "${subject}" #${count} to ${address}`);
}

describe("POST /api/profile/reset", () => {
  test("mails a one-hour link to /create-new-password with the token and the address", async () => {
    const { mail, link, resetToken, linkEmail, email } = await accountWithResetLink();
    expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/create-new-password`);
    expect(linkEmail).toBe(email);
    expect(mail.html).toContain(`token=${resetToken}&amp;email=`);
    const [row] = await t.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.tokenHash, hashToken(resetToken)));
    expect(row?.purpose).toBe("reset-password");
    const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  test("an unknown address gets the same answer and no mail", async () => {
    const { email } = await t.signUp();
    const known = await requestReset(email);
    const unknown = await requestReset("nobody-here@example.com");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    await waitForMail(email, "Reset your Pitstop password");
    expect(t.smtp.mailsTo("nobody-here@example.com")).toHaveLength(0);
  });

  test(`after ${RESET_REQUESTS_PER_EMAIL} requests an address is told to wait — known or not`, async () => {
    const { email } = await t.signUp();
    for (const address of [email, "ghost@example.com"]) {
      for (let i = 0; i < RESET_REQUESTS_PER_EMAIL; i++) expect((await requestReset(address)).statusCode).toBe(200);
      const res = await requestReset(address);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/^Too many reset requests for this email address\. Please wait \d+ minutes/);
    }
  });

  test("a malformed address is a 400 naming the field", async () => {
    const res = await requestReset("not-an-email");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toEqual(["Enter a valid email address"]);
  });
});

describe("the answer does not wait for the mail", () => {
  test("a known address answers as fast as an unknown one while the SMTP server stalls", async () => {
    // An SMTP server that accepts connections and never says a word.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
    const slow = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}` },
    });
    try {
      await slow.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { email: "stalled@example.com", password: PASSWORD },
      });
      const timed = async (email: string) => {
        const started = performance.now();
        const res = await slow.app.inject({ method: "POST", url: "/api/profile/reset", payload: { email } });
        return { ms: performance.now() - started, body: res.json() };
      };
      const unknown = await timed("nobody@example.com");
      const known = await timed("stalled@example.com");
      expect(known.body).toEqual(unknown.body);
      expect(known.ms).toBeLessThan(unknown.ms + 250);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await slow.close();
    }
  });
});

describe("POST /api/create-new-password", () => {
  test("sets the new password, ends every session and signs the visitor in", async () => {
    const { token: oldSession, email, resetToken } = await accountWithResetLink();
    const res = await createNewPassword({ token: resetToken, email, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Your password has been changed and you are signed in.");
    const newSession = res.json().token as string;
    expect(await t.works(newSession)).toBe(true);
    expect(await t.works(oldSession)).toBe(false);
    expect((await t.signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await t.signIn(email, PASSWORD)).statusCode).toBe(401);
    expect((await t.userByEmail(email)).passwordHash).toMatch(/^\$argon2id\$/);
  });

  test("the link proves the mailbox, so the address counts as verified", async () => {
    const { email, resetToken } = await accountWithResetLink();
    expect((await t.userByEmail(email)).emailVerifiedAt).toBeNull();
    await createNewPassword({ token: resetToken, email, password: NEW_PASSWORD });
    expect((await t.userByEmail(email)).emailVerifiedAt).not.toBeNull();
  });

  test("the same link twice is a 400 that says it was used", async () => {
    const { email, resetToken } = await accountWithResetLink();
    expect((await createNewPassword({ token: resetToken, email, password: NEW_PASSWORD })).statusCode).toBe(200);
    const again = await createNewPassword({ token: resetToken, email, password: "another-Piston-88" });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      "This password reset link has already been used. Ask for a new one if you still need it.",
    );
    expect((await t.signIn(email, "another-Piston-88")).statusCode).toBe(401);
  });

  test("an expired link is a 400 that says so", async () => {
    const { email, resetToken } = await accountWithResetLink();
    await t.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.tokenHash, hashToken(resetToken)));
    const res = await createNewPassword({ token: resetToken, email, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("This password reset link has expired (links work for 1 hour). Ask for a new one.");
    expect((await t.signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  test("a token with another address is refused and stays usable with its own", async () => {
    const { email, resetToken } = await accountWithResetLink();
    const other = await t.signUp();
    const wrong = await createNewPassword({ token: resetToken, email: other.email, password: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      "This password reset link is not valid. Ask for a new one from the sign-in page.",
    );
    expect((await t.signIn(other.email, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await createNewPassword({ token: resetToken, email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  test("a weak password is refused by the registration rules and the link still works", async () => {
    const { email, resetToken } = await accountWithResetLink();
    const weak = await createNewPassword({ token: resetToken, email, password: "password1" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password[0]).toContain("This password is too common");
    const short = await createNewPassword({ token: resetToken, email, password: "short" });
    expect(short.json().message).toBe("Password must be at least 8 characters");
    expect((await createNewPassword({ token: resetToken, email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  test("asking again replaces the previous link", async () => {
    const { email, resetToken } = await accountWithResetLink();
    await requestReset(email);
    const second = await waitForMail(email, "Reset your Pitstop password", 2);
    const newer = linkIn(second, `${PUBLIC_URL}/create-new-password?`).searchParams.get("token") ?? "";
    expect(newer).not.toBe(resetToken);
    expect((await createNewPassword({ token: resetToken, email, password: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await createNewPassword({ token: newer, email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  test("made-up links sent for an address are limited, yet never lock its owner's real link out", async () => {
    const { email, resetToken } = await accountWithResetLink();
    const forged = { token: "F".repeat(43), email, password: NEW_PASSWORD };
    for (let i = 0; i < NEW_PASSWORD_ATTEMPTS_PER_EMAIL; i++) {
      expect((await createNewPassword(forged)).statusCode).toBe(400);
    }
    expect((await createNewPassword(forged)).statusCode).toBe(429);
    expect((await createNewPassword({ token: resetToken, email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  test("a new password lifts a sign-in stop for the address that set it", async () => {
    const { email, resetToken } = await accountWithResetLink();
    const home = { remoteAddress: "10.66.0.1" };
    const signInFromHome = (password: string) => t.request("POST", "/api/auth/login", { email, password }, home);
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i++) await signInFromHome(`wrong-guess-${i}`);
    expect((await signInFromHome(PASSWORD)).statusCode).toBe(429);
    await t.request("POST", "/api/create-new-password", { token: resetToken, email, password: NEW_PASSWORD }, home);
    expect((await signInFromHome(NEW_PASSWORD)).statusCode).toBe(200);
  });

  test("unknown fields and a damaged token are 400s naming the field", async () => {
    const { email, resetToken } = await accountWithResetLink();
    const extra = await createNewPassword({ token: resetToken, email, password: NEW_PASSWORD, role: "admin" });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toContain("Unrecognized key");
    const damaged = await createNewPassword({ token: resetToken.slice(0, 20), email, password: NEW_PASSWORD });
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().errors.token).toEqual([
      "This link is incomplete or damaged. Copy the whole link from the mail.",
    ]);
  });
});

describe("POST /api/create-new-password/check", () => {
  const checkLink = (body: Record<string, unknown>) => t.request("POST", "/api/create-new-password/check", body);

  test("a fresh link works, and checking it leaves it usable", async () => {
    const { email, resetToken } = await accountWithResetLink();
    const res = await checkLink({ token: resetToken, email });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("This link works: choose a new password.");
    expect((await createNewPassword({ token: resetToken, email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  test("a used link answers 400 saying it was used, before any password is typed", async () => {
    const { email, resetToken } = await accountWithResetLink();
    expect((await createNewPassword({ token: resetToken, email, password: NEW_PASSWORD })).statusCode).toBe(200);
    const res = await checkLink({ token: resetToken, email });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "This password reset link has already been used. Ask for a new one if you still need it.",
    );
  });

  test("a link for another address is not valid", async () => {
    const { resetToken } = await accountWithResetLink();
    const res = await checkLink({ token: resetToken, email: "someone-else@example.com" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("This password reset link is not valid. Ask for a new one from the sign-in page.");
  });
});
