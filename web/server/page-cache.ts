import { randomBytes } from "node:crypto";
import type { Request as ExpressRequest } from "express";
import { VEHICLE_COOKIE } from "../app/lib/active-vehicle/active-vehicle.ts";
import { countLookup } from "../app/lib/metrics.server.ts";
import { keptPageBytes, pageBytesOf } from "../app/lib/page-bytes.ts";
import { SHARED_PAGE_HEADER } from "../app/lib/shared-page.ts";
import { readCookie } from "./cookies.ts";
import { SESSION_COOKIE } from "./session-cookie.ts";

export { SHARED_PAGE_HEADER };

interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  /** The page's bytes, cut where its nonce was: an answer writes them with a fresh nonce between. */
  parts: Buffer[];
  /** The CSP nonce the page was rendered with; each answer gets a fresh one in its place. */
  nonce: string | null;
  expires: number;
  bytes: number;
}

/** A page to send: `body` is its bytes, whole (with the answer's own nonce). */
export type PageAnswer =
  | { kind: "page"; status: number; headers: Array<[string, string]>; body: Buffer }
  | { kind: "response"; response: Response };

/**
 * docs/decisions/016: a page every visitor without a session sees alike — a category,
 * a vehicle page, a product, the home page, the blog — is rendered once per few seconds, not once
 * per visitor. A short-lived cache of the rendered HTML, keyed by the URL and the vehicle cookie
 * (the only input of these pages besides the session), single-flight (visitors arriving together
 * share one render) and bounded in bytes (least recently used go first).
 *
 * A page is kept once it is asked for a second time within its seconds (or by a visitor arriving
 * while it renders): a page asked for once, as most of a shop's thousands of vehicle pages are in any
 * few seconds, would only be copied and dropped again unread (docs/decisions/016, "The long tail, a
 * fourth time").
 *
 * The page keeps its strict CSP: each answer gets a fresh nonce, put in place of the one it was
 * rendered with (a random 128-bit value, in the page only where React and React Router wrote it).
 * A visitor with a session, a request that is not a plain GET for a document, and any answer
 * that is not a 200 marked shared (or sets a cookie) go past the cache untouched.
 */
/** Keys of pages rendered once and not kept that the cache remembers (a key is ~100 bytes). */
const MAX_ASKED = 20_000;

export class PageCache {
  readonly #ttlMs: number;
  readonly #maxBytes: number;
  readonly #now: () => number;
  readonly #pages = new Map<string, CachedPage>();
  readonly #rendering = new Map<string, { page: Promise<CachedPage | null>; joined: boolean }>();
  /** Keys rendered within their seconds and not kept, with when that ends: the next ask keeps its page. */
  readonly #asked = new Map<string, number>();
  #bytes = 0;

  constructor({ ttlMs, maxBytes, now = Date.now }: { ttlMs: number; maxBytes: number; now?: () => number }) {
    this.#ttlMs = ttlMs;
    this.#maxBytes = maxBytes;
    this.#now = now;
    // Pages nobody asks for again go within seconds, so a quiet storefront holds nothing.
    setInterval(() => this.sweep(), Math.max(ttlMs, 1000)).unref();
  }

  /** Drops every page past its seconds. */
  sweep() {
    const now = this.#now();
    for (const [key, page] of this.#pages) {
      if (page.expires > now) continue;
      this.#pages.delete(key);
      this.#bytes -= page.bytes;
      // A page that was kept was asked for more than once: the next ask keeps it again.
      this.#noteAsked(key, now);
    }
    for (const [key, until] of this.#asked) if (until <= now) this.#asked.delete(key);
  }

  /** The cache key of a request, or null when it must be rendered for this visitor alone. */
  keyFor(req: Pick<ExpressRequest, "method" | "originalUrl" | "headers">): string | null {
    if (req.method !== "GET") return null;
    const cookie = req.headers.cookie;
    if (readCookie(cookie, SESSION_COOKIE) !== undefined) return null;
    if (req.headers.authorization) return null;
    // Client navigations fetch `.data`, not documents: they stay per request.
    if (/\.data(\?|$)/.test(req.originalUrl)) return null;
    return `${req.originalUrl}\n${readCookie(cookie, VEHICLE_COOKIE) ?? ""}`;
  }

  /** The page for this key: from the cache, from a render under way, or rendered now (as rendered). */
  async answer(key: string, render: () => Promise<Response>): Promise<PageAnswer> {
    const cached = this.#fresh(key);
    if (cached) {
      countLookup("page", "hit");
      return this.#serve(cached);
    }
    const underway = this.#rendering.get(key);
    countLookup("page", underway ? "shared" : "miss");
    if (underway) {
      underway.joined = true;
      const shared = await underway.page;
      if (shared) return this.#serve(shared);
      return { kind: "response", response: await render() };
    }
    const askedBefore = this.#askedBefore(key);
    let settle: (page: CachedPage | null) => void = () => {};
    const rendering = {
      page: new Promise<CachedPage | null>((resolve) => {
        settle = resolve;
      }),
      joined: false,
    };
    this.#rendering.set(key, rendering);
    try {
      const response = await render();
      if (!isShared(response) || !(askedBefore || rendering.joined)) {
        settle(null);
        return { kind: "response", response };
      }
      this.#asked.delete(key);
      const { page, html } = await this.#keep(key, response);
      settle(page);
      // The visitor whose request rendered the page gets it as rendered, in one piece: its nonce
      // was made for this answer alone. Every later answer gets a fresh one (#serve).
      return { kind: "page", status: page.status, headers: page.headers, body: html };
    } catch (err) {
      settle(null);
      throw err;
    } finally {
      this.#rendering.delete(key);
    }
  }

  /** Whether `key` was rendered within its seconds and not kept; it is noted as asked for now. */
  #askedBefore(key: string): boolean {
    const now = this.#now();
    const until = this.#asked.get(key);
    this.#noteAsked(key, now);
    return until !== undefined && until > now;
  }

