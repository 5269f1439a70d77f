import type { ImportProblem } from "@pitstop/contract/admin-catalogue";
import type { FitmentImportReport, FitmentImportRequestSchema } from "@pitstop/contract/admin-import";
import { FITMENT_CSV_COLUMNS } from "@pitstop/contract/admin-import";
import { POSITIONS, type Position } from "@pitstop/contract/fitment";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { badRequest, HttpError } from "../../lib/http-error.ts";
import { AcesError, parseAces } from "./aces.ts";
import { CsvError, headerName, parseCsv } from "./csv.ts";
import { PCDB_POSITIONS } from "./pcdb-positions.ts";
import { intArray, textRows } from "./sql-arrays.ts";
import { qualifiersFor, trimsFor, VehicleIndex } from "./vehicle-index.ts";

/**
 * Fitment import (issue 14 §2, docs/decisions/023): a CSV or ACES file is read into applications
 * (a part, a make and model over years, qualifiers), resolved against the catalogue in a few
 * statements and merged per part and vehicle as decision 009 says. A dry run answers its report here;
 * applying it is a job (fitment-import-jobs.ts) that writes all of the file or none of it.
 */

/** One application as read from either format, before it is resolved. */
export interface Application {
  line: number;
  part: string;
  make: { name?: string; id?: number };
  model: { name?: string; id?: number };
  yearFrom: number | null;
  yearTo: number | null;
  engines: string[];
  trims: string[];
  position: string | null;
  note: string | null;
  /** Named by an ACES `BaseVehicle` id alone (a VCdb id the shop does not hold). */
  baseVehicle: boolean;
}

/** A fitment row to write: one part on one vehicle. */
export interface FitmentRow {
  productId: number;
  vehicleId: number;
  engines: string[] | null;
  trims: string[] | null;
  position: Position | null;
  note: string | null;
  line: number;
}

const MAX_LISTED_PROBLEMS = 500;
const MAX_YEARS = 60;
const MAX_TEXT = 300;

function readCsv(text: string, problems: ImportProblem[]): Application[] {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (err) {
    if (err instanceof CsvError) throw badRequest(`The CSV cannot be read: line ${err.line}: ${err.message}`);
    throw err;
  }
  const [header, ...lines] = records;
  const expected = FITMENT_CSV_COLUMNS.join(",");
  if (!header || header.cells.map(headerName).join(",") !== expected) {
    throw badRequest(`The CSV's first line must name its columns: ${expected}`);
  }
  const apps: Application[] = [];
  for (const { line, cells } of lines) {
    if (cells.length !== FITMENT_CSV_COLUMNS.length) {
      problems.push({
        line,
        kind: "invalid",
        message: `expected ${FITMENT_CSV_COLUMNS.length} columns, found ${cells.length}`,
      });
      continue;
    }
    const [part, make, model, from, to, engine, position, note] = cells.map((c) => c.trim()) as string[] & {
      length: 8;
    };
    const yearFrom = /^\d{4}$/.test(from ?? "") ? Number(from) : null;
    const yearTo = to === "" ? yearFrom : /^\d{4}$/.test(to ?? "") ? Number(to) : null;
    apps.push({
      line,
      part: part ?? "",
      make: { name: make ?? "" },
      model: { name: model ?? "" },
      yearFrom,
      yearTo,
      engines: engine ? [engine] : [],
      trims: [],
      position: position || null,
      note: note || null,
      baseVehicle: false,
    });
  }
  return apps;
}

const KNOWN_PCDB_POSITIONS = [...PCDB_POSITIONS].map(([id, name]) => `${id} ${name}`).join(", ");

