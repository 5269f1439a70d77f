// @vitest-environment node
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { authenticate, authPage } from "./auth-action.server";

// The API as `fetch` sees it (stubbed below), for the server's calls too.
vi.mock("~/lib/api-http.server", () => import("~/test-support/api-over-fetch"));

const API = "http://127.0.0.1:4000";
const SESSION = "n3w-s3ss10n-t0ken-abcdefghijklmnopqrstuvwxyz0";

type Sent = { method: string; url: string; body: unknown };
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
      };
      sent.push(call);
      return reply(call);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function post(url: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request(url, { method: "POST", body });
}

/** Runs the action; a thrown redirect is returned as the Response it is. */
async function run(request: Request, path: "/api/auth/login" | "/api/auth/register" = "/api/auth/login") {
  try {
    return await authenticate(request, path);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("Google sign-in through the page's action", () => {
  test("the credential goes to POST /api/googleAuth and the answer becomes the httpOnly session cookie", async () => {
    reply = () => Response.json({ token: SESSION });
    const res = await run(
      post("http://shop.test/login", { intent: "google", credential: "google.id.token", redirect: "/cart" }),
    );
    expect(sent).toEqual([{ method: "POST", url: `${API}/api/googleAuth`, body: { token: "google.id.token" } }]);
    expect(res).toBeInstanceOf(Response);
    const response = res as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/cart");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`pitstop_session=${SESSION}`);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
  });

  test("a redirect to another site is replaced by the personal area", async () => {
    reply = () => Response.json({ token: SESSION });
    const res = (await run(
      post("http://shop.test/sign-up", { intent: "google", credential: "x", redirect: "https://evil.example/" }),
      "/api/auth/register",
    )) as Response;
    expect(res.headers.get("location")).toBe("/profile");
  });

  test("a return path that only leaves the site once its dot segments are resolved is refused", async () => {
    reply = () => Response.json({ token: SESSION });
    const res = (await run(
      post("http://shop.test/login", { email: "ada@example.com", password: "x", redirect: "/..//evil.example" }),
    )) as Response;
    expect(res.headers.get("location")).toBe("/profile");
  });

  test("the API's refusal comes back as the message to show, with its status and no cookie", async () => {
    reply = () =>
      Response.json(
        { message: "An account with this email address already exists. Sign in with your password…" },
        { status: 409 },
      );
    const res = (await run(post("http://shop.test/login", { intent: "google", credential: "x" }))) as unknown as {
      data: { error: string };
      init: ResponseInit | null;
    };
    expect(res.data.error).toBe("An account with this email address already exists. Sign in with your password…");
    expect(res.init?.status).toBe(409);
  });

  test("without the intent the form is an email sign-in as before", async () => {
    reply = () => Response.json({ token: SESSION });
    await run(post("http://shop.test/login", { email: "ada@example.com", password: "tarmac-Sprocket-42" }));
    expect(sent).toEqual([
      {
        method: "POST",
        url: `${API}/api/auth/login`,
        body: { email: "ada@example.com", password: "tarmac-Sprocket-42" },
      },
    ]);
  });
});

describe("the sign-in pages' loader", () => {
  test("offers Google only with the client id the API names", async () => {
    reply = () => Response.json({ googleClientId: "123.apps.googleusercontent.com" });
    expect(await authPage(new Request("http://shop.test/login?redirect=/cart"))).toEqual({
      redirectTo: "/cart",
      googleClientId: "123.apps.googleusercontent.com",
      accountDeleted: false,
      email: null,
    });
    reply = () => Response.json({ googleClientId: null });
    expect((await authPage(new Request("http://shop.test/login"))).googleClientId).toBeNull();
  });

  test("arriving from the account's deletion is known to the page, so it can say the deletion worked", async () => {
    reply = () => Response.json({ googleClientId: null });
    expect((await authPage(new Request("http://shop.test/login?account-deleted=1"))).accountDeleted).toBe(true);
    expect((await authPage(new Request("http://shop.test/login"))).accountDeleted).toBe(false);
  });

  test("an email in the link starts the form (an order's 'Create an account'); anything else is dropped", async () => {
    reply = () => Response.json({ googleClientId: null });
    const page = (query: string) => authPage(new Request(`http://shop.test/sign-up${query}`));
    expect((await page("?email=%20Gail%40Example.com")).email).toBe("gail@example.com");
    expect((await page("?email=not-an-email")).email).toBeNull();
    expect((await page("?email=%3Cscript%3E%40x")).email).toBeNull();
    expect((await page("")).email).toBeNull();
  });

  test("a return path that resolves to another host is not carried into the form", async () => {
    reply = () => Response.json({ googleClientId: null });
    expect((await authPage(new Request("http://shop.test/login?redirect=/..//evil.example"))).redirectTo).toBeNull();
    expect((await authPage(new Request("http://shop.test/login?redirect=/profile/../cart"))).redirectTo).toBe("/cart");
  });

  test('sign-up takes an email from the link (an order\'s "Create an account"), normalized, and nothing else', async () => {
    reply = () => Response.json({ googleClientId: null });
    const page = (query: string) => authPage(new Request(`http://shop.test/sign-up${query}`));
    expect((await page("?email=%20Gail%40Example.com%20")).email).toBe("gail@example.com");
    expect((await page("?email=not-an-email")).email).toBeNull();
    expect((await page(`?email=${"a".repeat(250)}%40example.com`)).email).toBeNull();
    expect((await page("")).email).toBeNull();
    // Other fields in the link are not starting values.
    expect(Object.keys(await page("?email=gail%40example.com&password=x&first_name=Eve")).sort()).toEqual([
      "accountDeleted",
      "email",
      "googleClientId",
      "redirectTo",
    ]);
  });

  test("an API that cannot say leaves Google off rather than breaking the page", async () => {
    reply = () => Response.json({ message: "down" }, { status: 503 });
    expect((await authPage(new Request("http://shop.test/sign-up"))).googleClientId).toBeNull();
  });
});
