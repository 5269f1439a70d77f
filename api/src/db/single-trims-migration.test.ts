import { readFileSync } from "node:fs";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedSmallCatalogue } from "../../test/small-catalogue.ts";
import { createTestDatabase } from "../../test/test-app.ts";
import { splitTrimGroup } from "../modules/vin/trim-names.ts";
import { type Database, migrationsFolder } from "./client.ts";
import { rowsOf } from "./rows.ts";

const MIGRATION = readFileSync(path.join(migrationsFolder, "0022_single_trims.sql"), "utf8");

/** The grouped names the migration maps, read from its VALUES list. */
function migrationTable(): Array<[string, string[]]> {
  const quoted = (s: string) => [...s.matchAll(/'((?:[^']|'')*)'/g)].map((m) => (m[1] ?? "").replaceAll("''", "'"));
  return [...MIGRATION.matchAll(/^ {2}\('((?:[^']|'')*)', ARRAY\[(.*)\]\),?$/gm)].map((m) => [
    (m[1] ?? "").replaceAll("''", "'"),
    quoted(m[2] ?? ""),
  ]);
}

test("the migration's table is the split rule applied to vPIC's grouped trims", () => {
  const table = migrationTable();
  expect(table.length).toBeGreaterThan(1000);
  for (const [grouped, single] of table) expect(splitTrimGroup(grouped), grouped).toEqual(single);
  expect(new Map(table).get("L/LE/SE/XLE")).toEqual(["L", "LE", "SE", "XLE"]);
});

describe("migration 0022 maps stored grouped trims to single trims", () => {
  let database: Database;
  let ids: { camry: number; civic: number; user: number; products: number[] };
  const rows = <T>(query: SQL) => rowsOf<T>(database.db, query);

  beforeAll(async () => {
    database = await createTestDatabase(); // already migrated: the data below is as it was before 0022
    const products = await seedSmallCatalogue(database.db, [
      { title: "XLE and XSE pads", priceCents: 4000, stock: 5, fits: [{ vehicle: "toyota-camry-2018" }] },
      { title: "Hybrid pads", priceCents: 4000, stock: 5, fits: [{ vehicle: "toyota-camry-2018" }] },
      { title: "XSE rotor", priceCents: 4000, stock: 5, fits: [{ vehicle: "toyota-camry-2018" }] },
      { title: "Any trim filter", priceCents: 900, stock: 5, fits: [{ vehicle: "toyota-camry-2018" }] },
    ]);
    const [camry] = await rows<{ id: number }>(sql`select id from vehicles where slug = 'toyota-camry-2018'`);
    const [civic] = await rows<{ id: number }>(sql`select id from vehicles where slug = 'honda-civic-2015'`);
    // The 2018 Camry as vPIC grouped it, and a Civic whose "SPORT" a group now spells "Sport".
    await database.db.execute(sql`update vehicles set trims = array['L/LE/SE/XLE', 'LE Hybrid', 'LE/SE/XLE/XSE',
      'SE/XLE Hybrid', 'XLE/XSE', 'XSE'] where id = ${camry?.id}`);
    await database.db.execute(
      sql`update vehicles set trims = array['Sport/GX', 'LX', 'SPORT'] where id = ${civic?.id}`,
    );
    const fitment = [["XLE/XSE"], ["SE/XLE Hybrid", "LE Hybrid"], ["XSE", "XLE/XSE"], null];
    for (const [i, trims] of fitment.entries()) {
      await database.db.execute(
        sql`update product_fitment set trims = ${
          trims === null
            ? null
            : sql`array[${sql.join(
                trims.map((t) => sql`${t}`),
                sql`, `,
              )}]::text[]`
        } where product_id = ${products[i]}`,
      );
    }
    const users = await rows<{ id: number }>(sql`insert into users (email) values ('a@example.com'), ('b@example.com'),
      ('c@example.com') returning id`);
    const trims = ["XLE/XSE", "XSE", null];
    for (const [i, user] of users.entries()) {
      await database.db.execute(
        sql`insert into garage_cars (user_id, vehicle_id, trim) values (${user.id}, ${camry?.id}, ${trims[i]})`,
      );
    }
    await database.db.execute(
      sql`insert into garage_cars (user_id, vehicle_id, trim) values (${users[0]?.id}, ${civic?.id}, 'SPORT')`,
    );
    ids = { camry: camry?.id ?? 0, civic: civic?.id ?? 0, user: users[0]?.id ?? 0, products };

    for (const statement of MIGRATION.split("--> statement-breakpoint")) await database.db.execute(sql.raw(statement));
  });
  afterAll(() => database.close());

  test("a vehicle lists the single trims of its groups, each once, spelled one way", async () => {
    const [camry] = await rows<{ trims: string[] }>(sql`select trims from vehicles where id = ${ids.camry}`);
    expect(camry?.trims).toEqual(["L", "LE", "LE Hybrid", "SE", "SE Hybrid", "XLE", "XLE Hybrid", "XSE"]);
    const [civic] = await rows<{ trims: string[] }>(sql`select trims from vehicles where id = ${ids.civic}`);
    expect(civic?.trims).toEqual(["GX", "LX", "Sport"]);
  });

  test("a fitment row for a group fits each trim of it; an any-trim row stays any trim", async () => {
    const fitment = await rows<{ product_id: number; trims: string[] | null }>(
      sql`select product_id, trims from product_fitment order by product_id`,
    );
    expect(fitment.map((f) => f.trims)).toEqual([
      ["XLE", "XSE"],
      ["SE Hybrid", "XLE Hybrid", "LE Hybrid"],
      ["XSE", "XLE"],
      null,
    ]);
  });

  test("a garage car set to a group has no trim now; a single trim stays, in the vehicle's spelling", async () => {
    const garage = await rows<{ vehicle_id: number; trim: string | null }>(
      sql`select vehicle_id, trim from garage_cars order by id`,
    );
    expect(garage).toEqual([
      { vehicle_id: ids.camry, trim: null },
      { vehicle_id: ids.camry, trim: "XSE" },
      { vehicle_id: ids.camry, trim: null },
      { vehicle_id: ids.civic, trim: "Sport" },
    ]);
  });
});