function readAces(text: string, problems: ImportProblem[]): Application[] {
  let parsed: ReturnType<typeof parseAces>;
  try {
    parsed = parseAces(text);
  } catch (err) {
    if (err instanceof AcesError)
      throw badRequest(`The file is not well-formed ACES XML: line ${err.line}: ${err.message}`);
    throw err;
  }
  const apps: Application[] = [];
  for (const a of parsed) {
    let position = a.position;
    if (a.positionId !== null) {
      const named = /^\d{1,9}$/.test(a.positionId) ? PCDB_POSITIONS.get(Number(a.positionId)) : undefined;
      if (!named) {
        problems.push({
          line: a.line,
          kind: "invalid",
          message: `unknown position id ${a.positionId.slice(0, 20)} (the PCdb positions known: ${KNOWN_PCDB_POSITIONS}; or name it: <Position>Left</Position>)`,
        });
        continue;
      }
      position = named;
    }
    const notes = [...a.notes, ...a.other];
    apps.push({
      line: a.line,
      part: a.part,
      make: a.make,
      model: a.model,
      yearFrom: a.yearFrom,
      yearTo: a.yearTo,
      engines: a.engines,
      trims: a.trims,
      position,
      note: notes.length ? notes.join("; ") : null,
      baseVehicle: a.baseVehicleId !== null && !a.make.name && a.make.id === undefined,
    });
  }
  return apps;
}

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
  for (const t of [a.note ?? "", ...a.engines, ...a.trims, a.make.name ?? "", a.model.name ?? ""]) {
    if (t.length > MAX_TEXT) return `a value longer than ${MAX_TEXT} characters`;
    if (hasControl(t) || /[<>]/.test(t)) return "a value holds control characters or < >";
  }
  return null;
}

type Resolved = {
  rows: Map<string, FitmentRow>;
  applications: number;
  resolved: number;
  duplicates: number;
  problems: ImportProblem[];
  productCount: number;
};

/** Applications resolved between two progress reports. */
const RESOLVE_SLICE = 5_000;

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
  const rows = new Map<string, FitmentRow>();
  let resolved = 0;
  let duplicates = 0;
  for (const [i, a] of apps.entries()) {
    if (onProgress && i > 0 && i % RESOLVE_SLICE === 0) await onProgress(i);
    if (a.baseVehicle) {
      problems.push({
        line: a.line,
        kind: "unknown_vehicle",
        message:
          "BaseVehicle ids are AutoCare VCdb ids, which the shop does not hold: name the vehicle with Make, Model and Years (vPIC names or ids)",
      });
      continue;
    }
    const invalid = invalidReason(a);
    if (invalid) {
      problems.push({ line: a.line, kind: "invalid", message: invalid });
      continue;
    }
    const product = productByPart.get(a.part);
    if (!product) {
      problems.push({ line: a.line, kind: "unknown_part", message: `no product has the part number ${a.part}` });
      continue;
    }
    if (product.universal) {
      problems.push({
        line: a.line,
        kind: "invalid",
        message: `${a.part} is universal: it fits every vehicle and takes no fitment`,
      });
      continue;
    }
    const years = vehicles.model(a.make, a.model);
    if (typeof years === "string") {
      problems.push({ line: a.line, kind: "unknown_vehicle", message: years });
      continue;
    }
    const from = a.yearFrom ?? 0;
    const to = a.yearTo ?? 0;
    const found: FitmentRow[] = [];
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
          productId: product.id,
          vehicleId: v.id,
          engines: engines.names,
          trims: trims.names,
          position: a.position as Position | null,
          note: a.note,
          line: a.line,
        });
      }
    }
    if (failed) {
      problems.push({ line: a.line, kind: "invalid", message: failed });
      continue;
    }
    if (found.length === 0) {
      problems.push({
        line: a.line,
        kind: "unknown_vehicle",
        message: `no model year ${from === to ? from : `${from}–${to}`} of this vehicle`,
      });
      continue;
    }
    resolved++;
    let duplicateOf: number | null = null;
    for (const row of found) {
      const key = `${row.productId}:${row.vehicleId}`;
      const earlier = rows.get(key);
      if (!earlier) {
        rows.set(key, row);
        continue;
      }
      const merged = mergeRows(earlier, row);
      if (typeof merged === "string") {
        problems.push({
          line: a.line,
          kind: "invalid",
          message: `${merged} than line ${earlier.line} for the same part and vehicle`,
        });
        failed = merged;
        break;
      }
      duplicateOf ??= earlier.line;
      rows.set(key, merged);
    }
    if (!failed && duplicateOf !== null) {
      duplicates++;
      problems.push({
        line: a.line,
        kind: "duplicate",
        message: `repeats line ${duplicateOf} for the same part and vehicle: merged`,
      });
    }
  }
  return {
    rows,
    applications: apps.length,
    resolved,
    duplicates,
    problems,
    productCount: new Set(productRows.map((p) => p.id)).size,
  };
}

