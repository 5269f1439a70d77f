/**
 * The exact SQL and parameters POST /api/filter runs, recorded by running the API's own
 * filterCatalogue against a drizzle instance (configured like openDatabase's) whose logger
 * writes down every statement. The second call of each request is kept: by then the reference
 * data (categories, types, brands) is cached, as it is in a running API. The search benchmark
 * (search.ts) records GET /api/search and /api/search/results the same way.
 */
import { type FilterRequest, FilterRequestSchema } from "@pitstop/contract/catalogue";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "../api/src/db/client.ts";
import * as schema from "../api/src/db/schema/index.ts";
import { filterCatalogue } from "../api/src/modules/catalogue/filter-service.ts";

export interface Statement {
  text: string;
  values: unknown[];
}

export type StatementRole = "vehicle" | "facets" | "page" | "cards" | "other";

export interface CapturedRequest {
  body: FilterRequest;
  statements: Statement[];
  total: number;
  products: number;
}

export function roleOf(s: Statement): StatementRole {
  if (/\b(catalogue_facets|vehicle_facet_cells|category_facet_cells)\b/.test(s.text)) return "facets";
  if (/^\s*select (product_id as )?id from /.test(s.text)) return "page";
  if (/\bas brand_slug\b/.test(s.text)) return "cards";
  if (/from "vehicles"/.test(s.text)) return "vehicle";
  return "other";
}

export function statementFor(c: CapturedRequest, role: StatementRole): Statement {
  const found = c.statements.find((s) => roleOf(s) === role);
  if (!found) throw new Error(`No ${role} statement captured for ${JSON.stringify(c.body)}`);
  return found;
}

/**
 * A drizzle instance configured like openDatabase's whose logger writes down every statement while
 * `record` runs; `record(op)` runs op twice and keeps the statements of the second run (by then the
 * process caches — reference data, the search lexicon — are warm, as in a running API), and those
 * of the first as `cold` (with its time).
 */
export async function withLoggingDb<T>(
  url: string,
  use: (
    db: Db,
    record: <R>(
      op: () => Promise<R>,
    ) => Promise<{ result: R; statements: Statement[]; cold: Statement[]; coldMs: number }>,
  ) => Promise<T>,
): Promise<T> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  let log: Statement[] | null = null;
  const db = drizzle({
    client: pool,
    schema,
    casing: "snake_case",
    logger: { logQuery: (text, values) => void log?.push({ text, values: [...values] }) },
  }) as unknown as Db;
  const record = async <R>(op: () => Promise<R>) => {
    const cold: Statement[] = [];
    const statements: Statement[] = [];
    try {
      log = cold;
      const t = performance.now();
      await op();
      const coldMs = performance.now() - t;
      log = statements;
      return { result: await op(), statements, cold, coldMs };
    } finally {
      log = null;
    }
  };
  try {
    return await use(db, record);
  } finally {
    await pool.end();
  }
}

export async function captureRequests(url: string, bodies: FilterRequest[]): Promise<CapturedRequest[]> {
  return withLoggingDb(url, async (db, record) => {
    const out: CapturedRequest[] = [];
    for (const body of bodies) {
      const input = FilterRequestSchema.parse(body);
      const { result: response, statements } = await record(() => filterCatalogue(db, input));
      out.push({ body, statements, total: response.total, products: response.products.length });
    }
    return out;
  });
}
