// @vitest-environment node
import { GUEST_LOOKUP_ANSWER } from "@pitstop/contract/guest";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { findOrder } from "./find-order.server";

// The API as `fetch` sees it (stubbed below), for the server's calls too.
vi.mock("~/lib/api-http.server", () => import("~/test-support/api-over-fetch"));

const API = "http://127.0.0.1:4000";

type Sent = { method: string; url: string; body: unknown };
let sent: Sent[];
let reply: (call: Sent) => Response;

beforeEach(() => {
  sent = [];
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

function post(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request("http://shop.test/orders/find", { method: "POST", body });
}

describe("Find my order's action", () => {
  test("the number and email go to POST /api/guest/orders/lookup; its one answer is what the page says", async () => {
    reply = () => Response.json({ message: GUEST_LOOKUP_ANSWER });
    const result = await findOrder(post({ number: " PS-2026-000077 ", email: "gail@example.com" }));
    expect(sent).toEqual([
      {
        method: "POST",
        url: `${API}/api/guest/orders/lookup`,
        body: { number: "PS-2026-000077", email: "gail@example.com" },
      },
    ]);
    expect(result.data).toEqual({
      sent: true,
      message: GUEST_LOOKUP_ANSWER,
      number: "PS-2026-000077",
      email: "gail@example.com",
    });
  });

  test("the contract's messages come back by field, with what was typed kept", async () => {
    reply = () =>
      Response.json(
        {
          message: "Check the highlighted fields",
          errors: { number: ["Enter the order number, like PS-2026-000123"], email: ["Enter a valid email address"] },
        },
        { status: 400 },
      );
    const result = await findOrder(post({ number: "", email: "gail@" }));
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({
      sent: false,
      fields: { number: ["Enter the order number, like PS-2026-000123"], email: ["Enter a valid email address"] },
      email: "gail@",
    });
  });

  test("too many tries: the API's message is shown", async () => {
    reply = () => Response.json({ message: "Too many attempts. Try again in a minute." }, { status: 429 });
    const result = await findOrder(post({ number: "PS-2026-000077", email: "gail@example.com" }));
    expect(result.init?.status).toBe(429);
    expect(result.data).toMatchObject({ sent: false, error: "Too many attempts. Try again in a minute." });
  });
});
