// @vitest-environment node
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testServerBuild } from "../app/test-support/server-build.ts";
import { PAGE_BODY_LIMIT } from "./body-limit.ts";
import { pageHandler } from "./page-handler.ts";
import { createStorefront } from "./storefront.ts";

/**
 * The storefront's guards through real HTTP: the app server.ts boots, with React Router serving a
 * one-route build whose action reports the form it read, and a real upstream standing in for the API.
 */
const pageBuild = testServerBuild({
  entry: (
    _request: Request,
    status: number,
    headers: Headers,
    context: { staticHandlerContext: { actionData: Record<string, unknown> | null } },
  ) =>
    new Response(JSON.stringify({ page: true, actionData: context.staticHandlerContext.actionData?.root ?? null }), {
      status,
      headers,
    }),
  routes: {
    root: {
      id: "root",
      path: "",
      module: {
        default: () => null,
        loader: ({ request }: { request: Request }) => ({ servedPath: new URL(request.url).pathname }),
        action: async ({ request }: { request: Request }) => ({ fields: [...(await request.formData()).keys()] }),
      },
    },
    "routes/any": { id: "routes/any", parentId: "root", path: "*", module: { default: () => null } },
  },
});

type Upstream = { method?: string; url?: string; bytes: number; requestId?: string };
let lastUpstream: Upstream;
let upstream: http.Server;
const shops: http.Server[] = [];

async function listen(server: http.Server): Promise<string> {
  if (!server.listening) await new Promise<void>((r) => server.once("listening", r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function startShop(
  env: { publicUrl?: string; trustProxy?: string; metricsToken?: string } = {},
): Promise<string> {
  const apiUrl = await listen(upstream);
  const app = createStorefront({
    apiUrl,
    ...env,
    // A stand-in for the build's files: a hashed asset whose name has capitals.
    serveFiles: (files) =>
      files.get("/chunk-LNXKQ4ZS.js", (_req, res) => res.type("text/javascript").send("export {}")),
    pages: pageHandler(pageBuild, { bodyLimit: PAGE_BODY_LIMIT }),
  });
  const server = app.listen(0, "127.0.0.1");
  shops.push(server);
  return listen(server);
}

let base: string;
beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    lastUpstream = { method: req.method, url: req.url, bytes: 0, requestId: req.headers["x-request-id"] as string };
    req.on("data", (chunk: Buffer) => {
      lastUpstream.bytes += chunk.length;
    });
    req.on("end", () => res.setHeader("content-type", "application/json").end(JSON.stringify(lastUpstream)));
  });
  upstream.listen(0, "127.0.0.1");
  base = await startShop();
});
afterAll(() => {
  for (const shop of shops) shop.close();
  upstream.close();
});