  /** Notes `key` as asked for at `now`, for its seconds; bounded like the pages, the oldest notes go first. */
  #noteAsked(key: string, now: number) {
    this.#asked.delete(key);
    this.#asked.set(key, now + this.#ttlMs);
    if (this.#asked.size > MAX_ASKED)
      for (const oldest of this.#asked.keys()) {
        this.#asked.delete(oldest);
        if (this.#asked.size <= MAX_ASKED) break;
      }
  }

  get size() {
    return { pages: this.#pages.size, bytes: this.#bytes };
  }

  /** Drops every page (the catalogue changed): the next request for each renders it again. */
  clear() {
    this.#pages.clear();
    this.#asked.clear();
    this.#bytes = 0;
  }

  #fresh(key: string): CachedPage | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    this.#pages.delete(key);
    if (page.expires <= this.#now()) {
      this.#bytes -= page.bytes;
      this.#noteAsked(key, this.#now());
      return undefined;
    }
    this.#pages.set(key, page); // most recently used last
    return page;
  }

  async #keep(key: string, response: Response): Promise<{ page: CachedPage; html: Buffer }> {
    const html = pageBytesOf(response) ?? Buffer.from(await response.arrayBuffer());
    // The kept page is its own copy: the rendered bytes go back to their pool once sent (page-bytes.ts).
    const kept = keptPageBytes(html);
    const headers = [...response.headers.entries()].filter(
      ([name]) => name !== SHARED_PAGE_HEADER && name !== "content-length",
    );
    const csp = response.headers.get("content-security-policy");
    const nonce = csp ? (/'nonce-([^']+)'/.exec(csp)?.[1] ?? null) : null;
    // Cut once, as bytes (never decoded and encoded again): an answer allocates no copy of the page.
    const parts = nonce ? splitBytes(kept, Buffer.from(nonce)) : [kept];
    const page: CachedPage = {
      status: response.status,
      headers,
      parts,
      nonce,
      expires: this.#now() + this.#ttlMs,
      bytes: parts.reduce((sum, part) => sum + part.byteLength, 0),
    };
    const old = this.#pages.get(key);
    if (old) {
      this.#pages.delete(key);
      this.#bytes -= old.bytes;
    }
    if (page.bytes <= this.#maxBytes) {
      this.#pages.set(key, page);
      this.#bytes += page.bytes;
      for (const [oldest, entry] of this.#pages) {
        if (this.#bytes <= this.#maxBytes) break;
        this.#pages.delete(oldest);
        this.#bytes -= entry.bytes;
      }
    }
    return { page, html };
  }

  #serve(page: CachedPage): PageAnswer {
    const old = page.nonce;
    if (!old) return { kind: "page", status: page.status, headers: page.headers, body: joinBytes(page.parts) };
    const nonce = randomBytes(16).toString("base64");
    return {
      kind: "page",
      status: page.status,
      headers: page.headers.map(([name, value]) => [name, value.replaceAll(old, nonce)]),
      // One buffer, compressed whole by the sender (one job, not one per piece around the nonce).
      body: joinBytes(page.parts, Buffer.from(nonce)),
    };
  }
}

/** `bytes` cut at each `separator` (a page's nonce), without it: views of the same memory. */
function splitBytes(bytes: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = bytes.indexOf(separator); at !== -1; at = bytes.indexOf(separator, start)) {
    parts.push(bytes.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(bytes.subarray(start));
  return parts;
}

/** `parts` joined, with `separator` between them; a page in one part is not copied. */
function joinBytes(parts: Buffer[], separator = Buffer.alloc(0)): Buffer {
  if (parts.length === 1) return parts[0] as Buffer;
  return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [separator, part])));
}

function isShared(response: Response): boolean {
  return (
    response.status === 200 &&
    response.headers.get(SHARED_PAGE_HEADER) === "1" &&
    !response.headers.has("set-cookie") &&
    (response.headers.get("content-type") ?? "").startsWith("text/html")
  );
}
