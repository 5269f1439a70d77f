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

/**
 * Reused buffers for a page's bytes (docs/decisions/016, "The long tail, a fourth time").
 *
 * Every ArrayBuffer a page allocates counts towards V8's external memory, and its growth, not the
 * heap's, is what started the storefront's mark-compacts under load (`--trace-incremental-marking`:
 * "external memory pressure", every ~1.5–2 s, pauses of 8–22 ms): ~200 KB a page, ~135 KB of it
 * the page itself, given back only by the next mark-compact however soon the page was sent. So a
 * page is encoded into one of a few slabs kept for the purpose, and the slab comes back once the
 * page has been compressed for the visitor (server/compress-page.ts). Whatever keeps a page longer
 * (the page cache) takes a copy with `keptPageBytes`. A page that does not fit a slab, or bytes
 * nobody gives back, are ordinary buffers: a slab never given back is only garbage, never reused.
 *
 * One pool for the process: the server and the pages' bundle are separate module graphs.
 */
const SLAB_BYTES = 256 * 1024;
/** Free slabs kept; about the pages in flight at once under load. More are left to the collector. */
const MAX_FREE_SLABS = 24;

interface PagePool {
  free: Buffer[];
  /** Each pooled page's slab, by the page's bytes. */
  slabs: WeakMap<Buffer, Buffer>;
  encoder: TextEncoder;
}
const POOL = Symbol.for("pitstop.page-pool");
const pools = globalThis as { [POOL]?: PagePool };
pools[POOL] ??= { free: [], slabs: new WeakMap(), encoder: new TextEncoder() };
const pool: PagePool = pools[POOL];

/** `html` as UTF-8, in a pooled slab when it fits one: give it back with `releasePageBytes`. */
export function pageBytes(html: string): Buffer {
  const slab = pool.free.pop() ?? Buffer.allocUnsafeSlow(SLAB_BYTES);
  const { read, written } = pool.encoder.encodeInto(html, slab);
  if (read < html.length) {
    if (pool.free.length < MAX_FREE_SLABS) pool.free.push(slab);
    return Buffer.from(html);
  }
  const bytes = slab.subarray(0, written);
  pool.slabs.set(bytes, slab);
  return bytes;
}

/**
 * The page's slab goes back to the pool: for its one sender, once nothing reads `bytes` any more.
 * Bytes not from `pageBytes`, or already given back, are left alone.
 */
export function releasePageBytes(bytes: Buffer) {
  const slab = pool.slabs.get(bytes);
  if (!slab) return;
  pool.slabs.delete(bytes);
  if (pool.free.length < MAX_FREE_SLABS) pool.free.push(slab);
}

/** Bytes to keep past the page's answer: a copy of a pooled page, other bytes as they are. */
export function keptPageBytes(bytes: Buffer): Buffer {
  return pool.slabs.has(bytes) ? Buffer.from(bytes) : bytes;
}

/** For tests: how many slabs wait in the pool. */
export const freePageSlabs = () => pool.free.length;
