import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAccountsTestApp } from "../../../test/auth-kit.ts";

/** The storefront's address when it proxies; the only one whose X-Forwarded-For may be believed. */
const PROXY = "198.51.100.7";

let direct: Awaited<ReturnType<typeof createAccountsTestApp>>;
let behindProxy: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  [direct, behindProxy] = await Promise.all([createAccountsTestApp(), createAccountsTestApp({ TRUST_PROXY: PROXY })]);
});
afterAll(() => Promise.all([direct.close(), behindProxy.close()]));

type App = typeof direct;
/** `count` requests from one socket address, each claiming another client in X-Forwarded-For. */
async function spray(count: number, send: (i: number, headers: Record<string, string>) => Promise<number>) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push(await send(i, { "x-forwarded-for": `203.0.113.${i + 1}` }));
  return codes;
}
const from = (app: App, method: "GET" | "POST", url: string, payload?: unknown) => (headers: Record<string, string>) =>
  app.request(method, url, payload, { remoteAddress: PROXY, headers });

describe("per-IP limits, with a forged X-Forwarded-For", () => {
  test("the 11th reset request from one address in an hour is a 429 that says how long to wait", async () => {
    let last = "";
    const codes = await spray(11, async (i, headers) => {
      const res = await from(direct, "POST", "/api/profile/reset", { email: `someone${i}@example.com` })(headers);
      last = res.json().message;
      return res.statusCode;
    });
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(codes[10]).toBe(429);
    expect(last).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
  });

  test("the 21st verification link from one address in 15 minutes is a 429", async () => {
    const codes = await spray(
      21,
      async (_, headers) =>
        (await from(direct, "GET", `/api/email/verify?token=${"A".repeat(43)}`)(headers)).statusCode,
    );
    expect(codes.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(codes[20]).toBe(429);
  });

  test("the 11th sign-up from one address in an hour is a 429", async () => {
    const codes = await spray(
      11,
      async (i, headers) =>
        (
          await from(direct, "POST", "/api/auth/register", {
            email: `new${i}@example.com`,
            password: "tarmac-Sprocket-42",
          })(headers)
        ).statusCode,
    );
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(codes[10]).toBe(429);
  });

  test("the 11th new-password attempt from one address in 15 minutes is a 429", async () => {
    const codes = await spray(
      11,
      async (i, headers) =>
        (
          await from(direct, "POST", "/api/create-new-password", {
            token: "B".repeat(43),
            email: `reset${i}@example.com`,
            password: "gearbox-Lantern-77",
          })(headers)
        ).statusCode,
    );
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(codes[10]).toBe(429);
  });
});

describe("behind a trusted proxy (TRUST_PROXY)", () => {
  test("each forwarded client has its own allowance", async () => {
    const codes = await spray(
      15,
      async (i, headers) =>
        (await from(behindProxy, "POST", "/api/profile/reset", { email: `client${i}@example.com` })(headers))
          .statusCode,
    );
    expect(codes).toEqual(Array(15).fill(200));
  });

  test("one forwarded client is still limited", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await behindProxy.request(
        "POST",
        "/api/profile/reset",
        { email: `same-client${i}@example.com` },
        { remoteAddress: PROXY, headers: { "x-forwarded-for": "192.0.2.50" } },
      );
      codes.push(res.statusCode);
    }
    expect(codes[9]).toBe(200);
    expect(codes[10]).toBe(429);
  });
});
