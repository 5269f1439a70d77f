import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { pageBytesOf } from "../app/lib/page-bytes.ts";
import { SHARED_PAGE_HEADER } from "../app/lib/shared-page.ts";
import { readBodyWithin } from "./body-limit.ts";
import { sendWholePage } from "./compress-page.ts";
import type { PageCache } from "./page-cache.ts";

/**
 * React Router's pages, as `@react-router/express` serves them, with one difference: a page
 * action's body is read here, up to `bodyLimit`, before React Router sees it. Actions
 * used to read a 50 MB body whole before refusing it (6 at once took the storefront from 153 to
 * 647 MB); now the read stops at the first byte over the limit and the answer is 413.
 */
export function pageHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  { bodyLimit, pageCache }: { bodyLimit: number; pageCache?: PageCache },
): RequestHandler {
  const handleRequest = createRequestHandler(build, process.env.NODE_ENV);
  return async (req, res, next) => {
    try {
      let body: Buffer | undefined;
      if (req.method !== "GET" && req.method !== "HEAD") {
        const read = await readBodyWithin(req, bodyLimit);
        if (read === "too-large") {
          res.setHeader("Connection", "close");
          res.status(413).type("text/plain").send("This form is too large to send.");
          return;
        }
        body = read;
      }
      const key = pageCache?.keyFor(req);
      if (pageCache && key) {
        const answer = await pageCache.answer(key, () => handleRequest(pageRequest(req, res, undefined)));
        if (answer.kind === "response") await sendResponse(res, answer.response);
        else sendPage(res, answer);
        return;
      }
      await sendResponse(res, await handleRequest(pageRequest(req, res, body)));
    } catch (error: unknown) {
      next(error);
    }
  };
}

/** The Fetch API request for React Router (as @react-router/express builds it). */
function pageRequest(req: ExpressRequest, res: ExpressResponse, body: Buffer | undefined): Request {
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = Number.parseInt(hostPort ?? "", 10);
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${Number.isSafeInteger(port) ? `:${port}` : ""}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  let controller: AbortController | null = new AbortController();
  const { signal } = controller;
  res.on("finish", () => {
    controller = null;
  });
  res.on("close", () => controller?.abort());
  return new Request(new URL(`${req.protocol}://${host}${req.originalUrl}`).href, {
    method: req.method,
    headers,
    signal,
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
}

/** A page from the page cache (web/server/page-cache.ts). */
function sendPage(res: ExpressResponse, page: { status: number; headers: Array<[string, string]>; body: Buffer }) {
  if (res.destroyed || res.writableEnded) return;
  res.status(page.status);
  for (const [name, value] of page.headers) res.append(name, value);
  sendWholePage(res.req, res, page.body);
}

async function sendResponse(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) if (name !== SHARED_PAGE_HEADER) res.append(name, value);
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  const whole = pageBytesOf(response);
  if (whole) {
    sendWholePage(res.req, res, whole);
    return;
  }
  await sendBody(response.body, res);
}

/** A burst larger than this is written without waiting for its end (bounds what a page holds). */
const MAX_BURST_BYTES = 64 * 1024;

/**
 * Streams a page to the visitor. `@react-router/node`'s writeReadableStreamToWritable writes each
 * 4 KB chunk React produces and flushes the response after each: behind `compression` that is a
 * brotli or gzip flush per 4 KB — the vehicle page went out as 80 KB of gzip instead of 29 KB, and
 * compressing it cost more than rendering it (docs/decisions/016). Here the chunks of one burst (the
 * shell, or a Suspense boundary resolved later) are gathered and written and flushed once the burst
 * is over (the next turn of the event loop), so streaming still reaches the visitor as soon as React
 * has something new. (Not `res.cork()`: Node 24's OutgoingMessage.uncork throws on a chunked body
 * corked without write callbacks.)
 */
async function sendBody(body: ReadableStream<Uint8Array>, res: ExpressResponse) {
  const reader = body.getReader();
  const flushable = res as ExpressResponse & { flush?: () => void };
  const burst: Uint8Array[] = [];
  let burstBytes = 0;
  let burstEnd: NodeJS.Immediate | undefined;
  const writeBurst = (flush: boolean) => {
    if (burstEnd) clearImmediate(burstEnd);
    burstEnd = undefined;
    if (burstBytes === 0 || res.destroyed || res.writableEnded) return;
    const data = burst.length === 1 ? (burst[0] as Uint8Array) : Buffer.concat(burst, burstBytes);
    burst.length = 0;
    burstBytes = 0;
    res.write(data);
    if (flush) flushable.flush?.();
  };
  let gone = false;
  const onClose = () => {
    gone = true;
    reader.cancel().catch(() => {});
  };
  res.once("close", onClose);
  try {
    for (;;) {
      if (res.writableNeedDrain) await drained(res);
      const { done, value } = await reader.read();
      if (gone) return;
      if (done) break;
      burst.push(value);
      burstBytes += value.byteLength;
      if (burstBytes >= MAX_BURST_BYTES) writeBurst(false);
      else burstEnd ??= setImmediate(writeBurst, true);
    }
    writeBurst(false);
    res.end();
  } catch (error: unknown) {
    if (burstEnd) clearImmediate(burstEnd);
    if (gone || res.destroyed || res.writableEnded) return;
    res.destroy(error instanceof Error ? error : undefined);
    throw error;
  } finally {
    res.off("close", onClose);
    reader.releaseLock();
  }
}

function drained(res: ExpressResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.once("drain", done);
    res.once("close", done);
  });
}
