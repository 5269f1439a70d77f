/**
 * A page rendered whole (lib/render-page.server.tsx) is already bytes when React Router gets its
 * Response; the storefront's server (web/server/page-handler.ts, page-cache.ts) takes those bytes
 * from the Response instead of reading its body back out through a web stream, a copy and a
 * concatenation of ~150 KB per page. The key is global (`Symbol.for`): the server and the pages'
 * bundle are separate module graphs. The body stays readable for anyone else.
 */
const PAGE_BYTES = Symbol.for("pitstop.page-bytes");

type WithBytes = Response & { [PAGE_BYTES]?: Buffer };

/** A Response for `bytes`, which carries them for `pageBytesOf`; its body is read only if asked for. */
export function pageResponse(bytes: Buffer, init: ResponseInit): Response {
  const response: WithBytes = new Response(
    new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
        controller.close();
      },
    }),
    init,
  );
  response[PAGE_BYTES] = bytes;
  return response;
}

/** The bytes of a page made by `pageResponse`, whose body has not been read; otherwise undefined. */
export function pageBytesOf(response: Response): Buffer | undefined {
  return response.bodyUsed ? undefined : (response as WithBytes)[PAGE_BYTES];
}
