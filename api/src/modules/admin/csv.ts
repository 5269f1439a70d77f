/**
 * RFC 4180 CSV: fields separated by commas, quoted with double quotes (a doubled quote inside is
 * one), records ending in CRLF or LF. Each record keeps the line it starts on, for the reports.
 */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export class CsvError extends Error {
  readonly line: number;
  constructor(line: number, message: string) {
    super(message);
    this.line = line;
  }
}

/** A record longer than this is no fitment or price line: refused at once, before it fills memory. */
export const CSV_MAX_RECORD_CHARS = 64 * 1024;
/** Nor a record of more cells than this. */
export const CSV_MAX_CELLS = 64;

export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let wasQuoted = false;
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text; // a spreadsheet's byte-order mark
  let recordStart = 0;
  const endRecord = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0] === "" && !wasQuoted)) records.push({ line: recordLine, cells });
    cells = [];
    cell = "";
    wasQuoted = false;
  };
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    // Checked as the record grows: a 32 MB line is refused at its first 64 KiB.
    if (i - recordStart > CSV_MAX_RECORD_CHARS) {
      throw new CsvError(
        recordLine,
        `the line is longer than ${CSV_MAX_RECORD_CHARS / 1024} KiB (no fitment or price line is)`,
      );
    }
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === "\n") line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"') {
      if (cell.trim() !== "") throw new CsvError(line, "a quote in the middle of a field (quote the whole field)");
      cell = "";
      quoted = true;
      wasQuoted = true;
    } else if (ch === ",") {
      cells.push(cell);
      cell = "";
      if (cells.length >= CSV_MAX_CELLS)
        throw new CsvError(recordLine, `the line has more than ${CSV_MAX_CELLS} columns`);
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && src[i + 1] === "\n") i++;
      endRecord();
      line++;
      recordLine = line;
      recordStart = i + 1;
    } else {
      cell += ch;
    }
  }
  if (quoted) throw new CsvError(recordLine, "a quoted field is never closed");
  if (cell !== "" || cells.length > 0 || wasQuoted) endRecord();
  return records;
}

/** The header's column names, normalised ("Part number" → part_number). */
export const headerName = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
