// @vitest-environment node
import {
  createRequestHandler,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  Outlet,
  Scripts,
  useLoaderData,
} from "react-router";
import { describe, expect, test } from "vitest";
import { manifestRoute, testServerBuild } from "~/test-support/server-build";
import { type JsonData, jsonData, readJsonData } from "./json-data";
import { renderWhole } from "./render-page.server";

/**
 * A listing's loader data crosses to the browser as one JSON string (json-data.ts): through React
 * Router's own request handler, for a document and for a client navigation's `.data` request.
 */
type Listing = { total: number; products: Array<{ id: number; title: string; price: number; fits: boolean | null }> };
const LISTING: Listing = {
  total: 24,
  products: Array.from({ length: 24 }, (_, i) => ({
    id: i,
    title: `Ceramic pads ${i} </script><script>alert(1)</script> “front” & rear — 20–200 in-lb`,
    price: 19.99 + i,
    fits: i % 3 === 0 ? null : i % 2 === 0,
  })),
};

let rendered: Listing | null = null;
function Parts() {
  const { listing } = useLoaderData() as { listing: JsonData<Listing> };
  const value = readJsonData(listing);
  rendered = value;
  return (
    <ul>
      {value.products.map((p) => (
        <li key={p.id}>{p.title}</li>
      ))}
    </ul>
  );
}

function Root() {
  return (
    <html lang="en">
      <body>
        <Outlet />
        <Scripts nonce="n" />
      </body>
    </html>
  );
}

const handler = createRequestHandler(
  testServerBuild({
    entry: async (request: Request, status: number, headers: Headers, context: never) =>
      (await renderWhole(request, status, headers, context, "n")) ?? new Response("streamed", { status: 500 }),
    routes: {
      root: { id: "root", path: "", module: { default: Root, loader: () => ({}) } },
      parts: {
        id: "parts",
        parentId: "root",
        path: "parts",
        module: { default: Parts, loader: () => ({ listing: jsonData(LISTING) }) },
      },
    },
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      routes: { root: manifestRoute("root", ""), parts: manifestRoute("parts", "parts", "root") },
      url: "/assets/manifest.js",
      version: "test",
    },
  }),
  "production",
);

/** What React Router's turbo-stream carries for a route: its values, as the browser decodes them. */
async function decoded(body: ReadableStream<Uint8Array>) {
  const { value, done } = await decodeViaTurboStream(body, globalThis);
  await done;
  return value as Record<string, { data: { listing: JsonData<Listing> } }>;
}

describe("a listing's loader data as one JSON string", () => {
  test("the server's render reads the loader's own value; the page carries it as one escaped string", async () => {
    rendered = null;
    const res = await handler(new Request("http://shop.test/parts"));
    const html = await res.text();
    expect(res.status).toBe(200);
    // The render had the loader's object itself, not a copy parsed back from its string.
    expect(rendered).toBe(LISTING);
    expect(html).toContain("<li>Ceramic pads 3 &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    // The data script: one string value for the whole listing, with no way out of its <script>.
    const payload = /streamController\.enqueue\((".*?")\);<\/script>/s.exec(html)?.[1] ?? "";
    expect(payload).not.toContain("</script>");
    const values = JSON.parse(JSON.parse(payload).split("\n")[0]) as unknown[];
    const strings = values.filter((v): v is string => typeof v === "string" && v.startsWith("{"));
    expect(strings).toHaveLength(1);
    expect(JSON.parse(strings[0] ?? "")).toEqual(LISTING);
    // Without it, turbo-stream would write each product's fields as values of their own.
    expect(values.length).toBeLessThan(15);
  });

  test("a client navigation's .data answer decodes to the same listing, parsed once however often it is read", async () => {
    const res = await handler(new Request("http://shop.test/parts.data"));
    expect(res.status).toBe(200);
    const { listing } = (await decoded(res.body as ReadableStream<Uint8Array>)).parts?.data ?? {};
    if (!listing) throw new Error("no listing in the .data answer");
    expect(Object.keys(listing)).toEqual(["json"]);
    const first = readJsonData(listing);
    expect(first).toEqual(LISTING);
    expect(readJsonData(listing)).toBe(first);
  });

  test("a field left undefined is absent after the trip, as JSON leaves it", () => {
    const travelled = { json: jsonData({ a: 1, b: undefined, c: null, d: [1, "x"] }).json };
    expect(readJsonData(travelled)).toEqual({ a: 1, c: null, d: [1, "x"] });
  });
});
