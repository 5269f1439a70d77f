import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import express from "express";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

/** Which encodings, best first, the visitor takes (q=0 refuses one). */
function accepted(header: string | undefined): Set<string> {
  const ok = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) continue;
    if (name) ok.add(name);
  }
  return ok;
}

/**
 * The build's hashed assets, sent as the build compressed them (web/vite/precompress.ts): brotli
 * when the visitor takes it, else gzip, else as they are. Immutable for a year, without validators; the files are
 * listed once at start, so a request costs no look on disk before the send.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const files = new Set(readdirSync(dir));
  // A hashed file is never asked for again, so validators (ETag, Last-Modified) and range support
  // are bytes on every first visit's script that nothing reads.
  const options = { immutable: true, maxAge: "1y", etag: false, lastModified: false, acceptRanges: false };
  const plain = express.static(dir, { ...options, fallthrough: false });
  // Read once, on first request: the compressed scripts and styles of a build are about 1 MB.
  const compressed = new Map<string, Promise<Buffer>>();
  return (req, res, next) => {
    const name = req.path.slice(1);
    const type = TYPES[path.extname(name)];
    if (!type || !files.has(name) || (req.method !== "GET" && req.method !== "HEAD")) return plain(req, res, next);
    const encodings = accepted(req.get("accept-encoding"));
    const encoding =
      encodings.has("br") && files.has(`${name}.br`)
        ? "br"
        : encodings.has("gzip") && files.has(`${name}.gz`)
          ? "gzip"
          : null;
    res.vary("Accept-Encoding");
    if (!encoding) return plain(req, res, next);
    const file = `${name}.${encoding === "br" ? "br" : "gz"}`;
    let body = compressed.get(file);
    if (!body) {
      body = readFile(path.join(dir, file));
      compressed.set(file, body);
      body.catch(() => compressed.delete(file));
    }
    body.then((bytes) => {
      res.setHeader("Content-Type", type);
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", bytes.length);
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.end(req.method === "HEAD" ? undefined : bytes);
    }, next);
  };
}
