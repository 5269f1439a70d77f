// @vitest-environment node
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { apiRequest } from "./api-http.server";

/** The storefront server's API calls over node:http, against a real server. */
let server: Server;
let base = "";
let seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string } | null = null;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      seen = { method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() };
      if (req.url === "/slow") return; // never answers
      if (req.url === "/missing")
        return res.writeHead(404, { "content-type": "application/json" }).end('{"message":"Part not found"}');
      res
        .writeHead(200, { "content-type": "application/json", "cache-control": "public, max-age=60" })
        .end(JSON.stringify({ echo: seen.body, title: "Bremsbeläge — “front” ✓" }));
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("API calls from the storefront's server", () => {
  test("a POST sends its method, headers and body, and reads status, headers and JSON", async () => {
    const body = JSON.stringify({ slug: "brakes", note: "é" });
    const answer = await apiRequest(`${base}/api/filter?x=1`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": "abc" },
      body,
    });
    expect(seen).toMatchObject({
      method: "POST",
      url: "/api/filter?x=1",
      body,
      headers: {
        "content-type": "application/json",
        "x-request-id": "abc",
        "content-length": String(Buffer.byteLength(body)),
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.ok).toBe(true);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=60");
    expect(await answer.json()).toEqual({ echo: body, title: "Bremsbeläge — “front” ✓" });
  });

  test("an error answer resolves with its status, for the caller to read", async () => {
    const answer = await apiRequest(`${base}/missing`);
    expect(answer.status).toBe(404);
    expect(answer.ok).toBe(false);
    expect(await answer.json()).toEqual({ message: "Part not found" });
  });

  test("a call is ended by its signal, with the signal's reason", async () => {
    const reason = await apiRequest(`${base}/slow`, { signal: AbortSignal.timeout(100) }).catch((e: unknown) => e);
    expect(reason).toBeInstanceOf(DOMException);
    expect((reason as DOMException).name).toBe("TimeoutError");

    const gone = new AbortController();
    gone.abort();
    await expect(apiRequest(`${base}/api/x`, { signal: gone.signal })).rejects.toBe(gone.signal.reason);
  });

  test("no server listening is an error, not an answer", async () => {
    const closed = createServer();
    closed.listen(0, "127.0.0.1");
    await once(closed, "listening");
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await expect(apiRequest(`http://127.0.0.1:${port}/api/x`)).rejects.toThrow(/ECONNREFUSED/);
  });

  test("only http and https addresses and string bodies are taken", async () => {
    await expect(apiRequest("ftp://127.0.0.1/x")).rejects.toThrow("API_URL must be http or https, not ftp:");
    await expect(apiRequest(`${base}/x`, { method: "POST", body: new Uint8Array([1]) })).rejects.toThrow(
      "only a string body is sent",
    );
  });
});