/** A raw request (fetch cannot send a chunked body of our choosing, nor a malformed path). */
function raw(url: string, options: http.RequestOptions & { body?: Buffer | Buffer[] } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string; ms: number }>(
    (resolve, reject) => {
      const started = performance.now();
      const req = http.request(url, options, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => {
          text += c;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, ms: performance.now() - started }),
        );
      });
      // The server may close while a refused body is still being sent: that is the point.
      req.on("error", (err: NodeJS.ErrnoException) => (err.code === "EPIPE" ? undefined : reject(err)));
      const chunks = options.body === undefined ? [] : Array.isArray(options.body) ? options.body : [options.body];
      for (const chunk of chunks) req.write(chunk);
      req.end();
    },
  );
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe("storefront writes from another site (logout CSRF)", () => {
  test("a POST to /logout from another origin of the same site is refused with 403", async () => {
    const res = await fetch(`${base}/logout`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://blog.shop.example",
        "sec-fetch-site": "same-site",
        cookie: `pitstop_session=${"A".repeat(43)}`,
      },
      body: "",
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toBe("This request came from another site and was refused.");
  });

  test("a page action posted by a foreign Origin without Sec-Fetch-Site is refused too", async () => {
    const res = await fetch(`${base}/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: form({ email: "a@b.c" }),
    });
    expect(res.status).toBe(403);
  });

  test("a page action from our own page goes through", async () => {
    const res = await fetch(`${base}/`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      body: form({ email: "a@b.c", password: "x" }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ page: true, actionData: { fields: ["email", "password"] } });
  });
});

describe("body sizes", () => {
  test("a page action over the limit is refused with 413 by its Content-Length, before it is read", async () => {
    const res = await raw(`${base}/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(50 * 1024 * 1024) },
      body: Buffer.alloc(64 * 1024, "a"),
    });
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe("close");
  });

  test("a chunked page action is counted and refused at the limit", async () => {
    const chunk = Buffer.alloc(64 * 1024, "a");
    const res = await raw(`${base}/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "transfer-encoding": "chunked" },
      body: Array.from({ length: PAGE_BODY_LIMIT / chunk.length + 2 }, () => chunk),
    });
    expect(res.status).toBe(413);
  });

  test("a 10 MB JSON body through the /api proxy is the API's 413, not a 502", async () => {
    const res = await raw(`${base}/api/cart`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(10 * 1024 * 1024) },
      body: Buffer.from('{"q":"'),
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toEqual({ message: "Request body is too large" });
  });

  test("a chunked JSON body past the API's limit is cut off at the proxy with 413", async () => {
    const chunk = Buffer.alloc(256 * 1024, "a");
    const res = await raw(`${base}/api/cart`, {
      method: "POST",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      body: Array.from({ length: 6 }, () => chunk),
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toEqual({ message: "Request body is too large" });
  });

  test("a JSON body within the limit streams through to the API whole", async () => {
    const res = await raw(`${base}/api/cart`, {
      method: "POST",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      body: [Buffer.alloc(300 * 1024, "a"), Buffer.alloc(300 * 1024, "b")],
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toMatchObject({ method: "POST", url: "/api/cart", bytes: 600 * 1024 });
  });

  test("an avatar too large for the API is refused at the proxy in the spec's words", async () => {
    const res = await raw(`${base}/api/profile/uploadImage`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(100 * 1024 * 1024) },
      body: Buffer.from("--x\r\n"),
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toEqual({ message: "This file is more than 5MB" });
  });
});

describe("absurd paths", () => {
  test("a path of 7,000 segments is refused at once with 414", async () => {
    const res = await raw(`${base}${"/a".repeat(7000)}`);
    expect(res.status).toBe(414);
    expect(res.ms).toBeLessThan(500);
  });

  test("a path over 2 KB is refused with 414", async () => {
    expect((await raw(`${base}/${"a".repeat(2100)}`)).status).toBe(414);
  });

  test("a page a few segments deep is served", async () => {
    expect((await raw(`${base}/brakes/brake-pads/some-pad?sort=price`)).status).toBe(200);
  });
});

describe("tire slugs renamed to US English", () => {
  test.each([
    ["/tyres/all-season-tyres", "/tyres/all-season-tires"],
    [
      "/tyres/winter-tyres/frostmark-winter-tyre-205-55r16?x=1",
      "/tyres/winter-tires/frostmark-winter-tire-205-55r16?x=1",
    ],
    ["/pavona-tyres", "/pavona-tires"],
    ["/Pavona-Tyres", "/pavona-tyres"],
  ])("%s is sent for good to %s", async (path, location) => {
    const res = await raw(`${base}${path}`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  test("the tires category keeps its slug", async () => {
    expect((await raw(`${base}/tyres`)).status).toBe(200);
  });
});

describe("mixed-case paths", () => {
  test.each([
    ["/Brakes", "/brakes"],
    [
      "/Toyota-Camry-2018-accessories?sort=price&brand=ACDelco",
      "/toyota-camry-2018-accessories?sort=price&brand=ACDelco",
    ],
    ["/Blog", "/blog"],
    ["//Evil.example/x", "/evil.example/x"],
  ])("%s is sent for good to %s", async (path, location) => {
    const res = await raw(`${base}${path}`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  test("the app's data request for a mixed-case page is answered for the lower-case page", async () => {
    const res = await raw(`${base}/Brakes.data?_routes=root`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('"servedPath","/brakes.data"');
  });

  test("the query's case is kept, so a token in it still works", async () => {
    const res = await raw(`${base}/Verify-Email?token=AbC-dEf_123`);
    expect(res.headers.location).toBe("/verify-email?token=AbC-dEf_123");
  });

  test.each([
    "/assets/entry.client-BUWvawSh.js",
    "/api/products/Some-Slug",
    // A guest order's private link: its signature is base64url, case and all.
    "/guest/orders/12.1798491841.QuYJgvRzn2KRXBmjWxlq9Gy1uCeuCfa6lDaYkPePbzA",
  ])("%s keeps its case", async (path) => {
    expect((await raw(`${base}${path}`)).status).not.toBe(301);
  });

  test("a file the shop serves as it is keeps its case", async () => {
    const res = await raw(`${base}/chunk-LNXKQ4ZS.js`);
    expect(res.status).toBe(200);
    expect(res.text).toBe("export {}");
  });
});

describe("Referrer-Policy", () => {
  test("pages send the origin only to other sites", async () => {
    expect((await raw(`${base}/brakes`)).headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  test.each([
    "/guest/orders/12.1798491841.QuYJgvRzn2KRXBmjWxlq9Gy1uCeuCfa6lDaYkPePbzA",
    "/guest/orders/12.1798491841.QuYJgvRzn2KRXBmjWxlq9Gy1uCeuCfa6lDaYkPePbzA.data",
  ])("a guest order's private link (%s) is never sent on as a referrer, and only one policy is sent", async (path) => {
    expect((await raw(`${base}${path}`)).headers["referrer-policy"]).toBe("no-referrer");
  });
});

describe("Strict-Transport-Security", () => {
  test("is not sent over plain HTTP", async () => {
    expect((await raw(`${base}/`)).headers["strict-transport-security"]).toBeUndefined();
  });

  test("is sent for at least a year, subdomains included, when the public address is https", async () => {
    const shop = await startShop({ publicUrl: "https://shop.example" });
    expect((await raw(`${shop}/`)).headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });

  test("is sent when a trusted proxy says the visitor came over https", async () => {
    const shop = await startShop({ trustProxy: "127.0.0.1" });
    const res = await raw(`${shop}/`, { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });

  test("is not sent on an untrusted X-Forwarded-Proto", async () => {
    const res = await raw(`${base}/`, { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("request ids and /metrics", () => {
  test("each request gets an id, in its answer and on the call it makes to the API", async () => {
    const res = await fetch(`${base}/api/categories`);
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(((await res.json()) as Upstream).requestId).toBe(id);
    // A load balancer's id is kept; a forged one with markup is replaced.
    const kept = await fetch(`${base}/api/categories`, { headers: { "x-request-id": "lb-0123456789" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-0123456789");
    expect(((await kept.json()) as Upstream).requestId).toBe("lb-0123456789");
    const forged = await fetch(`${base}/api/categories`, { headers: { "x-request-id": "<b>x</b>0123456789" } });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("without METRICS_TOKEN the public port has no /metrics", async () => {
    const res = await fetch(`${base}/metrics`);
    expect(res.headers.get("content-type") ?? "").not.toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await res.text()).not.toContain("http_requests_total");
  });

  test("with METRICS_TOKEN, /metrics answers the process's figures to that token only", async () => {
    const token = "storefront-metrics-token-0123";
    const shop = await startShop({ metricsToken: token });
    await fetch(`${shop}/some-page`);
    expect((await fetch(`${shop}/metrics`)).status).toBe(401);
    expect((await fetch(`${shop}/metrics`, { headers: { authorization: "Bearer nope" } })).status).toBe(401);
    const res = await fetch(`${shop}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/http_requests_total\{kind="page",method="GET",status="200",service="storefront"\} \d+/);
    expect(text).toContain("# TYPE process_resident_memory_bytes gauge");
    expect(text).toContain("# TYPE nodejs_eventloop_lag_seconds gauge");
    expect(text).toContain("# TYPE cache_lookups_total counter");
    expect(text).toContain("# TYPE page_renders_total counter");
  });
});
