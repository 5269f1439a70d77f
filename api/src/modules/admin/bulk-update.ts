import { MAX_MONEY, MAX_STOCK } from "@pitstop/contract/admin";
import type { BulkUpdateReport, BulkUpdateRequestSchema, ImportProblem } from "@pitstop/contract/admin-catalogue";
import { countOf } from "@pitstop/contract/plural";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { badRequest, HttpError } from "../../lib/http-error.ts";
import { type Actor, recordAudit } from "../../plugins/audit.ts";
import { CsvError, headerName, parseCsv } from "./csv.ts";
import { dollars } from "./locking.ts";
import { intArray, textRows } from "./sql-arrays.ts";

/**
 * Bulk price and stock from a CSV `part_number,price,stock`. A blank price or stock
 * leaves it as it is. The dry run reports each line's problem; applying changes every line or none.
 */
const MAX_LISTED = 500;
const PREVIEW = 50;

type Change = { line: number; id: number; partNumber: string; price: [number, number]; stock: [number, number] };

export async function bulkUpdatePrices(
  db: Db,
  actor: Actor,
  input: z.output<typeof BulkUpdateRequestSchema>,
): Promise<BulkUpdateReport> {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(input.csv);
  } catch (err) {
    if (err instanceof CsvError) throw badRequest(`The CSV cannot be read: line ${err.line}: ${err.message}`);
    throw err;
  }
  const [header, ...lines] = records;
  if (header?.cells.map(headerName).join(",") !== "part_number,price,stock") {
    throw badRequest("The CSV's first line must name its columns: part_number,price,stock");
  }
  if (lines.length === 0) throw badRequest("The file holds no lines after its header");
  const problems: ImportProblem[] = [];
  const wanted: Array<{ line: number; part: string; priceCents: number | null; stock: number | null }> = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of lines) {
    if (cells.length !== 3) {
      problems.push({ line, kind: "invalid", message: `expected 3 columns, found ${cells.length}` });
      continue;
    }
    const [part = "", price = "", stock = ""] = cells.map((c) => c.trim());
    const bad = (message: string) => problems.push({ line, kind: "invalid", message });
    if (!part) {
      bad("the part number is missing");
      continue;
    }
    const earlier = seen.get(part);
    if (earlier !== undefined) {
      problems.push({ line, kind: "duplicate", message: `${part} is already on line ${earlier}` });
      continue;
    }
    seen.set(part, line);
    let priceCents: number | null = null;
    if (price !== "") {
      const m = /^\$?(\d{1,7})(?:\.(\d{1,2}))?$/.exec(price);
      const value = m ? Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0")) : Number.NaN;
      if (!m || value > MAX_MONEY * 100) {
        bad(`price "${price.slice(0, 20)}" must be an amount in dollars from 0 to ${MAX_MONEY}, like 49.99`);
        continue;
      }
      priceCents = value;
    }
    let stockValue: number | null = null;
    if (stock !== "") {
      if (!/^\d{1,7}$/.test(stock) || Number(stock) > MAX_STOCK) {
        bad(`stock "${stock.slice(0, 20)}" must be a whole number from 0 to ${MAX_STOCK}`);
        continue;
      }
      stockValue = Number(stock);
    }
    if (priceCents === null && stockValue === null) {
      bad("neither a price nor a stock to set");
      continue;
    }
    wanted.push({ line, part, priceCents, stock: stockValue });
  }
  const found = wanted.length
    ? await rowsOf<{ id: number; part_number: string; price_cents: number; stock: number }>(
        db,
        sql`select p.id, p.part_number, p.price_cents, p.stock
            from ${textRows(wanted.map((w) => w.part))} k join products p on (p.part_number || '') = k.value`,
      )
    : [];
  const byPart = new Map(found.map((p) => [p.part_number, p]));
  const changes: Change[] = [];
  let unchanged = 0;
  for (const w of wanted) {
    const p = byPart.get(w.part);
    if (!p) {
      problems.push({ line: w.line, kind: "unknown_part", message: `no product has the part number ${w.part}` });
      continue;
    }
    const price: [number, number] = [p.price_cents, w.priceCents ?? p.price_cents];
    const stock: [number, number] = [p.stock, w.stock ?? p.stock];
    if (price[0] === price[1] && stock[0] === stock[1]) unchanged++;
    else changes.push({ line: w.line, id: p.id, partNumber: p.part_number, price, stock });
  }
  problems.sort((a, b) => a.line - b.line);
  // A part number twice is ambiguous (which price?): every problem blocks applying.
  const blocking = problems.length;
  const report: BulkUpdateReport = {
    dry_run: input.dry_run,
    applied: false,
    lines: lines.length,
    changes: changes.length,
    unchanged,
    problems: problems.slice(0, MAX_LISTED),
    problem_count: problems.length,
    preview: changes.slice(0, PREVIEW).map((c) => ({
      line: c.line,
      part_number: c.partNumber,
      price: { before: dollars(c.price[0]), after: dollars(c.price[1]) },
      stock: { before: c.stock[0], after: c.stock[1] },
    })),
  };
  if (input.dry_run) return report;
  if (blocking > 0) {
    throw new HttpError(
      422,
      `${countOf(blocking, "line has", "lines have")} problems: nothing was changed. Correct the file and send it again.`,
      Object.fromEntries(problems.slice(0, 100).map((p) => [`line ${p.line}`, [p.message]])),
    );
  }
  if (changes.length === 0) return { ...report, applied: true };
  await db.transaction(async (tx) => {
    for (let i = 0; i < changes.length; i += 5_000) {
      const slice = changes.slice(i, i + 5_000);
      await tx.execute(
        sql`update products p set price_cents = c.price, stock = c.stock, version = p.version + 1, updated_at = now()
            from unnest(${intArray(slice.map((c) => c.id))}, ${intArray(slice.map((c) => c.price[1]))}, ${intArray(slice.map((c) => c.stock[1]))})
              as c(id, price, stock)
            where p.id = c.id`,
      );
    }
    await recordAudit(
      tx,
      actor,
      changes.map((c) => ({
        entity: "product",
        entityId: c.id,
        action: "bulk_update",
        before: { price_cents: c.price[0], stock: c.stock[0] },
        after: { price_cents: c.price[1], stock: c.stock[1] },
      })),
    );
  });
  return { ...report, applied: true };
}
