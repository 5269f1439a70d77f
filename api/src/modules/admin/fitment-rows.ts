import type { AdminFitmentListSchema, FitmentAddSchema } from "@pitstop/contract/admin-catalogue";
import type { Position } from "@pitstop/contract/fitment";
import { slugify } from "@pitstop/contract/slug";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { productFitment, products } from "../../db/schema/index.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import { type Actor, recordAudit } from "../../plugins/audit.ts";
import { qualifiersFor, trimsFor, VehicleIndex } from "./vehicle-index.ts";

/**
 * One product's fitment as the back office edits it: its ACES applications, any number
 * per vehicle, each added over a run of years and removed by its id.
 */

export async function listFitment(db: Db, productId: number): Promise<z.infer<typeof AdminFitmentListSchema>> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound("Product not found");
  const rows = await rowsOf<{
    application_id: number;
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
    quantity: number | null;
  }>(
    db,
    sql`select f.id as application_id, v.id, v.slug, v.year, v.make, v.model, v.engines as known_engines,
               v.trims as known_trims, f.engines, f.trims, f.position, f.note, f.quantity
        from product_fitment f join vehicles v on v.id = f.vehicle_id
        where f.product_id = ${productId}
        order by v.make, v.model, v.year, f.id`,
  );
  return rows.map((r) => ({
    id: r.application_id,
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
    quantity: r.quantity,
  }));
}

/**
 * Adds the application to the make and model's years. A year that already has the identical
 * application keeps it (with this quantity); when every year has it, nothing changes: a 409.
 */
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
      quantity: input.quantity,
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
    // The product's applications on these vehicles as they were, for the audit trail.
    const before = await tx
      .select()
      .from(productFitment)
      .where(
        and(
          eq(productFitment.productId, productId),
          inArray(
            productFitment.vehicleId,
            rows.map((r) => r.vehicleId),
          ),
        ),
      );
    // Edited by hand: the applications it writes name no import.
    const written = await tx
      .insert(productFitment)
      .values(rows)
      .onConflictDoUpdate({
        target: [
          productFitment.productId,
          productFitment.vehicleId,
          productFitment.engines,
          productFitment.trims,
          productFitment.position,
          productFitment.note,
        ],
        set: { quantity: sql`excluded.quantity`, importId: null },
        setWhere: sql`${productFitment.quantity} is distinct from excluded.quantity`,
      })
      .returning();
    if (written.length === 0) {
      const years = input.year_from === input.year_to ? `${input.year_from}` : `${input.year_from}–${input.year_to}`;
      throw new HttpError(
        409,
        `The ${years} ${input.make} ${input.model} already has this application (the same engines, trims, position and note): nothing was added`,
      );
    }
    await recordAudit(tx, actor, { entity: "fitment", entityId: productId, action: "add", before, after: written });
  });
  return listFitment(db, productId);
}

/** Removes one application by its id. */
export async function removeFitmentApplication(db: Db, actor: Actor, productId: number, applicationId: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(productFitment)
      .where(and(eq(productFitment.productId, productId), eq(productFitment.id, applicationId)))
      .returning();
    if (!row) throw notFound("This product has no fitment application with that id");
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

/** Removes every application of the product to one vehicle. */
export async function removeFitment(db: Db, actor: Actor, productId: number, vehicleId: number) {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(productFitment)
      .where(and(eq(productFitment.productId, productId), eq(productFitment.vehicleId, vehicleId)))
      .returning();
    if (removed.length === 0) throw notFound("This product has no fitment for that vehicle");
    await recordAudit(tx, actor, {
      entity: "fitment",
      entityId: productId,
      action: "remove",
      before: removed,
      after: null,
    });
  });
  return listFitment(db, productId);
}