/** Two applications of one part to one vehicle (decision 009): their engines and trims joined; null is "all". */
function mergeRows(a: FitmentRow, b: FitmentRow): FitmentRow | string {
  if (a.position !== b.position) return "another position";
  const join = (x: string[] | null, y: string[] | null) =>
    x === null || y === null ? null : [...new Set([...x, ...y])];
  const notes = [...new Set([a.note, b.note].filter((n): n is string => !!n))];
  return {
    ...a,
    engines: join(a.engines, b.engines),
    trims: join(a.trims, b.trims),
    note: notes.length ? notes.join("; ").slice(0, 1000) : null,
  };
}

/** Rows per statement: bounded so one statement's JSON stays well under a megabyte. */
export const CHUNK = 5_000;

/** A fitment file as read: its applications, and the lines that could not even be read. */
export interface ReadFile {
  format: "csv" | "aces";
  apps: Application[];
  unread: ImportProblem[];
}

/** Reads the file (no database): a file that cannot be read at all is a 400, as it is sent. */
export function readFitmentFile(input: { format: "csv" | "aces"; content: string }): ReadFile {
  const unread: ImportProblem[] = [];
  const apps = input.format === "csv" ? readCsv(input.content, unread) : readAces(input.content, unread);
  if (apps.length === 0 && unread.length === 0) throw badRequest("The file holds no fitment applications");
  return { format: input.format, apps, unread };
}

/** How many applications (lines, App elements) the file holds, read or not. */
export const applicationCount = (file: ReadFile) => file.apps.length + file.unread.length;

export interface CheckedFile {
  report: FitmentImportReport;
  rows: FitmentRow[];
  /** The problems that block applying (every one but duplicates, which are merged). */
  blocking: ImportProblem[];
  /** Rows the shop already has (an import replaces them). */
  existing: number;
}

/** Resolves a read file against the catalogue: the report, and the rows applying it would write. */
export async function checkFitmentFile(
  db: Db,
  file: ReadFile,
  opts: { dryRun: boolean; onProgress?: (resolved: number) => Promise<void> },
): Promise<CheckedFile> {
  const problems = [...file.unread];
  const r = await resolve(db, file.apps, problems, opts.onProgress);
  problems.sort((x, y) => x.line - y.line);
  const rows = [...r.rows.values()];
  const existing = await countExisting(db, rows);
  const report: FitmentImportReport = {
    dry_run: opts.dryRun,
    applied: false,
    format: file.format,
    applications: applicationCount(file),
    resolved: r.resolved,
    fitment_rows: rows.length,
    new_rows: rows.length - existing,
    products: new Set(rows.map((row) => row.productId)).size,
    duplicates: r.duplicates,
    problems: problems.slice(0, MAX_LISTED_PROBLEMS),
    problem_count: problems.length,
  };
  return { report, rows, blocking: problems.filter((p) => p.kind !== "duplicate"), existing };
}

/** The dry run: what the file would do, nothing written. */
export async function dryRunFitmentImport(
  db: Db,
  input: z.output<typeof FitmentImportRequestSchema>,
): Promise<FitmentImportReport> {
  return (await checkFitmentFile(db, readFitmentFile(input), { dryRun: true })).report;
}

/** Why a file with problems is not applied, with its first problem lines (the 422 it used to be). */
export function blockedImport(blocking: ImportProblem[]): HttpError {
  const n = blocking.length;
  return new HttpError(
    422,
    `${n} line${n === 1 ? " has" : "s have"} problems: nothing was imported. Run a dry run to see them, correct the file and send it again.`,
    Object.fromEntries(blocking.slice(0, 100).map((p) => [`line ${p.line}`, [p.message]])),
  );
}

/** The rows as one JSON text for `jsonb_array_elements` (one parameter, whatever the count). */
export const rowsJson = (rows: FitmentRow[]) =>
  JSON.stringify(
    rows.map((row) => ({
      p: row.productId,
      v: row.vehicleId,
      e: row.engines,
      t: row.trims,
      pos: row.position,
      n: row.note,
    })),
  );

/** How many of the rows the shop already has (they are replaced, not added). */
async function countExisting(db: Db, rows: FitmentRow[]): Promise<number> {
  let n = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const slice = rows.slice(i, i + CHUNK);
    const [found] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from product_fitment f
          join unnest(${intArray(slice.map((r) => r.productId))}, ${intArray(slice.map((r) => r.vehicleId))}) as k(p, v)
            on f.product_id = k.p and f.vehicle_id = k.v`,
    );
    n += found?.n ?? 0;
  }
  return n;
}
