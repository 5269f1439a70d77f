import { z } from "zod";
import { ImportProblemSchema } from "./admin-catalogue.ts";
import { FitApplicationSchema } from "./fitment.ts";
import { idSchema } from "./ids.ts";

/** Fitment import: a CSV or an ACES XML file, dry run first, then applied all or nothing. */

export const FITMENT_IMPORT_FORMATS = ["csv", "aces"] as const;
/** The largest file accepted: 50,000 ACES applications take about 15 MB. */
export const FITMENT_IMPORT_MAX_BYTES = 32 * 1024 * 1024;

/**
 * The CSV's header, in this order; `trim` and `quantity` may be left out (a file of the first
 * eight columns without `trim`, the format before applications could name a trim, still reads). Each line is one application.
 */
export const FITMENT_CSV_COLUMNS = [
  "part_number",
  "make",
  "model",
  "year_from",
  "year_to",
  "engine",
  "trim",
  "position",
  "note",
  "quantity",
] as const;
export const FITMENT_CSV_OPTIONAL_COLUMNS: readonly (typeof FITMENT_CSV_COLUMNS)[number][] = ["trim", "quantity"];

/**
 * ACES `SubmissionType`: a NET file adds (`action="A"`) and deletes (`action="D"`) the applications
 * it lists; a FULL file is the whole truth about the parts it names: their applications it does
 * not list are removed. A CSV is NET.
 */
export const FITMENT_SUBMISSION_TYPES = ["net", "full"] as const;

export const FitmentImportRequestSchema = z
  .object({
    format: z.enum(FITMENT_IMPORT_FORMATS, { error: "format must be csv or aces" }),
    /** The file's text. */
    content: z
      .string({ error: "content holds the file's text" })
      .min(1, { error: "The file is empty" })
      .max(FITMENT_IMPORT_MAX_BYTES, { error: "The file is too large (32 MB at most)" }),
    dry_run: z.boolean({ error: "dry_run must be true or false" }).default(true),
    /** The file's name as the operator chose it, kept with an applied import. */
    file_name: z
      .string({ error: "file_name is the file's name" })
      .trim()
      .max(255, { error: "The file's name is too long (255 characters at most)" })
      .optional(),
  })
  .strict();
export type FitmentImportRequest = z.input<typeof FitmentImportRequestSchema>;

/** An application the import removes: deleted by a line, or replaced (a FULL file's part no longer lists it). */
export const FitmentRemovalSchema = FitApplicationSchema.extend({
  /** The deleting line; null for an application a FULL file replaces. */
  line: z.number().int().nullable(),
  reason: z.enum(["deleted", "replaced"]),
  part_number: z.string(),
  /** "2018 Toyota Camry". */
  vehicle: z.string(),
});
export type FitmentRemoval = z.infer<typeof FitmentRemovalSchema>;

export const FitmentImportReportSchema = z.object({
  dry_run: z.boolean(),
  applied: z.boolean(),
  format: z.enum(FITMENT_IMPORT_FORMATS),
  /** Applications (CSV lines, ACES App elements) read. */
  applications: z.number().int(),
  /** Applications whose part and vehicles are all known. */
  resolved: z.number().int(),
  /** Stored applications (one per part and vehicle year) the file's adds make, each counted once. */
  fitment_rows: z.number().int(),
  /** Of those, the ones the shop does not have yet. */
  added: z.number().int().default(0),
  /** Of those, the ones the shop has with another quantity: their quantity becomes the file's. */
  updated: z.number().int().default(0),
  /** Applications the file repeats or the shop already has: not stored a second time. */
  duplicates: z.number().int(),
  /** Applications removed by the file's deletes (`action="D"`). */
  deleted: z.number().int().default(0),
  /** Applications removed because a FULL file does not list them for a part it names. */
  replaced: z.number().int().default(0),
  submission: z.enum(FITMENT_SUBMISSION_TYPES).default("net"),
  products: z.number().int(),
  /** The first 500 applications deleted or replaced, for the dry run to show before anything is applied. */
  removals: z.array(FitmentRemovalSchema).default([]),
  removal_count: z.number().int().default(0),
  /**
   * Up to 500 problems: those that block applying first, then the others (duplicates, deletes of
   * what the shop does not have), each in file order; `problem_count` is all of them.
   */
  problems: z.array(ImportProblemSchema),
  problem_count: z.number().int(),
});
export type FitmentImportReport = z.infer<typeof FitmentImportReportSchema>;

/**
 * An applied import runs as a job, so the operator sees its progress: queued, then
 * resolving (the file's applications checked against the catalogue), then writing (the fitment rows
 * staged in batches, then moved into the catalogue in one transaction), then done or failed.
 */
export const FITMENT_IMPORT_STATUSES = ["queued", "resolving", "writing", "done", "failed"] as const;
export type FitmentImportStatusName = (typeof FITMENT_IMPORT_STATUSES)[number];
/** The statuses of an import still running: one at a time (a second apply is a 409). */
export const FITMENT_IMPORT_RUNNING: readonly FitmentImportStatusName[] = ["queued", "resolving", "writing"];

/** What an apply answers (202): the job's id and where to follow it. */
export const FitmentImportStartedSchema = z.object({
  id: z.number().int(),
  status: z.enum(FITMENT_IMPORT_STATUSES),
  status_url: z.string(),
});
export type FitmentImportStarted = z.infer<typeof FitmentImportStartedSchema>;

export const FitmentImportParamsSchema = z.object({ id: idSchema("id") });

export const FitmentImportStatusSchema = z.object({
  id: z.number().int(),
  status: z.enum(FITMENT_IMPORT_STATUSES),
  format: z.enum(FITMENT_IMPORT_FORMATS),
  file_name: z.string().nullable(),
  actor: z.object({ id: z.number().int().nullable(), email: z.string() }),
  /**
   * While resolving: the file's applications checked, of all of them. While writing and after:
   * the fitment rows written, of all the file makes.
   */
  rows_done: z.number().int(),
  rows_total: z.number().int(),
  /** The dry run's report, once the file is resolved (with `applied` true once done). */
  report: FitmentImportReportSchema.nullable(),
  /** Why it failed, for a person: nothing of the file was imported. */
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type FitmentImportStatus = z.infer<typeof FitmentImportStatusSchema>;

/** An import as the list of recent ones shows it: its status without the report. */
export const FitmentImportSummarySchema = FitmentImportStatusSchema.omit({ report: true });
export type FitmentImportSummary = z.infer<typeof FitmentImportSummarySchema>;

/** How many imports the list shows, newest first. */
export const FITMENT_IMPORTS_LISTED = 20;

export const FitmentImportListSchema = z.object({ imports: z.array(FitmentImportSummarySchema) });
export type FitmentImportList = z.infer<typeof FitmentImportListSchema>;
