import type { SQL } from "drizzle-orm";
import type { Db } from "./client.ts";

/** A transaction handed to `db.transaction`'s callback. */
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** `execute` answers `{ rows }` on both drivers (PGlite and node-postgres), in or out of a transaction. */
export async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
