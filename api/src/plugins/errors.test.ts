import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestApp } from "../../test/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test("a path parameter of more than 100 characters is a 414 in the API's error shape, without the path", async () => {
  const res = await t.app.inject({ method: "GET", url: `/api/products/${"brake-pads-".repeat(20)}` });
  expect(res.statusCode).toBe(414);
  expect(res.json()).toEqual({ message: "This address is too long: a part of it has more than 100 characters." });
});

test("a broken %-escape in a path parameter is a 400 in the API's error shape", async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/products/brake%E0%A4%A" });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message: "This address is not valid: it has a broken %-escape." });
});
