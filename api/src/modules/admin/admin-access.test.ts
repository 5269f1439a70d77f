import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signUp } from "../../../test/profile-fixtures.ts";
import { seedSmallCatalogue } from "../../../test/small-catalogue.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { auditEntries, users } from "../../db/schema/index.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let shopper: Awaited<ReturnType<typeof signUp>>;
/** Every admin operation the API describes, with its path's parameters filled in. */
let operations: Array<{ method: string; url: string }>;

beforeAll(async () => {
  t = await createTestApp({
    seed: (db) =>
      seedSmallCatalogue(db, [{ title: "Ceramic brake pads", priceCents: 4999, stock: 4 }]).then(() => undefined),
  });
  shopper = await signUp(t.app);
  const description = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(description.paths)
    .filter(([path]) => path.startsWith("/api/admin/"))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        url: path.replace("{mediaId}", "00000000-0000-4000-8000-000000000000").replace(/\{[^}]+\}/g, "1"),
      })),
    );
});
afterAll(() => t.close());

describe("who may call the back office", () => {
  test("the description lists the back office's operations", () => {
    const urls = operations.map((o) => `${o.method} ${o.url}`);
    for (const expected of [
      "GET /api/admin/products",
      "POST /api/admin/products",
      "PATCH /api/admin/products/1",
      "POST /api/admin/products/bulk-update",
      "POST /api/admin/products/1/images",
      "POST /api/admin/products/1/fitment",
      "POST /api/admin/fitment-imports",
      "GET /api/admin/fitment-imports",
      "GET /api/admin/fitment-imports/1",
      "PATCH /api/admin/brands/1",
      "PATCH /api/admin/categories/1",
      "GET /api/admin/products/1/deletion",
      "DELETE /api/admin/products/1",
      "DELETE /api/admin/brands/1",
      "DELETE /api/admin/categories/1",
      "DELETE /api/admin/categories/1/types/1",
      "GET /api/admin/audit",
    ]) {
      expect(urls).toContain(expected);
    }
  });

  test("every admin operation answers a shopper 403 whatever the body, and writes nothing", async () => {
    for (const op of operations) {
      for (const payload of [{ title: "<script>x</script>", version: 1 }, "not json"]) {
        const res = await t.app.inject({ method: op.method as "GET", url: op.url, headers: shopper.auth, payload });
        expect(res.statusCode, `${op.method} ${op.url}`).toBe(403);
        expect(res.json().message).toBe("Only shop operators can do this.");
      }
    }
    expect(await t.db.select().from(auditEntries)).toEqual([]);
  });

  test("every admin operation answers a visitor and a forged token 401", async () => {
    for (const op of operations) {
      const visitor = await t.app.inject({ method: op.method as "GET", url: op.url, payload: {} });
      expect(visitor.statusCode, `${op.method} ${op.url}`).toBe(401);
      const forged = await t.app.inject({
        method: op.method as "GET",
        url: op.url,
        headers: { authorization: `Bearer ${"f".repeat(43)}` },
        payload: {},
      });
      expect(forged.statusCode, `${op.method} ${op.url}`).toBe(401);
    }
  });

  test("an operator demoted to shopper is refused at once", async () => {
    const operator = await signUp(t.app);
    await t.db.update(users).set({ role: "admin" }).where(eq(users.id, operator.id));
    expect((await t.app.inject({ method: "GET", url: "/api/admin/products", headers: operator.auth })).statusCode).toBe(
      200,
    );
    await t.db.update(users).set({ role: "customer" }).where(eq(users.id, operator.id));
    expect((await t.app.inject({ method: "GET", url: "/api/admin/products", headers: operator.auth })).statusCode).toBe(
      403,
    );
  });
});
