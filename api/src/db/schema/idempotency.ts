import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt } from "./columns.ts";

/**
 * The outcome of each request sent with an `Idempotency-Key` (checkout, pay), per user and key,
 * so a repeat gets the first answer instead of a second order or charge (api/src/lib/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** SHA-256 of the route and the request body: the same key with another request is refused. */
    requestHash: text("request_hash").notNull(),
    status: text("status").$type<"running" | "done">().notNull(),
    responseStatus: smallint("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: createdAt(),
    /** When the running request took the key; a request that died holding it is taken over later. */
    lockedAt: timestamp("locked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "idempotency_keys_pkey", columns: [t.userId, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
    check("idempotency_keys_status_check", sql`${t.status} in ('running', 'done')`),
  ],
);
