import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAccountsTestApp, PASSWORD } from "../../../test/auth-kit.ts";
import { users } from "../../db/schema/index.ts";
import { PASSWORD_CHANGE_ATTEMPTS } from "./password-change.ts";
import { createSession } from "./session-service.ts";

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = "gearbox-Lantern-77";
const change = (token: string | undefined, body: Record<string, unknown>) =>
  t.request("PUT", "/api/profile/update/password", body, { token });

describe("PUT /api/profile/update/password", () => {
  test("changes the password, keeps the calling session and ends the others", async () => {
    const { email, token: here } = await t.signUp();
    const elsewhere = (await t.signIn(email)).json().token as string;
    const res = await change(here, { odl_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Password updated" });
    expect(await t.works(here)).toBe(true);
    expect(await t.works(elsewhere)).toBe(false);
    expect((await t.signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await t.signIn(email, PASSWORD)).statusCode).toBe(401);
  });

  test("a wrong current password is a 400 naming odl_password, and nothing changes", async () => {
    const { email, token } = await t.signUp();
    const other = (await t.signIn(email)).json().token as string;
    const res = await change(token, { odl_password: "not-my-password", new_password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Your current password is not correct",
      errors: { odl_password: ["Your current password is not correct"] },
    });
    expect(await t.works(other)).toBe(true);
    expect((await t.signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  test.each([
    ["short1!", "Password must be at least 8 characters"],
    ["password1", "This password is too common"],
    [PASSWORD, "The new password must be different from the current one"],
  ])("a new password %j is refused: %s", async (newPassword, message) => {
    const { token } = await t.signUp();
    const res = await change(token, { odl_password: PASSWORD, new_password: newPassword });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(res.json().errors.new_password[0]).toContain(message);
  });

  test("an account without a password (Google only) is told how to get one", async () => {
    const [user] = await t.db
      .insert(users)
      .values({ email: "google-only@example.com", googleSub: "google-sub-1", emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    const token = await createSession(t.db, user?.id ?? 0);
    const res = await change(token, { odl_password: "anything-at-all", new_password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "Your account signs in with Google and has no password yet. To add one, use “Forgot password?” on the sign-in page.",
    );
  });

  test("a guest is told to sign in", async () => {
    const res = await change(undefined, { odl_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  test("the spec's field names are required and nothing else is taken", async () => {
    const { token } = await t.signUp();
    const misspelt = await change(token, { old_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(misspelt.statusCode).toBe(400);
    const extra = await change(token, { odl_password: PASSWORD, new_password: NEW_PASSWORD, user_id: 1 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toContain("Unrecognized key");
  });

  test(`after ${PASSWORD_CHANGE_ATTEMPTS} wrong guesses the account must wait, even with the right password`, async () => {
    const { token } = await t.signUp();
    for (let i = 0; i < PASSWORD_CHANGE_ATTEMPTS; i++) {
      expect((await change(token, { odl_password: `guess-${i}`, new_password: NEW_PASSWORD })).statusCode).toBe(400);
    }
    const res = await change(token, { odl_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many password changes\. Please wait \d+ minutes/);
  });
});
