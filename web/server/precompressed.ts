import { readdirSync } from "node:fs";
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
 * when the visitor takes it, else gzip, else as they are. Immutable for a year; the files are
 * listed once at start, so a request costs no look on disk before the send.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const files = new Set(readdirSync(dir));
  const options = { immutable: true, maxAge: "1y" };
  const plain = express.static(dir, { ...options, fallthrough: false });
  return (req, res, next) => {
    const name = req.path.slice(1);
    const type = TYPES[path.extname(name)];
    if (!type || !files.has(name)) return plain(req, res, next);
    const encodings = accepted(req.get("accept-encoding"));
    const encoding =
      encodings.has("br") && files.has(`${name}.br`)
        ? "br"
        : encodings.has("gzip") && files.has(`${name}.gz`)
          ? "gzip"
          : null;
    res.vary("Accept-Encoding");
    if (!encoding) return plain(req, res, next);
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", encoding);
    res.sendFile(`${name}.${encoding === "br" ? "br" : "gz"}`, { root: dir, ...options }, (err) => {
      if (err) next(err);
    });
  };
}
