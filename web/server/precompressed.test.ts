// @vitest-environment node
import { mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import { precompressedAssets } from "./precompressed.ts";

const script = `export const answer = ${"42 + ".repeat(200)}0;\n`;
let server: http.Server;
let base = "";

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "precompressed-"));
  writeFileSync(path.join(dir, "app-abc123.js"), script);
  writeFileSync(path.join(dir, "app-abc123.js.br"), brotliCompressSync(script));
  writeFileSync(path.join(dir, "app-abc123.js.gz"), gzipSync(script));
  writeFileSync(path.join(dir, "data.json"), "{}");
  const app = express();
  app.use("/assets", precompressedAssets(dir));
  server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
});
afterAll(() => server.close());

/** The raw answer (Node's fetch would decode it). */
function get(file: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}/${file}`, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

test("a script goes out as the build compressed it: brotli when taken, else gzip, else as it is", async () => {
  const br = await get("app-abc123.js", "gzip, deflate, br");
  expect(br.headers["content-encoding"]).toBe("br");
  expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(br.headers.vary).toContain("Accept-Encoding");
  expect(br.body.equals(brotliCompressSync(script))).toBe(true);

  const gz = await get("app-abc123.js", "gzip, br;q=0");
  expect(gz.headers["content-encoding"]).toBe("gzip");

  const plain = await get("app-abc123.js", "identity");
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.toString()).toBe(script);
});

test("a file the build did not compress is sent as it is; a missing one is a 404", async () => {
  expect((await get("data.json", "br")).body.toString()).toBe("{}");
  expect((await get("nope-123.js", "br")).status).toBe(404);
});

test("a hashed asset carries no validators or range headers: it is never asked for again", async () => {
  for (const encoding of ["br", "gzip", "identity"]) {
    const answer = await get("app-abc123.js", encoding);
    expect(answer.status).toBe(200);
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.headers["last-modified"]).toBeUndefined();
    expect(answer.headers["accept-ranges"]).toBeUndefined();
  }
});
