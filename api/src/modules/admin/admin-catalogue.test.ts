import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedSmallCatalogue } from "../../../test/small-catalogue.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { auditEntries, brands, categories, media, productTypes } from "../../db/schema/index.ts";
import { caller, signUpOperator } from "./admin-test-kit.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let operator: Awaited<ReturnType<typeof signUpOperator>>;
let send: ReturnType<typeof caller>;
let ids: number[];
let category: { id: number };
let type: { id: number };
let brand: { id: number };

beforeAll(async () => {
  t = await createTestApp({
    seed: async (db) => {
      ids = await seedSmallCatalogue(db, [
        { title: "Ceramic brake pads", priceCents: 4999, stock: 40, fits: ["toyota-camry-2018"] },
        { title: "Wiper blades", priceCents: 1599, stock: 3, universal: true },
        { title: "Sold-out caliper", priceCents: 12000, stock: 0 },
      ]);
    },
  });
  operator = await signUpOperator(t.app, t.db);
  send = caller(t.app);
  [category] = (await t.db.select().from(categories)) as unknown as [{ id: number }];
  [type] = (await t.db.select().from(productTypes)) as unknown as [{ id: number }];
  [brand] = (await t.db.select().from(brands)) as unknown as [{ id: number }];
});
afterAll(() => t.close());

const newProduct = (over: Record<string, unknown> = {}) => ({
  title: "Slotted brake rotor",
  description: "**Slotted** for cooling.",
  category_id: category.id,
  type_id: type.id,
  brand_id: brand.id,
  part_number: `ROT-${Math.floor(Math.random() * 1e9)}`,
  price: 89.5,
  stock: 12,
  specifications: [{ name: "Diameter", value: "296 mm" }],
  ...over,
});

async function auditOf(entity: string, entityId: number | string) {
  return t.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, entity), eq(auditEntries.entityId, String(entityId))));
}

