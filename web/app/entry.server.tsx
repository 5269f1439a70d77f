import { randomBytes } from "node:crypto";
import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { GTM_CSP_SOURCES } from "./lib/analytics";
import { gtmContainerId } from "./lib/analytics.server";
import { NonceContext } from "./lib/nonce";
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

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const nonce = randomBytes(16).toString("base64");
  if (production) responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // A page every visitor without a session sees alike goes to the page cache whole
    // (web/server/page-cache.ts): rendered into one buffer, not streamed through two kinds of stream.
    const shared = responseStatusCode === 200 && responseHeaders.get(SHARED_PAGE_HEADER) === "1";
    // Crawlers and SPA-mode wait for everything; people get the shell as soon as it is ready.
    const readyOption =
      shared || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // A Suspense boundary whose content is ready when the page is flushed stays in place: past
        // React's default 12,800 bytes it would be sent at the end of the page, hidden, and shown by
        // a script — a flash of its fallback for the signed-in header's avatar menu and a product
        // page (lazy components the loaders preloaded), and nothing at all without JavaScript.
        // Every page's data is awaited by its loaders, so nothing is gained by moving it.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (shared) {
            const chunks: Buffer[] = [];
            const whole = new Writable({
              write(chunk: Buffer, _encoding, done) {
                chunks.push(chunk);
                done();
              },
              final(done) {
                resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
                done();
              },
            });
            pipe(whole);
            return;
          }
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
