import { z } from "zod";
import { idSchema, MAX_INT, positiveIntQuerySchema } from "./ids.ts";

/**
 * The back office's shared shapes (docs/decisions/023): optimistic locking, audit entries,
 * money and text as operators type them.
 */

const VERSION_ERROR = "version must be the whole number the record was opened with";
/** The version an edit was made on; a stale one is refused with 409 and nothing is overwritten. */
export const VersionSchema = z
  .number({ error: VERSION_ERROR })
  .int({ error: VERSION_ERROR })
  .min(1, { error: VERSION_ERROR })
  .max(MAX_INT, { error: VERSION_ERROR });

/** Largest price, handling or shipping fee: $1,000,000. */
export const MAX_MONEY = 1_000_000;
/** Largest stock count of one product. */
export const MAX_STOCK = 1_000_000;

/** Dollars with at most two decimals (49.99), from 0 to MAX_MONEY; the API keeps cents. */
export const MoneyInputSchema = (label: string) =>
  z
    .number({ error: `${label} must be an amount in dollars, like 49.99` })
    .min(0, { error: `${label} cannot be negative` })
    .max(MAX_MONEY, { error: `${label} must be at most ${MAX_MONEY.toLocaleString("en-US")}` })
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { error: `${label} has at most two decimals` });

export const StockInputSchema = z
  .number({ error: "Stock must be a whole number" })
  .int({ error: "Stock must be a whole number" })
  .min(0, { error: "Stock cannot be negative" })
  .max(MAX_STOCK, { error: `Stock must be at most ${MAX_STOCK.toLocaleString("en-US")}` });

/** One line of text (a title, a name): trimmed, no control characters or markup brackets. */
export const LineTextSchema = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} is too long (${max} characters at most)` })
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
    .regex(/^[^<>\u0000-\u001f\u007f]*$/, { error: `${label} must be one line of text without < or >` });

/** Markdown text (a description, an article): control characters other than line breaks and tabs refused; rendered sanitised. */
export const MarkdownSchema = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, { error: `${label} is too long (${max.toLocaleString("en-US")} characters at most)` })
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, {
      error: `${label} cannot contain control characters`,
    });

export const SlugInputSchema = z
  .string()
  .trim()
  .min(1, { error: "Slug is required" })
  .max(120, { error: "Slug is too long (120 characters at most)" })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "Slug may hold only lower-case letters, digits and single hyphens" });

/** `/api/admin/…/:id` */
export const AdminIdParamsSchema = z.object({ id: idSchema("id") });

/**
 * A deletion's query: the version the record was shown with, so a record changed since (renamed,
 * moved) is not deleted unseen; a stale one is a 409 like an edit's.
 */
export const DeletionQuerySchema = z.object({
  version: z.coerce
    .number({ error: VERSION_ERROR })
    .int({ error: VERSION_ERROR })
    .min(1, { error: VERSION_ERROR })
    .max(MAX_INT, { error: VERSION_ERROR }),
});

export const PageQuerySchema = {
  page: positiveIntQuerySchema("page", 10_000).default(1),
  page_size: positiveIntQuerySchema("page_size", 100).default(50),
};

/** One admin write as the trail keeps it. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int().nullable(), email: z.string() }),
  entity: z.string(),
  entity_id: z.string(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AUDIT_ENTITIES = [
  "product",
  "brand",
  "category",
  "product_type",
  "fitment",
  "fitment_import",
  "bulk_update",
  "user",
  "article",
  "settings",
  "promotion",
  "review",
  "order",
  "return",
] as const;

/** A day, or a day and time (UTC unless an offset is given): every match is a real instant. */
const AUDIT_INSTANT =
  /^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)?)?$/;
const auditInstant = (name: string) =>
  z
    .string()
    .trim()
    .regex(AUDIT_INSTANT, { error: `${name} must be a date or time, like 2026-11-29 or 2026-11-29T14:00:00Z` })
    .optional();

export const AuditQuerySchema = z.object({
  entity: z.enum(AUDIT_ENTITIES, { error: `entity must be one of: ${AUDIT_ENTITIES.join(", ")}` }).optional(),
  entity_id: z.string().trim().min(1).max(40).optional(),
  /** Who did it: part of the operator's email. */
  actor: z.string().trim().min(1).max(254, { error: "actor is at most 254 characters" }).optional(),
  /** What was done: create, update, delete, publish, remove, ship, … */
  action: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,40}$/, { error: "action is a word such as update, delete or publish" })
    .optional(),
  /** Written at or after this instant. */
  from: auditInstant("from"),
  /** Written before this instant. */
  to: auditInstant("to"),
  ...PageQuerySchema,
});

export const AuditListSchema = z.object({
  entries: z.array(AuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
