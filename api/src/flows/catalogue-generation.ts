import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Change } from "../db/change-feed.ts";
import type { Db } from "../db/client.ts";
import { catalogueChanges } from "../lib/metrics.ts";
import { forgetUniversalCells } from "../modules/catalogue/catalogue-queries.ts";
import { forgetReferenceData } from "../modules/catalogue/reference-data.ts";
import { forgetRunningPromotions } from "../modules/promotions/running.ts";
import { forgetSearchIndex, refreshSearchIndex } from "../modules/search/search-index.ts";

/**
 * What this process does with a change it hears of (db/change-feed.ts), whichever replica made it:
 *
 * - an admin write committed (`audit`): its copies of the catalogue's words, reference data,
 *   cells and running promotions go, and the search's facts are read again at the next search;
 * - the aggregates were rebuilt on another replica (`rebuilt`): the search's facts and words are
 *   read again now (they are read from the aggregates), and the cells go;
 * - the feed was cut and is back (`resync`): all of it, as a notice may have been missed.
 *
 * The replica that made the change has already done this at the write (catalogue-changes.ts) and
 * at its rebuild (catalogue-refresh.ts).
 */
export async function applyChange(db: Db, change: Change): Promise<void> {
  if (change.kind === "rebuilt" && change.fromHere) return;
  catalogueChanges.inc({ origin: change.fromHere ? "here" : "replica" });
  forgetReferenceData(db);
  forgetUniversalCells(db);
  forgetRunningPromotions(db);
  if (change.kind === "audit") forgetSearchIndex(db);
  else await refreshSearchIndex(db);
}

/** Every API process applies every change it hears of, in the order heard, one at a time. */
export default fp(async function catalogueGeneration(app: FastifyInstance) {
  let queue: Promise<void> = Promise.resolve();
  const unsubscribe = app.changes.subscribe((change) => {
    queue = queue
      .then(() => applyChange(app.db, change))
      .catch((err: unknown) =>
        app.log.warn({ err }, "a catalogue change could not be applied; the copies' own lifetimes bound it"),
      );
  });
  app.addHook("onClose", async () => {
    unsubscribe();
    await queue;
  });
});
