import { randomBytes } from "node:crypto";
import { isbot } from "isbot";
import type { EntryContext } from "react-router";
import { GTM_CSP_SOURCES } from "./lib/analytics";
import { gtmContainerId } from "./lib/analytics.server";
import { countRender } from "./lib/metrics.server";
import { renderStreamed, renderWhole } from "./lib/render-page.server";
import { SHARED_PAGE_HEADER } from "./lib/shared-page";

export const streamTimeout = 5_000;

const production = import.meta.env.PROD;

/**
 * Google Identity Services (the sign-in button): its script, button frame, styles and
 * calls. Allowed on every page because the sign-in pages are also reached by client navigation.
 */
const GOOGLE_SIGN_IN = "https://accounts.google.com/gsi/";

/**
 * Stripe.js (cards entered in Stripe's own frames): allowed only when the
 * shop runs with Stripe, i.e. a publishable key is configured; test mode loads nothing from Stripe.
 */
const STRIPE = process.env.STRIPE_PUBLISHABLE_KEY
  ? {
      script: ["https://js.stripe.com"],
      frame: ["https://js.stripe.com", "https://hooks.stripe.com"],
      connect: ["https://api.stripe.com"],
    }
  : { script: [], frame: [], connect: [] };

/** Google Tag Manager, only when a container is configured (GTM_ID). */
const GTM = gtmContainerId ? GTM_CSP_SOURCES : { script: [], img: [], connect: [] };

const sources = (...lists: ReadonlyArray<readonly string[]>) => lists.flat().join(" ");

/** A strict policy for production pages: scripts only from us or with this response's nonce. */
function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${sources([`${GOOGLE_SIGN_IN}client`], STRIPE.script, GTM.script)}`,
    `style-src 'self' 'unsafe-inline' ${GOOGLE_SIGN_IN}style`,
    `img-src ${sources(["'self'", "data:", "blob:"], GTM.img)}`,
    `connect-src ${sources(["'self'", GOOGLE_SIGN_IN], STRIPE.connect, GTM.connect)}`,
    `frame-src ${sources(["'self'", GOOGLE_SIGN_IN], STRIPE.frame)}`,
    "font-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** For the server (web/server.ts): the catalogue changed, so the kept public answers go. */
export { forgetPublicAnswers } from "./lib/api.server";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const nonce = randomBytes(16).toString("base64");
  if (production) responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  // Rendered whole when nothing waits (every page, as the shop's loaders await their data), streamed
  // otherwise (lib/render-page.server.tsx).
  const whole = await renderWhole(request, responseStatusCode, responseHeaders, routerContext, nonce);
  countRender(whole ? "whole" : "streamed");
  if (whole) return whole;
  const userAgent = request.headers.get("user-agent");
  return renderStreamed(request, responseStatusCode, responseHeaders, routerContext, nonce, {
    // Crawlers wait for everything; people get the shell as soon as it is ready.
    waitForAll: Boolean(userAgent && isbot(userAgent)),
    // A page every visitor without a session sees alike goes to the page cache whole
    // (web/server/page-cache.ts): rendered into one buffer, not streamed through two kinds of stream.
    wholeForCache: responseStatusCode === 200 && responseHeaders.get(SHARED_PAGE_HEADER) === "1",
    timeoutMs: streamTimeout + 1000,
  });
}
