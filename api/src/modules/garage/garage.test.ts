import { GARAGE_MAX_CARS } from "@pitstop/contract/profile";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedTestVehicles, signUp } from "../../../test/profile-fixtures.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { garageCars, vehicles } from "../../db/schema/index.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let cars: Awaited<ReturnType<typeof seedTestVehicles>>;
beforeAll(async () => {
  t = await createTestApp();
  cars = await seedTestVehicles(t.db);
});
afterAll(() => t.close());

const car = (name: string) => {
  const v = cars[name];
  if (!v) throw new Error(`no test vehicle ${name}`);
  return v;
};

async function add(auth: Record<string, string>, payload: object) {
  return t.app.inject({ method: "POST", url: "/api/profile/garage", headers: auth, payload });
}
async function garageOf(auth: Record<string, string>) {
  const res = await t.app.inject({ method: "GET", url: "/api/profile", headers: auth });
  return res.json().garage as Array<{ id: number; main: boolean; year: string; make: string; model: string }>;
}

describe("POST /api/profile/garage", () => {
  test("adds the vehicle as a car named by the vehicle id and makes it main", async () => {
    const { auth } = await signUp(t.app);
    const camry = car("2018 Toyota Camry");
    const res = await add(auth, { id: camry.id, year: "2018", make: "Toyota", model: "Camry" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: camry.id,
      year: "2018",
      make: "Toyota",
      model: "Camry",
      main: true,
      slug: "toyota-camry-2018",
      path: "/toyota-camry-2018-accessories",
      trim: null,
      engine: null,
    });
    expect(await garageOf(auth)).toEqual([expect.objectContaining({ id: camry.id, main: true, year: "2018" })]);
  });

  test("a newly added car becomes main and the earlier one stops being main", async () => {
    const { auth } = await signUp(t.app);
    await add(auth, { id: car("2018 Toyota Camry").id });
    await add(auth, { id: car("2020 Ford F-150").id, year: 2020 });
    const garage = await garageOf(auth);
    expect(garage.map((c) => [c.model, c.main])).toEqual([
      ["Camry", false],
      ["F-150", true],
    ]);
  });

  test("the same year, make and model twice is a 409 with the spec's message", async () => {
    const { auth } = await signUp(t.app);
    const civic = car("2015 Honda Civic");
    await add(auth, { id: civic.id });
    const res = await add(auth, { id: civic.id, year: "2015", make: "honda", model: "civic" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This car is already in the garage");
    expect(await garageOf(auth)).toHaveLength(1);
  });

  test("an unknown vehicle is a 404", async () => {
    const { auth } = await signUp(t.app);
    const res = await add(auth, { id: 987_654 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Vehicle not found");
  });

  test("year, make or model that do not match the vehicle are refused", async () => {
    const { auth } = await signUp(t.app);
    const res = await add(auth, { id: car("2018 Toyota Camry").id, year: "2019", make: "Toyota", model: "Corolla" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      year: [`Vehicle ${car("2018 Toyota Camry").id} is a 2018`],
      model: [expect.any(String)],
    });
    expect(await garageOf(auth)).toEqual([]);
  });

  test.each([[0], [-3], [1.5], ["abc"], [null], [true]])(
    "id %j is refused as not a positive whole number",
    async (id) => {
      const { auth } = await signUp(t.app);
      const res = await add(auth, { id });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("Vehicle id must be a positive whole number");
    },
  );

  test("main: false adds the car beside the main car, which stays main ('add to garage' from the history)", async () => {
    const { auth } = await signUp(t.app);
    await add(auth, { id: car("2018 Toyota Camry").id });
    const res = await add(auth, { id: car("2015 Honda Civic").id, main: false });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ slug: "honda-civic-2015", main: false });
    expect((await garageOf(auth)).map((c) => [c.model, c.main])).toEqual([
      ["Camry", true],
      ["Civic", false],
    ]);
  });

  test("main: false into a garage without a main car leaves it without one", async () => {
    const { auth } = await signUp(t.app);
    const res = await add(auth, { id: car("2015 Honda Civic").id, main: false });
    expect(res.statusCode).toBe(201);
    expect(await garageOf(auth)).toEqual([expect.objectContaining({ model: "Civic", main: false })]);
  });

  test("main: true is what leaving it out does: the added car becomes main", async () => {
    const { auth } = await signUp(t.app);
    await add(auth, { id: car("2018 Toyota Camry").id });
    await add(auth, { id: car("2015 Honda Civic").id, main: true });
    expect((await garageOf(auth)).map((c) => [c.model, c.main])).toEqual([
      ["Camry", false],
      ["Civic", true],
    ]);
  });

  test("a main that is not true or false is a 400 saying so", async () => {
    const { auth } = await signUp(t.app);
    const res = await add(auth, { id: car("2018 Toyota Camry").id, main: "no" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("main must be true or false");
    expect(await garageOf(auth)).toEqual([]);
  });

  test("fields beyond id, year, make, model, trim, engine and main are refused (no setting another user)", async () => {
    const { auth } = await signUp(t.app);
    for (const extra of [{ user_id: 1 }, { is_main: true }]) {
      const res = await add(auth, { id: car("2018 Toyota Camry").id, ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("Unrecognized key");
    }
    expect(await garageOf(auth)).toEqual([]);
  });

  test("a guest is told to sign in", async () => {
    const res = await add({}, { id: car("2018 Toyota Camry").id });
    expect(res.statusCode).toBe(401);
  });

  test(`a garage holds at most ${GARAGE_MAX_CARS} cars`, async () => {
    const { auth, id: userId } = await signUp(t.app);
    const extra = await t.db
      .insert(vehicles)
      .values(
        Array.from({ length: GARAGE_MAX_CARS }, (_, i) => ({
          year: 1960 + i,
          make: "Plymouth",
          model: "Fury",
          makeSlug: "plymouth",
          modelSlug: "fury",
          slug: `plymouth-fury-${1960 + i}`,
          kind: "car",
          vpicMakeId: 1,
          vpicModelId: 1,
        })),
      )
      .returning({ id: vehicles.id });
    await t.db.insert(garageCars).values(extra.map((v) => ({ userId, vehicleId: v.id })));
    const res = await add(auth, { id: car("2018 Toyota Camry").id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`at most ${GARAGE_MAX_CARS} cars`);
  });
});

describe("PUT /api/profile/garage", () => {
  test("choosing a car makes it main and the others not; choosing the main car again clears it", async () => {
    const { auth } = await signUp(t.app);
    const camry = car("2018 Toyota Camry");
    const ford = car("2020 Ford F-150");
    await add(auth, { id: camry.id });
    await add(auth, { id: ford.id });

    const chosen = await t.app.inject({
      method: "PUT",
      url: "/api/profile/garage",
      headers: auth,
      payload: { id: camry.id },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().garage.map((c: { id: number; main: boolean }) => [c.id, c.main])).toEqual([
      [camry.id, true],
      [ford.id, false],
    ]);

    const cleared = await t.app.inject({
      method: "PUT",
      url: "/api/profile/garage",
      headers: auth,
      payload: { id: camry.id },
    });
    expect(cleared.json().garage.every((c: { main: boolean }) => !c.main)).toBe(true);
  });

  test("switching main cars many times at once still leaves at most one main car", async () => {
    const { auth, id: userId } = await signUp(t.app);
    const ids = [car("2018 Toyota Camry").id, car("2020 Ford F-150").id, car("2015 Honda Civic").id];
    for (const id of ids) await add(auth, { id });
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        t.app.inject({ method: "PUT", url: "/api/profile/garage", headers: auth, payload: { id: ids[i % 3] } }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(9).fill(200));
    const mains = await t.db.select().from(garageCars).where(eq(garageCars.userId, userId));
    expect(mains.filter((c) => c.isMain).length).toBeLessThanOrEqual(1);
  });

  test("another user's car is a 404 and stays as it was", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const camry = car("2018 Toyota Camry");
    await add(owner.auth, { id: camry.id });
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/profile/garage",
      headers: other.auth,
      payload: { id: camry.id },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("This car is not in your garage");
    expect((await garageOf(owner.auth))[0]?.main).toBe(true);
  });
});

describe("DELETE /api/profile/garage", () => {
  test("removes the car and answers the user", async () => {
    const { auth } = await signUp(t.app);
    const camry = car("2018 Toyota Camry");
    const ford = car("2020 Ford F-150");
    await add(auth, { id: camry.id });
    await add(auth, { id: ford.id });
    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/profile/garage",
      headers: auth,
      payload: { id: ford.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().garage.map((c: { id: number }) => c.id)).toEqual([camry.id]);
  });

  test("another user's car is a 404 and is not removed", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const camry = car("2018 Toyota Camry");
    await add(owner.auth, { id: camry.id });
    await add(other.auth, { id: car("2020 Ford F-150").id });
    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/profile/garage",
      headers: other.auth,
      payload: { id: camry.id },
    });
    expect(res.statusCode).toBe(404);
    expect(await garageOf(owner.auth)).toHaveLength(1);
  });
});
