import type http from "node:http";
import { Transform, type TransformCallback } from "node:stream";

/**
 * The storefront's own form actions (sign-in, settings, checkout, pay) send a few
 * kilobytes; 256 KiB leaves room for the largest of them many times over. Uploads (the avatar)
 * go to /api, not to a page action.
 */
export const PAGE_BODY_LIMIT = 256 * 1024;

/** The declared Content-Length when it is over the limit (a refusal before reading a byte). */
export function declaresTooMuch(req: http.IncomingMessage, limit: number): boolean {
  const declared = Number(req.headers["content-length"]);
  return Number.isFinite(declared) && declared > limit;
}

/**
 * Reads a request body of at most `limit` bytes. A body past the limit (a chunked one says no
 * length up front) stops being read at the first byte over, and the answer is "too large".
 */
export function readBodyWithin(req: http.IncomingMessage, limit: number): Promise<Buffer | "too-large"> {
  if (declaresTooMuch(req, limit)) return Promise.resolve("too-large");
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        req.pause();
        resolve("too-large");
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (err: Error) => {
      stop();
      reject(err);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}

/** Passes a body through while counting it; past `limit` it fails instead of passing more on. */
export function byteCounter(limit: number, onTooLarge: () => void): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      size += chunk.length;
      if (size > limit) {
        onTooLarge();
        done();
        return;
      }
      done(null, chunk);
    },
  });
}
