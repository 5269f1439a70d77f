import { tmpdir } from "node:os";
import path from "node:path";
import { seedDemoData } from "../src/db/seed/index.ts";
import { createTestApp } from "./test-app.ts";

/** vPIC is decompressed once per machine into this cache, shared by test runs. */
export const vpicCacheDir = path.join(tmpdir(), "pitstop-vpic-test-cache");

/** The API on a fresh database holding the full demo catalogue, as `npm start` loads it. */
export function createDemoShop() {
  return createTestApp({ seed: (db) => seedDemoData(db, { cacheDir: vpicCacheDir }).then(() => undefined) });
}
