import { MAX_ID } from "@pitstop/contract/ids";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp } from "../../test/test-app.ts";

type Operation = {
  responses: Record<string, { description: string }>;
  security?: unknown[];
  parameters?: Array<{ name: string; in: string; schema: unknown }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
};
let t: Awaited<ReturnType<typeof createTestApp>>;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  t = await createTestApp();
  paths = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json().paths;
});
afterAll(() => t.close());

const statuses = (path: string, method: string) => Object.keys(paths[path]?.[method]?.responses ?? {});

describe("the OpenAPI description lists every status an operation answers", () => {
  test("a body-taking operation documents 400, 413 and 415 besides its own answers", () => {
    expect(statuses("/api/cart", "post")).toEqual(expect.arrayContaining(["200", "400", "413", "415", "503"]));
    expect(paths["/api/cart"]?.post?.responses["413"]?.description).toBe("The body is larger than this route takes");
  });

  test("an operation with a path parameter documents 414; one that needs a session, 401 and bearer security", () => {
    expect(statuses("/api/orders/{id}", "get")).toEqual(expect.arrayContaining(["200", "401", "404", "414", "503"]));
    expect(paths["/api/orders/{id}"]?.get?.security).toEqual([{ bearer: [] }]);
  });

  test("a rate-limited operation documents 429", () => {
    expect(statuses("/api/auth/login", "post")).toContain("429");
    expect(statuses("/api/vin/{vin}", "get")).toContain("429");
    expect(statuses("/api/search", "get")).not.toContain("429");
  });

  test("an operation without input documents no 400; every operation documents 503", () => {
    expect(statuses("/api/years", "get")).toEqual(["200", "503"]);
    for (const operations of Object.values(paths)) {
      for (const operation of Object.values(operations)) expect(Object.keys(operation.responses)).toContain("503");
    }
  });
});

describe("the description bounds what the validation bounds", () => {
  test("a product id in a JSON body is a whole number from 1 to the database's largest", () => {
    const body = paths["/api/cart"]?.post?.requestBody?.content["application/json"]?.schema as {
      properties: { products: { items: { properties: { id: unknown } } } };
    };
    expect(body.properties.products.items.properties.id).toEqual({ type: "integer", minimum: 1, maximum: MAX_ID });
  });

  test("an id in a path is either such a number or its digits, up to the same bound", () => {
    const id = paths["/api/orders/{id}"]?.get?.parameters?.find((p) => p.name === "id");
    const [number, digits] = (id?.schema as { anyOf?: Array<{ pattern?: string }> } | undefined)?.anyOf ?? [];
    expect(number).toEqual({ type: "integer", minimum: 1, maximum: MAX_ID });
    const pattern = new RegExp(digits?.pattern ?? "");
    expect(["1", "007", String(MAX_ID)].map((s) => pattern.test(s))).toEqual([true, true, true]);
    expect(["0", String(MAX_ID + 1), "9999999999", "1e3", "-1"].map((s) => pattern.test(s))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  test("the avatar upload describes its multipart form", () => {
    const form = paths["/api/profile/uploadImage"]?.post?.requestBody?.content["multipart/form-data"]?.schema;
    expect(form).toMatchObject({ required: ["user_id", "image"], properties: { image: { format: "binary" } } });
  });
});
