// @vitest-environment node
import { lazy, Suspense } from "react";
import { createRequestHandler, Links, Meta, Outlet, Scripts, useLoaderData } from "react-router";
import { describe, expect, test } from "vitest";
import { manifestRoute, testServerBuild } from "~/test-support/server-build";
import { renderStreamed, renderWhole } from "./render-page.server";

/**
 * A page rendered whole (`renderToString`, the loader data read first) is the page React's streaming
 * renderer makes, byte for byte — through React Router's own request handler, with its loader data
 * and scripts; and a page where something still waits or fails is streamed as before.
 */
const NONCE = "test-nonce";

function Root() {
  return (
    <html lang="en">
      <head>
        <Meta />
        <Links />
      </head>
      <body>
        <Outlet />
        <Scripts nonce={NONCE} />
      </body>
    </html>
  );
}

function Parts() {
  const { parts } = useLoaderData() as { parts: Array<{ id: number; title: string }> };
  return (
    <main>
      <h1>Brake pads</h1>
      <Suspense fallback={<p>…</p>}>
        <ul>
          {parts.map((p) => (
            <li key={p.id}>
              <a href={`/parts/${p.id}`}>{p.title}</a>
            </li>
          ))}
        </ul>
      </Suspense>
    </main>
  );
}

const Later = lazy(async () => ({ default: () => <p>The fitted list, loaded</p> }));
function Waits() {
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <Later />
    </Suspense>
  );
}

function Breaks(): never {
  throw new Error("a part of the page failed");
}
function Fails() {
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <Breaks />
    </Suspense>
  );
}

const route = (id: string, path: string, module: Record<string, unknown>) => ({
  id,
  parentId: "root",
  path,
  module,
});
function buildWith(entry: (request: Request, status: number, headers: Headers, context: never) => Promise<Response>) {
  return testServerBuild({
    entry,
    routes: {
      root: { id: "root", path: "", module: { default: Root, loader: () => ({ shop: "Pitstop" }) } },
      parts: route("parts", "parts", {
        default: Parts,
        loader: () => ({
          parts: Array.from({ length: 40 }, (_, i) => ({
            id: i,
            title: `Ceramic pads ${i} </script><script>alert(1)</script> “front” & rear`,
          })),
        }),
      }),
      waits: route("waits", "waits", { default: Waits, loader: () => ({}) }),
      fails: route("fails", "fails", { default: Fails, loader: () => ({}) }),
    },
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      routes: {
        root: manifestRoute("root", ""),
        parts: manifestRoute("parts", "parts", "root"),
        waits: manifestRoute("waits", "waits", "root"),
        fails: manifestRoute("fails", "fails", "root"),
      },
      url: "/assets/manifest.js",
      version: "test",
    },
  });
}

const streamed = createRequestHandler(
  buildWith((request, status, headers, context) =>
    renderStreamed(request, status, headers, context, NONCE, {
      waitForAll: true,
      wholeForCache: false,
      timeoutMs: 5_000,
    }),
  ),
  "production",
);
let lastWhole: "whole" | "streamed" | null = null;
const whole = createRequestHandler(
  buildWith(async (request, status, headers, context) => {
    const page = await renderWhole(request, status, headers, context, NONCE);
    lastWhole = page ? "whole" : "streamed";
    return (
      page ??
      renderStreamed(request, status, headers, context, NONCE, {
        waitForAll: true,
        wholeForCache: false,
        timeoutMs: 5_000,
      })
    );
  }),
  "production",
);

async function get(handler: typeof whole, path: string) {
  const response = await handler(new Request(`http://shop.test${path}`));
  return { status: response.status, type: response.headers.get("content-type"), html: await response.text() };
}

describe("a page rendered whole", () => {
  test("is the streamed page, byte for byte: markup, escaped text, loader data and scripts", async () => {
    const a = await get(whole, "/parts");
    expect(lastWhole).toBe("whole");
    const b = await get(streamed, "/parts");
    expect(a.status).toBe(200);
    expect(a.type).toBe("text/html; charset=utf-8");
    expect(a.html).toBe(b.html);
    expect(a.html.startsWith("<!DOCTYPE html><html")).toBe(true);
    // The loader data is in the page for hydration, closed, and no raw script from the data.
    expect(a.html).toContain("window.__reactRouterContext.streamController.enqueue(");
    expect(a.html).toContain("window.__reactRouterContext.streamController.close();");
    expect(a.html).toContain("Ceramic pads 39");
    expect(a.html).not.toContain("<script>alert(1)</script>");
  });

  test("a page where a component still waits is streamed, and shows what it waited for", async () => {
    const page = await get(whole, "/waits");
    expect(lastWhole).toBe("streamed");
    expect(page.status).toBe(200);
    expect(page.html).toContain("The fitted list, loaded");
    expect(page.html).not.toMatch(/<!--\$[!?]-->/);
    expect(page.html).toBe((await get(streamed, "/waits")).html);
  });

  test("a page where a component fails is streamed, with the error status React's streaming gives", async () => {
    const page = await get(whole, "/fails");
    expect(lastWhole).toBe("streamed");
    expect(page.status).toBe(500);
  });
});
