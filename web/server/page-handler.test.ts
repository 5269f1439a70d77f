// @vitest-environment node
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testServerBuild } from "../app/test-support/server-build.ts";
import { PAGE_BODY_LIMIT } from "./body-limit.ts";
import { pageHandler } from "./page-handler.ts";
import { createStorefront } from "./storefront.ts";

/**
 * How a page's stream reaches the visitor (docs/decisions/016): React writes its HTML in 4 KB
 * chunks; they must leave as one compressed piece per burst — not a compressor flush per chunk,
 * which made the vehicle page's gzip 2.8 times its size and its compression cost more than its
 * rendering — while a later burst (a Suspense boundary) still reaches the visitor at once.
 */
const CHUNK = 4096;
/** ~300 KB of page-like HTML, as different as a product grid is from one card to the next. */
const shell = Array.from(
  { length: 2400 },
  (_, i) =>
    `<li class="card"><a href="/brakes/pads/part-${i}">Brake pad ${i * 7919}</a><span>$${i % 97}.99</span></li>`,
).join("");
const later = "<template>the late part</template>";

/** Releases the later burst once the visitor has the first one. */
let releaseLater: () => void = () => {};
let cancelled = false;

function pageStream(path: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(shell);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += CHUNK) controller.enqueue(bytes.subarray(at, at + CHUNK));
      if (path === "/streamed") {
        releaseLater = () => {
          controller.enqueue(new TextEncoder().encode(later));
          controller.close();
        };
      } else if (path !== "/endless") {
        controller.close();
      }
    },
    cancel() {
      cancelled = true;
    },
  });
}

const build = testServerBuild({
  entry: (request: Request, status: number, headers: Headers) => {
    headers.set("content-type", "text/html; charset=utf-8");
    return new Response(pageStream(new URL(request.url).pathname), { status, headers });
  },
  routes: {
    root: { id: "root", path: "", module: { default: () => null } },
    "routes/any": { id: "routes/any", parentId: "root", path: "*", module: { default: () => null } },
  },
});

let server: http.Server;
let base: string;
let port: number;
beforeAll(async () => {
  server = createStorefront({
    apiUrl: "http://127.0.0.1:9",
    pages: pageHandler(build, { bodyLimit: PAGE_BODY_LIMIT }),
  }).listen(0, "127.0.0.1");
  await new Promise<void>((r) => server.once("listening", r));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** The raw response: its headers, its body as sent (still compressed) and how many pieces it came in. */
function get(
  path: string,
  encoding: string,
  onData?: (piece: Buffer) => void,
): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer; pieces: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { "accept-encoding": encoding } }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (part: Buffer) => {
          parts.push(part);
          onData?.(part);
        });
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(parts), pieces: parts.length }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/** The sizes of the chunks of a chunked HTTP body, as the server wrote them. */
function httpChunks(path: string, encoding: string): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: shop.test\r\nAccept-Encoding: ${encoding}\r\nConnection: close\r\n\r\n`,
      ),
    );
    const parts: Buffer[] = [];
    socket.on("data", (part: Buffer) => parts.push(part));
    socket.on("error", reject);
    socket.on("end", () => {
      const raw = Buffer.concat(parts);
      const sizes: number[] = [];
      let at = raw.indexOf("\r\n\r\n") + 4;
      for (;;) {
        const lineEnd = raw.indexOf("\r\n", at);
        const size = Number.parseInt(raw.subarray(at, lineEnd).toString("latin1"), 16);
        if (!size) break;
        sizes.push(size);
        at = lineEnd + 2 + size + 2;
      }
      resolve(sizes);
    });
  });
}

describe("a page's stream", () => {
  test("arrives whole without compression", async () => {
    const { body } = await get("/page", "identity");
    expect(body.toString()).toBe(shell);
  });

  test.each([
    ["gzip", (b: Buffer) => zlib.gunzipSync(b)],
    ["br", (b: Buffer) => zlib.brotliDecompressSync(b)],
  ])("with %s, leaves as one compressed piece, not one compressor flush per 4 KB chunk", async (encoding, decode) => {
    const { headers, body } = await get("/page", encoding);
    expect(headers["content-encoding"]).toBe(encoding);
    expect(decode(body).toString()).toBe(shell);
    // Each flush ends a chunk of the HTTP body: a flush per 4 KB written made 57 of them here.
    expect((await httpChunks("/page", encoding)).length).toBeLessThanOrEqual(3);
  });

  test("a later burst still reaches the visitor as soon as it is written", async () => {
    const gunzip = zlib.createGunzip();
    let text = "";
    gunzip.on("data", (part: Buffer) => {
      text += part.toString();
      // The first burst arrived, decompressed, before the page ended: now the late part.
      if (text.length === shell.length) releaseLater();
    });
    const { body } = await get("/streamed", "gzip", (piece) => gunzip.write(piece));
    gunzip.end();
    expect(zlib.gunzipSync(body).toString()).toBe(shell + later);
  });

  test("a visitor who leaves mid-page cancels the rest of it", async () => {
    cancelled = false;
    await new Promise<void>((resolve) => {
      const req = http.get(`${base}/endless`, (res) => {
        res.once("data", () => {
          req.destroy();
          resolve();
        });
      });
      req.on("error", () => {});
    });
    await expect.poll(() => cancelled).toBe(true);
  });
});
