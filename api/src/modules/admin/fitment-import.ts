import { blocksImport, type ImportProblem } from "@pitstop/contract/admin-catalogue";
import type { FitmentImportReport, FitmentImportRequestSchema, FitmentRemoval } from "@pitstop/contract/admin-import";
import { POSITIONS, type Position } from "@pitstop/contract/fitment";
import { countOf } from "@pitstop/contract/plural";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { HttpError } from "../../lib/http-error.ts";
import { type Application, applicationCount, type ReadFile } from "./fitment-file.ts";
import { readFitmentFileOffThread } from "./fitment-file-thread.ts";
import { intArray, textRows } from "./sql-arrays.ts";
import { qualifiersFor, trimsFor, VehicleIndex } from "./vehicle-index.ts";

/**
 * Fitment import (docs/decisions/023 and 027): a CSV or ACES file read into
 * applications (fitment-file.ts), resolved against the catalogue in a few statements into one
 * application per part and vehicle year, then set against the applications the shop has: what
 * the file adds, what it already has (duplicates), what it deletes and, for a FULL file, what it
 * replaces. A dry run answers that report here; applying it is a job (fitment-import-jobs.ts)
 * that writes all of the file or none of it.
 */

/** An application to add or delete: one part on one vehicle (a model year). */
export interface ApplicationRow {
  action: "A" | "D";
  productId: number;
  vehicleId: number;
  year: number;
  engines: string[] | null;
  trims: string[] | null;
  position: Position | null;
  note: string | null;
  quantity: number | null;
  line: number;
}

/** What makes two applications the same one (product_fitment_application_key); not the quantity. */
const applicationKey = (a: {
  productId: number;
  vehicleId: number;
  engines: string[] | null;
  trims: string[] | null;
  position: string | null;
  note: string | null;
}) => JSON.stringify([a.productId, a.vehicleId, a.engines, a.trims, a.position, a.note]);

const MAX_LISTED = 500;
const MAX_YEARS = 60;
const MAX_TEXT = 300;

const hasControl = (s: string) => [...s].some((ch) => ch.charCodeAt(0) < 32);

/** Checks an application's own values (no database): the reason it is invalid, or null. */
function invalidReason(a: Application): string | null {
  if (!a.part) return "the part number is missing";
  if (a.part.length > 40) return "the part number is too long";
  if (a.yearFrom === null || a.yearTo === null) return "the years must be four-digit model years (year_from, year_to)";
  if (a.yearTo < a.yearFrom) return `year_to ${a.yearTo} is before year_from ${a.yearFrom}`;
  if (a.yearTo - a.yearFrom >= MAX_YEARS) return `a range of more than ${MAX_YEARS} years`;
  if (a.position !== null && !(POSITIONS as readonly string[]).includes(a.position)) {
    return `position "${a.position.slice(0, 40)}" is not one of ${POSITIONS.join(", ")}`;
  }
  if (a.quantity !== null && !(/^\d{1,3}$/.test(a.quantity) && Number(a.quantity) >= 1 && Number(a.quantity) <= 100)) {
    return `quantity "${a.quantity.slice(0, 20)}" is not a whole number from 1 to 100`;
  }
  for (const t of [a.note ?? "", ...a.engines, ...a.trims, a.make.name ?? "", a.model.name ?? ""]) {
    if (t.length > MAX_TEXT) return `a value longer than ${MAX_TEXT} characters`;
    if (hasControl(t) || /[<>]/.test(t)) return "a value holds control characters or < >";
  }
  return null;
}

type Resolved = {
  rows: ApplicationRow[];
  resolved: number;
  /** Applications the file repeats (stored once). */
  repeated: number;
  productCount: number;
};

/** Applications resolved between two progress reports. */
const RESOLVE_SLICE = 5_000;
/**
 * Work on this thread gives way to shoppers' requests every this many applications (a file's
 * 50,000 are hundreds of milliseconds of resolving and comparing: in slices, never one block).
 */
