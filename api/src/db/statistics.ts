import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { rowsOf } from "./rows.ts";

/**
 * The planner chooses joins from table statistics, and without them it guesses: for a product page
 * it hashed all 11,000 vehicles to join a product's dozen fitment rows (51 ms on PGlite instead of
 * 0.3 ms). A PostgreSQL server gathers statistics itself (autovacuum); PGlite runs PostgreSQL as a
 * single backend with no autovacuum, so its tables have statistics only after an explicit ANALYZE.
 */
export async function gatherPlannerStatistics(db: Db) {
  await db.execute(sql`analyze`);
}

/**
 * Whether the catalogue holds products but has never been analyzed: an embedded database loaded
 * before the load ended with ANALYZE, or a server with autovacuum off.
 */
export async function lacksPlannerStatistics(db: Db): Promise<boolean> {
  const [row] = await rowsOf<{ lacking: boolean }>(
    db,
    sql`select exists (select 1 from products)
           and not exists (select 1 from pg_stats where schemaname = current_schema() and tablename = 'products')
           as lacking`,
  );
  return row?.lacking === true;
}
