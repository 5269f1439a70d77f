import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt } from "./columns.ts";

/**
 * The outcome of each request sent with an `Idempotency-Key` (checkout, pay), per user and key —
 * or, for a guest without an account, per normalized email and key — so a repeat gets the first
 * answer instead of a second order or charge (api/src/lib/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** A guest checkout's or guest payment's owner: the buyer's lowercased email (no account). */
    guestEmail: text("guest_email"),
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
    uniqueIndex("idempotency_keys_user_key").on(t.userId, t.key).where(sql`${t.userId} is not null`),
    uniqueIndex("idempotency_keys_guest_key").on(t.guestEmail, t.key).where(sql`${t.guestEmail} is not null`),
    check("idempotency_keys_owner_check", sql`(${t.userId} is null) <> (${t.guestEmail} is null)`),
    index("idempotency_keys_created_idx").on(t.createdAt),
    check("idempotency_keys_status_check", sql`${t.status} in ('running', 'done')`),
  ],
);
