import { type SQL, sql } from "drizzle-orm";

/**
 * A JS array as one PostgreSQL array parameter. Drizzle spreads an array into one parameter per
 * item (`($1, $2, …)`), which is a row, not an array, and stops at 65,535 parameters; a file of
 * 50,000 lines is sent instead as one JSON text.
 */
export const textArray = (items: string[]): SQL =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(items)}::jsonb))`;

export const intArray = (items: number[]): SQL =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(items)}::jsonb)::int)`;
