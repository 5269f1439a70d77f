// @vitest-environment node
import { afterEach, describe, expect, test, vi } from "vitest";
import { testReturn } from "~/features/admin/test-return";
import { testUser } from "~/test-support/test-user";
import { SESSION_COOKIE } from "../../server/session-cookie.ts";
import { action, loader } from "./admin-return";

// The API as `fetch` sees it (stubbed below), for the server's calls too.
vi.mock("~/lib/api-http.server", () => import("~/test-support/api-over-fetch"));

type Reply = { status: number; body: unknown };
type Sent = { method: string; path: string; headers: Record<string, string>; body: unknown };

const operator = testUser({ profile: { role: "admin", name: "Olive", lastname: "Park", email: "olive@example.com" } });

/** The API at the network boundary, by "METHOD path"; records what the page sent it. */
function stubApi(routes: Record<string, Reply>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const path = new URL(String(input)).pathname;
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      sent.push({ method, path, headers, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const reply =
        routes[`${method} ${path}`] ??
        (path === "/api/profile" ? { status: 200, body: operator } : { status: 404, body: { message: "Not found" } });
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return sent.filter.bind(sent);
}

const request = (form?: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(form ?? {})) for (const one of [v].flat()) body.append(k, one);
  return new Request("http://shop.test/admin/returns/7", {
    method: form ? "POST" : "GET",
    headers: {
      cookie: `${SESSION_COOKIE}=session-token-of-olive-0001`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: form ? body : undefined,
  });
};

const act = (form: Record<string, string | string[]>) =>
  action({ request: request(form), params: { id: "7" }, context: {} } as Parameters<typeof action>[0]);

/** An action's answer: a plain outcome, or one wrapped with its status (a refusal). */
const unwrap = (result: unknown) =>
  result && typeof result === "object" && "data" in result && "init" in result
    ? { ...(result as { data: object }).data, httpStatus: (result as { init: { status: number } }).init.status }
    : result;

const KEY = "5f0c4a52-3e1b-4c4e-9a57-0d6a2b8e91c3";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a return's page, server side", () => {
  test("the loader draws a fresh Idempotency-Key for the refund on every load", async () => {
    stubApi({ "GET /api/admin/returns/7": { status: 200, body: testReturn() } });
    const call = () => loader({ request: request(), params: { id: "7" }, context: {} } as Parameters<typeof loader>[0]);
    const first = (await call()) as unknown as { data: { refundKey: string } };
    const second = (await call()) as unknown as { data: { refundKey: string } };
    expect(first.data.refundKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second.data.refundKey).not.toBe(first.data.refundKey);
  });

  test("Refund sends the form's key as the Idempotency-Key header and says what was refunded", async () => {
    const sentTo = stubApi({
      "POST /api/admin/returns/7/refund": {
        status: 200,
        body: testReturn({ status: "refunded", refunded_amount: 194.92, refunded_at: "2026-11-28T10:00:00.000Z" }),
      },
    });
    const outcome = await act({ intent: "refund", idempotency_key: KEY });
    expect(outcome).toEqual({ ok: true, intent: "refund", message: "Return PS-2026-000041-R1 refunded $194.92" });
    const [refund] = sentTo((s) => s.path.endsWith("/refund"));
    expect(refund?.headers["idempotency-key"]).toBe(KEY);
    expect(refund?.method).toBe("POST");
  });

  test("a refund whose outcome is unknown (409 under way, 5xx) keeps the page and its key; a settled refusal reloads it", async () => {
    stubApi({ "POST /api/admin/returns/7/refund": { status: 409, body: { message: "This refund is under way" } } });
    expect(unwrap(await act({ intent: "refund", idempotency_key: KEY }))).toMatchObject({
      ok: false,
      message: "This refund is under way",
      httpStatus: 409,
    });
    vi.unstubAllGlobals();
    stubApi({
      "POST /api/admin/returns/7/refund": { status: 422, body: { message: "Only a received return can be refunded" } },
    });
    expect(await act({ intent: "refund", idempotency_key: KEY })).toEqual({
      ok: false,
      intent: "refund",
      status: 422,
      message: "Only a received return can be refunded",
      errors: undefined,
    });
  });

  test("a refund without a key is not sent", async () => {
    const sentTo = stubApi({});
    const outcome = await act({ intent: "refund" });
    expect(outcome).toMatchObject({ ok: false });
    expect(sentTo((s) => s.path.endsWith("/refund"))).toEqual([]);
  });

  test("Approve, Receive and Refuse send what the API takes and say it in the return's words", async () => {
    const sentTo = stubApi({
      "POST /api/admin/returns/7/approve": {
        status: 200,
        body: testReturn({
          status: "label_issued",
          label: { carrier: "UPS", tracking_number: "1ZRET0001", url: "/api/admin/returns/7/label" },
        }),
      },
      "POST /api/admin/returns/7/receive": {
        status: 200,
        body: testReturn({
          status: "received",
          lines: testReturn().lines.map((l) => ({ ...l, restocked: l.line_id !== 12 })),
        }),
      },
      "POST /api/admin/returns/7/refuse": { status: 200, body: testReturn({ status: "refused" }) },
    });
    expect(await act({ intent: "approve" })).toMatchObject({
      ok: true,
      message: "Return PS-2026-000041-R1 approved; the buyer is mailed the prepaid label",
    });
    expect(await act({ intent: "receive", damaged_line_ids: ["12", "oops"] })).toMatchObject({
      ok: true,
      message: "Return PS-2026-000041-R1 received; 2 units back in stock",
    });
    expect(await act({ intent: "refuse", reason: "  Installed and worn  " })).toMatchObject({
      ok: true,
      message: "Return PS-2026-000041-R1 refused; the buyer is told why",
    });
    expect(sentTo((s) => s.method === "POST").map((s) => [s.path, s.body])).toEqual([
      ["/api/admin/returns/7/approve", undefined],
      ["/api/admin/returns/7/receive", { damaged_line_ids: [12] }],
      ["/api/admin/returns/7/refuse", { reason: "Installed and worn" }],
    ]);
  });

  test("a refusal without a reason is said under the field and not sent", async () => {
    const sentTo = stubApi({});
    expect(unwrap(await act({ intent: "refuse", reason: "   " }))).toMatchObject({
      ok: false,
      errors: { reason: ["Say why the return is refused"] },
      httpStatus: 400,
    });
    expect(sentTo((s) => s.method === "POST")).toEqual([]);
  });
});
