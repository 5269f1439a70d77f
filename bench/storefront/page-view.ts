/** One page view as a first visit makes it: what came over the wire, and which API calls it made. */
import { readFileSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from "node:zlib";
import type { Started } from "../shop.ts";
import { PAGE_HEADERS } from "./pages.ts";

/** One page as a first visit gets it, with the given Accept-Encoding: its status, bytes over the wire and unpacked. */
export function fetchPage(url: string, encoding = PAGE_HEADERS["accept-encoding"]) {
  return new Promise<{ status: number; encoding: string; wire: number; html: number; gzipWhole: number }>(
    (resolve, reject) => {
      const req = httpRequest(url, { headers: { ...PAGE_HEADERS, "accept-encoding": encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const served = res.headers["content-encoding"] ?? "identity";
          const unpack =
            { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync }[served] ?? ((b: Buffer) => b);
          const html = unpack(body);
          // The same HTML gzipped in one piece, to compare with what the server's streaming sends.
          resolve({
            status: res.statusCode ?? 0,
            encoding: served,
            wire: body.length,
            html: html.length,
            gzipWhole: gzipSync(html).length,
          });
        });
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end();
    },
  );
}

/** The API requests one page view made, read from the API's request log (LOG_LEVEL info or finer). */
export async function apiCallsOf(page: string, web: Started, api: Started): Promise<string[] | null> {
  const before = statSync(api.log).size;
  await fetchPage(`${web.url}${page}`);
  await sleep(300);
  const calls: string[] = [];
  for (const line of readFileSync(api.log).subarray(before).toString("utf8").split("\n")) {
    try {
      const entry = JSON.parse(line) as { msg?: string; req?: { method?: string; url?: string } };
      if (entry.msg === "incoming request" && entry.req) calls.push(`${entry.req.method} ${entry.req.url}`);
    } catch {
      // not a JSON log line
    }
  }
  return calls.length > 0 ? calls : null;
}