describe("products", () => {
  test("an operator creates a product; the audit trail says who and what, and the storefront finds it", async () => {
    const res = await send("POST", "/api/admin/products", operator, newProduct({ part_number: "ROT-296-S" }));
    expect(res.statusCode).toBe(201);
    const product = res.json();
    expect(product).toMatchObject({
      title: "Slotted brake rotor",
      price: 89.5,
      handling: 0,
      stock: 12,
      version: 1,
      universal: false,
    });
    expect(product.category.id).toBe(category.id);
    const [entry] = await auditOf("product", product.id);
    expect(entry).toMatchObject({ action: "create", actorId: operator.id, actorEmail: operator.email, before: null });
    expect(entry?.after).toMatchObject({ title: "Slotted brake rotor", price_cents: 8950, part_number: "ROT-296-S" });
    // Once the catalogue's aggregates are rebuilt (about a second after the write; the search's
    // word arrays with them), a search for the new word finds it.
    await t.app.catalogueRefresh.settled();
    const search = await t.app.inject({ method: "GET", url: "/api/search?q=slotted" });
    expect(search.json().products.map((p: { id: number }) => p.id)).toContain(product.id);
    expect((await t.app.inject({ method: "GET", url: `/api/products/${product.slug}` })).statusCode).toBe(200);
  });

  test("a product's new category counts in the category page once the aggregates are rebuilt", async () => {
    await t.app.catalogueRefresh.settled();
    const before = (await t.app.inject({ method: "POST", url: "/api/filter", payload: { slug: "brakes" } })).json()
      .total;
    await send("POST", "/api/admin/products", operator, newProduct());
    await t.app.catalogueRefresh.settled();
    const after = (await t.app.inject({ method: "POST", url: "/api/filter", payload: { slug: "brakes" } })).json()
      .total;
    expect(after).toBe(before + 1);
  });

  test("invalid fields are a 400 naming each field, and nothing is written", async () => {
    const res = await send(
      "POST",
      "/api/admin/products",
      operator,
      newProduct({ title: "<script>alert(1)</script>", price: -1, stock: 1.5, part_number: "", role: "admin" }),
    );
    expect(res.statusCode).toBe(400);
    const fields = Object.keys(res.json().errors ?? {});
    for (const f of ["title", "price", "stock", "part_number"]) expect(fields).toContain(f);
    expect((await send("POST", "/api/admin/products", operator, newProduct({ price: 10.005 }))).statusCode).toBe(400);
    expect((await send("POST", "/api/admin/products", operator, newProduct({ price: 2_000_000 }))).statusCode).toBe(
      400,
    );
  });

  test("a part number already used is a 409; a type of another category a 422", async () => {
    const taken = await send("POST", "/api/admin/products", operator, newProduct({ part_number: "SW-1000" }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("Part number SW-1000 is already used by another product");
    const [other] = await t.db
      .insert(categories)
      .values({ slug: "oils", name: "Oils", description: "", position: 9 })
      .returning();
    const wrong = await send("POST", "/api/admin/products", operator, newProduct({ category_id: other?.id }));
    expect(wrong.statusCode).toBe(422);
    const unknownBrand = await send("POST", "/api/admin/products", operator, newProduct({ brand_id: 999_999 }));
    expect(unknownBrand.statusCode).toBe(422);
  });

  test("an edit on the current version changes only the fields sent and moves the version", async () => {
    const id = ids[0] as number;
    const opened = (await send("GET", `/api/admin/products/${id}`, operator)).json();
    const res = await send("PATCH", `/api/admin/products/${id}`, operator, { price: 52.25, version: opened.version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      price: 52.25,
      stock: opened.stock,
      title: opened.title,
      version: opened.version + 1,
    });
    const entries = await auditOf("product", id);
    expect(entries.at(-1)).toMatchObject({ action: "update" });
    expect(entries.at(-1)?.before).toMatchObject({ price_cents: 4999 });
    expect(entries.at(-1)?.after).toMatchObject({ price_cents: 5225 });
  });

  test("an edit made on a stale copy is a 409 and overwrites nothing", async () => {
    const id = ids[2] as number;
    const opened = (await send("GET", `/api/admin/products/${id}`, operator)).json();
    expect(
      (await send("PATCH", `/api/admin/products/${id}`, operator, { stock: 5, version: opened.version })).statusCode,
    ).toBe(200);
    const stale = await send("PATCH", `/api/admin/products/${id}`, operator, {
      stock: 99,
      title: "Mine",
      version: opened.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^This product was changed by someone else since you opened it/);
    const now = (await send("GET", `/api/admin/products/${id}`, operator)).json();
    expect(now).toMatchObject({ stock: 5, title: "Sold-out caliper", version: opened.version + 1 });
  });

  test("an edit of an unknown product is a 404; unknown fields are a 400", async () => {
    expect((await send("PATCH", "/api/admin/products/999999", operator, { stock: 1, version: 1 })).statusCode).toBe(
      404,
    );
    expect(
      (await send("PATCH", `/api/admin/products/${ids[0]}`, operator, { rating_tenths: 50, version: 1 })).statusCode,
    ).toBe(400);
    expect((await send("PATCH", `/api/admin/products/${ids[0]}`, operator, { stock: 1 })).statusCode).toBe(400);
  });

  test("a product with fitment cannot be made universal", async () => {
    const id = ids[0] as number;
    const { version } = (await send("GET", `/api/admin/products/${id}`, operator)).json();
    const res = await send("PATCH", `/api/admin/products/${id}`, operator, { universal: true, version });
    expect(res.statusCode).toBe(422);
  });

  test("the list searches titles and part numbers, filters by stock, sorts and pages", async () => {
    const byWord = (await send("GET", "/api/admin/products?q=brake%20pads", operator)).json();
    expect(byWord.products.map((p: { id: number }) => p.id)).toEqual([ids[0]]);
    const byPart = (await send("GET", "/api/admin/products?q=sw1001", operator)).json();
    expect(byPart.products.map((p: { part_number: string }) => p.part_number)).toEqual(["SW-1001"]);
    const low = (await send("GET", "/api/admin/products?stock_max=5&sort=-stock", operator)).json();
    expect(low.products.every((p: { stock: number }) => p.stock <= 5)).toBe(true);
    expect(low.products.map((p: { stock: number }) => p.stock)).toEqual(
      [...low.products.map((p: { stock: number }) => p.stock)].sort((a, b) => b - a),
    );
    const paged = (await send("GET", "/api/admin/products?page_size=1&page=2&sort=title", operator)).json();
    expect(paged.products).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(3);
    expect((await send("GET", "/api/admin/products?page_size=1000", operator)).statusCode).toBe(400);
    expect((await send("GET", "/api/admin/products?sort=drop", operator)).statusCode).toBe(400);
  });
});

describe("brands and categories", () => {
  test("a brand is created, renamed on its version, and a stale rename is a 409", async () => {
    const created = await send("POST", "/api/admin/brands", operator, { name: "Northline Brakes" });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ slug: "northline-brakes", version: 1, product_count: 0 });
    const id = created.json().id;
    const renamed = await send("PATCH", `/api/admin/brands/${id}`, operator, { name: "Northline", version: 1 });
    expect(renamed.json()).toMatchObject({ name: "Northline", version: 2 });
    const stale = await send("PATCH", `/api/admin/brands/${id}`, operator, { name: "Old", version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^This brand was changed by someone else/);
    expect((await auditOf("brand", id)).map((e) => e.action)).toEqual(["create", "update"]);
    const dup = await send("POST", "/api/admin/brands", operator, { name: "Another", slug: "northline-brakes" });
    expect(dup.statusCode).toBe(409);
  });

  test("a category and a type of it are created; the category page shows the new name", async () => {
    const created = await send("POST", "/api/admin/categories", operator, { name: "Lighting" });
    expect(created.statusCode).toBe(201);
    const withType = await send("POST", `/api/admin/categories/${created.json().id}/types`, operator, {
      name: "Headlight bulbs",
    });
    expect(withType.json().types).toEqual([expect.objectContaining({ slug: "headlight-bulbs" })]);
    const res = await send("PATCH", `/api/admin/categories/${category.id}`, operator, {
      name: "Brakes & rotors",
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    const listed = (await t.app.inject({ method: "GET", url: "/api/categories" })).json();
    expect(listed.map((c: { name: string }) => c.name)).toContain("Brakes & rotors");
  });
});

describe("fitment rows of a product", () => {
  test("an operator fits a part to the 2018 Camry's front; the vehicle page lists it after the refresh", async () => {
    const created = (
      await send("POST", "/api/admin/products", operator, newProduct({ title: "Front strut mount" }))
    ).json();
    const res = await send("POST", `/api/admin/products/${created.id}/fitment`, operator, {
      make: "Toyota",
      model: "Camry",
      year_from: 2017,
      year_to: 2019,
      engines: ["3.5l v6"],
      position: "Front",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        engines: ["3.5L V6"],
        position: "Front",
        vehicle: expect.objectContaining({ slug: "toyota-camry-2018" }),
      }),
    ]);
    await t.app.catalogueRefresh.settled();
    const page = (
      await t.app.inject({ method: "POST", url: "/api/filter", payload: { slug: "toyota-camry-2018-accessories" } })
    ).json();
    expect(page.products.map((p: { id: number }) => p.id)).toContain(created.id);
    const [entry] = await auditOf("fitment", created.id);
    expect(entry?.action).toBe("add");

    const removed = await send(
      "DELETE",
      `/api/admin/products/${created.id}/fitment/applications/${res.json()[0].id}`,
      operator,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual([]);
    const [removal] = (await auditOf("fitment", created.id)).filter((e) => e.action === "remove");
    expect(removal?.before).toMatchObject({ id: res.json()[0].id, position: "Front" });
    const again = await send(
      "DELETE",
      `/api/admin/products/${created.id}/fitment/applications/${res.json()[0].id}`,
      operator,
    );
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("This product has no fitment application with that id");
  });

  test("a part gets several applications on one vehicle, each listed with its id and removed on its own", async () => {
    const created = (await send("POST", "/api/admin/products", operator, newProduct({ title: "Brake hose" }))).json();
    const add = (engine: string, position: string, quantity?: number) =>
      send("POST", `/api/admin/products/${created.id}/fitment`, operator, {
        make: "Toyota",
        model: "Camry",
        year_from: 2018,
        year_to: 2018,
        engines: [engine],
        position,
        ...(quantity ? { quantity } : {}),
      });
    expect((await add("2.5L 4-cyl", "Front", 2)).statusCode).toBe(200);
    const both = await add("3.5L V6", "Rear");
    expect(both.statusCode).toBe(200);
    const [front, rear] = both.json();
    expect([front, rear]).toEqual([
      expect.objectContaining({ engines: ["2.5L 4-cyl"], position: "Front", quantity: 2 }),
      expect.objectContaining({ engines: ["3.5L V6"], position: "Rear", quantity: null }),
    ]);
    expect(front.id).not.toBe(rear.id);
    expect(front.vehicle.id).toBe(rear.vehicle.id);

    // The identical application again: nothing to add, and said so.
    const duplicate = await add("3.5l v6", "Rear");
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(
      "The 2018 Toyota Camry already has this application (the same engines, trims, position and note): nothing was added",
    );
    expect((await send("GET", `/api/admin/products/${created.id}/fitment`, operator)).json()).toHaveLength(2);

    const left = await send("DELETE", `/api/admin/products/${created.id}/fitment/applications/${rear.id}`, operator);
    expect(left.json()).toEqual([expect.objectContaining({ id: front.id, position: "Front" })]);
    // Another product's application is not this product's to remove.
    const other = await send("DELETE", `/api/admin/products/${ids[0]}/fitment/applications/${front.id}`, operator);
    expect(other.statusCode).toBe(404);

    // Removing by vehicle removes every application of the part to that vehicle.
    await add("3.5L V6", "Rear");
    const none = await send("DELETE", `/api/admin/products/${created.id}/fitment/${front.vehicle.id}`, operator);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    expect(
      (await send("DELETE", `/api/admin/products/${created.id}/fitment/${front.vehicle.id}`, operator)).statusCode,
    ).toBe(404);
  });

  test("an engine the vehicle does not have, or an unknown vehicle, is a 422", async () => {
    const id = ids[0] as number;
    const engine = await send("POST", `/api/admin/products/${id}/fitment`, operator, {
      make: "Toyota",
      model: "Camry",
      year_from: 2018,
      year_to: 2018,
      engines: ["5.0L V8"],
    });
    expect(engine.statusCode).toBe(422);
    expect(engine.json().message).toContain('no engine "5.0L V8"');
    const unknown = await send("POST", `/api/admin/products/${id}/fitment`, operator, {
      make: "Toyota",
      model: "Supra",
      year_from: 2018,
      year_to: 2018,
    });
    expect(unknown.statusCode).toBe(422);
    const universal = await send("POST", `/api/admin/products/${ids[1]}/fitment`, operator, {
      make: "Toyota",
      model: "Camry",
      year_from: 2018,
      year_to: 2018,
    });
    expect(universal.statusCode).toBe(422);
  });
});

describe("bulk price and stock", () => {
  test("a dry run reports unknown part numbers and bad values by line and changes nothing", async () => {
    const csv = "part_number,price,stock\nSW-1001,17.99,\nNOPE-1,5,5\nSW-1002,abc,3\nSW-1002,1,1\n";
    const res = await send("POST", "/api/admin/products/bulk-update", operator, { csv, dry_run: true });
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ dry_run: true, applied: false, lines: 4, changes: 1 });
    expect(report.problems).toEqual([
      { line: 3, kind: "unknown_part", message: "no product has the part number NOPE-1" },
      expect.objectContaining({ line: 4, kind: "invalid" }),
      expect.objectContaining({ line: 5, kind: "duplicate" }),
    ]);
    expect(report.preview).toEqual([
      { line: 2, part_number: "SW-1001", price: { before: 15.99, after: 17.99 }, stock: { before: 3, after: 3 } },
    ]);
    const applied = await send("POST", "/api/admin/products/bulk-update", operator, { csv, dry_run: false });
    expect(applied.statusCode).toBe(422);
    expect(applied.json().errors).toHaveProperty("line 3");
    expect((await send("GET", `/api/admin/products/${ids[1]}`, operator)).json().price).toBe(15.99);
  });

  test("applying changes every line at once, moves versions and writes one audit entry per product", async () => {
    const before = (await send("GET", `/api/admin/products/${ids[1]}`, operator)).json();
    const csv = `part_number,price,stock\r\nSW-1001,"18.49",250\r\n`;
    const res = await send("POST", "/api/admin/products/bulk-update", operator, { csv, dry_run: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ applied: true, changes: 1 });
    const after = (await send("GET", `/api/admin/products/${ids[1]}`, operator)).json();
    expect(after).toMatchObject({ price: 18.49, stock: 250, version: before.version + 1 });
    const entries = (await auditOf("product", ids[1] as number)).filter((e) => e.action === "bulk_update");
    expect(entries.at(-1)?.after).toEqual({ price_cents: 1849, stock: 250 });
  });

  test("a file without the header is a 400", async () => {
    const res = await send("POST", "/api/admin/products/bulk-update", operator, { csv: "SW-1001,1,1", dry_run: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The CSV's first line must name its columns: part_number,price,stock");
  });
});

describe("product images", () => {
  const form = (bytes: Buffer, name = "image", type = "image/png") => {
    const boundary = "----pitstop-admin-test";
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
  };
  const png = (color: string) =>
    sharp({ create: { width: 2400, height: 1200, channels: 3, background: color } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: "secret" } } })
      .toBuffer();

  async function upload(id: number, bytes: Buffer) {
    const { payload, headers } = form(bytes);
    return t.app.inject({
      method: "POST",
      url: `/api/admin/products/${id}/images`,
      headers: { ...operator.auth, ...headers },
      payload,
    });
  }

  test("uploads are re-encoded as WebP within 1600 px, reordered and deleted; the product page follows", async () => {
    const id = ids[2] as number;
    const first = await upload(id, await png("#ff0000"));
    expect(first.statusCode).toBe(201);
    const second = await upload(id, await png("#0000ff"));
    const images = second.json().images as Array<{ media_id: string; url: string }>;
    expect(images).toHaveLength(2);
    const stored = await sharp(
      Buffer.from((await t.app.inject({ method: "GET", url: images[0]?.url ?? "" })).rawPayload),
    ).metadata();
    expect(stored).toMatchObject({ format: "webp", width: 1600, height: 800 });
    expect(stored.exif).toBeUndefined();

    const order = [images[1]?.media_id, images[0]?.media_id];
    const reordered = await send("PUT", `/api/admin/products/${id}/images/order`, operator, { media_ids: order });
    expect(reordered.json().images.map((i: { media_id: string }) => i.media_id)).toEqual(order);
    const stale = await send("PUT", `/api/admin/products/${id}/images/order`, operator, { media_ids: [order[0]] });
    expect(stale.statusCode).toBe(409);

    const deleted = await send("DELETE", `/api/admin/products/${id}/images/${order[0]}`, operator);
    expect(deleted.json().images.map((i: { media_id: string; position: number }) => [i.media_id, i.position])).toEqual([
      [order[1], 0],
    ]);
    expect(
      await t.db
        .select({ id: media.id })
        .from(media)
        .where(eq(media.id, order[0] as string)),
    ).toEqual([]);
    const actions = (await auditOf("product", id)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["image_add", "image_reorder", "image_delete"]));
  });

  test("a file that is not PNG or JPEG is a 415; another product's image is a 404", async () => {
    const bad = await upload(ids[2] as number, Buffer.from("<svg onload=alert(1)></svg>"));
    expect(bad.statusCode).toBe(415);
    expect(bad.json().message).toBe("Invalid file type");
    const res = await send(
      "DELETE",
      `/api/admin/products/${ids[0]}/images/00000000-0000-4000-8000-000000000000`,
      operator,
    );
    expect(res.statusCode).toBe(404);
  });
});

