import type { Db } from "../../db/client.ts";
import { type FitVehicle, narrowedParts } from "../catalogue/fit.ts";
import type { ReferenceData } from "../catalogue/reference-data.ts";
import { findMatches } from "./engine.ts";
import type { Lexicon } from "./lexicon.ts";
import { type ReadQuery, readQuery } from "./read-query.ts";
import type { ChooseStrategy, Match } from "./strategy.ts";

/**
 * The products a query finds: every word matched; when that finds nothing, the last words are let go
 * one by one (Meilisearch's "last" strategy), and the ones let go are reported.
 */
export async function matchQuery(
  db: Db,
  ref: ReferenceData,
  read: ReadQuery,
  opts: {
    onlyVehicleId: number | null;
    fitsVehicleId: number | null;
    /**
     * With `onlyVehicleId` configured (an engine or trim given): the parts made for it that the
     * configuration allows (catalogue/fit.ts); the others made for it are not found.
     */
    onlyAllowed?: ReadonlySet<number> | null;
    limit?: number;
    alsoRead?: ("title" | "createdAt")[];
    /** Which strategy answers (the in-memory one where it can, by default). */
    choose?: ChooseStrategy;
  },
): Promise<{ matches: Match[]; dropped: string[] }> {
  const allowed = opts.onlyVehicleId !== null ? (opts.onlyAllowed ?? null) : null;
  // Narrowed to a configuration, the limit applies to what it allows.
  const limit = allowed ? undefined : opts.limit;
  const keep = (found: Match[]) => {
    if (!allowed) return found;
    const kept = found.filter((m) => m.universal || allowed.has(m.id));
    return opts.limit === undefined ? kept : kept.slice(0, opts.limit);
  };
  let words = read.words;
  const dropped: string[] = [];
  if (read.carOnly) {
    // Everything for the car the list is narrowed to; a model without its year lists nothing.
    if (opts.onlyVehicleId === null) return { matches: [], dropped };
    const matches = await findMatches(
      db,
      ref,
      {
        words: [],
        partTokens: [],
        partText: "",
        phrase: "",
        onlyVehicleId: opts.onlyVehicleId,
        onlyModel: null,
        fitsVehicleId: opts.fitsVehicleId,
        limit,
        alsoRead: opts.alsoRead,
        everyPart: true,
      },
      opts.choose,
    );
    return { matches: keep(matches), dropped };
  }
  for (;;) {
    if (words.length === 0 && read.partTokens.length === 0 && read.partText.length < 3) return { matches: [], dropped };
    const matches = keep(
      await findMatches(
        db,
        ref,
        {
          words,
          partTokens: read.partTokens,
          partText: read.partText,
          phrase: read.phrase,
          onlyVehicleId: opts.onlyVehicleId,
          onlyModel: read.model ? { make: read.model.makeSlug, model: read.model.modelSlug } : null,
          fitsVehicleId: opts.fitsVehicleId,
          limit,
          alsoRead: opts.alsoRead,
        },
        opts.choose,
      ),
    );
    if (matches.length > 0 || words.length <= 1) return { matches, dropped };
    const last = words[words.length - 1];
    if (last) dropped.unshift(last.typed);
    words = words.slice(0, -1);
  }
}

/**
 * The car the list answers for, and whether it holds only that car's parts: the car the query names
 * (always only its parts); else the shopper's unless `fits=0` — but for no car when the query names
 * another model without a year ("civic oil filter" with a Camry active lists parts for a Civic), or
 * only another car ("honda" with a Camry active).
 */
export function carOfList(read: ReadQuery, active: FitVehicle | null, fits: "0" | "1" | undefined) {
  const fitsFor = read.named ?? (read.model || read.carOnly ? null : active);
  return { fitsFor, onlyFits: fitsFor !== null && (read.named !== null || fits !== "0") };
}

/** Whether a query finds any part, every word matched, in the list's scope ("Did you mean" checks its spelling). */
export async function findsParts(
  db: Db,
  ref: ReferenceData,
  lexicon: Lexicon,
  q: string,
  active: FitVehicle | null,
  fits: "0" | "1" | undefined,
  choose?: ChooseStrategy,
): Promise<boolean> {
  const read = await readQuery(db, lexicon, q, active, { prefix: true });
  const { fitsFor, onlyFits } = carOfList(read, active, fits);
  const narrowTo = onlyFits ? fitsFor : null;
  const found = await matchQuery(db, ref, read, {
    onlyVehicleId: narrowTo?.ref.id ?? null,
    onlyAllowed: narrowTo ? (await narrowedParts(db, narrowTo)).allowed : null,
    fitsVehicleId: null,
    limit: 1,
    choose,
  });
  return found.matches.length > 0 && found.dropped.length === 0 && read.ignored.length === 0;
}
