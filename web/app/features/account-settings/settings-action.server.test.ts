// @vitest-environment node
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { testUser } from "~/test-support/test-user";
import { settingsAction } from "./settings-action.server";
import { type SettingsResult, toastText } from "./settings-result";

// The API as `fetch` sees it (stubbed below), for the server's calls too.
vi.mock("~/lib/api-http.server", () => import("~/test-support/api-over-fetch"));

const TOKEN = "s3ss10n-t0ken-abcdefghijklmnop";
const API = "http://127.0.0.1:4000";

type Sent = { method: string; url: string; body: unknown; authorization: string | null };
let sent: Sent[];
let reply: (call: Sent) => Response;

beforeEach(() => {
  sent = [];
  reply = () => Response.json(testUser({ profile: { email: "ada@example.com" } }));
  // The boundary: the API over HTTP. Everything of ours between the form and it runs for real.
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      const call = {
        method: init?.method ?? "GET",
        url: String(input),
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
        authorization: headers.get("authorization"),
      };
      sent.push(call);
      return reply(call);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function post(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request("http://shop.test/profile/settings", {
    method: "POST",
    body,
    headers: { cookie: `pitstop_session=${TOKEN}` },
  });
}

/** The action's answer as the page sees it: the result and its HTTP status. */
async function act(fields: Record<string, string>) {
  const answer = (await settingsAction(post(fields))) as { data: SettingsResult; init: ResponseInit | null };
  return { result: answer.data, status: answer.init?.status ?? 200 };
}

const ADDRESS = {
  first_name: "Ada",
  last_name: "Lovelace",
  phone: "+1 555 010 0199",
  address_line1: "12 Analytical Row",
  address_line2: "",
  city: "Columbus",
  state: "oh",
  zip: "43004",
  country: "US",
};

describe("the settings action's intent switch", () => {
  test("profile sends exactly the five profile fields with the visitor's bearer token", async () => {
    const { result } = await act({
      intent: "profile",
      name: "Ada",
      lastname: "Byron",
      phone: "",
      email: "ada@example.com",
      username: "ada",
      current_email: "ada@example.com",
      level: "99",
    });
    expect(sent).toEqual([
      {
        method: "PUT",
        url: `${API}/api/profile/update`,
        body: { name: "Ada", lastname: "Byron", phone: "", email: "ada@example.com", username: "ada" },
        authorization: `Bearer ${TOKEN}`,
      },
    ]);
    expect(result).toEqual({ intent: "profile", ok: true, message: "Profile updated", emailChanged: false });
  });

  test("a changed email is reported so the page can say a verification link was sent", async () => {
    reply = () => Response.json(testUser({ profile: { email: "new@example.com", email_verified: false } }));
    const { result } = await act({
      intent: "profile",
      name: "Ada",
      lastname: "Lovelace",
      phone: "",
      email: "New@Example.com",
      username: "",
      current_email: "ada@example.com",
    });
    expect(result).toMatchObject({ ok: true, emailChanged: true });
  });

  test("the API's field errors come back with its status", async () => {
    reply = () =>
      Response.json(
        { message: "This email is already in use", errors: { email: ["This email is already in use"] } },
        { status: 409 },
      );
    const { result, status } = await act({
      intent: "profile",
      name: "",
      lastname: "",
      phone: "",
      email: "taken@example.com",
      username: "",
    });
    expect(status).toBe(409);
    expect(result).toEqual({
      intent: "profile",
      ok: false,
      message: "This email is already in use",
      errors: { email: ["This email is already in use"] },
    });
  });

  test("verification-resend asks the API for a new link and passes on its message", async () => {
    reply = () => Response.json({ message: "We sent a new link to ada@example.com" });
    const { result } = await act({ intent: "verification-resend" });
    expect(sent.map((c) => [c.method, c.url, c.body])).toEqual([["POST", `${API}/api/email/verify/resend`, {}]]);
    expect(result).toEqual({
      intent: "verification-resend",
      ok: true,
      message: "We sent a new link to ada@example.com",
    });
  });

  test("password sends odl_password and new_password, spelt as the contract spells them", async () => {
    reply = () => Response.json({ message: "Password updated" });
    const { result } = await act({
      intent: "password",
      odl_password: "old secret 1",
      new_password: "new secret 22",
      confirm_password: "new secret 22",
      username: "ada@example.com",
    });
    expect(sent.map((c) => [c.method, c.url, c.body])).toEqual([
      ["PUT", `${API}/api/profile/update/password`, { odl_password: "old secret 1", new_password: "new secret 22" }],
    ]);
    expect(result).toMatchObject({ intent: "password", ok: true, message: "Password updated" });
  });

  test("a confirmation that does not match is refused before the API is asked", async () => {
    const { result, status } = await act({
      intent: "password",
      odl_password: "old secret 1",
      new_password: "new secret 22",
      confirm_password: "new secret 23",
    });
    expect(status).toBe(400);
    expect(sent).toEqual([]);
    expect(result.ok === false && result.errors?.confirm_password).toEqual(["The two new passwords do not match"]);
  });

  test("address-create posts the checked address (state upper-cased) and says 'Address created'", async () => {
    const { result } = await act({ intent: "address-create", ...ADDRESS, default: "on" });
    expect(sent.map((c) => [c.method, c.url, c.body])).toEqual([
      ["POST", `${API}/api/profile/addresses/create`, { ...ADDRESS, state: "OH", default: true }],
    ]);
    expect(result).toMatchObject({ ok: true, message: "Address created" });
  });

  test("an unticked default is left out, keeping the address's standing", async () => {
    await act({ intent: "address-update", id: "5", ...ADDRESS });
    expect(sent[0]?.url).toBe(`${API}/api/profile/addresses/update/5`);
    expect(sent[0]?.method).toBe("PUT");
    expect(sent[0]?.body).not.toHaveProperty("default");
  });

  test("a US address without a state is refused with the contract's message, the API not asked", async () => {
    const { result } = await act({ intent: "address-create", ...ADDRESS, state: "" });
    expect(sent).toEqual([]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors?.state).toEqual(["Choose a US state by its two-letter code, like OH"]);
    expect(toastText(result)).toBe("Something went wrong");
  });

  test("an address refused by the API toasts 'Something went wrong'", async () => {
    reply = () => Response.json({ message: "Address not found" }, { status: 404 });
    const { result, status } = await act({ intent: "address-update", id: "999", ...ADDRESS });
    expect(status).toBe(404);
    expect(result).toMatchObject({ ok: false, message: "This address was not found." });
    expect(toastText(result)).toBe("Something went wrong");
  });

  test("address-delete calls DELETE with the id in the path and says 'Address removed'", async () => {
    const { result } = await act({ intent: "address-delete", id: "12" });
    expect(sent.map((c) => [c.method, c.url])).toEqual([["DELETE", `${API}/api/profile/addresses/delete/12`]]);
    expect(result).toMatchObject({ ok: true, message: "Address removed" });
  });

  test("an address id that is not a number never reaches a URL", async () => {
    const { result, status } = await act({ intent: "address-delete", id: "12/../../profile" });
    expect(sent).toEqual([]);
    expect(status).toBe(404);
    expect(result.ok).toBe(false);
  });

  test("card-default patches the card as the default and says 'Payment updated'", async () => {
    const { result } = await act({ intent: "card-default", payment_stripe_id: "pm_test_123" });
    expect(sent.map((c) => [c.method, c.url, c.body])).toEqual([
      ["PATCH", `${API}/api/profile/payment`, { payment_stripe_id: "pm_test_123", default: true }],
    ]);
    expect(result).toMatchObject({ ok: true, message: "Payment updated" });
  });

  test("card-delete sends the card id in the body of DELETE /api/profile/payment/ and says 'Payment deleted'", async () => {
    const { result } = await act({ intent: "card-delete", payment_stripe_id: "pm_test_123" });
    expect(sent.map((c) => [c.method, c.url, c.body])).toEqual([
      ["DELETE", `${API}/api/profile/payment/`, { payment_stripe_id: "pm_test_123" }],
    ]);
    expect(result).toMatchObject({ ok: true, message: "Payment deleted" });
  });

  test("a test card is sent as number, exp_month, exp_year and cvc in the POST body", async () => {
    const { result } = await act({ intent: "card-add", number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" });
    expect(sent.map((c) => [c.method, c.url, c.body])).toEqual([
      ["POST", `${API}/api/profile/payment`, { number: "4242424242424242", exp_month: 12, exp_year: 2034, cvc: "123" }],
    ]);
    expect(result).toMatchObject({ intent: "card-add", ok: true });
  });

  test("a card number with a wrong check digit is refused before the API is asked", async () => {
    const { result } = await act({ intent: "card-add", number: "4242 4242 4242 4241", expiry: "12/34", cvc: "123" });
    expect(sent).toEqual([]);
    expect(!result.ok && result.errors?.number).toEqual(["This card number is not valid — check the digits"]);
  });

  test("the API's expiry errors show on the form's one MM/YY field", async () => {
    reply = () =>
      Response.json(
        {
          message: "Your card's expiration date is in the past.",
          errors: { exp_year: ["Your card's expiration date is in the past."] },
        },
        { status: 400 },
      );
    const { result } = await act({ intent: "card-add", number: "4242424242424242", expiry: "12/34", cvc: "123" });
    expect(!result.ok && result.errors).toEqual({ expiry: ["Your card's expiration date is in the past."] });
  });

  test("a Stripe card is saved by its confirmed SetupIntent id", async () => {
    await act({ intent: "card-add", setup_intent_id: "seti_1AbC" });
    expect(sent.map((c) => [c.method, c.url, c.body])).toEqual([
      ["POST", `${API}/api/profile/payment`, { setup_intent_id: "seti_1AbC" }],
    ]);
  });

  test("delete-account deletes the account, clears the session cookie and redirects to /login, which says it worked", async () => {
    reply = () => Response.json({ message: "User account deleted" });
    const thrown = await settingsAction(post({ intent: "delete-account" })).catch((err: unknown) => err);
    expect(sent.map((c) => [c.method, c.url])).toEqual([["DELETE", `${API}/api/profile`]]);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?account-deleted=1");
    expect(response.headers.get("set-cookie")).toMatch(/^pitstop_session=;.*Max-Age=0/);
  });

  test("a failed deletion stays on the page with the API's message", async () => {
    reply = () => Response.json({ message: "The shop is busy" }, { status: 503 });
    const { result, status } = await act({ intent: "delete-account" });
    expect(status).toBe(502);
    expect(result).toMatchObject({ intent: "delete-account", ok: false, message: "The shop is busy" });
  });

  test("an unknown intent is refused without calling the API", async () => {
    const { result, status } = await act({ intent: "make-admin" });
    expect(status).toBe(400);
    expect(sent).toEqual([]);
    expect(result.ok).toBe(false);
  });
});
