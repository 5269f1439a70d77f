import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { bulkCsv, seedBulkParts } from "../../../test/bulk-catalogue.ts";
import { signUp } from "../../../test/profile-fixtures.ts";
import { seedSmallCatalogue } from "../../../test/small-catalogue.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { rowsOf } from "../../db/rows.ts";
import { auditEntries, fitmentImportRows, fitmentImports, productFitment, vehicles } from "../../db/schema/index.ts";
import { caller, followImport, signUpOperator } from "./admin-test-kit.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let operator: Awaited<ReturnType<typeof signUpOperator>>;
let send: ReturnType<typeof caller>;
let ids: number[];

beforeAll(async () => {
  t = await createTestApp({
    seed: async (db) => {
      ids = await seedSmallCatalogue(db, [
        { title: "Ceramic brake pads", priceCents: 4999, stock: 40 },
        { title: "Oil filter", priceCents: 899, stock: 100 },
        { title: "Wiper blades", priceCents: 1599, stock: 100, universal: true },
        { title: "Brake line kit", priceCents: 3499, stock: 10 },
        { title: "Strut assembly", priceCents: 12999, stock: 10 },
        { title: "Cabin air filter", priceCents: 1299, stock: 10 },
      ]);
    },
  });
  operator = await signUpOperator(t.app, t.db);
  send = caller(t.app);
});
afterAll(() => t.close());

const HEADER = "part_number,make,model,year_from,year_to,engine,position,note\n";
const importFile = (format: "csv" | "aces", content: string, dry_run = true) =>
  send("POST", "/api/admin/fitment-imports", operator, { format, content, dry_run });
/** Applies a file: the 202 with the job's address, then its statuses until done or failed. */
async function applyFile(format: "csv" | "aces", content: string, file_name?: string) {
  const started = await send("POST", "/api/admin/fitment-imports", operator, {
    format,
    content,
    dry_run: false,
    ...(file_name ? { file_name } : {}),
  });
  expect(started.statusCode, started.body).toBe(202);
  const { id, status_url } = started.json();
  expect(started.headers.location).toBe(status_url);
  const seen = await followImport(send, operator, status_url);
  const last = seen.at(-1);
  if (!last) throw new Error("no status");
  return { id: id as number, seen, last };
}
const fitmentOf = (productId: number) =>
  t.db.select().from(productFitment).where(eq(productFitment.productId, productId)).orderBy(productFitment.id);

const aces = (apps: string) => `<?xml version="1.0"?><ACES version="4.2"><Header/>\n${apps}\n</ACES>`;

