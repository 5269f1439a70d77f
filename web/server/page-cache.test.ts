import { describe, expect, test, vi } from "vitest";
import { SHARED_PAGE_HEADER } from "../app/lib/shared-page.ts";
import { PageCache } from "./page-cache.ts";

const NONCE = "bm9uY2Utb2YtdGhlLXJlbmRlcg==";

function page(body = "<p>brakes</p>", headers: Record<string, string> = {}, status = 200) {
  return new Response(`<html><script nonce="${NONCE}">x</script>${body}</html>`, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": `script-src 'self' 'nonce-${NONCE}'`,
      [SHARED_PAGE_HEADER]: "1",
      ...headers,
    },
  });
}

const get = (url: string, cookie?: string) => ({ method: "GET", originalUrl: url, headers: cookie ? { cookie } : {} });

function setup(ttlMs = 3000, maxBytes = 1024 * 1024) {
  let now = 1_000;
  const cache = new PageCache({ ttlMs, maxBytes, now: () => now });
  return { cache, advance: (ms: number) => (now += ms) };
}

async function html(answer: Awaited<ReturnType<PageCache["answer"]>>) {
  return answer.kind === "page" ? answer.body.toString() : await answer.response.text();
}

describe("the page cache", () => {
  test("a shared page is kept once asked for twice; the visitor who rendered it gets it as rendered, every later answer a fresh nonce, in the page and its CSP", async () => {
    const { cache } = setup();
    const render = vi.fn(async () => page());
    const key = cache.keyFor(get("/brakes"));
    expect(key).not.toBeNull();
    // Asked for once, the page is the render's answer and is not kept.
    const once = await cache.answer(key as string, render);
    expect(once.kind).toBe("response");
    expect(cache.size.pages).toBe(0);
    const first = await cache.answer(key as string, render);
    const second = await cache.answer(key as string, render);
    const third = await cache.answer(key as string, render);
    expect(render).toHaveBeenCalledTimes(2);
    expect(cache.size.pages).toBe(1);
    const nonceOf = (answer: Awaited<ReturnType<PageCache["answer"]>>) => {
      if (answer.kind !== "page") throw new Error("not from the page cache");
      expect(answer.headers.some(([name]) => name === SHARED_PAGE_HEADER)).toBe(false);
      const csp = answer.headers.find(([name]) => name === "content-security-policy")?.[1] ?? "";
      return /'nonce-([^']+)'/.exec(csp)?.[1];
    };
    // The render's own nonce was made for the first answer (entry.server.tsx: one per request).
    expect(nonceOf(first)).toBe(NONCE);
    expect(await html(first)).toContain(`nonce="${NONCE}"`);
    for (const answer of [second, third]) {
      const nonce = nonceOf(answer);
      expect(nonce).toBeDefined();
      expect(nonce).not.toBe(NONCE);
      expect(await html(answer)).toContain(`nonce="${nonce}"`);
      expect(await html(answer)).not.toContain(NONCE);
    }
    expect(await html(first)).not.toBe(await html(second));
    expect(nonceOf(second)).not.toBe(nonceOf(third));
  });

  test("pages asked for once each, as a shop's many vehicle pages are, are never kept", async () => {
    const { cache, advance } = setup(3000);
    const render = vi.fn(async () => page());
    for (let i = 0; i < 50; i++) await cache.answer(cache.keyFor(get(`/car-${i}-accessories`)) as string, render);
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
    // Asked for again only after its seconds, a page is still asked for once.
    advance(3001);
    await cache.answer(cache.keyFor(get("/car-0-accessories")) as string, render);
    expect(cache.size.pages).toBe(0);
    expect(render).toHaveBeenCalledTimes(51);
  });

  test("visitors arriving together share one render", async () => {
    const { cache } = setup();
    let finish: (r: Response) => void = () => {};
    const render = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    const key = cache.keyFor(get("/brakes")) as string;
    const answers = Promise.all([cache.answer(key, render), cache.answer(key, render), cache.answer(key, render)]);
    await Promise.resolve();
    finish(page());
    const done = await answers;
    expect(render).toHaveBeenCalledTimes(1);
    expect(done.every((a) => a.kind === "page")).toBe(true);
    // Asked for by three, the page is kept.
    expect((await cache.answer(key, render)).kind).toBe("page");
    expect(render).toHaveBeenCalledTimes(1);
  });

  test("after its seconds the page is rendered again (a price or stock change shows)", async () => {
    const { cache, advance } = setup(3000);
    const render = vi.fn(async () => page());
    const key = cache.keyFor(get("/brakes")) as string;
    await cache.answer(key, render);
    await cache.answer(key, render);
    advance(2999);
    await cache.answer(key, render);
    expect(render).toHaveBeenCalledTimes(2);
    advance(2);
    // Past its seconds the page is rendered again, and kept again at once: it was asked for before.
    await cache.answer(key, render);
    expect(render).toHaveBeenCalledTimes(3);
    await cache.answer(key, render);
    expect(render).toHaveBeenCalledTimes(3);
    // A page nobody asks for again is dropped, not kept until asked.
    advance(3001);
    cache.sweep();
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
  });

  test("the vehicle cookie is part of the key; a session, a non-GET, a .data request or a bearer token skip the cache", () => {
    const { cache } = setup();
    const camry = cache.keyFor(get("/brakes", 'pitstop_vehicle={"id":1}'));
    const civic = cache.keyFor(get("/brakes", 'pitstop_vehicle={"id":2}'));
    expect(camry).not.toBe(civic);
    expect(cache.keyFor(get("/brakes", "pitstop_session=abc; pitstop_vehicle=x"))).toBeNull();
    expect(cache.keyFor({ method: "POST", originalUrl: "/brakes", headers: {} })).toBeNull();
    expect(cache.keyFor(get("/brakes.data"))).toBeNull();
    expect(cache.keyFor({ method: "GET", originalUrl: "/brakes", headers: { authorization: "Bearer x" } })).toBeNull();
  });

  test("pages not marked shared, errors and answers that set a cookie are rendered for each request", async () => {
    const { cache } = setup();
    const key = cache.keyFor(get("/x")) as string;
    for (const make of [
      () => page("<p>x</p>", { [SHARED_PAGE_HEADER]: "0" }),
      () => page("<p>gone</p>", {}, 404),
      () => page("<p>x</p>", { "set-cookie": "a=b" }),
    ]) {
      const render = vi.fn(async () => make());
      const first = await cache.answer(key, render);
      await cache.answer(key, render);
      expect(render).toHaveBeenCalledTimes(2);
      expect(first.kind).toBe("response");
      expect(await html(first)).toContain("<p>");
    }
    expect(cache.size.pages).toBe(0);
  });

  test("it keeps within its bytes, dropping the least recently used page first", async () => {
    const one = Buffer.byteLength((await page().text()).replaceAll(NONCE, ""));
    const { cache } = setup(60_000, one * 2);
    const render = vi.fn(async () => page());
    const ask = (url: string) => cache.answer(cache.keyFor(get(url)) as string, render);
    for (const url of ["/a", "/a", "/b", "/b"]) await ask(url);
    await ask("/a"); // /a used again: /b is the oldest
    expect(render).toHaveBeenCalledTimes(4);
    await ask("/c");
    await ask("/c");
    expect(cache.size).toEqual({ pages: 2, bytes: one * 2 });
    expect(render).toHaveBeenCalledTimes(6);
    await ask("/a");
    expect(render).toHaveBeenCalledTimes(6);
    await ask("/b");
    expect(render).toHaveBeenCalledTimes(7);
  });
});
