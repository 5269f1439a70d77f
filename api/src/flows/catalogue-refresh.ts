import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client.ts";
import { refreshCatalogueFacets } from "../modules/catalogue/catalogue-queries.ts";
import { refreshSearchIndex } from "../modules/search/search-index.ts";

/** How long changes are gathered before the aggregates are rebuilt: a burst of edits costs one rebuild. */
export const REFRESH_DEBOUNCE_MS = 1_000;
/** After a failed rebuild (the database away), the next try waits this long rather than hammering it. */
export const REFRESH_RETRY_MS = 10_000;

/**
 * Rebuilds the catalogue's aggregates (facet cubes, per-vehicle listings: `refreshCatalogueFacets`)
 * after writes that change what they hold — a product, its fitment, a review's rating. Writers call
 * `changed()` once their transaction has committed; the rebuild runs about a second later, one at a
 * time, and once more when something changed while it ran, so the storefront shows a change within
 * seconds and never misses the last one.
 */
export interface CatalogueRefresh {
  /** Something the aggregates hold has changed (after its transaction committed). */
  changed(): void;
  /** Resolves when every change asked for so far is in the aggregates (tests, the admin's "apply" answer). */
  settled(): Promise<void>;
}

export function catalogueRefresher(
  rebuild: () => Promise<void>,
  opts: { debounceMs?: number; retryMs?: number; onError?: (err: unknown) => void } = {},
): CatalogueRefresh & { close(): Promise<void> } {
  const debounceMs = opts.debounceMs ?? REFRESH_DEBOUNCE_MS;
  const retryMs = opts.retryMs ?? REFRESH_RETRY_MS;
  let failed = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  /** A change arrived that no finished or running rebuild has seen. */
  let dirty = false;
  let closed = false;
  const waiters: Array<() => void> = [];

  const wakeWaiters = () => {
    if (dirty || running || timer) return;
    for (const w of waiters.splice(0)) w();
  };

  const run = () => {
    timer = null;
    if (running || !dirty || closed) return wakeWaiters();
    dirty = false;
    failed = false;
    running = rebuild()
      .catch((err: unknown) => {
        // Tried again later; what was asked for is not lost.
        dirty = true;
        failed = true;
        opts.onError?.(err);
      })
      .finally(() => {
        running = null;
        if (dirty && !closed) schedule(failed ? retryMs : debounceMs);
        else wakeWaiters();
      });
  };

  const schedule = (delay = debounceMs) => {
    if (timer || closed) return;
    timer = setTimeout(run, delay);
    timer.unref();
  };

  return {
    changed() {
      dirty = true;
      if (!running) schedule();
    },
    settled() {
      if (!dirty && !running && !timer) return Promise.resolve();
      // A waiter wants it now: skip what is left of the debounce.
      if (timer && !running) {
        clearTimeout(timer);
        run();
      }
      return new Promise<void>((resolve) => waiters.push(resolve));
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      dirty = false;
      wakeWaiters();
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    catalogueRefresh: CatalogueRefresh;
  }
}

/** Decorates the app with `catalogueRefresh`; closing the app waits for a rebuild under way. */
export default fp(async function catalogueRefreshPlugin(app: FastifyInstance) {
  const db: Db = app.db;
  const refresher = catalogueRefresher(
    async () => {
      await refreshCatalogueFacets(db);
      // The search's words are those of the arrays just rebuilt.
      await refreshSearchIndex(db);
      // Other replicas read theirs again now (flows/catalogue-generation.ts), and the storefronts drop their pages.
      await app.changes
        .publish("rebuilt")
        .catch((err: unknown) => app.log.warn({ err }, "could not tell other replicas of the rebuild"));
    },
    {
      onError: (err) => app.log.error({ err }, "catalogue aggregates rebuild failed"),
    },
  );
  app.decorate<CatalogueRefresh>("catalogueRefresh", { changed: refresher.changed, settled: refresher.settled });
  app.addHook("onClose", () => refresher.close());
});