const BREATHE_EVERY = 1_000;
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The file's applications against the catalogue: one row per part and vehicle year, each once. */
async function resolve(
  db: Db,
  apps: Application[],
  problems: ImportProblem[],
  onProgress?: (resolved: number) => Promise<void>,
): Promise<Resolved> {
  const parts = [...new Set(apps.map((a) => a.part).filter(Boolean))];
  const [productRows, vehicles] = await Promise.all([
    parts.length
      ? rowsOf<{ id: number; part_number: string; universal: boolean }>(
          db,
          sql`select p.id, p.part_number, p.universal
              from ${textRows(parts)} k join products p on (p.part_number || '') = k.value`,
        )
      : Promise.resolve([]),
    VehicleIndex.load(db),
  ]);
  const productByPart = new Map(productRows.map((p) => [p.part_number, p]));
  const seen = new Map<string, ApplicationRow>();
  const rows: ApplicationRow[] = [];
  let resolved = 0;
  let repeated = 0;
  const problem = (a: Application, kind: ImportProblem["kind"], message: string) =>
    problems.push({ line: a.line, kind, message });
  for (const [i, a] of apps.entries()) {
    if (onProgress && i > 0 && i % RESOLVE_SLICE === 0) await onProgress(i);
    else if (i > 0 && i % BREATHE_EVERY === 0) await breathe();
    if (a.baseVehicle) {
      problem(
        a,
        "unknown_vehicle",
        "BaseVehicle ids are AutoCare VCdb ids, which the shop does not hold: name the vehicle with Make, Model and Years (vPIC names or ids)",
      );
      continue;
    }
    const invalid = invalidReason(a);
    if (invalid) {
      problem(a, "invalid", invalid);
      continue;
    }
    const product = productByPart.get(a.part);
    if (!product) {
      problem(a, "unknown_part", `no product has the part number ${a.part}`);
      continue;
    }
    if (product.universal) {
      problem(a, "invalid", `${a.part} is universal: it fits every vehicle and takes no fitment`);
      continue;
    }
    const years = vehicles.model(a.make, a.model);
    if (typeof years === "string") {
      problem(a, "unknown_vehicle", years);
      continue;
    }
    const from = a.yearFrom ?? 0;
    const to = a.yearTo ?? 0;
    const found: ApplicationRow[] = [];
    let failed: string | null = null;
    for (let year = from; year <= to && !failed; year++) {
      const v = years.get(year);
      if (!v) continue;
      const engines = a.engines.length ? qualifiersFor(v.engines, a.engines) : { names: null };
      const trims = a.trims.length ? trimsFor(v.trims, a.trims) : { names: null };
      if ("unknown" in engines)
        failed = `the ${year} model has no engine "${engines.unknown}" (it has ${v.engines.join(", ")})`;
      else if ("unknown" in trims)
        failed = `the ${year} model has no trim "${trims.unknown}" (it has ${v.trims.join(", ")})`;
      else {
        found.push({
          action: a.action,
          productId: product.id,
          vehicleId: v.id,
          year,
          engines: engines.names,
          trims: trims.names,
          position: a.position as Position | null,
          note: a.note,
          quantity: a.quantity === null ? null : Number(a.quantity),
          line: a.line,
        });
      }
    }
    if (failed) {
      problem(a, "invalid", failed);
      continue;
    }
    if (found.length === 0) {
      problem(a, "unknown_vehicle", `no model year ${from === to ? from : `${from}–${to}`} of this vehicle`);
      continue;
    }
    // The same application twice in the file: stored once; added and deleted, or two quantities: refused.
    let repeats: number | null = null;
    let conflict: string | null = null;
    const fresh: ApplicationRow[] = [];
    const again: Array<[ApplicationRow, ApplicationRow]> = [];
    for (const row of found) {
      const earlier = seen.get(applicationKey(row));
      if (!earlier) fresh.push(row);
      else if (earlier.action !== row.action)
        conflict = `line ${earlier.line} ${earlier.action === "A" ? "adds" : "deletes"} the same application: a file cannot both add and delete it`;
      else if (row.quantity !== null && earlier.quantity !== null && row.quantity !== earlier.quantity)
        conflict = `repeats line ${earlier.line} with another quantity (${row.quantity}, not ${earlier.quantity})`;
      else {
        repeats ??= earlier.line;
        again.push([earlier, row]);
      }
      if (conflict) break;
    }
    if (conflict) {
      problem(a, "invalid", conflict);
      continue;
    }
    resolved++;
    for (const row of fresh) {
      seen.set(applicationKey(row), row);
      rows.push(row);
    }
    for (const [earlier, row] of again) earlier.quantity ??= row.quantity;
    if (repeats !== null) {
      repeated += again.length;
      problem(a, "duplicate", `repeats line ${repeats}: stored once`);
    }
  }
  return { rows, resolved, repeated, productCount: new Set(productRows.map((p) => p.id)).size };
}

