import type { RequestHandler } from "express";
import { isCrossSite } from "./api-proxy.ts";

/**
 * A 14 KB path of 7,000 segments took the storefront 11.6 s to route, holding up every
 * other visitor. No page of the shop is deeper than a few segments (the catalogue's
 * catch-all takes at most three), so anything far past that is refused before routing.
 */
export const MAX_PATH_BYTES = 2048;
export const MAX_PATH_SEGMENTS = 32;

export function refuseAbsurdPaths(): RequestHandler {
  return (req, res, next) => {
    const url = req.url;
    const queryAt = url.indexOf("?");
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    let segments = 0;
    for (let i = 0; i < path.length && segments <= MAX_PATH_SEGMENTS; i++) if (path.charCodeAt(i) === 47) segments++;
    if (path.length > MAX_PATH_BYTES || segments > MAX_PATH_SEGMENTS) {
      res.status(414).type("text/plain").send("This address is too long.");
      return;
    }
    next();
  };
}

/**
 * Every storefront write (a page action, /logout) must come from our own pages, like the /api
 * proxy's cookie-authenticated writes: another origin, even of the same site, is refused.
 */
export function refuseCrossSiteWrites(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD" && isCrossSite(req.headers, req.headers.host)) {
      res.status(403).type("text/plain").send("This request came from another site and was refused.");
      return;
    }
    next();
  };
}

/**
 * Hashed build files, the API and a guest order's private link (its signature is base64url,
 * docs/decisions/030) keep their case; everything else the shop names is lower-case.
 */
const CASE_SENSITIVE = /^\/(assets|api|guest\/orders)\//i;

/**
 * `/Brakes` and `/Toyota-Camry-2018-accessories` used to be 404s while `/Blog` worked (route
 * matching ignores case, the catalogue does not). Pages have one lower-case address: a mixed-case
 * path is sent there for good (301), its query untouched, since tokens travel in the query.
 */
export function lowerCasePaths(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = req.url;
    const queryAt = url.indexOf("?");
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    if (!/[A-Z]/.test(path) || CASE_SENSITIVE.test(path)) return next();
    // A path starting `//` would be read as another host once in a Location header.
    const lower = `/${path.toLowerCase().replace(/^\/+/, "")}${queryAt === -1 ? "" : url.slice(queryAt)}`;
    // The app's own data requests (`/Blog.data` after a client-side click on the footer's /Blog)
    // are answered for the lower-case page in place: the router does not follow redirects there.
    if (path.endsWith(".data")) {
      req.url = lower;
      req.originalUrl = lower;
      return next();
    }
    res.redirect(301, lower);
  };
}

/**
 * The catalogue was renamed to US English: type, brand and product slugs say "tire" where they
 * said "tyre" (the category keeps its slug `tyres`, as the shop's categories name it). Links to the old
 * addresses are sent for good to the new ones, so no bookmark or search result ends on a 404.
 */
export function renamedTireSlugs(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = req.url;
    const queryAt = url.indexOf("?");
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    if (!path.includes("tyre") || CASE_SENSITIVE.test(path) || path.endsWith(".data")) return next();
    const renamed = path
      .split("/")
      .map((segment) => (segment === "tyres" ? segment : segment.replaceAll("tyre", "tire")))
      .join("/");
    if (renamed === path) return next();
    res.redirect(301, `/${renamed.replace(/^\/+/, "")}${queryAt === -1 ? "" : url.slice(queryAt)}`);
  };
}

/** A guest order's private link (its page and the page's data request). */
const PRIVATE_LINK = /^\/guest\/orders\//i;

/** One year, the minimum browsers' preload lists accept. */
const HSTS = "max-age=31536000; includeSubDomains";

/**
 * The storefront's response headers. Strict-Transport-Security only over HTTPS: when the shop's
 * public address is https, or the request came through a trusted proxy that says it was
 * (`TRUST_PROXY` and `X-Forwarded-Proto`, read by Express as `req.secure`).
 */
export function securityHeaders({ publicUrl }: { publicUrl?: string }): RequestHandler {
  const publicHttps = publicUrl?.startsWith("https:") ?? false;
  return (req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    // A guest order's private link is the key to the order: no page behind it names itself to another site.
    res.setHeader("Referrer-Policy", PRIVATE_LINK.test(req.path) ? "no-referrer" : "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (publicHttps || req.secure) res.setHeader("Strict-Transport-Security", HSTS);
    next();
  };
}

/**
 * `TRUST_PROXY` as Express takes it: unset or empty trusts nobody; `true` everyone; a number the
 * hops; otherwise a comma-separated list of addresses or subnets (as the API reads it).
 */
export function trustProxySetting(value: string | undefined): boolean | number | string[] {
  const v = value?.trim() ?? "";
  if (v === "" || v === "false") return false;
  if (v === "true") return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}
