import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAccountsTestApp, PUBLIC_URL } from "../../../test/auth-kit.ts";
import { linkIn } from "../../../test/smtp-capture.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { users, userTokens } from "../../db/schema/index.ts";
import { hashToken } from "../../lib/tokens.ts";
import { VERIFICATION_MAILS_PER_HOUR } from "./email-verification.ts";

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

const verify = (token: string) => t.request("GET", `/api/email/verify?token=${encodeURIComponent(token)}`);
const resend = (token?: string) => t.request("POST", "/api/email/verify/resend", {}, { token });

/** Signs up and returns the token of the link in the confirmation mail. */
async function signUpWithLink(email?: string) {
  const account = await t.signUp(email);
  const mail = await t.smtp.mailTo(account.email);
  const link = linkIn(mail, `${PUBLIC_URL}/verify-email?`);
  return { ...account, mail, link, linkToken: link.searchParams.get("token") ?? "" };
}

describe("the confirmation mail", () => {
  test("registration mails a link to the storefront's /verify-email page, in text and HTML", async () => {
    const { mail, link, linkToken, email } = await signUpWithLink();
    expect(mail.envelope.to).toEqual([email]);
    expect(mail.subject).toBe("Confirm your email address for Pitstop");
    expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/verify-email`);
    expect(linkToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/verify-email?token=${linkToken}"`);
    expect(mail.text).toContain(email);
  });

  test("only the token's SHA-256 is stored, and it expires in 48 hours", async () => {
    const { linkToken, email } = await signUpWithLink();
    const user = await t.userByEmail(email);
    const [row] = await t.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(Buffer.from(row?.tokenHash ?? []).equals(Buffer.from(hashToken(linkToken)))).toBe(true);
    expect(row?.purpose).toBe("verify-email");
    const hours = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
  });

  test("registration succeeds even when the mail cannot be sent", async () => {
    const broken = await createTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:1" } });
    try {
      const res = await broken.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { email: "offline@example.com", password: "tarmac-Sprocket-42" },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().token).toBeTruthy();
      expect(await broken.db.select().from(users).where(eq(users.email, "offline@example.com"))).toHaveLength(1);
    } finally {
      await broken.close();
    }
  });
});

describe("GET /api/email/verify", () => {
  test("the mailed link confirms the address", async () => {
    const { linkToken, token } = await signUpWithLink();
    const res = await verify(linkToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Email verified" });
    const profile = (await t.request("GET", "/api/profile", undefined, { token })).json().profile;
    expect(profile.email_verified).toBe(true);
  });

  test("the same link a second time is a 400 that says the address is verified", async () => {
    const { linkToken } = await signUpWithLink();
    expect((await verify(linkToken)).statusCode).toBe(200);
    const again = await verify(linkToken);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("This confirmation link has already been used: your email address is verified.");
  });

  test("an expired link is a 400 that says so and verifies nothing", async () => {
    const { linkToken, email } = await signUpWithLink();
    await t.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.tokenHash, hashToken(linkToken)));
    const res = await verify(linkToken);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("has expired");
    expect((await t.userByEmail(email)).emailVerifiedAt).toBeNull();
  });

  test.each([
    ["an unknown token", "A".repeat(43)],
    ["a damaged token", "abc"],
    ["no token", ""],
  ])("%s is a 400 that says the link is not valid", async (_, token) => {
    const res = await verify(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "This confirmation link is not valid. Sign in and ask for a new one from your account.",
    );
  });
});

describe("changing the email address", () => {
  const update = (token: string, email: string) =>
    t.request(
      "PUT",
      "/api/profile/update",
      { name: "Rosa", lastname: "Diaz", phone: "", email, username: "" },
      { token },
    );

  test("makes it unverified, mails a link to the new address and a notice to the old one", async () => {
    const { linkToken, token, email } = await signUpWithLink();
    await verify(linkToken);
    const newEmail = `new-${email}`;
    const res = await update(token, newEmail);
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ email: newEmail, email_verified: false });

    const confirm = await t.smtp.mailTo(newEmail);
    expect(confirm.parsed.to && !Array.isArray(confirm.parsed.to) ? confirm.parsed.to.value : []).toEqual([
      { name: "Rosa Diaz", address: newEmail },
    ]);
    expect(confirm.text).toMatch(/^Hi Rosa,/);
    const notice = t.smtp.mailsTo(email).find((m) => m.subject === "Your Pitstop email address was changed");
    expect(notice?.text).toContain(`from ${email} to ${newEmail}`);

    const newLink = linkIn(confirm, `${PUBLIC_URL}/verify-email?`).searchParams.get("token") ?? "";
    expect((await verify(newLink)).statusCode).toBe(200);
    expect((await t.userByEmail(newEmail)).emailVerifiedAt).not.toBeNull();
  });

  test("a link sent to the previous address no longer verifies anything", async () => {
    const { linkToken, token, email } = await signUpWithLink();
    expect((await update(token, `moved-${email}`)).statusCode).toBe(200);
    const res = await verify(linkToken);
    expect(res.statusCode).toBe(400);
    expect((await t.userByEmail(`moved-${email}`)).emailVerifiedAt).toBeNull();
  });

  test("keeping the same address sends nothing and keeps it verified", async () => {
    const { linkToken, token, email } = await signUpWithLink();
    await verify(linkToken);
    const before = t.smtp.mails.length;
    const res = await update(token, email);
    expect(res.json().profile.email_verified).toBe(true);
    expect(t.smtp.mails.length).toBe(before);
  });
});

describe("POST /api/email/verify/resend", () => {
  test("mails a new link, and the previous link is replaced by it", async () => {
    const { linkToken, token, email } = await signUpWithLink();
    const res = await resend(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`We sent a new confirmation link to ${email}. It works for 48 hours.`);
    const mails = t.smtp.mailsTo(email);
    expect(mails).toHaveLength(2);
    const latest = mails.at(-1);
    if (!latest) throw new Error("no mail");
    const newest = linkIn(latest, `${PUBLIC_URL}/verify-email?`).searchParams.get("token") ?? "";
    expect(newest).not.toBe(linkToken);

    const old = await verify(linkToken);
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toContain("replaced by a newer one");
    expect((await verify(newest)).statusCode).toBe(200);
  });

  test("an address that is already verified gets a 409", async () => {
    const { linkToken, token } = await signUpWithLink();
    await verify(linkToken);
    const res = await resend(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Your email address is already verified.");
  });

  test("a guest is told to sign in", async () => {
    expect((await resend()).statusCode).toBe(401);
  });

  test(`after ${VERIFICATION_MAILS_PER_HOUR} mails in an hour the account is told to wait`, async () => {
    const { token, email } = await signUpWithLink();
    for (let i = 0; i < VERIFICATION_MAILS_PER_HOUR; i++) expect((await resend(token)).statusCode).toBe(200);
    const res = await resend(token);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^We have sent several links already\. Please wait \d+ minutes/);
    const user = await t.userByEmail(email);
    const live = await t.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, "verify-email")));
    expect(live).toHaveLength(1 + VERIFICATION_MAILS_PER_HOUR);
  });
});
