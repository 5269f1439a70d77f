import type { AdminFitmentListSchema, FitmentAddSchema } from "@pitstop/contract/admin-catalogue";
import type { Position } from "@pitstop/contract/fitment";
import { slugify } from "@pitstop/contract/slug";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { productFitment, products } from "../../db/schema/index.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import { type Actor, recordAudit } from "./audit.ts";
import { qualifiersFor, trimsFor, VehicleIndex } from "./vehicle-index.ts";

/** One product's fitment rows (docs/decisions/009), as the vehicle picker edits them. */

export async function listFitment(db: Db, productId: number): Promise<z.infer<typeof AdminFitmentListSchema>> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound("Product not found");
  const rows = await rowsOf<{
    id: number;
    slug: string;
    year: number;
    make: string;
    model: string;
    known_engines: string[];
    known_trims: string[];
    engines: string[] | null;
    trims: string[] | null;
    position: Position | null;
    note: string | null;
  }>(
    db,
    sql`select v.id, v.slug, v.year, v.make, v.model, v.engines as known_engines, v.trims as known_trims,
               f.engines, f.trims, f.position, f.note
        from product_fitment f join vehicles v on v.id = f.vehicle_id
        where f.product_id = ${productId}
        order by v.make, v.model, v.year`,
  );
  return rows.map((r) => ({
    vehicle: {
      id: r.id,
      slug: r.slug,
      year: Number(r.year),
      make: r.make,
      model: r.model,
      known_engines: r.known_engines,
      known_trims: r.known_trims,
    },
    engines: r.engines,
    trims: r.trims,
    position: r.position,
    note: r.note,
  }));
}

/** Adds the make and model's years (replacing the qualifiers of rows it already had). */
export async function addFitment(db: Db, actor: Actor, productId: number, input: z.output<typeof FitmentAddSchema>) {
  if (input.year_to < input.year_from) {
    throw new HttpError(400, "year_to is before year_from", { year_to: ["Must be year_from or later"] });
  }
  if (input.year_to - input.year_from >= 60)
    throw new HttpError(400, "A range of 60 years at most", { year_to: ["Too far"] });
  const index = await VehicleIndex.load(db, { makeSlug: slugify(input.make), modelSlug: slugify(input.model) });
  const years = index.model({ name: input.make }, { name: input.model });
  if (typeof years === "string") throw new HttpError(422, `No such vehicle: ${years}`);
  const rows: Array<typeof productFitment.$inferInsert> = [];
  for (let year = input.year_from; year <= input.year_to; year++) {
    const v = years.get(year);
    if (!v) continue;
    const engines = input.engines ? qualifiersFor(v.engines, input.engines) : { names: null };
    const trims = input.trims ? trimsFor(v.trims, input.trims) : { names: null };
    if ("unknown" in engines) {
      throw new HttpError(422, `The ${year} ${input.make} ${input.model} has no engine "${engines.unknown}"`, {
        engines: [`Known for ${year}: ${v.engines.join(", ")}`],
      });
    }
    if ("unknown" in trims) {
      throw new HttpError(422, `The ${year} ${input.make} ${input.model} has no trim "${trims.unknown}"`, {
        trims: [`Known for ${year}: ${v.trims.join(", ")}`],
      });
    }
    rows.push({
      productId,
      vehicleId: v.id,
      engines: engines.names,
      trims: trims.names,
      position: input.position,
      note: input.note,
    });
  }
  if (rows.length === 0) {
    throw new HttpError(422, `The shop has no ${input.make} ${input.model} of ${input.year_from}–${input.year_to}`);
  }
  await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ universal: products.universal })
      .from(products)
      .where(eq(products.id, productId))
      .for("update");
    if (!product) throw notFound("Product not found");
    if (product.universal)
      throw new HttpError(422, "This product is universal: it fits every vehicle and takes no fitment rows");
    const before = await tx
      .select()
      .from(productFitment)
      .where(
        and(
          eq(productFitment.productId, productId),
          sql`${productFitment.vehicleId} in (${sql.join(
            rows.map((r) => r.vehicleId),
            sql`, `,
          )})`,
        ),
      );
    await tx
      .insert(productFitment)
      .values(rows)
      .onConflictDoUpdate({
        target: [productFitment.productId, productFitment.vehicleId],
        set: {
          engines: sql`excluded.engines`,
          trims: sql`excluded.trims`,
          position: sql`excluded.position`,
          note: sql`excluded.note`,
          // Edited by hand now: no longer the import's row as it wrote it.
          importId: null,
        },
      });
    await recordAudit(tx, actor, { entity: "fitment", entityId: productId, action: "add", before, after: rows });
  });
  return listFitment(db, productId);
}

export async function removeFitment(db: Db, actor: Actor, productId: number, vehicleId: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(productFitment)
      .where(and(eq(productFitment.productId, productId), eq(productFitment.vehicleId, vehicleId)))
      .returning();
    if (!row) throw notFound("This product has no fitment row for that vehicle");
    await recordAudit(tx, actor, {
      entity: "fitment",
      entityId: productId,
      action: "remove",
      before: row,
      after: null,
    });
  });
  return listFitment(db, productId);
}
