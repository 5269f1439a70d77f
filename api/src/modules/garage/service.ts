import { GARAGE_MAX_CARS, type GarageCar } from "@pitstop/contract/profile";
import { vehiclePagePath } from "@pitstop/contract/slug";
import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { garageCars, vehicles } from "../../db/schema/index.ts";
import { badRequest, HttpError, notFound } from "../../lib/http-error.ts";
import { lockUser, type Tx } from "../../lib/user-lock.ts";
import { configurationProblems } from "../catalogue/fit.ts";
import { configurableColumns } from "../vehicles/service.ts";

type CarToAdd = {
  id: number;
  year?: number | undefined;
  make?: string | undefined;
  model?: string | undefined;
  trim?: string | null | undefined;
  engine?: string | null | undefined;
  main?: boolean | undefined;
};
type Config = { trim?: string | null | undefined; engine?: string | null | undefined };

/** A trim or engine must be one the vehicle has (when vPIC knows its list): a 400 listing them otherwise. */
function checkConfig(vehicle: Parameters<typeof configurationProblems>[0], car: Config) {
  const problems = configurationProblems(vehicle, car);
  const first = Object.values(problems)[0]?.[0];
  if (first) throw badRequest(first, problems);
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * POST /api/profile/garage. The car is the vehicle `id`; year, make and model, when the client sends
 * them, must name that vehicle. The added car becomes main and the others stop being main,
 * unless `main` is false: then it is saved beside the main car, which stays.
 */
export async function addGarageCar(db: Db, userId: number, car: CarToAdd): Promise<GarageCar> {
  const [vehicle] = await db.select(configurableColumns).from(vehicles).where(eq(vehicles.id, car.id));
  if (!vehicle) throw notFound("Vehicle not found");
  const mismatch: Record<string, string[]> = {};
  if (car.year !== undefined && car.year !== vehicle.year)
    mismatch.year = [`Vehicle ${vehicle.id} is a ${vehicle.year}`];
  if (car.make !== undefined && !sameName(car.make, vehicle.make))
    mismatch.make = [`Vehicle ${vehicle.id} is a ${vehicle.make}`];
  if (car.model !== undefined && !sameName(car.model, vehicle.model))
    mismatch.model = [`Vehicle ${vehicle.id} is a ${vehicle.model}`];
  if (Object.keys(mismatch).length > 0) {
    throw badRequest(`The year, make and model do not match vehicle ${vehicle.id}`, mismatch);
  }
  checkConfig(vehicle, car);
  const trim = car.trim ?? null;
  const engine = car.engine ?? null;
  const main = car.main ?? true;

  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [existing] = await tx
      .select({ id: garageCars.id })
      .from(garageCars)
      .where(and(eq(garageCars.userId, userId), eq(garageCars.vehicleId, vehicle.id)));
    // The same year, make and model twice.
    if (existing) throw new HttpError(409, "This car is already in the garage");
    const [cars] = await tx.select({ n: count() }).from(garageCars).where(eq(garageCars.userId, userId));
    if ((cars?.n ?? 0) >= GARAGE_MAX_CARS) {
      throw new HttpError(409, `Your garage holds at most ${GARAGE_MAX_CARS} cars. Remove one to add another.`);
    }
    if (main) await clearMainCar(tx, userId);
    await tx.insert(garageCars).values({ userId, vehicleId: vehicle.id, isMain: main, trim, engine });
  });
  return {
    id: vehicle.id,
    year: String(vehicle.year),
    make: vehicle.make,
    model: vehicle.model,
    main,
    slug: vehicle.slug,
    path: vehiclePagePath(vehicle),
    trim,
    engine,
  };
}

/**
 * PATCH /api/profile/garage: sets a saved car's trim and/or engine; null clears one, a
 * field left out stays as it is. The answer is the whole user, as the other garage changes give.
 */
export async function configureGarageCar(db: Db, userId: number, vehicleId: number, config: Config): Promise<void> {
  const [car] = await db
    .select({ ...configurableColumns, carId: garageCars.id })
    .from(garageCars)
    .innerJoin(vehicles, eq(vehicles.id, garageCars.vehicleId))
    .where(and(eq(garageCars.userId, userId), eq(garageCars.vehicleId, vehicleId)));
  if (!car) throw notFound("This car is not in your garage");
  checkConfig(car, config);
  const set: { trim?: string | null; engine?: string | null } = {};
  if (config.trim !== undefined) set.trim = config.trim;
  if (config.engine !== undefined) set.engine = config.engine;
  if (Object.keys(set).length > 0) await db.update(garageCars).set(set).where(eq(garageCars.id, car.carId));
}

/**
 * PUT /api/profile/garage: makes the car main, or clears the main car when it already is.
 * The old main car is cleared before the new one is set: the one-main-car index sees each statement.
 */
export async function toggleMainCar(db: Db, userId: number, vehicleId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [car] = await tx
      .select({ id: garageCars.id, main: garageCars.isMain })
      .from(garageCars)
      .where(and(eq(garageCars.userId, userId), eq(garageCars.vehicleId, vehicleId)));
    if (!car) throw notFound("This car is not in your garage");
    await clearMainCar(tx, userId);
    if (!car.main) await tx.update(garageCars).set({ isMain: true }).where(eq(garageCars.id, car.id));
  });
}

/** DELETE /api/profile/garage. Removing the main car leaves the garage without one. */
export async function removeGarageCar(db: Db, userId: number, vehicleId: number): Promise<void> {
  const removed = await db
    .delete(garageCars)
    .where(and(eq(garageCars.userId, userId), eq(garageCars.vehicleId, vehicleId)))
    .returning({ id: garageCars.id });
  if (removed.length === 0) throw notFound("This car is not in your garage");
}

async function clearMainCar(tx: Tx, userId: number) {
  await tx
    .update(garageCars)
    .set({ isMain: false })
    .where(and(eq(garageCars.userId, userId), eq(garageCars.isMain, true)));
}

/** A garage car as a review or a fit answer names it: its vehicle id, slug and "2018 Toyota Camry". */
export type GarageVehicle = { id: number; slug: string; name: string };

/**
 * The signed-in shopper's car for a review or a "Did it fit?" answer: `vehicleId` must be
 * one of their garage cars (404 otherwise); left undefined it is the garage's main car (the active
 * vehicle), or none; null is none.
 */
export async function garageVehicleOf(
  db: Db,
  userId: number,
  vehicleId: number | null | undefined,
): Promise<GarageVehicle | null> {
  if (vehicleId === null) return null;
  const [car] = await db
    .select({ id: vehicles.id, slug: vehicles.slug, year: vehicles.year, make: vehicles.make, model: vehicles.model })
    .from(garageCars)
    .innerJoin(vehicles, eq(vehicles.id, garageCars.vehicleId))
    .where(
      and(
        eq(garageCars.userId, userId),
        vehicleId === undefined ? eq(garageCars.isMain, true) : eq(garageCars.vehicleId, vehicleId),
      ),
    );
  if (!car) {
    if (vehicleId === undefined) return null;
    throw notFound("This car is not in your garage");
  }
  return { id: car.id, slug: car.slug, name: `${car.year} ${car.make} ${car.model}` };
}
