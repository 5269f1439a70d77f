import { slugify, vehicleSlug } from "@pitstop/contract/slug";
import type { FastifyInstance } from "fastify";
import type { Db } from "../src/db/client.ts";
import { brands, categories, products, productTypes, vehicles } from "../src/db/schema/index.ts";

let registrations = 0;

/** A new account, signed in: its token, auth header and user id. Each from its own address (sign-up is rate limited per IP). */
export async function signUp(app: FastifyInstance) {
  const n = ++registrations;
  const email = `owner${n}.${Date.now()}@example.com`;
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email, password: "tarmac-Sprocket-42" },
    remoteAddress: `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`,
  });
  if (res.statusCode !== 200 && res.statusCode !== 201)
    throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const token = res.json().token as string;
  const auth = { authorization: `Bearer ${token}` };
  const profile = await app.inject({ method: "GET", url: "/api/profile", headers: auth });
  return { email, token, auth, id: profile.json().profile.id as number };
}

const testVehicles = [
  { year: 2018, make: "Toyota", model: "Camry" },
  { year: 2020, make: "Ford", model: "F-150" },
  { year: 2015, make: "Honda", model: "Civic" },
  { year: 2022, make: "Mercedes-Benz", model: "C-Class" },
];

/** A handful of vehicles, by "year make model". */
export async function seedTestVehicles(db: Db) {
  const rows = await db
    .insert(vehicles)
    .values(
      testVehicles.map((v, i) => ({
        ...v,
        makeSlug: slugify(v.make),
        modelSlug: slugify(v.model),
        slug: vehicleSlug(v),
        kind: "car",
        vpicMakeId: 400 + i,
        vpicModelId: 9000 + i,
      })),
    )
    .returning();
  return Object.fromEntries(rows.map((r) => [`${r.year} ${r.make} ${r.model}`, r]));
}

/** `count` products in one category, priced $10.00, $11.00, … */
export async function seedTestProducts(db: Db, count = 5) {
  const [category] = await db
    .insert(categories)
    .values({ slug: "brakes", name: "Brakes", description: "Stopping power", position: 1 })
    .returning();
  const [brand] = await db.insert(brands).values({ slug: "acme", name: "Acme", description: "Parts" }).returning();
  if (!category || !brand) throw new Error("seed failed");
  const [type] = await db
    .insert(productTypes)
    .values({ categoryId: category.id, slug: "brake-pads", name: "Brake Pads" })
    .returning();
  if (!type) throw new Error("seed failed");
  return db
    .insert(products)
    .values(
      Array.from({ length: count }, (_, i) => ({
        slug: `brake-pad-${i + 1}`,
        partNumber: `BP-${i + 1}`,
        title: `Brake pad ${i + 1}`,
        description: "Ceramic pads",
        brandId: brand.id,
        typeId: type.id,
        categoryId: category.id,
        priceCents: 1000 + i * 100,
        shippingCents: 500,
        stock: 10 + i,
      })),
    )
    .returning({ id: products.id, title: products.title });
}
