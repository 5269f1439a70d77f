import type { Db } from "../../db/client.ts";
import { forgetLexicon } from "./lexicon.ts";
import { markProductFactsStale, refreshProductFacts } from "./product-facts.ts";

/** The next search reads the shop's words again, and the products' facts in the background: the catalogue has changed. */
export function forgetSearchIndex(db: Db) {
  forgetLexicon(db);
  markProductFactsStale(db);
}

/** After the catalogue's aggregates are rebuilt: the search reads the words and the products' facts they hold. */
export async function refreshSearchIndex(db: Db) {
  forgetLexicon(db);
  await refreshProductFacts(db);
}
