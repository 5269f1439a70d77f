import v8 from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import { intarray } from "@electric-sql/pglite/contrib/intarray";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * PostgreSQL's default 128 MB of shared buffers, all of it in the WebAssembly heap of the API's own
 * process, makes the embedded database the larger part of a default `npm start`'s memory, which is
 * to stay within 600 MB for the whole shop (docs/decisions/020). The demo catalogue's hot set (the facet cube, the per-vehicle listing, the
 * products of a page) fits in 32 MB, and what misses is read from the operating system's file cache,
 * not the disk. Measured: `npm run bench:web -- --only memory,embedded`.
 */
export const PGLITE_SHARED_BUFFERS = "32MB";

export function openPglite(dataDir: string, opts: { loadDataDir?: Blob } = {}): PGlite {
  // V8 compiles all of PostgreSQL's 9 MB of WebAssembly when it is loaded, then again optimised for
  // the functions that run hot: most of it (initdb, replication, the many types the shop never
  // uses) never runs. Lazily, a function is compiled when it is first called; the flag is read when
  // a module is compiled, so setting it here, before the module loads, is enough.
  v8.setFlagsFromString("--wasm-lazy-compilation");
  return new PGlite(dataDir, {
    extensions: { pg_trgm, intarray },
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    // A backup's data directory (db/backup.ts), unpacked into an empty `dataDir`.
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
}