/** Rows per statement: bounded so one statement's JSON stays well under a megabyte. */
export const CHUNK = 5_000;

interface StoredApplication {
  product_id: number;
  vehicle_id: number;
  part_number: string;
  vehicle: string;
  engines: string[] | null;
  trims: string[] | null;
  position: Position | null;
  note: string | null;
  quantity: number | null;
}

/**
 * The applications the shop has that the file may touch: on its parts' vehicles (a NET file), or
 * every one of its parts (a FULL file replaces them).
 */
async function storedApplications(db: Db, rows: ApplicationRow[], submission: "net" | "full") {
  const columns = sql`f.product_id, f.vehicle_id, p.part_number, concat_ws(' ', v.year, v.make, v.model) as vehicle,
                      f.engines, f.trims, f.position, f.note, f.quantity`;
  const found: StoredApplication[] = [];
  if (submission === "full") {
    const productIds = [...new Set(rows.map((r) => r.productId))];
    for (let i = 0; i < productIds.length; i += CHUNK) {
      found.push(
        ...(await rowsOf<StoredApplication>(
          db,
          sql`select ${columns} from product_fitment f
              join products p on p.id = f.product_id join vehicles v on v.id = f.vehicle_id
              where f.product_id = any(${intArray(productIds.slice(i, i + CHUNK))})
              order by p.part_number, v.make, v.model, v.year, f.id`,
        )),
      );
    }
    return found;
  }
  const pairs = [...new Map(rows.map((r) => [`${r.productId}:${r.vehicleId}`, r])).values()];
  for (let i = 0; i < pairs.length; i += CHUNK) {
    const slice = pairs.slice(i, i + CHUNK);
    found.push(
      ...(await rowsOf<StoredApplication>(
        db,
        sql`select ${columns} from product_fitment f
            join unnest(${intArray(slice.map((r) => r.productId))}, ${intArray(slice.map((r) => r.vehicleId))}) as k(p, v)
              on f.product_id = k.p and f.vehicle_id = k.v
            join products p on p.id = f.product_id join vehicles v on v.id = f.vehicle_id`,
      )),
    );
  }
  return found;
}

const removal = (s: StoredApplication, line: number | null): FitmentRemoval => ({
  line,
  reason: line === null ? "replaced" : "deleted",
  part_number: s.part_number,
  vehicle: s.vehicle,
  engines: s.engines,
  trims: s.trims,
  position: s.position,
  note: s.note,
  quantity: s.quantity,
});

/** Years of a line, said short: "2018" or "2017, 2019". */
const yearsOf = (rows: ApplicationRow[]) => rows.map((r) => r.year).join(", ");

