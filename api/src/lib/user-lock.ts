import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { notFound } from "./http-error.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Locks the user's row for the rest of the transaction. Writes that keep a per-user rule (one
 * default address or card, one main car, a cap on a list) take it first, so two requests of the
 * same user run one after the other instead of both passing the check.
 */
export async function lockUser(tx: Tx, userId: number): Promise<void> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  if (rows.length === 0) throw notFound("Account not found");
}