describe("CSV fitment import", () => {
  test("a good file: the dry run reports what resolves and writes nothing; applying writes it", async () => {
    const csv = `${HEADER}SW-1000,Toyota,Camry,2018,2018,,Front,\nSW-1001,toyota,CAMRY,2018,,2.5l 4-cyl,,Synthetic only\nSW-1001,Honda,Civic,2015,2015,,,\n`;
    const dry = await importFile("csv", csv);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toEqual({
      dry_run: true,
      applied: false,
      format: "csv",
      submission: "net",
      applications: 3,
      resolved: 3,
      fitment_rows: 3,
      added: 3,
      updated: 0,
      duplicates: 0,
      deleted: 0,
      replaced: 0,
      products: 2,
      removals: [],
      removal_count: 0,
      problems: [],
      problem_count: 0,
    });
    expect(await fitmentOf(ids[0] as number)).toEqual([]);

    const applied = await applyFile("csv", csv, "supplier-fitment.csv");
    expect(applied.last).toMatchObject({
      id: applied.id,
      status: "done",
      format: "csv",
      file_name: "supplier-fitment.csv",
      actor: { id: operator.id, email: operator.email },
      rows_done: 3,
      rows_total: 3,
      error: null,
      report: { dry_run: false, applied: true, fitment_rows: 3, added: 3 },
    });
    expect(applied.last.finished_at).toEqual(expect.any(String));
    // The rows carry the import that wrote them.
    expect(await fitmentOf(ids[0] as number)).toEqual([
      expect.objectContaining({ position: "Front", engines: null, trims: null, note: null, importId: applied.id }),
    ]);
    const oil = await fitmentOf(ids[1] as number);
    expect(oil.find((r) => r.engines !== null)).toMatchObject({ engines: ["2.5L 4-cyl"], note: "Synthetic only" });
    const [entry] = await t.db.select().from(auditEntries).where(eq(auditEntries.entity, "fitment_import"));
    expect(entry).toMatchObject({ action: "apply", actorId: operator.id, entityId: String(applied.id) });
    expect(entry?.after).toMatchObject({
      import_id: applied.id,
      file_name: "supplier-fitment.csv",
      format: "csv",
      fitment_rows: 3,
      added: 3,
      duplicates: 0,
    });
    // Nothing stays staged once the import is done.
    expect(await rowsOf(t.db, sql`select * from fitment_import_rows`)).toEqual([]);

    // The storefront answers for the new fitment once the aggregates are rebuilt.
    await t.app.catalogueRefresh.settled();
    const page = (
      await t.app.inject({ method: "POST", url: "/api/filter", payload: { slug: "toyota-camry-2018-accessories" } })
    ).json();
    expect(page.products.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([ids[0], ids[1]]));

    // The same file again: the shop has every one of its applications, each a duplicate, not an error.
    const again = (await importFile("csv", csv)).json();
    expect(again).toMatchObject({ fitment_rows: 3, added: 0, duplicates: 3, problem_count: 3 });
    expect(again.problems[0]).toEqual({
      line: 2,
      kind: "duplicate",
      message: "the shop already has this application: not stored again",
    });
    const reapplied = await applyFile("csv", csv);
    expect(reapplied.last).toMatchObject({ status: "done", report: { added: 0, duplicates: 3 } });
    expect(await fitmentOf(ids[0] as number)).toHaveLength(1);
  });

  test("unknown part numbers and vehicles are reported with their line numbers, and block applying", async () => {
    const csv = `${HEADER}NOPE-1,Toyota,Camry,2018,2018,,,\nSW-1000,Toyota,Supra,2018,2018,,,\nSW-1000,Tesla,Model S,2018,2018,,,\nSW-1000,Toyota,Camry,1990,1991,,,\nSW-1000,Toyota,Camry,2018,2018,5.0L V8,,\nSW-1000,Toyota,Camry,2018,2018,,Middle,\nSW-1002,Toyota,Camry,2018,2018,,,\nSW-1000,Toyota,Camry,2018\n`;
    const dry = (await importFile("csv", csv)).json();
    expect(dry.problems).toEqual([
      { line: 2, kind: "unknown_part", message: "no product has the part number NOPE-1" },
      { line: 3, kind: "unknown_vehicle", message: "unknown model Toyota Supra" },
      { line: 4, kind: "unknown_vehicle", message: "unknown make Tesla" },
      { line: 5, kind: "unknown_vehicle", message: "no model year 1990–1991 of this vehicle" },
      expect.objectContaining({ line: 6, kind: "invalid", message: expect.stringContaining('no engine "5.0L V8"') }),
      expect.objectContaining({ line: 7, kind: "invalid", message: expect.stringContaining("position") }),
      expect.objectContaining({ line: 8, kind: "invalid", message: expect.stringContaining("universal") }),
      { line: 9, kind: "invalid", message: "expected 8 columns, found 4" },
    ]);
    expect(dry).toMatchObject({ applications: 8, resolved: 0, problem_count: 8 });
    const before = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from product_fitment`);
    const applied = await applyFile("csv", csv);
    expect(applied.last).toMatchObject({
      status: "failed",
      error:
        "8 lines have problems: nothing was imported. Run a dry run to see them, correct the file and send it again.",
      report: { applications: 8, resolved: 0, problem_count: 8, applied: false },
    });
    expect(applied.last.report?.problems[0]).toEqual({
      line: 2,
      kind: "unknown_part",
      message: "no product has the part number NOPE-1",
    });
    expect(await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from product_fitment`)).toEqual(before);
  });

  test("an application repeated in the file is a duplicate, stored once", async () => {
    const csv = `${HEADER}SW-1000,Toyota,Camry,2018,2018,3.5L V6,Rear,Repeated\nSW-1000,Toyota,Camry,2018,2018,3.5l v6,Rear,Repeated\n`;
    const dry = (await importFile("csv", csv)).json();
    expect(dry).toMatchObject({ applications: 2, resolved: 2, fitment_rows: 1, added: 1, duplicates: 1 });
    expect(dry.problems).toEqual([{ line: 3, kind: "duplicate", message: "repeats line 2: stored once" }]);
    expect((await applyFile("csv", csv)).last.status).toBe("done");
    expect((await fitmentOf(ids[0] as number)).filter((r) => r.note === "Repeated")).toHaveLength(1);
  });

  test("a file without the header, or with an unclosed quote, is a 400", async () => {
    const noHeader = await importFile("csv", "SW-1000,Toyota,Camry,2018,2018,,,\n");
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().message).toBe(
      "The CSV's first line must name its columns: part_number,make,model,year_from,year_to,engine,trim,position,note,quantity (trim and quantity may be left out)",
    );
    const quote = await importFile("csv", `${HEADER}"SW-1000,Toyota,Camry,2018,2018,,,\n`);
    expect(quote.statusCode).toBe(400);
    expect(quote.json().message).toBe("The CSV cannot be read: line 2: a quoted field is never closed");
    expect((await importFile("csv", HEADER)).statusCode).toBe(400);
  });
});

