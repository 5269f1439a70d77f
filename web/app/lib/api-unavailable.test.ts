// @vitest-environment node
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { z } from "zod";

/**
 * While the API restarts (nothing listens) or its database is away (the API's 503), a page's
 * loader is a 503 with Retry-After that the root renders as "Back in a moment", not the generic
 * error page; an action gets the same as a message to show (docs/decisions/013).
 */
let server: Server;
let mode: "unavailable" | "ok" = "unavailable";
let port = 0;

beforeAll(async () => {
  server = createServer((_req, res) => {
    if (mode === "ok") return res.writeHead(200, { "content-type": "application/json" }).end("[]");
    res
      .writeHead(503, { "content-type": "application/json", "retry-after": "5" })
      .end(JSON.stringify({ message: "The shop is briefly unavailable. Please try again in a few seconds." }));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

async function clientFor(apiUrl: string) {
  vi.resetModules();
  vi.stubEnv("API_URL", apiUrl);
  const { apiFor } = await import("./api.server");
  return apiFor(new Request("http://shop.test/brakes"));
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error("expected a rejection");
}

describe("the API away", () => {
  test("a loader's call to an API answering 503 is a 503 page with Retry-After", async () => {
    mode = "unavailable";
    const api = await clientFor(`http://127.0.0.1:${port}`);
    const err = await thrown(api.get("/api/categories", z.array(z.unknown())));
    expect(err).toBeInstanceOf(Response);
    expect((err as Response).status).toBe(503);
    expect((err as Response).headers.get("retry-after")).toBe("5");
  });

  test("a loader's call to an API that does not listen (restarting) is the same 503 page", async () => {
    const closed = createServer();
    closed.listen(0, "127.0.0.1");
    await once(closed, "listening");
    const closedPort = (closed.address() as AddressInfo).port;
    closed.close();
    const api = await clientFor(`http://127.0.0.1:${closedPort}`);
    const err = await thrown(api.get("/api/categories", z.array(z.unknown())));
    expect(err).toBeInstanceOf(Response);
    expect((err as Response).status).toBe(503);

    const sent = await api.send("POST", "/api/cart", z.unknown(), { products: [] });
    expect(sent).toEqual({
      ok: false,
      status: 503,
      message: "The shop is briefly unavailable. Please try again in a few seconds.",
    });
  });

  test("once the API answers again, the same call succeeds", async () => {
    mode = "ok";
    const api = await clientFor(`http://127.0.0.1:${port}`);
    expect(await api.get("/api/categories", z.array(z.unknown()))).toEqual([]);
  });
});
