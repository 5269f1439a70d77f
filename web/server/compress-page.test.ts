// @vitest-environment node
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { freePageSlabs, pageBytes } from "../app/lib/page-bytes.ts";
import { PAGE_BROTLI, sendWholePage } from "./compress-page.ts";

/** A whole page compressed in one job, through real HTTP behind the storefront's `compression` middleware. */
const PAGE = Buffer.from(`<!DOCTYPE html><html><body>${"<p>Brake pads — “front” ✓</p>".repeat(2000)}</body></html>`);
const SMALL = Buffer.from("<p>tiny</p>");
let server: http.Server;
let base = "";

beforeAll(async () => {
  const app = express();
  app.use(compression());
  app.get("/page", (req, res) => {
    res.status(200).type("html");
    sendWholePage(req, res, PAGE);
  });
  // A page as renderWhole makes it: in a pooled slab, whose bytes must reach the visitor intact.
  app.get("/pooled", (req, res) => {
    res.status(200).type("html");
    sendWholePage(req, res, pageBytes(PAGE.toString()));
  });
  app.get("/small", (req, res) => {
    res.status(200).type("html");
    sendWholePage(req, res, SMALL);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

function get(path: string, acceptEncoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("a whole page, compressed once", () => {
  test("brotli when the browser takes it, even listed last; the bytes decode to the page", async () => {
    const { headers, body } = await get("/page", "gzip, deflate, br");
    expect(headers["content-encoding"]).toBe("br");
    expect(headers.vary).toBe("Accept-Encoding");
    expect(Number(headers["content-length"])).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(PAGE.byteLength / 20);
    expect(zlib.brotliDecompressSync(body).equals(PAGE)).toBe(true);
  });

  test("gzip without brotli, and the page as it is without either", async () => {
    const gzip = await get("/page", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).equals(PAGE)).toBe(true);
    const plain = await get("/page", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(PAGE)).toBe(true);
  });

  test("a small page is sent as it is", async () => {
    const { headers, body } = await get("/small", "br");
    expect(headers["content-encoding"]).toBeUndefined();
    expect(body.equals(SMALL)).toBe(true);
  });
});

describe("the page's brotli", () => {
  /** The pieces a page's brotli comes back from the thread pool in: each one a round trip to the main thread. */
  async function piecesOf(page: Buffer, options: zlib.BrotliOptions): Promise<Buffer[]> {
    const pieces: Buffer[] = [];
    const stream = zlib.createBrotliCompress(options);
    stream.on("data", (piece: Buffer) => pieces.push(piece));
    await new Promise((resolve) => {
      stream.once("end", resolve);
      stream.end(page);
    });
    return pieces;
  }

  test("a vehicle page's worth (~17 KiB compressed) comes back in fewer pieces than with zlib's 16 KiB", async () => {
    // 135 KB of markup around 20,000 pseudo-random bytes as hex: ~16 KiB as brotli, as a vehicle page is ~17.
    let seed = 7;
    const noise = Buffer.from(
      Array.from({ length: 20_000 }, () => {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        return seed >>> 24;
      }),
    );
    const page = Buffer.from(
      `<!DOCTYPE html><ul>${Array.from({ length: 500 }, (_, i) => `<li class="flex flex-col rounded-2xl">${noise.subarray(i * 40, i * 40 + 40).toString("hex")}</li>`).join("")}</ul>`.padEnd(
        135_000,
        " ",
      ),
    );
    const ours = await piecesOf(page, PAGE_BROTLI);
    const zlibDefault = await piecesOf(page, { params: PAGE_BROTLI.params });
    expect(Buffer.concat(ours).byteLength).toBeGreaterThan(15 * 1024);
    expect(ours.length).toBeLessThan(zlibDefault.length);
    expect(zlib.brotliDecompressSync(Buffer.concat(ours)).equals(page)).toBe(true);
  });

  test("a pooled page's slab comes back once it is compressed, and serves the next page whole; sent as it is, it stays the socket's", async () => {
    const before = freePageSlabs();
    const first = await get("/pooled", "br");
    expect(zlib.brotliDecompressSync(first.body).equals(PAGE)).toBe(true);
    expect(freePageSlabs()).toBe(before + 1);
    const pages = await Promise.all([get("/pooled", "gzip"), get("/pooled", "br"), get("/pooled", "gzip")]);
    for (const { headers, body } of pages) {
      const html = headers["content-encoding"] === "br" ? zlib.brotliDecompressSync(body) : zlib.gunzipSync(body);
      expect(html.equals(PAGE)).toBe(true);
    }
    const free = freePageSlabs();
    expect(free).toBeGreaterThanOrEqual(before + 1);
    const plain = await get("/pooled", "identity");
    expect(plain.body.equals(PAGE)).toBe(true);
    expect(freePageSlabs()).toBe(free - 1);
  });
});
