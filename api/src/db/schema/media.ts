import { integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns.ts";

/**
 * Every stored image (product pictures, article covers, avatars) lives here, in PostgreSQL, so API
 * replicas share it. A row never changes: a new upload is a new
 * row, which lets `/api/media/{id}` be cached as immutable.
 */
export const media = pgTable("media", {
  id: uuid("id").primaryKey().defaultRandom(),
  contentType: text("content_type").notNull(),
  byteSize: integer("byte_size").notNull(),
  body: bytea("body").notNull(),
  createdAt: createdAt(),
});