describe("ACES XML fitment import", () => {
  test("a good file with vPIC names and ids, qualifiers and notes is applied", async () => {
    const [camry] = await t.db.select().from(vehicles).where(eq(vehicles.slug, "toyota-camry-2018"));
    const xml = aces(`
      <App action="A" id="1"><Make id="${camry?.vpicMakeId}"/><Model id="${camry?.vpicModelId}"/><Years from="2018" to="2018"/>
        <EngineBase>3.5L V6</EngineBase><SubModel>XSE</SubModel><Qty>1</Qty><Position>Rear</Position><Note>Heavy duty</Note>
        <DriveType id="4"/><Part>SW-1001</Part></App>
      <App action="A" id="2"><Make>Honda</Make><Model>Civic</Model><Year>2015</Year><Part>SW-1000</Part></App>`);
    const dry = (await importFile("aces", xml)).json();
    expect(dry).toMatchObject({ format: "aces", applications: 2, resolved: 2, fitment_rows: 2, problems: [] });
    expect((await applyFile("aces", xml)).last).toMatchObject({ status: "done", format: "aces" });
    const rows = await fitmentOf(ids[1] as number);
    expect(rows.find((r) => r.vehicleId === camry?.id && r.position === "Rear")).toMatchObject({
      engines: ["3.5L V6"],
      trims: ["XSE"],
      position: "Rear",
      note: "Heavy duty; DriveType: 4",
      quantity: 1,
    });
  });

  test('a SubModel naming a vPIC trim group ("XLE/XSE") fits each of its trims', async () => {
    const [camry] = await t.db.select().from(vehicles).where(eq(vehicles.slug, "toyota-camry-2018"));
    const xml = aces(
      `<App><Make>Toyota</Make><Model>Camry</Model><Year>2018</Year><SubModel>XLE/XSE</SubModel><Part>SW-1000</Part></App>`,
    );
    expect((await importFile("aces", xml)).json()).toMatchObject({ resolved: 1, problems: [] });
    expect((await applyFile("aces", xml)).last.status).toBe("done");
    const onCamry = (await fitmentOf(ids[0] as number)).filter((r) => r.vehicleId === camry?.id).map((r) => r.trims);
    expect(onCamry).toContainEqual(["XLE", "XSE"]);
    expect(onCamry).not.toContainEqual(["XLE/XSE"]);
  });

  test("a Position given as a PCdb id is the position it names; an id the shop does not know is a problem line", async () => {
    const xml =
      aces(`<App><Make>Honda</Make><Model>Civic</Model><Year>2015</Year><Position id="22"/><Part>SW-1000</Part></App>
<App><Make>Honda</Make><Model>Civic</Model><Year>2015</Year><Position id="30"/><Part>SW-1001</Part></App>
<App><Make>Toyota</Make><Model>Camry</Model><Year>2018</Year><Position id="99"/><Part>SW-1001</Part></App>`);
    const dry = (await importFile("aces", xml)).json();
    expect(dry).toMatchObject({ applications: 3, resolved: 2, fitment_rows: 2, problem_count: 1 });
    expect(dry.problems).toEqual([
      { line: 4, kind: "invalid", message: expect.stringMatching(/^unknown position id 99 \(/) },
    ]);
    expect(dry.problems[0].message).toContain("22 Front, 30 Rear");

    const [civic] = await t.db.select().from(vehicles).where(eq(vehicles.slug, "honda-civic-2015"));
    const known =
      aces(`<App><Make>Honda</Make><Model>Civic</Model><Year>2015</Year><Position id="22"/><Part>SW-1000</Part></App>
<App><Make>Honda</Make><Model>Civic</Model><Year>2015</Year><Position id="30"/><Part>SW-1001</Part></App>`);
    expect((await applyFile("aces", known)).last.status).toBe("done");
    const positionsOn = async (id: number) =>
      (await fitmentOf(id)).filter((r) => r.vehicleId === civic?.id).map((r) => r.position);
    expect(await positionsOn(ids[0] as number)).toContain("Front");
    expect(await positionsOn(ids[1] as number)).toContain("Rear");
  });

  test("unknown vehicles and parts are reported at the App's line", async () => {
    const xml =
      aces(`<App><Make>Toyota</Make><Model>Camry</Model><Years from="2018" to="2018"/><Part>NOPE-2</Part></App>
<App><BaseVehicle id="5911"/><Part>SW-1000</Part></App>
<App><Make>Toyota</Make><Model id="99999"/><Years from="2018" to="2018"/><Part>SW-1000</Part></App>`);
    const dry = (await importFile("aces", xml)).json();
    expect(dry.problems.map((p: { line: number; kind: string }) => [p.line, p.kind])).toEqual([
      [2, "unknown_part"],
      [3, "unknown_vehicle"],
      [4, "unknown_vehicle"],
    ]);
    expect(dry.problems[1].message).toContain("VCdb");
  });

  test("malformed XML is a 400 naming the line", async () => {
    const res = await importFile("aces", aces("<App><Part>SW-1000</Part>\n<Make>Toyota</App>"));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^The file is not well-formed ACES XML: line \d+:/);
  });

  test("a DOCTYPE (an external entity) is refused and never read", async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE ACES [<!ENTITY x SYSTEM "file:///etc/passwd">]><ACES><App><Make>Toyota</Make><Model>Camry</Model><Year>2018</Year><Part>&x;</Part></App></ACES>`;
    const res = await importFile("aces", xxe);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("DOCTYPE is not accepted");
    expect(res.body).not.toContain("root:");
  });

  test("a file with no App is a 400", async () => {
    expect((await importFile("aces", aces(""))).statusCode).toBe(400);
  });
});

const bulkRowCount = async () =>
  (
    await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from product_fitment f join products p on p.id = f.product_id where p.part_number like 'BULK-%'`,
    )
  )[0]?.n;

describe("a large file", () => {
  test("50,000 lines are checked and applied within a minute, the progress counted as the rows are resolved and written", {
    timeout: 120_000,
  }, async () => {
    // 20 models × 25 years = 500 vehicles, and 100 parts: 50,000 single-year applications.
    await seedBulkParts(t.db);
    const csv = bulkCsv("Front");
    expect(csv.split("\n").length - 1).toBe(50_000);

    const started = Date.now();
    const dry = (await importFile("csv", csv)).json();
    expect(dry).toMatchObject({ applications: 50_000, resolved: 50_000, fitment_rows: 50_000, problem_count: 0 });
    const { seen, last } = await applyFile("csv", csv, "bulk.csv");
    const seconds = (Date.now() - started) / 1000;
    expect(last).toMatchObject({ status: "done", rows_done: 50_000, rows_total: 50_000 });
    expect(last.report).toMatchObject({ applied: true, added: 50_000 });
    expect(seconds).toBeLessThan(60);
    expect(await bulkRowCount()).toBe(50_000);

    // The page saw the rows move: written in batches, each counted, never going back.
    const writing = seen.filter((s) => s.status === "writing").map((s) => s.rows_done);
    expect(writing.some((n) => n > 0 && n < 50_000)).toBe(true);
    expect(writing).toEqual([...writing].sort((a, b) => a - b));
    expect(seen.every((s) => s.rows_done <= s.rows_total)).toBe(true);
  });

  test("a second apply while one runs is refused with a 409; the first finishes", { timeout: 120_000 }, async () => {
    const first = await send("POST", "/api/admin/fitment-imports", operator, {
      format: "csv",
      content: bulkCsv("Rear"),
      dry_run: false,
    });
    expect(first.statusCode).toBe(202);
    const second = await send("POST", "/api/admin/fitment-imports", operator, {
      format: "csv",
      content: `${HEADER}SW-1000,Toyota,Camry,2018,2018,,,\n`,
      dry_run: false,
      file_name: "small.csv",
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      `One fitment import runs at a time, and ${operator.email}'s import (import ${first.json().id}) is still running. Wait for it to finish, then apply this file.`,
    );
    // A dry run is no import: it is answered while the other runs.
    expect((await importFile("csv", `${HEADER}SW-1000,Toyota,Camry,2018,2018,,,\n`)).statusCode).toBe(200);
    const seen = await followImport(send, operator, first.json().status_url);
    expect(seen.at(-1)).toMatchObject({ status: "done", rows_done: 50_000 });
  });

  test("an import that fails halfway through writing leaves nothing behind, and its status says why", {
    timeout: 120_000,
  }, async () => {
    // The database refuses the staged row of the last part: the batches before it have been written.
    await t.db.execute(sql`create function refuse_last_bulk_row() returns trigger language plpgsql as $$
      begin
        if new.product_id = (select id from products where part_number = 'BULK-0099') then
          raise exception 'disk full';
        end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger refuse_last_bulk_row before insert on fitment_import_rows for each row execute function refuse_last_bulk_row()`,
    );
    await t.db.execute(
      sql`delete from product_fitment f using products p where p.id = f.product_id and p.part_number like 'BULK-%'`,
    );
    const audits = await t.db.select().from(auditEntries);
    const { seen, last } = await applyFile("csv", bulkCsv("Left"));
    expect(last).toMatchObject({
      status: "failed",
      error:
        "The database refused the import: nothing of it was imported. Send the file again; if it fails again, the shop's log says why.",
    });
    expect(JSON.stringify(last)).not.toContain("disk full");
    // It had written batches before the refusal.
    expect(seen.some((s) => s.status === "writing" && s.rows_done > 0)).toBe(true);
    expect(await bulkRowCount()).toBe(0);
    expect(await rowsOf(t.db, sql`select * from fitment_import_rows`)).toEqual([]);
    expect(await t.db.select().from(auditEntries)).toHaveLength(audits.length);
    await t.db.execute(sql`drop trigger refuse_last_bulk_row on fitment_import_rows`);
  });

  test("an import the catalogue refuses as it takes the rows leaves nothing behind either", {
    timeout: 120_000,
  }, async () => {
    await t.db.execute(
      sql`create trigger refuse_last_bulk_row before insert or update on product_fitment for each row execute function refuse_last_bulk_row()`,
    );
    const audits = await t.db.select().from(auditEntries);
    const { last } = await applyFile("csv", bulkCsv("Right"));
    expect(last).toMatchObject({ status: "failed", rows_done: 50_000, rows_total: 50_000 });
    expect(last.error).toMatch(/^The database refused the import: nothing of it was imported/);
    expect(await bulkRowCount()).toBe(0);
    expect(await rowsOf(t.db, sql`select * from fitment_import_rows`)).toEqual([]);
    expect(await t.db.select().from(auditEntries)).toHaveLength(audits.length);
    await t.db.execute(sql`drop trigger refuse_last_bulk_row on product_fitment`);
  });
});

describe("the import's job", () => {
  const RESTARTED =
    "The shop's API restarted while this import was running: nothing of it was imported. Send the file again.";
  /** A job as an API left it: running, with a staged row, its heart last beating `silentFor` ago. */
  async function runningJob(silentFor: string) {
    const [job] = await t.db
      .insert(fitmentImports)
      .values({
        actorId: operator.id,
        actorEmail: operator.email,
        format: "csv",
        status: "writing",
        rowsTotal: 10,
        heartbeatAt: sql`now() - ${silentFor}::interval`,
      })
      .returning();
    if (!job) throw new Error("no job");
    await t.db.insert(fitmentImportRows).values({ importId: job.id, productId: ids[0] as number, vehicleId: 1 });
    return job;
  }
  /** An API starting on the same database. */
  async function startAnotherApi() {
    const restarted = await buildApp({
      config: loadConfig({ LOG_LEVEL: "silent", DATA_DIR: mkdtempSync(path.join(tmpdir(), "pitstop-restart-")) }),
      db: t.db,
    });
    await restarted.ready();
    await restarted.close();
  }
  const statusOf = async (id: number) => (await send("GET", `/api/admin/fitment-imports/${id}`, operator)).json();

  test("an import whose API stopped a minute ago is marked failed when an API starts, its staged rows gone", async () => {
    const job = await runningJob("1 minute");
    await startAnotherApi();
    const status = await statusOf(job.id);
    expect(status).toMatchObject({ status: "failed", error: RESTARTED });
    expect(status.finished_at).toEqual(expect.any(String));
    expect(await rowsOf(t.db, sql`select * from fitment_import_rows`)).toEqual([]);
    // And another import may run.
    expect((await applyFile("csv", `${HEADER}SW-1000,Toyota,Camry,2018,2018,,,\n`)).last.status).toBe("done");
  });

  test.skipIf(process.env.TEST_DATABASE_URL)(
    "on the embedded database, one only this process uses, a starting API fails even an import whose heart beat a moment ago",
    async () => {
      const job = await runningJob("1 second");
      await startAnotherApi();
      expect(await statusOf(job.id)).toMatchObject({ status: "failed", error: RESTARTED });
    },
  );

  test.skipIf(!process.env.TEST_DATABASE_URL)(
    "on PostgreSQL an import another replica is running is left alone by a starting API; once its heart stops, it is failed and the next import runs",
    async () => {
      const job = await runningJob("1 second");
      await startAnotherApi();
      expect(await statusOf(job.id)).toMatchObject({ status: "writing", error: null });
      const refused = await send("POST", "/api/admin/fitment-imports", operator, {
        format: "csv",
        content: `${HEADER}SW-1000,Toyota,Camry,2018,2018,,,\n`,
        dry_run: false,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/is still running/);
      expect(await rowsOf(t.db, sql`select * from fitment_import_rows`)).toHaveLength(1);
      // Its replica went away: 40 s without a heartbeat.
      await t.db
        .update(fitmentImports)
        .set({ heartbeatAt: sql`now() - interval '40 seconds'` })
        .where(eq(fitmentImports.id, job.id));
      expect(await statusOf(job.id)).toMatchObject({ status: "failed", error: RESTARTED });
      expect(await rowsOf(t.db, sql`select * from fitment_import_rows`)).toEqual([]);
      expect((await applyFile("csv", `${HEADER}SW-1000,Toyota,Camry,2018,2018,,,\n`)).last.status).toBe("done");
    },
  );

  test("an import whose API stopped does not block the next: the apply marks it failed and runs", async () => {
    const job = await runningJob("45 seconds");
    const { last, id } = await applyFile("csv", `${HEADER}SW-1001,Toyota,Camry,2018,2018,,,\n`);
    expect(last.status).toBe("done");
    const [old] = await t.db.select().from(fitmentImports).where(eq(fitmentImports.id, job.id));
    expect(old).toMatchObject({ status: "failed", error: RESTARTED });
    // The running import's heart beat as it went: past the moment it was recorded.
    const [ran] = await t.db.select().from(fitmentImports).where(eq(fitmentImports.id, id));
    expect(ran?.heartbeatAt.getTime()).toBeGreaterThan(ran?.createdAt.getTime() ?? Number.POSITIVE_INFINITY);
  });

  test("a shopper gets 403 from both the apply and the status, and starts nothing", async () => {
    const shopper = await signUp(t.app);
    const jobs = await t.db.select().from(fitmentImports);
    const apply = await send("POST", "/api/admin/fitment-imports", shopper, {
      format: "csv",
      content: `${HEADER}SW-1000,Toyota,Camry,2018,2018,,,\n`,
      dry_run: false,
    });
    expect(apply.statusCode).toBe(403);
    expect(apply.json().message).toBe("Only shop operators can do this.");
    const status = await send("GET", `/api/admin/fitment-imports/${jobs[0]?.id}`, shopper);
    expect(status.statusCode).toBe(403);
    expect(await t.db.select().from(fitmentImports)).toHaveLength(jobs.length);
  });

  test("the recent imports are listed newest first, each with who sent which file and how it ended, without its report", async () => {
    const done = await applyFile("csv", `${HEADER}SW-1000,Toyota,Camry,2018,2018,,,\n`, "camry.csv");
    const blocked = await applyFile("csv", `${HEADER}NO-SUCH-PART,Toyota,Camry,2018,2018,,,\n`, "typo.csv");
    expect(blocked.last.status).toBe("failed");
    const res = await send("GET", "/api/admin/fitment-imports", operator);
    expect(res.statusCode).toBe(200);
    const { imports } = res.json() as { imports: Record<string, unknown>[] };
    expect(imports.slice(0, 2)).toEqual([
      expect.objectContaining({
        id: blocked.id,
        status: "failed",
        file_name: "typo.csv",
        format: "csv",
        actor: { id: operator.id, email: operator.email },
        error: expect.any(String),
      }),
      expect.objectContaining({ id: done.id, status: "done", file_name: "camry.csv", error: null, rows_done: 1 }),
    ]);
    expect(imports.every((i) => !("report" in i))).toBe(true);
    const ids = imports.map((i) => i.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(imports.length).toBeLessThanOrEqual(20);
  });

  test("a running import whose API stopped is listed as failed", async () => {
    const job = await runningJob("2 minutes");
    const { imports } = (await send("GET", "/api/admin/fitment-imports", operator)).json();
    expect(imports[0]).toMatchObject({ id: job.id, status: "failed", error: RESTARTED });
  });

  test("an import id that does not exist is a 404", async () => {
    const res = await send("GET", "/api/admin/fitment-imports/999999", operator);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("No fitment import has this id");
  });

  test("an application added by hand names no import; the import's own stays as it wrote it", async () => {
    const applied = await applyFile("csv", `${HEADER}SW-1001,Honda,Civic,2015,2015,,,By the import\n`);
    const [civic] = await t.db.select().from(vehicles).where(eq(vehicles.slug, "honda-civic-2015"));
    const onCivic = async () => (await fitmentOf(ids[1] as number)).filter((r) => r.vehicleId === civic?.id);
    expect((await onCivic()).find((r) => r.note === "By the import")?.importId).toBe(applied.id);
    const edited = await send("POST", `/api/admin/products/${ids[1]}/fitment`, operator, {
      make: "Honda",
      model: "Civic",
      year_from: 2015,
      year_to: 2015,
      note: "Checked by hand",
    });
    expect(edited.statusCode).toBe(200);
    const after = await onCivic();
    expect(after.find((r) => r.note === "Checked by hand")).toMatchObject({ importId: null });
    expect(after.find((r) => r.note === "By the import")).toMatchObject({ importId: applied.id });
  });
});