/** The file's rows set against the shop's applications: what applying would add, keep, delete, replace. */
async function compare(db: Db, rows: ApplicationRow[], submission: "net" | "full", problems: ImportProblem[]) {
  const stored = new Map<string, StoredApplication>();
  let done = 0;
  for (const s of await storedApplications(db, rows, submission)) {
    if (++done % BREATHE_EVERY === 0) await breathe();
    stored.set(
      applicationKey({
        productId: s.product_id,
        vehicleId: s.vehicle_id,
        engines: s.engines,
        trims: s.trims,
        position: s.position,
        note: s.note,
      }),
      s,
    );
  }
  const touched = new Set<string>();
  const counts = { added: 0, updated: 0, duplicates: 0, deleted: 0, replaced: 0 };
  const removals: FitmentRemoval[] = [];
  /** Per line: its rows the shop already has (adds) or does not have (deletes), and all its rows. */
  const byLine = new Map<number, { action: "A" | "D"; missed: ApplicationRow[]; all: number }>();
  for (const row of rows) {
    if (++done % BREATHE_EVERY === 0) await breathe();
    const key = applicationKey(row);
    const s = stored.get(key);
    const line = byLine.get(row.line) ?? { action: row.action, missed: [], all: 0 };
    byLine.set(row.line, line);
    line.all++;
    if (s) touched.add(key);
    if (row.action === "A") {
      if (!s) counts.added++;
      else if (row.quantity !== null && row.quantity !== s.quantity) counts.updated++;
      else {
        counts.duplicates++;
        line.missed.push(row);
      }
    } else if (s) {
      counts.deleted++;
      removals.push(removal(s, row.line));
    } else line.missed.push(row);
  }
  for (const [line, { action, missed, all }] of byLine) {
    if (missed.length === 0) continue;
    const where = missed.length < all ? ` for ${yearsOf(missed)}` : "";
    problems.push(
      action === "A"
        ? { line, kind: "duplicate", message: `the shop already has this application${where}: not stored again` }
        : { line, kind: "absent", message: `the shop has no such application${where}: nothing to delete` },
    );
  }
  if (submission === "full") {
    for (const [key, s] of stored) {
      if (touched.has(key)) continue;
      counts.replaced++;
      removals.push(removal(s, null));
    }
  }
  return { counts, removals };
}

export interface CheckedFile {
  report: FitmentImportReport;
  submission: "net" | "full";
  rows: ApplicationRow[];
  /** The problems that block applying (every one but duplicates and deletes of nothing). */
  blocking: ImportProblem[];
}

/** Resolves a read file against the catalogue: the report, and the rows applying it would write. */
export async function checkFitmentFile(
  db: Db,
  file: ReadFile,
  opts: { dryRun: boolean; onProgress?: (resolved: number) => Promise<void> },
): Promise<CheckedFile> {
  const problems = [...file.unread];
  const r = await resolve(db, file.apps, problems, opts.onProgress);
  const { counts, removals } = await compare(db, r.rows, file.submission, problems);
  const blocking = problems.filter(blocksImport).sort((x, y) => x.line - y.line);
  const others = problems.filter((p) => !blocksImport(p)).sort((x, y) => x.line - y.line);
  const report: FitmentImportReport = {
    dry_run: opts.dryRun,
    applied: false,
    format: file.format,
    submission: file.submission,
    applications: applicationCount(file),
    resolved: r.resolved,
    fitment_rows: r.rows.filter((row) => row.action === "A").length,
    ...counts,
    duplicates: counts.duplicates + r.repeated,
    products: new Set(r.rows.map((row) => row.productId)).size,
    removals: removals.slice(0, MAX_LISTED),
    removal_count: removals.length,
    problems: [...blocking, ...others].slice(0, MAX_LISTED),
    problem_count: problems.length,
  };
  return { report, submission: file.submission, rows: r.rows, blocking };
}

/** The dry run: what the file would do, nothing written. */
export async function dryRunFitmentImport(
  db: Db,
  input: z.output<typeof FitmentImportRequestSchema>,
): Promise<FitmentImportReport> {
  return (await checkFitmentFile(db, await readFitmentFileOffThread(input), { dryRun: true })).report;
}

/** Why a file with problems is not applied, with its first problem lines (the 422 it used to be). */
export function blockedImport(blocking: ImportProblem[]): HttpError {
  const n = blocking.length;
  return new HttpError(
    422,
    `${countOf(n, "line has", "lines have")} problems: nothing was imported. Run a dry run to see them, correct the file and send it again.`,
    Object.fromEntries(blocking.slice(0, 100).map((p) => [`line ${p.line}`, [p.message]])),
  );
}

/** The rows as one JSON text for `jsonb_array_elements` (one parameter, whatever the count). */
export const rowsJson = (rows: ApplicationRow[]) =>
  JSON.stringify(
    rows.map((row) => ({
      a: row.action,
      p: row.productId,
      v: row.vehicleId,
      e: row.engines,
      t: row.trims,
      pos: row.position,
      n: row.note,
      q: row.quantity,
    })),
  );
