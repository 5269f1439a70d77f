// @vitest-environment node
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { testUser } from "~/test-support/test-user";
import {
  requestPasswordReset,
  resendVerification,
  resetLinkFrom,
  setNewPassword,
  verificationPage,
} from "./mail-links.server";

// The API as `fetch` sees it (stubbed below), for the server's calls too.
vi.mock("~/lib/api-http.server", () => import("~/test-support/api-over-fetch"));

const API = "http://127.0.0.1:4000";
const SESSION = "s3ss10n-t0ken-abcdefghijklmnopqrstuvwxyz0123";
const LINK_TOKEN = "Abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE";

type Sent = { method: string; url: string; body: unknown; authorization: string | null };
let sent: Sent[];
let reply: (call: Sent) => Response;

beforeEach(() => {
  sent = [];
  // The boundary: the API over HTTP. Everything of ours between the page and it runs for real.
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? "GET",
        url: String(input),
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
        authorization: new Headers(init?.headers).get("authorization"),
      };
      sent.push(call);
      return reply(call);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function post(url: string, fields: Record<string, string>, cookie?: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request(url, { method: "POST", body, headers: cookie ? { cookie } : {} });
}

/** What `data(...)` hands the page: the value and the response init. */
type DataOf<T> = { data: T; init: ResponseInit | null };
const answer = async <T>(pending: Promise<unknown>) => (await pending) as DataOf<T>;

describe("/reset-password", () => {
  test("posts only the address and shows the API's sentence", async () => {
    reply = () => Response.json({ message: "If an account uses this email address, we have sent it a link." });
    const { data } = await answer<{ sent: boolean; message: string }>(
      requestPasswordReset(post("http://shop.test/reset-password", { email: " ada@example.com ", extra: "x" })),
    );
    expect(sent).toEqual([
      { method: "POST", url: `${API}/api/profile/reset`, body: { email: "ada@example.com" }, authorization: null },
    ]);
    expect(data).toEqual({
      sent: true,
      message: "If an account uses this email address, we have sent it a link.",
      email: "ada@example.com",
    });
  });

  test("a refusal keeps the address typed and its status", async () => {
    reply = () => Response.json({ message: "Too many reset requests for this email address." }, { status: 429 });
    const { data, init } = await answer<{ sent: boolean; error: string; email: string }>(
      requestPasswordReset(post("http://shop.test/reset-password", { email: "ada@example.com" })),
    );
    expect(data).toMatchObject({ sent: false, error: "Too many reset requests for this email address." });
    expect(data.email).toBe("ada@example.com");
    expect(init?.status).toBe(429);
  });
});

describe("/create-new-password", () => {
  test("reads the token and the address from the mail's link and asks the API whether it still works", async () => {
    reply = () => Response.json({ message: "This link works: choose a new password." });
    const link = await resetLinkFrom(
      new Request(`http://shop.test/create-new-password.data?token=${LINK_TOKEN}&email=Ada%40Example.com`),
    );
    expect(link).toEqual({ token: LINK_TOKEN, email: "ada@example.com", problem: null, changed: false });
    expect(sent).toEqual([
      {
        method: "POST",
        url: `${API}/api/create-new-password/check`,
        body: { token: LINK_TOKEN, email: "ada@example.com" },
        authorization: null,
      },
    ]);
  });

  test("a used link says so when the page opens, and no form is offered", async () => {
    const message = "This password reset link has already been used. Ask for a new one if you still need it.";
    reply = () => Response.json({ message, errors: { token: [message] } }, { status: 400 });
    const link = await resetLinkFrom(
      new Request(`http://shop.test/create-new-password?token=${LINK_TOKEN}&email=ada%40example.com`),
    );
    expect(link).toEqual({ token: "", email: "", problem: message, changed: false });
  });

  test.each([
    ["no token", "?email=ada%40example.com"],
    ["a cut-off token", `?token=${LINK_TOKEN.slice(0, 30)}&email=ada%40example.com`],
    ["no address", `?token=${LINK_TOKEN}`],
  ])("a link with %s is said to be incomplete", async (_, query) => {
    const link = await resetLinkFrom(new Request(`http://shop.test/create-new-password${query}`));
    expect(link.problem).toBe(
      "This password reset link is incomplete. Copy the whole link from the mail, or ask for a new one.",
    );
    expect(link.token).toBe("");
  });

  const fields = { token: LINK_TOKEN, email: "ada@example.com", password: "gearbox-Lantern-77" };

  test("two different passwords are refused without asking the API", async () => {
    const { data, init } = await answer<{ fields: Record<string, string[]> }>(
      setNewPassword(post("http://shop.test/create-new-password", { ...fields, confirm: "gearbox-Lantern-78" })),
    );
    expect(sent).toEqual([]);
    expect(init?.status).toBe(400);
    expect(data.fields).toEqual({ confirm: ["The two passwords do not match"] });
  });

  test("a new password signs the visitor in: the API's token becomes the httpOnly cookie, the token leaves the URL", async () => {
    reply = () => Response.json({ message: "Your password has been changed and you are signed in.", token: SESSION });
    const thrown = await setNewPassword(
      post("http://shop.test/create-new-password", { ...fields, confirm: fields.password }),
    ).catch((r: unknown) => r);
    expect(sent).toEqual([
      { method: "POST", url: `${API}/api/create-new-password`, body: fields, authorization: null },
    ]);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/create-new-password?changed=1");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`pitstop_session=${SESSION}`);
    expect(cookie).toContain("HttpOnly");
  });

  test("the changed state shows only to a visitor who has a session", async () => {
    const url = "http://shop.test/create-new-password?changed=1";
    const withSession = new Request(url, { headers: { cookie: `pitstop_session=${SESSION}` } });
    expect((await resetLinkFrom(withSession)).changed).toBe(true);
    expect((await resetLinkFrom(new Request(url))).changed).toBe(false);
  });

  test("the API's refusal (a used link) comes back with its fields and no cookie", async () => {
    const message = "This password reset link has already been used. Ask for a new one if you still need it.";
    reply = () => Response.json({ message, errors: { token: [message] } }, { status: 400 });
    const { data, init } = await answer<{ error: string; fields: Record<string, string[]> }>(
      setNewPassword(post("http://shop.test/create-new-password", { ...fields, confirm: fields.password })),
    );
    expect(data).toEqual({ error: message, fields: { token: [message] } });
    expect(init?.status).toBe(400);
    expect(new Headers(init?.headers).get("set-cookie")).toBeNull();
  });
});

describe("/verify-email", () => {
  const profile = (verified: boolean) =>
    Response.json(testUser({ profile: { email: "ada@example.com", email_verified: verified } }));

  test("a guest's link is sent to the API and its answer shown", async () => {
    reply = () => Response.json({ message: "Email verified" });
    const page = await verificationPage(new Request(`http://shop.test/verify-email?token=${LINK_TOKEN}`));
    expect(sent.map((s) => s.url)).toEqual([`${API}/api/email/verify?token=${LINK_TOKEN}`]);
    expect(page).toEqual({ outcome: { verified: true, message: "Email verified" }, account: null });
  });

  test("a refused link shows the API's reason; a signed-in visitor learns where the address stands", async () => {
    reply = (call) =>
      call.url.includes("/api/email/verify")
        ? Response.json({ message: "This confirmation link has expired (links work for 48 hours)." }, { status: 400 })
        : profile(false);
    const page = await verificationPage(
      new Request(`http://shop.test/verify-email?token=${LINK_TOKEN}`, {
        headers: { cookie: `pitstop_session=${SESSION}` },
      }),
    );
    expect(page).toEqual({
      outcome: { verified: false, message: "This confirmation link has expired (links work for 48 hours)." },
      account: { email: "ada@example.com", verified: false },
    });
    expect(sent.every((s) => s.authorization === `Bearer ${SESSION}`)).toBe(true);
  });

  test("without a token nothing is verified; the page only reads the account", async () => {
    reply = () => profile(true);
    const page = await verificationPage(
      new Request("http://shop.test/verify-email", { headers: { cookie: `pitstop_session=${SESSION}` } }),
    );
    expect(sent.map((s) => s.url)).toEqual([`${API}/api/profile`]);
    expect(page).toEqual({ outcome: null, account: { email: "ada@example.com", verified: true } });
  });

  test("asking for a new link while signed out says to sign in", async () => {
    reply = () => Response.json({ message: "Please sign in to continue." }, { status: 401 });
    const { data, init } = await answer<{ sent: boolean; error: string }>(
      resendVerification(post("http://shop.test/verify-email", {})),
    );
    expect(data).toEqual({ sent: false, error: "Please sign in to get a new link." });
    expect(init?.status).toBe(401);
  });

  test("a new link is asked for with the visitor's session", async () => {
    reply = () => Response.json({ message: "We sent a new confirmation link to ada@example.com." });
    const { data } = await answer<{ sent: boolean; message: string }>(
      resendVerification(post("http://shop.test/verify-email", {}, `pitstop_session=${SESSION}`)),
    );
    expect(sent).toEqual([
      { method: "POST", url: `${API}/api/email/verify/resend`, body: {}, authorization: `Bearer ${SESSION}` },
    ]);
    expect(data).toEqual({ sent: true, message: "We sent a new confirmation link to ada@example.com." });
  });
});
