/**
 * The catalogue's SQL timed directly with pg: the facet query and the total count against the page
 * query, page 200 against page 1, and the same page at tier M against tier S.
 */
import type pg from "pg";
import { type CapturedRequest, type Statement, statementFor } from "../capture.ts";
import type { Tier } from "../tiers.ts";
import { query } from "./calls.ts";
import { interleave } from "./measure.ts";
import { DEEP_PAGES, label, REQUESTS, type RequestName } from "./requests.ts";
import { recordTimed } from "./results.ts";

/**
 * The total alone, as the cube gives it: the scope's cells. For a vehicle that is its direct fits'
 * cells; the universal cells are the same for every vehicle and the API keeps them in memory.
 */
function totalStatement(c: CapturedRequest): Statement {
  const facets = statementFor(c, "facets");
  if (facets.text.includes("vehicle_facet_cells")) {
    return {
      text: "select total from vehicle_facet_cells where vehicle_id = $1",
      values: [facets.values[0]],
    };
  }
  if (facets.text.includes("category_facet_cells")) {
    return { text: "select total from category_facet_cells where category_id = $1", values: [facets.values[0]] };
  }
  return {
    text: "select coalesce(sum(n), 0)::int as total from catalogue_facets where category_id = $1",
    values: [facets.values[0]],
  };
}

export async function benchQueries(tier: Tier, client: pg.Client, captured: Map<RequestName, CapturedRequest>) {
  const get = (name: RequestName) => {
    const c = captured.get(name);
    if (!c) throw new Error(`nothing captured for ${name}`);
    return c;
  };
  for (const name of ["vehicle", "category"] as const) {
    const c = get(name);
    const page = query(client, statementFor(c, "page"));
    const facets = await interleave(query(client, statementFor(c, "facets")), page);
    recordTimed(tier, "facet query / page query", label(c.body), facets, { max: 2 });
    const total = await interleave(query(client, totalStatement(c)), page);
    recordTimed(tier, "total count / page query", label(c.body), total, { max: 1.5 });
  }
  for (const [p1, p200] of DEEP_PAGES) {
    const pair = await interleave(
      query(client, statementFor(get(p200), "page")),
      query(client, statementFor(get(p1), "page")),
    );
    recordTimed(tier, "page 200 / page 1 (page query)", label(REQUESTS[p200]), pair, { max: 2 });
  }
}

/** The same first page of a listing at tier M against tier S. */
export async function benchTiers(
  [m, capM]: [pg.Client, Map<RequestName, CapturedRequest>],
  [s, capS]: [pg.Client, Map<RequestName, CapturedRequest>],
) {
  for (const name of ["vehicleP1", "categoryP1"] as const) {
    const pair = await interleave(
      query(m, statementFor(capM.get(name) as CapturedRequest, "page")),
      query(s, statementFor(capS.get(name) as CapturedRequest, "page")),
    );
    recordTimed("M/S", "page query tier M / tier S", label(REQUESTS[name]), pair, { max: 1.5 });
  }
}
