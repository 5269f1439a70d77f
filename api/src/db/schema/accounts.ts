import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns.ts";
import { media } from "./media.ts";

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(), // stored lower-cased
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    passwordHash: text("password_hash"), // null for Google-only accounts
    googleSub: text("google_sub"),
    name: text("name").notNull().default(""),
    lastname: text("lastname").notNull().default(""),
    phone: text("phone").notNull().default(""),
    username: text("username"),
    role: text("role").notNull().default("customer"),
    mile: integer("mile").notNull().default(0),
    avatarMediaId: uuid("avatar_media_id").references(() => media.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_google_sub_key").on(t.googleSub),
    uniqueIndex("users_username_key").on(sql`lower(${t.username})`),
    check("users_role_check", sql`${t.role} in ('customer', 'admin')`),
    check("users_mile_check", sql`${t.mile} >= 0`),
  ],
);

/** Opaque bearer tokens, stored as SHA-256 hashes only. */
export const sessions = pgTable(
  "sessions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: bytea("token_hash").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("sessions_token_hash_key").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

/** Single-use tokens mailed to a user: email verification and password reset. */
export const userTokens = pgTable(
  "user_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    email: text("email").notNull(),
    tokenHash: bytea("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("user_tokens_token_hash_key").on(t.tokenHash),
    index("user_tokens_user_purpose_idx").on(t.userId, t.purpose),
    check("user_tokens_purpose_check", sql`${t.purpose} in ('verify-email', 'reset-password')`),
  ],
);
