import zlib from "node:zlib";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { releasePageBytes } from "../app/lib/page-bytes.ts";

/** Smaller than this, a page is sent as it is (the `compression` middleware's own threshold). */
const MIN_BYTES = 1024;

/**
 * The compressed page comes back from the thread pool in pieces of at most this size, each a round
 * trip to the main thread: with zlib's default 16 KiB a vehicle page (~17 KiB as brotli) took three,
 * with 32 KiB two. In a loop over that page, compressing cost ~1.0–1.2 ms of CPU, 0.16–0.19 ms of it
 * the main thread's, and now ~0.8–0.9 ms and ~0.1 ms. Below the servers' 64 KB malloc threshold, so
 * the buffer is not mapped anew each time (scripts/processes.ts).
 */
const OUTPUT_CHUNK = 32 * 1024;

/**
 * Brotli for pages: quality 2 with a 256 KiB window (a vehicle page, ~130 KB of HTML, fits it).
 * Quality 4 cost ~2.7 ms of CPU a page for 17.5 KiB; quality 2 ~0.9 ms for 16.6 KiB; quality 1,
 * ~0.55 ms, made a product page's brotli larger than its gzip (docs/decisions/016).
 */
export const PAGE_BROTLI: zlib.BrotliOptions = {
  chunkSize: OUTPUT_CHUNK,
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
};

/**
 * Sends a whole page compressed in one job of the thread pool, when the visitor takes brotli or
 * gzip: a page the server has whole (rendered whole, or from the page cache) needs no compression
 * stream between it and the socket — that stream's writes, flushes and callbacks cost the main
 * thread as much again as the compressing (bench/storefront's long tail). The `compression`
 * middleware sees the Content-Encoding set and stands aside. Anything else (small, or not taken
 * compressed) is sent as it is, through it.
 */
export function sendWholePage(req: ExpressRequest, res: ExpressResponse, bytes: Buffer) {
  // Brotli whenever it is taken at all (browsers list it last, at the same weight as gzip).
  const encoding =
    bytes.byteLength < MIN_BYTES
      ? false
      : req.acceptsEncodings("br") === "br"
        ? "br"
        : req.acceptsEncodings("gzip") === "gzip"
          ? "gzip"
          : false;
  if (encoding !== "br" && encoding !== "gzip") {
    res.end(bytes);
    return;
  }
  const done = (err: Error | null, compressed: Buffer) => {
    if (res.destroyed || res.writableEnded) {
      releasePageBytes(bytes);
      return;
    }
    if (err) {
      res.end(bytes);
      return;
    }
    // zlib has read the page: a pooled page's bytes go back (lib/page-bytes.ts). Sent as they are
    // (above, small or not taken compressed), they are the socket's until written, and not given back.
    releasePageBytes(bytes);
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", compressed.byteLength);
    res.end(compressed);
  };
  res.append("Vary", "Accept-Encoding");
  if (encoding === "br")
    zlib.brotliCompress(
      bytes,
      { ...PAGE_BROTLI, params: { ...PAGE_BROTLI.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } },
      done,
    );
  else zlib.gzip(bytes, { level: 4, chunkSize: OUTPUT_CHUNK }, done);
}
