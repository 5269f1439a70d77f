import { afterEach, describe, expect, test } from "vitest";
import { authClientAction } from "./auth-client-action";

const form = (fields: Record<string, string>) =>
  new Request("http://shop.test/login", { method: "POST", body: new URLSearchParams(fields) });
const events = () => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [];

afterEach(() => {
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
});

describe("the sign-in pages' analytics", () => {
  test("a sign-in that redirects pushes login with the method", async () => {
    const redirect = new Response(null, { status: 302, headers: { location: "/profile" } });
    await expect(
      authClientAction("login", { request: form({ email: "a@b.co" }), serverAction: () => Promise.reject(redirect) }),
    ).rejects.toBe(redirect);
    expect(events().at(-1)).toEqual({ event: "login", method: "email" });
  });

  test("a Google sign-up pushes sign_up with method google", async () => {
    const redirect = new Response(null, { status: 302, headers: { location: "/profile" } });
    await expect(
      authClientAction("sign-up", {
        request: form({ intent: "google" }),
        serverAction: () => Promise.reject(redirect),
      }),
    ).rejects.toBe(redirect);
    expect(events().at(-1)).toEqual({ event: "sign_up", method: "google" });
  });

  test("a refused sign-in pushes nothing and hands back the message", async () => {
    const refused = { message: "Email or password is incorrect" };
    const result = await authClientAction("login", { request: form({}), serverAction: () => Promise.resolve(refused) });
    expect(result).toBe(refused);
    expect(events()).toEqual([]);
  });
});
