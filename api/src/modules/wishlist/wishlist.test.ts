import { WISHLIST_ADD_MAX, WISHLIST_MAX } from "@pitstop/contract/profile";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedTestProducts, signUp } from "../../../test/profile-fixtures.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { brands, categories, products, productTypes, wishlistItems } from "../../db/schema/index.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let productIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  productIds = (await seedTestProducts(t.db, 5)).map((p) => p.id);
});
afterAll(() => t.close());

const add = (auth: Record<string, string>, products: unknown) =>
  t.app.inject({ method: "POST", url: "/api/profile/wishlist", headers: auth, payload: { products } });
const remove = (auth: Record<string, string>, id: unknown) =>
  t.app.inject({ method: "DELETE", url: "/api/profile/wishlist", headers: auth, payload: { id } });
const idsOf = (res: { json(): { wishlist: Array<{ id: number }> } }) =>
  res
    .json()
    .wishlist.map((p) => p.id)
    .sort();

describe("POST /api/profile/wishlist", () => {
  test("adds the products and answers the user with them as favourites (id, title, price, shipping, qty)", async () => {
    const { auth } = await signUp(t.app);
    const [first] = productIds;
    const res = await add(auth, [first]);
    expect(res.statusCode).toBe(200);
    expect(res.json().wishlist).toEqual([
      {
        id: first,
        title: "Brake pad 1",
        price: 10,
        shipping: 5,
        qty: 10,
        slug: "brake-pad-1",
        path: "/brakes/brake-pads/brake-pad-1",
        image_url: null,
        brand: { slug: "acme", name: "Acme" },
      },
    ]);
  });

  test("sending the same products again changes nothing", async () => {
    const { auth } = await signUp(t.app);
    const some = productIds.slice(0, 3);
    await add(auth, some);
    const again = await add(auth, [...some, some[0]]);
    expect(again.statusCode).toBe(200);
    expect(idsOf(again)).toEqual([...some].sort());
  });

  test("ids of products that do not exist are skipped", async () => {
    const { auth } = await signUp(t.app);
    const res = await add(auth, [productIds[1], 987_654]);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toEqual([productIds[1]]);
  });

  test("an empty list answers the user unchanged", async () => {
    const { auth } = await signUp(t.app);
    const res = await add(auth, []);
    expect(res.statusCode).toBe(200);
    expect(res.json().wishlist).toEqual([]);
  });

  test(`more than ${WISHLIST_ADD_MAX} ids at once, malformed ids and extra fields are refused`, async () => {
    const { auth } = await signUp(t.app);
    const tooMany = await add(
      auth,
      Array.from({ length: WISHLIST_ADD_MAX + 1 }, (_, i) => i + 1),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain(`At most ${WISHLIST_ADD_MAX} products at once`);
    expect((await add(auth, [0])).statusCode).toBe(400);
    expect((await add(auth, "1,2")).statusCode).toBe(400);
    const extra = await t.app.inject({
      method: "POST",
      url: "/api/profile/wishlist",
      headers: auth,
      payload: { products: [productIds[0]], user_id: 1 },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toContain("Unrecognized key");
  });

  test(`a wishlist holds at most ${WISHLIST_MAX} products`, async () => {
    const { auth, id: userId } = await signUp(t.app);
    const many = (await seedMoreProducts(WISHLIST_MAX)).map((id) => ({ userId, productId: id }));
    await t.db.insert(wishlistItems).values(many);
    const res = await add(auth, [productIds[0]]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Your wishlist holds at most ${WISHLIST_MAX} products. Remove some to add more.`);
  });

  test("a guest is told to sign in", async () => {
    expect((await add({}, [productIds[0]])).statusCode).toBe(401);
  });
});

describe("DELETE /api/profile/wishlist", () => {
  test("removes the product and answers the user", async () => {
    const { auth } = await signUp(t.app);
    await add(auth, productIds.slice(0, 2));
    const res = await remove(auth, productIds[0]);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toEqual([productIds[1]]);
  });

  test("a product not in the caller's wishlist is a 404, and another user's list is untouched", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    await add(owner.auth, [productIds[2]]);
    const res = await remove(other.auth, productIds[2]);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("This product is not in your wishlist");
    const after = await t.app.inject({ method: "GET", url: "/api/profile", headers: owner.auth });
    expect(idsOf(after)).toEqual([productIds[2]]);
  });
});

let extraProducts = 0;
async function seedMoreProducts(n: number): Promise<number[]> {
  const [brand] = await t.db.select().from(brands);
  const [category] = await t.db.select().from(categories);
  const [type] = await t.db.select().from(productTypes);
  if (!brand || !category || !type) throw new Error("seed first");
  const start = extraProducts;
  extraProducts += n;
  const rows = await t.db
    .insert(products)
    .values(
      Array.from({ length: n }, (_, i) => ({
        slug: `filler-${start + i}`,
        partNumber: `FL-${start + i}`,
        title: `Filler ${start + i}`,
        description: "Filler",
        brandId: brand.id,
        typeId: type.id,
        categoryId: category.id,
        priceCents: 100,
        stock: 1,
      })),
    )
    .returning({ id: products.id });
  return rows.map((r) => r.id);
}
