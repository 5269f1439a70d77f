import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { forgetUniversalCells } from "../modules/catalogue/catalogue-queries.ts";
import { forgetReferenceData } from "../modules/catalogue/reference-data.ts";
import { forgetSearchIndex } from "../modules/search/search-index.ts";

/** How often a replica looks for admin writes made on another one. */
export const GENERATION_POLL_MS = 2_000;

/**
 * Every admin write adds an audit entry (docs/decisions/023), so the newest entry's id moves with
 * each change of the catalogue, whichever replica made it. `check` reads it (one primary-key
 * lookup) and calls `onChange` when it moved since the last look.
 */
export function catalogueGenerationWatcher(db: Db, onChange: () => void) {
  let seen: number | null = null;
  return async function check() {
    const [row] = await rowsOf<{ id: string | number }>(db, sql`select id from audit_entries order by id desc limit 1`);
    const id = row ? Number(row.id) : 0;
    if (seen !== null && id !== seen) onChange();
    seen = id;
  };
}

/**
 * With a shared PostgreSQL (DATABASE_URL, so possibly several API replicas), each replica forgets
 * its cached catalogue words, reference data and universal cells within two seconds of an admin
 * write made on another replica. The embedded database has one process, which forgets at the write.
 */
export default fp(async function catalogueGeneration(app: FastifyInstance) {
  if (!app.config.databaseUrl) return;
  const check = catalogueGenerationWatcher(app.db, () => {
    forgetSearchIndex(app.db);
    forgetReferenceData(app.db);
    forgetUniversalCells(app.db);
  });
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    // The database away is ridden out elsewhere (decision 013): the next tick tries again.
    running = check()
      .catch(() => undefined)
      .finally(() => {
        running = null;
      });
  }, GENERATION_POLL_MS);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
});
