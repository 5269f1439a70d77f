import type { FastifyInstance } from "fastify";
import { forgetReferenceData } from "../modules/catalogue/reference-data.ts";
import { forgetSearchIndex } from "../modules/search/search-index.ts";

/**
 * After an admin write has committed: the aggregates are rebuilt (catalogueRefresh, about a second
 * later) and this process's caches of the catalogue's words and reference data are dropped, so
 * search, listings and pages show the change within seconds. Other replicas drop
 * theirs when they see the newest audit entry move (catalogue-generation.ts).
 */
export function catalogueChanged(app: FastifyInstance) {
  forgetSearchIndex(app.db);
  forgetReferenceData(app.db);
  app.catalogueRefresh.changed();
}
