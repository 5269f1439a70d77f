import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/**
 * One row per admin write: who, when, what, and the entity before → after. Written in
 * the transaction of the write itself, so a write without its entry (or an entry without its write)
 * cannot exist. The operator's e-mail is copied so the trail outlives a deleted account.
 */
export const auditEntries = pgTable(
  "audit_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    action: text("action").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [index("audit_entries_entity_idx").on(t.entity, t.entityId, t.at), index("audit_entries_at_idx").on(t.at)],
);
