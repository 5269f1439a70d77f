import { type SQL, sql } from "drizzle-orm";

/**
 * A JS array as one PostgreSQL array parameter. Drizzle spreads an array into one parameter per
 * item (`($1, $2, …)`), which is a row, not an array, and stops at 65,535 parameters; a file of
 * 50,000 lines is sent instead as one JSON text.
 */
export const intArray = (items: number[]): SQL =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(items)}::jsonb)::int)`;

/**
 * The given texts as a one-column relation `k(value)`, to join on.
 *
 * Joining it to products by part number, write `(p.part_number || '') = k.value`: on the bare column
 * PostgreSQL probes each value through the trigram GIN index (it supports `=` too, and is costed
 * as cheap), about 3 ms a probe — 9.6 s for the demo catalogue's 3,600 part numbers. Through the
 * expression no index applies and the planner hashes the values against one scan of products.
 */
export const textRows = (items: string[]): SQL =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(items)}::jsonb) as value)`;
