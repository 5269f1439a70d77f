import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { isCarNumber } from "./vehicle-words.ts";
import { partKey } from "./words.ts";

/** Adjacent tokens of a query that are one of the shop's part numbers, typed in pieces. */
export interface PartNumberRun {
  /** The first token of the run, and the one after its last. */
  from: number;
  to: number;
  /** The part number as `partKey` reads it ("SL5837DN"). */
  key: string;
  /** Whether it is a whole part number, not only the start of one. */
  whole: boolean;
}

/** The most tokens a part number is typed in ("s l 5837 d n"). */
const MAX_RUN = 6;
/** The shortest start of a part number read as one while it is typed ("sl 583"). */
const MIN_START = 5;

/**
 * A part number typed with spaces anywhere ("sl 5837 dn", "SL 5837DN", "hbc 614 9915"): the
 * longest run of two or more adjacent tokens that, joined, is one of the shop's part numbers — or,
 * ending the query as it is typed, the start of one — read as the part number before any of its
 * tokens is read as a car ("sl" is also a Saturn SL). Only runs holding a number that says nothing
 * about a car (not a year, two digits or an engine size) are tried, so "2018 camry wipers" asks the
 * database nothing. One statement, through the part numbers' indexes (migration 0009).
 */
export async function partNumberRun(
  db: Db,
  tokens: string[],
  opts: { prefix: boolean },
): Promise<PartNumberRun | null> {
  const candidates: { from: number; to: number; key: string; start: boolean }[] = [];
  for (let from = 0; from < tokens.length; from++) {
    for (let to = from + 2; to <= Math.min(tokens.length, from + MAX_RUN); to++) {
      const run = tokens.slice(from, to);
      if (!run.some((t) => /[0-9]/.test(t) && !isCarNumber(t))) continue;
      const key = partKey(run.join(""));
      const last = run[run.length - 1] ?? "";
      // A year ending the query is the car's ("saturn sl 2001"), not the start of a part number.
      const start = opts.prefix && to === tokens.length && key.length >= MIN_START && !isCarNumber(last);
      candidates.push({ from, to, key, start });
    }
  }
  if (candidates.length === 0) return null;
  const found = (condition: SQL) => sql`exists (select 1 from products p where p.published and ${condition})`;
  const [row] = await rowsOf<{ whole: boolean[]; starts: boolean[] }>(
    db,
    sql`select array[${sql.join(
      candidates.map((c) => found(sql`pitstop_part_key(p.part_number) = ${c.key}`)),
      sql`, `,
    )}] as whole, array[${sql.join(
      candidates.map((c) => (c.start ? found(sql`pitstop_part_key(p.part_number) like ${`${c.key}%`}`) : sql`false`)),
      sql`, `,
    )}] as starts`,
  );
  let best: PartNumberRun | null = null;
  candidates.forEach((c, i) => {
    const whole = row?.whole[i] === true;
    if (!whole && row?.starts[i] !== true) return;
    const better = !best || (whole && !best.whole) || (whole === best.whole && c.to - c.from > best.to - best.from);
    if (better) best = { from: c.from, to: c.to, key: c.key, whole };
  });
  return best;
}
