import { ADDRESSES_MAX } from "@pitstop/contract/profile";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signUp } from "../../../test/profile-fixtures.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { addresses } from "../../db/schema/index.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const home = {
  first_name: "Dana",
  last_name: "Whitfield",
  phone: "+1 555 010 0199",
  address_line1: "1200 Motorway Ave",
  address_line2: "Suite 4",
  city: "Columbus",
  state: "OH",
  zip: "43215",
  country: "US",
};
type Address = typeof home & { id: number; default: boolean };

const create = (auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/profile/addresses/create", headers: auth, payload });
const update = (auth: Record<string, string>, id: number, payload: object) =>
  t.app.inject({ method: "PUT", url: `/api/profile/addresses/update/${id}`, headers: auth, payload });
const remove = (auth: Record<string, string>, id: number) =>
  t.app.inject({ method: "DELETE", url: `/api/profile/addresses/delete/${id}`, headers: auth });
const listOf = (res: { json(): { addresses: Address[] } }) => res.json().addresses;

describe("POST /api/profile/addresses/create", () => {
  test("saves the address, answers 201 with the user, and the first address is the default", async () => {
    const { auth } = await signUp(t.app);
    const res = await create(auth, home);
    expect(res.statusCode).toBe(201);
    expect(listOf(res)).toEqual([{ ...home, id: expect.any(Number), default: true }]);
  });

  test("a second address is not the default unless asked; asking moves the default to it", async () => {
    const { auth } = await signUp(t.app);
    await create(auth, home);
    const second = listOf(await create(auth, { ...home, address_line1: "2 Elm St" }));
    expect(second.map((a) => [a.address_line1, a.default])).toEqual([
      ["1200 Motorway Ave", true],
      ["2 Elm St", false],
    ]);
    const third = listOf(await create(auth, { ...home, address_line1: "3 Oak St", default: 1 }));
    expect(third.filter((a) => a.default).map((a) => a.address_line1)).toEqual(["3 Oak St"]);
  });

  test("the state code is stored upper-case, line 2 and country may be left out", async () => {
    const { auth } = await signUp(t.app);
    const { address_line2: _line2, country: _country, ...rest } = home;
    const [saved] = listOf(await create(auth, { ...rest, state: "oh", zip: "43215-1234" }));
    expect(saved).toMatchObject({ state: "OH", zip: "43215-1234", country: "US", address_line2: "" });
  });

  test.each([
    [{ state: "ZZ" }, "state", "Choose a US state by its two-letter code, like OH"],
    [{ state: "Ohio" }, "state", "Choose a US state by its two-letter code, like OH"],
    [{ zip: "4321" }, "zip", "ZIP code must look like 12345 or 12345-6789"],
    [{ zip: "43215-12" }, "zip", "ZIP code must look like 12345 or 12345-6789"],
    [{ state: "OR" }, "zip", "ZIP code 43215 is in Ohio, not Oregon. Check the state and the ZIP code."],
    [
      { state: "NY", zip: "07030" },
      "zip",
      "ZIP code 07030 is in New Jersey, not New York. Check the state and the ZIP code.",
    ],
    [{ country: "XX" }, "country", "We ship within the United States only. Enter a US address."],
    [{ first_name: "" }, "first_name", "First name is required"],
    [{ city: "<script>alert(1)</script>" }, "city", "City must not contain < > or control characters"],
    [{ address_line1: "1 Main St\u0000" }, "address_line1", "Address must not contain < > or control characters"],
    [{ address_line1: "x".repeat(101) }, "address_line1", "Address must be at most 100 characters"],
    [{ phone: "call me" }, "phone", "Enter a phone number like +1 555 010 0199"],
  ])("%j is refused on the field with its message", async (change, field, message) => {
    const { auth } = await signUp(t.app);
    const res = await create(auth, { ...home, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
  });

  test("an address outside the United States is not saved: the shop could never ship to it", async () => {
    const { auth } = await signUp(t.app);
    const res = await create(auth, { ...home, country: "de", state: "Bayern", zip: "80331", city: "München" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.country).toEqual(["We ship within the United States only. Enter a US address."]);
    const [saved] = listOf(await create(auth, home));
    if (!saved) throw new Error("no address");
    const moved = await update(auth, saved.id, { ...home, country: "CA", state: "ON", zip: "M5V 2T6" });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors.country).toEqual(["We ship within the United States only. Enter a US address."]);
    expect(await t.db.select({ country: addresses.country }).from(addresses)).not.toContainEqual({ country: "DE" });
  });

  test("mass assignment (user_id, id, is_default) is refused", async () => {
    const { auth } = await signUp(t.app);
    for (const extra of [{ user_id: 1 }, { id: 5 }, { is_default: true }, { userId: 1 }]) {
      const res = await create(auth, { ...home, ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("Unrecognized key");
    }
    const res = await t.app.inject({ method: "GET", url: "/api/profile", headers: auth });
    expect(res.json().addresses).toEqual([]);
  });

  test(`at most ${ADDRESSES_MAX} addresses are kept`, async () => {
    const { auth, id: userId } = await signUp(t.app);
    await t.db.insert(addresses).values(
      Array.from({ length: ADDRESSES_MAX }, (_, i) => ({
        userId,
        firstName: "A",
        lastName: "B",
        phone: "5550100",
        addressLine1: `${i} Road`,
        city: "Town",
        state: "OH",
        zip: "43215",
      })),
    );
    const res = await create(auth, home);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`You can keep at most ${ADDRESSES_MAX} addresses. Remove one to add another.`);
  });

  test("two first addresses saved at once: exactly one is the default", async () => {
    const { auth } = await signUp(t.app);
    const answers = await Promise.all([1, 2, 3, 4].map((i) => create(auth, { ...home, address_line1: `${i} Rd` })));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const list = listOf(await t.app.inject({ method: "GET", url: "/api/profile", headers: auth }));
    expect(list).toHaveLength(4);
    expect(list.filter((a) => a.default)).toHaveLength(1);
  });
});

describe("PUT /api/profile/addresses/update/{id}", () => {
  test("replaces the fields and keeps the default when `default` is left out", async () => {
    const { auth } = await signUp(t.app);
    const [first] = listOf(await create(auth, home));
    const res = await update(auth, first?.id ?? 0, { ...home, city: "Dayton", zip: "45402" });
    expect(res.statusCode).toBe(200);
    expect(listOf(res)).toEqual([{ ...home, city: "Dayton", zip: "45402", id: first?.id, default: true }]);
  });

  test("`default: true` moves the default; `default: false` hands it to the oldest other address", async () => {
    const { auth } = await signUp(t.app);
    await create(auth, home);
    const list = listOf(await create(auth, { ...home, address_line1: "2 Elm St" }));
    const [first, second] = list as [Address, Address];
    const moved = listOf(await update(auth, second.id, { ...home, address_line1: "2 Elm St", default: true }));
    expect(moved.find((a) => a.default)?.id).toBe(second.id);
    const back = listOf(await update(auth, second.id, { ...home, address_line1: "2 Elm St", default: false }));
    expect(back.find((a) => a.default)?.id).toBe(first.id);
  });

  test("an only address stays the default even when asked not to be", async () => {
    const { auth } = await signUp(t.app);
    const [only] = listOf(await create(auth, home));
    const res = await update(auth, only?.id ?? 0, { ...home, default: false });
    expect(listOf(res)[0]?.default).toBe(true);
  });

  test("another user's address is a 404 and is left unchanged", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const [theirs] = listOf(await create(owner.auth, home));
    const res = await update(other.auth, theirs?.id ?? 0, { ...home, city: "Hijacked" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Address not found");
    const after = await t.app.inject({ method: "GET", url: "/api/profile", headers: owner.auth });
    expect(after.json().addresses[0].city).toBe("Columbus");
  });

  test.each(["0", "abc", "-1", "99999999999"])("id %s in the path is a 400", async (id) => {
    const { auth } = await signUp(t.app);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/profile/addresses/update/${id}`,
      headers: auth,
      payload: home,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Address id must be a positive whole number");
  });
});

describe("DELETE /api/profile/addresses/delete/{id}", () => {
  test("deleting the default promotes the oldest remaining address", async () => {
    const { auth } = await signUp(t.app);
    await create(auth, home);
    await create(auth, { ...home, address_line1: "2 Elm St" });
    const list = listOf(await create(auth, { ...home, address_line1: "3 Oak St", default: true }));
    const third = list.find((a) => a.default);
    const res = await remove(auth, third?.id ?? 0);
    expect(res.statusCode).toBe(200);
    expect(listOf(res).map((a) => [a.address_line1, a.default])).toEqual([
      ["1200 Motorway Ave", true],
      ["2 Elm St", false],
    ]);
  });

  test("another user's address is a 404 and is not deleted", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const [theirs] = listOf(await create(owner.auth, home));
    const res = await remove(other.auth, theirs?.id ?? 0);
    expect(res.statusCode).toBe(404);
    const after = await t.app.inject({ method: "GET", url: "/api/profile", headers: owner.auth });
    expect(after.json().addresses).toHaveLength(1);
  });
});
