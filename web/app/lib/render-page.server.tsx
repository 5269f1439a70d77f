import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "./nonce";
import { pageBytes, pageResponse } from "./page-bytes";

/**
 * How a page is rendered (docs/decisions/016, "Rendering a page whole").
 *
 * Every loader of the shop awaits its data: no page defers any (no `<Await>`), so when React Router
 * calls the entry, all there is to render is already here. React's streaming renderer then only adds
 * cost: it writes the page as ~10,000 small pieces, each encoded into a buffer on its own, and its
 * task machinery per element — a vehicle page took ~7 ms of the storefront's CPU to render that way.
 * `renderToString` renders the same tree to the same HTML (bytes compared by
 * render-page.server.test.tsx) at about half the cost, and so a page the cache has not seen is served
 * at a markedly higher rate (bench/storefront's long tail).
 *
 * The one thing `renderToString` cannot do is wait: a component that suspends is left to the browser.
 * So the loader data, which React Router streams into the page as it is encoded, is read whole first
 * and handed to its `<StreamTransfer>` already read; and a render in which anything still suspended,
 * or failed inside a Suspense boundary, is thrown away and the page is streamed as before
 * (`renderStreamed`), where waiting and the error status work as React intends.
 */
/** What `renderToString` leaves for the browser: a boundary that suspended (`$!`) or is pending (`$?`). */
const UNFINISHED_BOUNDARY = /<!--\$[!?]-->/;

export async function renderWhole(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
  nonce: string,
): Promise<Response | null> {
  if (context.isSpaMode || !context.renderMeta) return null;
  if (context.serverHandoffStream) {
    const data = await readText(context.serverHandoffStream);
    // React Router's <StreamTransfer> writes piece N of the data from streamCache[N] when it is
    // there, and reads the stream otherwise: piece 0 is all of it, piece 1 the end.
    context.renderMeta.streamCache = {
      0: Object.assign(Promise.resolve(), { result: { done: false, value: data } }),
      1: Object.assign(Promise.resolve(), { result: { done: true, value: "" } }),
    };
    // <ServerRouter> takes a reader of the stream on each render and keeps it: each render gets
    // an ended stream of its own, so the streamed render after a thrown-away one can take one too.
    context.serverHandoffStream = endedStream();
  }
  let html: string;
  try {
    html = renderToString(page(request, context, nonce));
  } catch {
    html = "";
  }
  // React's string is ~10,000 pieces joined one by one, and V8 copies it into one flat string
  // before it can search or encode it. The doctype is joined first and the test and the encoding
  // read that one string: testing `html` and then encoding `<!DOCTYPE html>${html}` copied the
  // whole page twice (~0.3 ms of a vehicle page's ~6 ms).
  const document = `<!DOCTYPE html>${html}`;
  if (!html || UNFINISHED_BOUNDARY.test(document)) {
    if (context.serverHandoffStream) context.serverHandoffStream = endedStream();
    return null;
  }
  headers.set("Content-Type", "text/html; charset=utf-8");
  return pageResponse(pageBytes(document), { status, headers });
}

/**
 * React's streaming render: the shell as soon as it is ready, or the whole page for a crawler and for
 * a shared page (`wholeForCache`), which the page cache keeps whole.
 */
export function renderStreamed(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
  nonce: string,
  { waitForAll, wholeForCache, timeoutMs }: { waitForAll: boolean; wholeForCache: boolean; timeoutMs: number },
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let responseStatus = status;
    const readyOption = waitForAll || wholeForCache ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(page(request, context, nonce), {
      nonce,
      // A Suspense boundary whose content is ready when the page is flushed stays in place: past
      // React's default 12,800 bytes it would be sent at the end of the page, hidden, and shown by
      // a script — a flash of its fallback for the signed-in header's avatar menu and a product
      // page (lazy components the loaders preloaded), and nothing at all without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true;
        headers.set("Content-Type", "text/html; charset=utf-8");
        if (wholeForCache) {
          const chunks: Buffer[] = [];
          const whole = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              resolve(new Response(Buffer.concat(chunks), { headers, status: responseStatus }));
              done();
            },
          });
          pipe(whole);
          return;
        }
        const body = new PassThrough();
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status: responseStatus }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatus = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, timeoutMs);
  });
}

function page(request: Request, context: EntryContext, nonce: string) {
  return (
    <NonceContext value={nonce}>
      <ServerRouter context={context} url={request.url} nonce={nonce} />
    </NonceContext>
  );
}

function endedStream(): ReadableStream<Uint8Array> {
  return new ReadableStream({ start: (controller) => controller.close() });
}

async function readText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    return text + decoder.decode();
  } finally {
    reader.releaseLock();
  }
}
