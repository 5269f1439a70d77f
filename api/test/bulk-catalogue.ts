import { slugify } from "@pitstop/contract/slug";
import type { Db } from "../src/db/client.ts";
import { brands, products, productTypes, vehicles } from "../src/db/schema/index.ts";
import { seedSmallCatalogue } from "./small-catalogue.ts";

/**
 * The catalogue of the large-import test (modules/admin/fitment-import.test.ts) and of the import
 * benchmarks (`bench:fitment-import`, `bench --only import`):
 * PARTS parts and MODELS × YEARS vehicles of one make, so that one file of every part on every
 * vehicle is PARTS × MODELS × YEARS = 50,000 applications.
 */
export const MODELS = 20;
export const YEARS = 25;
export const PARTS = 100;
export const partNumber = (i: number) => `BULK-${String(i).padStart(4, "0")}`;

/** Each application of the bulk file, in order: part i on model m (1-based) in year y. */
function* everyApplication() {
  for (let i = 0; i < PARTS; i++)
    for (let m = 1; m <= MODELS; m++)
      for (let y = 0; y < YEARS; y++) yield { part: partNumber(i), model: `Bulkmodel ${m}`, year: 1995 + y };
}

/** A NET CSV of every application, at `position`. */
export function bulkCsv(position: string): string {
  const lines = ["part_number,make,model,year_from,year_to,engine,position,note"];
  for (const a of everyApplication()) lines.push(`${a.part},Bulkmake,${a.model},${a.year},${a.year},,${position},`);
  return lines.join("\n");
}

/** A FULL ACES file of every application, at `position`. */
export function bulkAces(position: string): string {
  const apps: string[] = [];
  for (const a of everyApplication())
    apps.push(
      `<App action="A"><Make>Bulkmake</Make><Model>${a.model}</Model><Year>${a.year}</Year><Position>${position}</Position><Part>${a.part}</Part></App>`,
    );
  return `<?xml version="1.0"?><ACES version="4.2"><Header><SubmissionType>FULL</SubmissionType></Header>\n${apps.join("\n")}\n</ACES>`;
}

/** The small catalogue, the bulk make's vehicles and the bulk parts (createTestApp's `seed`). */
export async function seedBulkCatalogue(db: Db) {
  await seedSmallCatalogue(db, [{ title: "Brake pads", priceCents: 4999, stock: 10 }]);
  await seedBulkParts(db);
}

/** The bulk make's vehicles and the bulk parts, of the catalogue's first type and brand. */
export async function seedBulkParts(db: Db) {
  await db.insert(vehicles).values(
    Array.from({ length: MODELS }, (_, m) => `Bulkmodel ${m + 1}`).flatMap((model, m) =>
      Array.from({ length: YEARS }, (_, y) => ({
        year: 1995 + y,
        make: "Bulkmake",
        model,
        makeSlug: "bulkmake",
        modelSlug: slugify(model),
        slug: `bulkmake-${slugify(model)}-${1995 + y}`,
        kind: "car",
        vpicMakeId: 9000,
        vpicModelId: 9100 + m,
      })),
    ),
  );
  const [type] = await db.select().from(productTypes);
  const [brand] = await db.select().from(brands);
  if (!type || !brand) throw new Error("the catalogue has no type or brand");
  await db.insert(products).values(
    Array.from({ length: PARTS }, (_, i) => ({
      slug: partNumber(i).toLowerCase(),
      partNumber: partNumber(i),
      title: `Bulk part ${partNumber(i)}`,
      description: "",
      brandId: brand.id,
      typeId: type.id,
      categoryId: type.categoryId,
      priceCents: 100 + i,
      stock: 5,
    })),
  );
}
