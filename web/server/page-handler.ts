import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { readBodyWithin } from "./body-limit.ts";

/**
 * React Router's pages, as `@react-router/express` serves them, with one difference: a page
 * action's body is read here, up to `bodyLimit`, before React Router sees it. Issue 15: actions
 * used to read a 50 MB body whole before refusing it (6 at once took the storefront from 153 to
 * 647 MB); now the read stops at the first byte over the limit and the answer is 413.
 */
export function pageHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  { bodyLimit }: { bodyLimit: number },
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

async function sendResponse(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error: unknown) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
