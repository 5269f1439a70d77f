import { z } from "zod";
import { ImportProblemSchema } from "./admin-catalogue.ts";

/** Fitment import (issue 14 §2): a CSV or an ACES XML file, dry run first, then applied all or nothing. */

export const FITMENT_IMPORT_FORMATS = ["csv", "aces"] as const;
/** The largest file accepted: 50,000 ACES applications take about 15 MB. */
export const FITMENT_IMPORT_MAX_BYTES = 32 * 1024 * 1024;

/** The CSV's header, in this order: */
export const FITMENT_CSV_COLUMNS = [
  "part_number",
  "make",
  "model",
  "year_from",
  "year_to",
  "engine",
  "position",
  "note",
] as const;

export const FitmentImportRequestSchema = z
  .object({
    format: z.enum(FITMENT_IMPORT_FORMATS, { error: "format must be csv or aces" }),
    /** The file's text. */
    content: z
      .string({ error: "content holds the file's text" })
      .min(1, { error: "The file is empty" })
      .max(FITMENT_IMPORT_MAX_BYTES, { error: "The file is too large (32 MB at most)" }),
    dry_run: z.boolean({ error: "dry_run must be true or false" }).default(true),
  })
  .strict();
export type FitmentImportRequest = z.input<typeof FitmentImportRequestSchema>;

export const FitmentImportReportSchema = z.object({
  dry_run: z.boolean(),
  applied: z.boolean(),
  format: z.enum(FITMENT_IMPORT_FORMATS),
  /** Applications (CSV lines, ACES App elements) read. */
  applications: z.number().int(),
  /** Applications whose part and vehicles are all known. */
  resolved: z.number().int(),
  /** Product × vehicle rows they make, after duplicates merged. */
  fitment_rows: z.number().int(),
  /** Of those, rows the shop did not have yet (the others replace an existing row's qualifiers). */
  new_rows: z.number().int(),
  products: z.number().int(),
  duplicates: z.number().int(),
  /** Up to 500 problems in file order; `problem_count` is all of them. Any problem other than a duplicate blocks applying. */
  problems: z.array(ImportProblemSchema),
  problem_count: z.number().int(),
});
export type FitmentImportReport = z.infer<typeof FitmentImportReportSchema>;
