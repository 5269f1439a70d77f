import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { OHIO } from "../../test/order-fixtures.ts";
import { seedSmallCatalogue } from "../../test/small-catalogue.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { BackupError, restoreEmbedded } from "../db/backup.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { backupFromRunningShop, runBackup, runRestore } from "./backup-commands.ts";

/**
 * `npm run backup` / `npm run restore` (docs/decisions/032): a shop on the embedded database with
 * an order is backed up while it serves (through the API that holds it), and the backup restores
 * into a fresh embedded database and into an empty PostgreSQL database with the same order.
 */
const dir = mkdtempSync(path.join(tmpdir(), "pitstop-backup-test-"));
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let address = "";
const token = randomBytes(24).toString("base64url");
let order: { id: number; number: string; total: number; lines: number };

type OrderRow = { number: string; total_cents: number; lines: number; email: string };
const ordersOf = (db: Database["db"]) =>
  rowsOf<OrderRow>(
    db,
    sql`select o.number, o.total_cents, (select count(*)::int from order_lines l where l.order_id = o.id) as lines, u.email
          from orders o join users u on u.id = o.user_id order by o.id`,
  );

beforeAll(async () => {
  database = openDatabase({});
  await database.migrate();
  const [pads, rotors] = await seedSmallCatalogue(database.db, [
    { title: "Backup ceramic brake pads", priceCents: 4_000, stock: 20, fits: ["toyota-camry-2018"] },
    { title: "Backup brake rotor", priceCents: 7_550, stock: 20, fits: ["toyota-camry-2018"] },
  ]);
  const config = loadConfig({ DATA_DIR: dir, PUBLIC_URL: "https://shop.example" });
  app = await buildApp({ config, db: database.db, backupToken: token });
  address = await app.listen({ port: 0, host: "127.0.0.1" });
  const reg = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email: `backup-${randomBytes(4).toString("hex")}@example.com`, password: "tarmac-Sprocket-42" },
    remoteAddress: "10.77.0.1",
  });
  const auth = { authorization: `Bearer ${reg.json().token as string}` };
  await app.inject({
    method: "POST",
    url: "/api/cart",
    headers: auth,
    payload: {
      products: [
        { id: pads, quantity: 2 },
        { id: rotors, quantity: 1 },
      ],
    },
  });
  const placed = await app.inject({
    method: "POST",
    url: "/api/checkout",
    headers: { ...auth, "idempotency-key": randomBytes(8).toString("hex") },
    payload: { address: OHIO, shipping_method: "standard" },
  });
  expect(placed.statusCode).toBe(201);
  const body = placed.json();
  order = { id: body.id, number: body.number, total: body.totals.total, lines: body.lines.length };
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a backup of the running shop", () => {
  const file = path.join(dir, "backups", "running.tar.gz");

  test("is taken by the API that holds the database, and only for its token", async () => {
    await expect(backupFromRunningShop({ url: address, token: `${token}x` }, file)).rejects.toThrow(/HTTP 404/);
    expect(existsSync(file)).toBe(false);
    const { bytes, counts } = await backupFromRunningShop({ url: address, token }, file);
    expect(bytes).toBeGreaterThan(100_000);
    expect(counts).toMatchObject({ orders: 1, products: 2, users: 1 });
  });

  test("restores as a fresh embedded database with the order, and keeps what was there", async () => {
    const target = path.join(dir, "restored", "pglite");
    await restoreEmbedded(file, target);
    // Restoring again moves the first restore aside rather than deleting it.
    const again = await restoreEmbedded(file, target);
    expect(again.movedAside).toMatch(/pglite\.before-restore-\d{8}-\d{6}$/);
    expect(readdirSync(again.movedAside as string).length).toBeGreaterThan(0);

    const restored = openDatabase({ dataDir: target });
    try {
      await restored.migrate();
      const [row] = await ordersOf(restored.db);
      expect(row).toMatchObject({
        number: order.number,
        total_cents: Math.round(order.total * 100),
        lines: order.lines,
      });
    } finally {
      await restored.close();
    }
  });

  test("a file that is not a backup is refused before anything is touched", async () => {
    const bogus = path.join(dir, "bogus.tar.gz");
    writeFileSync(bogus, "<html>not a backup</html>");
    const target = path.join(dir, "untouched", "pglite");
    await expect(restoreEmbedded(bogus, target)).rejects.toThrow(BackupError);
    expect(existsSync(target)).toBe(false);
  });

  test("the command line refuses a restore while the shop holds the data folder", async () => {
    const held = mkdtempSync(path.join(tmpdir(), "pitstop-backup-held-"));
    // A live process other than this one holds it: the test runner's parent.
    writeFileSync(
      path.join(held, "pitstop.lock"),
      JSON.stringify({ pid: process.ppid, what: "the shop's API on 127.0.0.1:4000", since: "" }),
    );
    await expect(runRestore(loadConfig({ DATA_DIR: held }), [file])).rejects.toThrow(/Stop the shop first/);
    rmSync(held, { recursive: true, force: true });
  });

  test("with the shop stopped, the command line opens the database itself", async () => {
    const stopped = mkdtempSync(path.join(tmpdir(), "pitstop-backup-stopped-"));
    await restoreEmbedded(file, path.join(stopped, "pglite"));
    const said = await runBackup(loadConfig({ DATA_DIR: stopped }), ["--out", path.join(stopped, "again.tar.gz")]);
    expect(said).toMatch(/Backup written to .*again\.tar\.gz \(\d+\.\d MB\): 1 orders, 2 products, 1 accounts\./);
    rmSync(stopped, { recursive: true, force: true });
  });

  test.runIf(process.env.TEST_DATABASE_URL)(
    "restores into an empty PostgreSQL database (the move to a server), and refuses a database in use",
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL as string;
      const name = `pitstop_restore_${randomBytes(5).toString("hex")}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      try {
        const config = loadConfig({ DATA_DIR: dir });
        const said = await runRestore(config, [file, "--into", url.toString()]);
        expect(said).toMatch(/into PostgreSQL \(\d+ tables\): 1 orders, 2 products, 1 accounts/);
        const server = openDatabase({ url: url.toString(), onConnectionError: () => undefined });
        try {
          const [row] = await ordersOf(server.db);
          expect(row).toMatchObject({
            number: order.number,
            total_cents: Math.round(order.total * 100),
            lines: order.lines,
          });
          // The sequences continue past the restored ids, and the migrations have nothing left to do.
          const [fresh] = await rowsOf<{ id: number }>(
            server.db,
            sql`insert into users (email, password_hash) values ('after-restore@example.com', 'x') returning id`,
          );
          expect(fresh?.id).toBeGreaterThan(1);
          await server.migrate();
        } finally {
          await server.close();
        }
        await expect(runRestore(config, [file, "--into", url.toString()])).rejects.toThrow(/is not empty/);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
