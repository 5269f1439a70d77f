import http from "node:http";
import type { RequestHandler, Response } from "express";
import { byteCounter, declaresTooMuch } from "./body-limit.ts";
import { readSessionToken } from "./session-cookie.ts";

const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "host",
  "cookie",
]);
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The API's own body limit (Fastify `bodyLimit` in api/src/app.ts), answered in its own words. */
export const API_BODY_LIMIT = { bytes: 1_048_576, message: "Request body is too large" };
/**
 * Multipart goes only to the avatar upload, which the API takes up to 5,000,000 bytes plus its
 * framing (api/src/routes/avatar.ts); past a little more the proxy answers itself
 * with the same message, before reading the body.
 */
export const UPLOAD_BODY_LIMIT = { bytes: 6 * 1024 * 1024, message: "This file is more than 5MB" };

/**
 * The back office's file imports send a whole file as JSON; the API takes them up to its own larger
 * limits (api/src/modules/admin/routes.ts: the bulk update 8 MiB, a fitment file 32 MB of text plus
 * its JSON escaping), and answers anyone but an operator before reading the body.
 */
export const IMPORT_BODY_LIMITS: ReadonlyArray<{ path: string; bytes: number; message: string }> = [
  { path: "/api/admin/products/bulk-update", bytes: 8 * 1024 * 1024, message: "The file is too large (8 MB at most)" },
  { path: "/api/admin/fitment-imports", bytes: 40 * 1024 * 1024, message: "The file is too large (32 MB at most)" },
];

function bodyLimitFor(headers: http.IncomingHttpHeaders, url: string) {
  if (/^multipart\/form-data/i.test(headers["content-type"] ?? "")) return UPLOAD_BODY_LIMIT;
  const path = url.split("?")[0];
  return IMPORT_BODY_LIMITS.find((limit) => limit.path === path) ?? API_BODY_LIMIT;
}

/** A 413 in the API's error shape; the connection closes, so the rest of the body is never read. */
function refuseTooLarge(res: Response, message: string) {
  if (res.headersSent) return res.destroy();
  res.setHeader("Connection", "close");
  res.status(413).json({ message });
}

/**
 * Cookie-authenticated writes must come from our own pages: a mutating request
 * whose Origin or Sec-Fetch-Site says another site is refused with 403 (no cross-site request forgery).
 */
export function isCrossSite(headers: http.IncomingHttpHeaders, host: string | undefined): boolean {
  const site = headers["sec-fetch-site"];
  if (typeof site === "string") return site !== "same-origin" && site !== "none";
  const origin = headers.origin;
  if (typeof origin !== "string") return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/**
 * Forwards `/api/**` to the API, streaming both ways. The browser only ever holds the httpOnly
 * session cookie; here it becomes `Authorization: Bearer`. A request that brings its own
 * Authorization header (an API client, a test) passes unchanged.
 */
export function apiProxy(apiUrl: string): RequestHandler {
  const target = new URL(apiUrl);
  return (req, res) => {
    // The API's internal streams (the storefronts' change feed) are not for browsers.
    if (req.originalUrl.toLowerCase().startsWith("/api/internal/")) {
      res.status(404).json({ message: "This address was not found." });
      return;
    }
    const limit = bodyLimitFor(req.headers, req.originalUrl);
    if (declaresTooMuch(req, limit.bytes)) return refuseTooLarge(res, limit.message);
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    }
    const token = req.headers.authorization ? undefined : readSessionToken(req.headers.cookie);
    if (token) {
      if (!SAFE_METHODS.has(req.method) && isCrossSite(req.headers, req.headers.host)) {
        res.status(403).json({ message: "This request came from another site and was refused." });
        return;
      }
      headers.authorization = `Bearer ${token}`;
    }
    // The web server is the edge: the client's address replaces anything it claimed itself.
    headers["x-forwarded-for"] = req.ip ?? req.socket.remoteAddress ?? "";
    headers["x-forwarded-proto"] = req.protocol;
    headers["x-forwarded-host"] = req.headers.host ?? "";

    const upstream = http.request(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.originalUrl,
        headers,
      },
      (apiRes) => {
        res.status(apiRes.statusCode ?? 502);
        for (const [name, value] of Object.entries(apiRes.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) res.setHeader(name, value);
        }
        apiRes.pipe(res);
      },
    );
    let refused = false;
    upstream.on("error", () => {
      if (refused) return;
      if (res.headersSent) return res.destroy();
      // The API is restarting (npm start brings a dead child back within seconds) or unreachable:
      // a temporary state, said as the API itself says it while its database is away (decision 013).
      res
        .status(503)
        .setHeader("Retry-After", "5")
        .json({ message: "The shop is briefly unavailable. Please try again in a few seconds." });
    });
    // A chunked body says no length up front: it is counted as it streams through, never held.
    const counter = byteCounter(limit.bytes, () => {
      refused = true;
      req.unpipe(counter);
      upstream.destroy();
      refuseTooLarge(res, limit.message);
    });
    req.pipe(counter).pipe(upstream);
  };
}
