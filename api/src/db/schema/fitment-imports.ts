import type { FitmentImportStatusName } from "@pitstop/contract/admin-import";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/**
 * An applied fitment import: a job with its progress, kept so its status survives the
 * request that started it and a reload of the operator's page. One runs at a time (the partial
 * unique index); a running job whose API stopped beating its heart was cut short and is marked failed.
 */
export const fitmentImports = pgTable(
  "fitment_imports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    fileName: text("file_name"),
    format: text("format").$type<"csv" | "aces">().notNull(),
    status: text("status").$type<FitmentImportStatusName>().notNull().default("queued"),
    rowsTotal: integer("rows_total").notNull().default(0),
    rowsDone: integer("rows_done").notNull().default(0),
    report: jsonb("report"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Set every few seconds by the API running the import: older than 30 s, nobody runs it any more. */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("fitment_imports_format_check", sql`${t.format} in ('csv', 'aces')`),
    check("fitment_imports_status_check", sql`${t.status} in ('queued', 'resolving', 'writing', 'done', 'failed')`),
    uniqueIndex("fitment_imports_one_running_idx")
      .on(sql`(true)`)
      .where(sql`${t.status} in ('queued', 'resolving', 'writing')`),
  ],
);

/**
 * The rows of the import being written, staged in batches (each its own statement, so the shop
 * keeps answering and the progress can be read between them), then moved into product_fitment in
 * one transaction: all of the file or none of it. Empty between imports.
 */
export const fitmentImportRows = pgTable(
  "fitment_import_rows",
  {
    importId: integer("import_id")
      .notNull()
      .references(() => fitmentImports.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    vehicleId: integer("vehicle_id").notNull(),
    engines: text("engines").array(),
    trims: text("trims").array(),
    position: text("position"),
    note: text("note"),
    /** ACES `App action`: 'A' adds the application, 'D' deletes the identical one. */
    action: text("action").$type<"A" | "D">().notNull().default("A"),
    quantity: integer("quantity"),
  },
  (t) => [
    index("fitment_import_rows_import_idx").on(t.importId),
    check("fitment_import_rows_action_check", sql`${t.action} in ('A', 'D')`),
  ],
);
