import type { SQL } from "drizzle-orm";
import type { Db } from "./client.ts";

/** `db.execute` answers `{ rows }` on both drivers (PGlite and node-postgres). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