describe("the audit trail", () => {
  test("lists entries newest first, filtered by entity", async () => {
    const res = await send("GET", "/api/admin/audit?entity=brand&page_size=10", operator);
    expect(res.statusCode).toBe(200);
    const { entries, total } = res.json();
    expect(total).toBeGreaterThanOrEqual(2);
    expect(entries.every((e: { entity: string }) => e.entity === "brand")).toBe(true);
    expect(entries[0].actor.email).toBe(operator.email);
  });
});

describe("hidden products", () => {
  test("a hidden product is listed, found, shown and sold nowhere; published again it is back", async () => {
    const created = (
      await send(
        "POST",
        "/api/admin/products",
        operator,
        newProduct({ title: "Quasar brake drum", part_number: "QBD-1" }),
      )
    ).json();
    const fit = await send("POST", `/api/admin/products/${created.id}/fitment`, operator, {
      make: "Toyota",
      model: "Camry",
      year_from: 2018,
      year_to: 2018,
    });
    expect(fit.statusCode).toBe(200);
    const shopper = await signUpOperator(t.app, t.db);
    const visible = async () => {
      await t.app.catalogueRefresh.settled();
      const ids = (r: { json(): { products: Array<{ id: number }> } }) => r.json().products.map((p) => p.id);
      const category = await t.app.inject({
        method: "POST",
        url: "/api/filter",
        payload: { slug: "brakes", "SORT BY": "price-asc" },
      });
      const vehicle = await t.app.inject({
        method: "POST",
        url: "/api/filter",
        payload: { slug: "toyota-camry-2018-accessories" },
      });
      const search = await t.app.inject({ method: "GET", url: "/api/search?q=quasar" });
      const page = await t.app.inject({ method: "GET", url: `/api/products/${created.slug}` });
      const cart = await t.app.inject({
        method: "POST",
        url: "/api/cart",
        headers: shopper.auth,
        payload: { products: [{ id: created.id, quantity: 1 }] },
      });
      const favourites = await t.app.inject({
        method: "POST",
        url: "/api/cart/wishlist",
        payload: { products: [{ id: created.id }] },
      });
      return {
        category: ids(category).includes(created.id),
        vehicle: ids(vehicle).includes(created.id),
        search: ids(search).includes(created.id),
        page: page.statusCode,
        cart: cart.statusCode,
        favourites: (favourites.json() as Array<{ id: number }>).some((f) => f.id === created.id),
      };
    };
    expect(await visible()).toEqual({
      category: true,
      vehicle: true,
      search: true,
      page: 200,
      cart: 200,
      favourites: true,
    });

    const hide = await send("PATCH", `/api/admin/products/${created.id}`, operator, {
      published: false,
      version: created.version,
    });
    expect(hide.json()).toMatchObject({ published: false, version: created.version + 1 });
    expect(await visible()).toEqual({
      category: false,
      vehicle: false,
      search: false,
      page: 404,
      cart: 404,
      favourites: false,
    });
    // The shopper's cart line of the hidden product is left out of the cart.
    const cart = await t.app.inject({ method: "GET", url: "/api/cart", headers: shopper.auth });
    expect(cart.json().cart.map((l: { id: number }) => l.id)).not.toContain(created.id);
    // The back office still lists it, as hidden.
    const hidden = (await send("GET", "/api/admin/products?published=false", operator)).json();
    expect(hidden.products.map((p: { id: number }) => p.id)).toEqual([created.id]);

    await send("PATCH", `/api/admin/products/${created.id}`, operator, {
      published: true,
      version: created.version + 1,
    });
    expect(await visible()).toEqual({
      category: true,
      vehicle: true,
      search: true,
      page: 200,
      cart: 200,
      favourites: true,
    });
  });
});
