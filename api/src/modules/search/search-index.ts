import type { Db } from "../../db/client.ts";
import { forgetLexicon } from "./lexicon.ts";
import { forgetProductFacts } from "./product-facts.ts";

/** The next search reads the shop's words and the products' facts again: the catalogue has changed. */
export function forgetSearchIndex(db: Db) {
  forgetLexicon(db);
  forgetProductFacts(db);
}
