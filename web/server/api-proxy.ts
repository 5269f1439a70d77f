import http from "node:http";
import type { RequestHandler } from "express";
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

/**
 * Cookie-authenticated writes must come from our own pages (ARCHITECTURE: a mutating request
 * whose Origin or Sec-Fetch-Site says another site is refused with 403).
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
    headers["x-forwarded-for"] = req.socket.remoteAddress ?? "";
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
    upstream.on("error", () => {
      if (res.headersSent) return res.destroy();
      res.status(502).json({ message: "The shop is not reachable right now. Please try again in a moment." });
    });
    req.pipe(upstream);
  };
}
