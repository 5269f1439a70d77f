import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signUp } from "../../test/profile-fixtures.ts";
import { createTestApp } from "../../test/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
/** Every operation of the OpenAPI description that asks for a bearer session. */
let guarded: Array<{ method: string; path: string }>;
beforeAll(async () => {
  t = await createTestApp();
  const description = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  guarded = Object.entries(description.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => (operation.security ?? []).length > 0)
      .map(([method, _]) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(() => t.close());

/** Bodies that fail each step before the handler: validation, JSON parsing, the media type, the size limit. */
const badBodies = [
  { name: "an empty object", contentType: "application/json", payload: "{}" },
  { name: "malformed JSON", contentType: "application/json", payload: '{"id": ' },
  { name: "XML", contentType: "application/xml", payload: "<id>1</id>" },
  { name: "a 2 MB body", contentType: "application/json", payload: `"${"x".repeat(2_000_000)}"` },
];

/** The path with every parameter filled with something no route accepts as an id. */
const withBadParams = (path: string) => path.replace(/\{[^}]+\}/g, "not-an-id");

describe("a route that needs a session answers a visitor 401 before it looks at the request", () => {
  test("the description lists the guarded operations (cart, garage, checkout, orders, admin)", () => {
    const paths = guarded.map((o) => `${o.method} ${o.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        "DELETE /api/cart",
        "PUT /api/profile/garage",
        "POST /api/checkout",
        "GET /api/orders/{id}",
        "POST /api/admin/orders/{id}/ship",
        "POST /api/profile/uploadImage",
      ]),
    );
    expect(guarded.length).toBeGreaterThan(30);
  });

  test.each(badBodies)("every guarded operation answers a visitor sending $name with 401", async (body) => {
    for (const { method, path } of guarded) {
      const res = await t.app.inject({
        method: method as "POST",
        url: withBadParams(path),
        headers: { "content-type": body.contentType },
        ...(method === "GET" ? {} : { payload: body.payload }),
      });
      expect({ operation: `${method} ${path}`, status: res.statusCode }).toEqual({
        operation: `${method} ${path}`,
        status: 401,
      });
      expect(res.json()).toEqual({ message: "Please sign in to continue." });
    }
  });

  test("an expired or forged token is told the session expired, whatever the body", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/profile/garage",
      headers: { authorization: `Bearer ${"x".repeat(40)}`, "content-type": "application/json" },
      payload: '{"id": ',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Your session has expired. Please sign in again.");
  });

  test("a signed-in user sending the same bodies gets the validation answers", async () => {
    const who = await signUp(t.app);
    const send = (contentType: string, payload: string) =>
      t.app.inject({
        method: "PUT",
        url: "/api/profile/garage",
        headers: { ...who.auth, "content-type": contentType },
        payload,
      });
    expect((await send("application/json", "{}")).statusCode).toBe(400);
    expect((await send("application/json", '{"id": ')).statusCode).toBe(400);
    expect((await send("application/xml", "<id>1</id>")).statusCode).toBe(415);
    expect((await send("application/json", `"${"x".repeat(2_000_000)}"`)).statusCode).toBe(413);
  });
});
