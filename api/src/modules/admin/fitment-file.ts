import type { ImportProblem } from "@pitstop/contract/admin-catalogue";
import { FITMENT_CSV_COLUMNS, FITMENT_CSV_OPTIONAL_COLUMNS } from "@pitstop/contract/admin-import";
import { badRequest } from "../../lib/http-error.ts";
import { AcesError, parseAces } from "./aces.ts";
import { CsvError, headerName, parseCsv } from "./csv.ts";
import { PCDB_POSITIONS } from "./pcdb-positions.ts";

/**
 * A fitment file read into ACES applications, before anything is looked up: each CSV
 * line or ACES `App` is one application — a part, a make and model over years, its qualifiers —
 * that adds or deletes. A file that cannot be read at all is a 400; a line that cannot is a problem.
 */

/** One application as read from either format, before it is resolved. */
export interface Application {
  line: number;
  action: "A" | "D";
  part: string;
  make: { name?: string; id?: number };
  model: { name?: string; id?: number };
  yearFrom: number | null;
  yearTo: number | null;
  engines: string[];
  trims: string[];
  position: string | null;
  note: string | null;
  /** ACES `Qty` or the CSV's quantity as written (checked when resolved); null when not said. */
  quantity: string | null;
  /** Named by an ACES `BaseVehicle` id alone (a VCdb id the shop does not hold). */
  baseVehicle: boolean;
}

/** A fitment file as read: its applications, and the lines that could not even be read. */
export interface ReadFile {
  format: "csv" | "aces";
  /** FULL: the file holds the whole fitment of the parts it names (ACES `SubmissionType`). */
  submission: "net" | "full";
  apps: Application[];
  unread: ImportProblem[];
}

/** The headers a CSV may have: every column, or without one or both of the optional ones. */
const CSV_HEADERS = [
  FITMENT_CSV_COLUMNS,
  ...FITMENT_CSV_OPTIONAL_COLUMNS.map((left) => FITMENT_CSV_COLUMNS.filter((c) => c !== left)),
  FITMENT_CSV_COLUMNS.filter((c) => !FITMENT_CSV_OPTIONAL_COLUMNS.includes(c)),
].map((columns) => columns.join(","));

const CSV_HEADER_HELP = `The CSV's first line must name its columns: ${FITMENT_CSV_COLUMNS.join(",")} (${FITMENT_CSV_OPTIONAL_COLUMNS.join(" and ")} may be left out)`;

function readCsv(text: string, problems: ImportProblem[]): Application[] {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (err) {
    if (err instanceof CsvError) throw badRequest(`The CSV cannot be read: line ${err.line}: ${err.message}`);
    throw err;
  }
  const [header, ...lines] = records;
  const names = header?.cells.map(headerName) ?? [];
  if (!CSV_HEADERS.includes(names.join(","))) throw badRequest(CSV_HEADER_HELP);
  const apps: Application[] = [];
  for (const { line, cells } of lines) {
    if (cells.length !== names.length) {
      problems.push({ line, kind: "invalid", message: `expected ${names.length} columns, found ${cells.length}` });
      continue;
    }
    const cell = (column: (typeof FITMENT_CSV_COLUMNS)[number]) => {
      const i = names.indexOf(column);
      return i === -1 ? "" : (cells[i] ?? "").trim();
    };
    const from = cell("year_from");
    const to = cell("year_to");
    const yearFrom = /^\d{4}$/.test(from) ? Number(from) : null;
    const yearTo = to === "" ? yearFrom : /^\d{4}$/.test(to) ? Number(to) : null;
    apps.push({
      line,
      action: "A",
      part: cell("part_number"),
      make: { name: cell("make") },
      model: { name: cell("model") },
      yearFrom,
      yearTo,
      engines: cell("engine") ? [cell("engine")] : [],
      trims: cell("trim") ? [cell("trim")] : [],
      position: cell("position") || null,
      note: cell("note") || null,
      quantity: cell("quantity") || null,
      baseVehicle: false,
    });
  }
  return apps;
}

const KNOWN_PCDB_POSITIONS = [...PCDB_POSITIONS].map(([id, name]) => `${id} ${name}`).join(", ");

function readAces(text: string, problems: ImportProblem[]): { submission: "net" | "full"; apps: Application[] } {
  let parsed: ReturnType<typeof parseAces>;
  try {
    parsed = parseAces(text);
  } catch (err) {
    if (err instanceof AcesError)
      throw badRequest(`The file is not well-formed ACES XML: line ${err.line}: ${err.message}`);
    throw err;
  }
  const submissionType = (parsed.submissionType ?? "NET").toUpperCase();
  if (submissionType !== "NET" && submissionType !== "FULL") {
    throw badRequest(
      `The ACES Header's SubmissionType must be FULL or NET, not "${(parsed.submissionType ?? "").slice(0, 40)}"`,
    );
  }
  const apps: Application[] = [];
  for (const a of parsed.apps) {
    // ACES requires the attribute; a file without it (a hand-written one) means to add.
    const action = (a.action ?? "A").trim().toUpperCase();
    if (action !== "A" && action !== "D") {
      problems.push({
        line: a.line,
        kind: "invalid",
        message: `action "${a.action?.slice(0, 20)}" is neither A (add) nor D (delete)`,
      });
      continue;
    }
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
      action,
      part: a.part,
      make: a.make,
      model: a.model,
      yearFrom: a.yearFrom,
      yearTo: a.yearTo,
      engines: a.engines,
      trims: a.trims,
      position,
      note: notes.length ? notes.join("; ") : null,
      quantity: a.quantity,
      baseVehicle: a.baseVehicleId !== null && !a.make.name && a.make.id === undefined,
    });
  }
  return { submission: submissionType === "FULL" ? "full" : "net", apps };
}

/** Reads the file (no database): a file that cannot be read at all is a 400, as it is sent. */
export function readFitmentFile(input: { format: "csv" | "aces"; content: string }): ReadFile {
  const unread: ImportProblem[] = [];
  const { submission, apps } =
    input.format === "csv"
      ? { submission: "net" as const, apps: readCsv(input.content, unread) }
      : readAces(input.content, unread);
  if (apps.length === 0 && unread.length === 0) throw badRequest("The file holds no fitment applications");
  return { format: input.format, submission, apps, unread };
}

/** How many applications (lines, App elements) the file holds, read or not. */
export const applicationCount = (file: ReadFile) => file.apps.length + file.unread.length;
