// @vitest-environment node
import { afterEach, describe, expect, test, vi } from "vitest";
import { testOrder } from "~/components/orders/test-order";
import { testUser } from "~/test-support/test-user";
import { SESSION_COOKIE } from "../../server/session-cookie.ts";
import { loader } from "./pay";

// The API as `fetch` sees it (stubbed below), for the server's calls too.
vi.mock("~/lib/api-http.server", () => import("~/test-support/api-over-fetch"));

type Reply = { status: number; body: unknown };

/** The API at the network boundary, by path. */
function stubApi(routes: Record<string, Reply>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input)).pathname;
      const reply = routes[path] ?? { status: 404, body: { message: "Not found" } };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
}

const call = (path: string, signedIn = true) =>
  loader({
    request: new Request(`http://shop.test${path}`, {
      headers: signedIn ? { cookie: `${SESSION_COOKIE}=session-token-of-dana-0001` } : {},
    }),
    params: {},
    context: {},
  } as Parameters<typeof loader>[0]);

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof Response) return err;
    throw err;
  }
  throw new Error("the loader did not throw");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("/pay's loader (sign-in required)", () => {
  test("a visitor is sent to sign in and comes back to the same order", async () => {
    const response = await thrown(call("/pay?order=41", false));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?redirect=%2Fpay%3Forder%3D41");
  });

  test("an ended session is forgotten and sent to sign in", async () => {
    stubApi({
      "/api/orders/41": { status: 401, body: { message: "Sign in" } },
      "/api/profile": { status: 401, body: { message: "Sign in" } },
    });
    const response = await thrown(call("/pay?order=41"));
    expect(response.headers.get("location")).toBe("/login?redirect=%2Fpay%3Forder%3D41");
    expect(response.headers.get("set-cookie")).toContain(`${SESSION_COOKIE}=;`);
  });

  test.each(["/pay", "/pay?order=abc", "/pay?order=0", "/pay?order=-4"])("%s is the not-found page", async (path) => {
    const response = await thrown(call(path));
    expect(response.status).toBe(404);
  });

  test("another user's order (the API's 404) is the not-found page", async () => {
    stubApi({
      "/api/profile": { status: 200, body: testUser() },
      "/api/payments/config": { status: 200, body: { provider: "simulated", publishableKey: null } },
    });
    const response = await thrown(call("/pay?order=99"));
    expect(response.status).toBe(404);
  });

  test("the order, the saved cards and the card provider", async () => {
    const card = {
      id: 1,
      payment_stripe_id: "pm_visa",
      default: 1 as const,
      brand: "visa",
      last4: "4242",
      exp_month: 12,
      exp_year: 2034,
    };
    stubApi({
      "/api/orders/41": { status: 200, body: testOrder() },
      "/api/profile": { status: 200, body: testUser({ payments: [card] }) },
      "/api/payments/config": { status: 503, body: { message: "down" } },
    });
    const result = await call("/pay?order=41");
    const body = "data" in result ? result.data : result;
    expect(body).toEqual({ order: testOrder(), cards: [card], config: null });
  });
});
