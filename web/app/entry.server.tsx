import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "./lib/nonce";

export const streamTimeout = 5_000;

const production = import.meta.env.PROD;

/**
 * Google Identity Services (the sign-in button, spec §6): its script, button frame, styles and
 * calls. Allowed on every page because the sign-in pages are also reached by client navigation.
 */
const GOOGLE_SIGN_IN = "https://accounts.google.com/gsi/";

/** A strict policy for production pages: scripts only from us or with this response's nonce. */
function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${GOOGLE_SIGN_IN}client`,
    `style-src 'self' 'unsafe-inline' ${GOOGLE_SIGN_IN}style`,
    "img-src 'self' data: blob:",
    `connect-src 'self' ${GOOGLE_SIGN_IN}`,
    `frame-src 'self' ${GOOGLE_SIGN_IN}`,
    "font-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

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
    // Crawlers and SPA-mode wait for everything; people get the shell as soon as it is ready.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
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
