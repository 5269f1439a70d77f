// @vitest-environment node
import { describe, expect, test } from "vitest";
import { createAnswerCache, type Kept, sharedFreshness } from "./answer-cache.server";

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** A load that counts its calls and answers `value` kept for `freshForMs`. */
function loader<T>(value: T, freshForMs: number) {
  const calls = { count: 0 };
  const load = async (): Promise<Kept<T>> => {
    calls.count += 1;
    return { value, freshForMs };
  };
  return { load, calls };
}

describe("the public answer cache", () => {
  test("an answer is served from the cache for as long as it may be kept, then asked for again", async () => {
    const time = clock();
    const cache = createAnswerCache({ maxEntries: 10, maxFreshMs: 60_000, now: time.now });
    const { load, calls } = loader({ links: 3 }, 5_000);
    expect(await cache.read("a", load)).toEqual({ links: 3 });
    time.advance(4_999);
    await cache.read("a", load);
    expect(calls.count).toBe(1);
    time.advance(1);
    await cache.read("a", load);
    expect(calls.count).toBe(2);
  });

  test("an answer the API would let be kept for minutes is kept no longer than the bound", async () => {
    const time = clock();
    const cache = createAnswerCache({ maxEntries: 10, maxFreshMs: 30_000, now: time.now });
    const { load, calls } = loader("contact", 300_000);
    await cache.read("contact", load);
    time.advance(30_000);
    await cache.read("contact", load);
    expect(calls.count).toBe(2);
  });

  test("an answer that may not be kept is asked for every time", async () => {
    const cache = createAnswerCache({ maxEntries: 10, maxFreshMs: 30_000 });
    const { load, calls } = loader("cart", 0);
    await cache.read("cart", load);
    await cache.read("cart", load);
    expect(calls.count).toBe(2);
    expect(cache.size).toBe(0);
  });

  test("concurrent misses of one answer share a single request", async () => {
    const cache = createAnswerCache({ maxEntries: 10, maxFreshMs: 30_000 });
    let release: (kept: Kept<string>) => void = () => {};
    let calls = 0;
    const load = () => {
      calls += 1;
      return new Promise<Kept<string>>((resolve) => {
        release = resolve;
      });
    };
    const readers = Array.from({ length: 20 }, () => cache.read("categories", load));
    release({ value: "brakes", freshForMs: 10_000 });
    expect(await Promise.all(readers)).toEqual(Array(20).fill("brakes"));
    expect(calls).toBe(1);
  });

  test("a failed request is shared by its waiters but not kept: the next read asks again", async () => {
    const cache = createAnswerCache({ maxEntries: 10, maxFreshMs: 30_000 });
    let calls = 0;
    const failing = async (): Promise<Kept<string>> => {
      calls += 1;
      throw new Error("API away");
    };
    const results = await Promise.allSettled([cache.read("news", failing), cache.read("news", failing)]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(calls).toBe(1);
    expect(await cache.read("news", loader("back", 1_000).load)).toBe("back");
  });

  test("an expired answer is not served while the API fails", async () => {
    const time = clock();
    const cache = createAnswerCache({ maxEntries: 10, maxFreshMs: 30_000, now: time.now });
    await cache.read("news", loader("old", 1_000).load);
    time.advance(1_000);
    await expect(
      cache.read("news", async () => {
        throw new Error("API away");
      }),
    ).rejects.toThrow("API away");
  });

  test("a visitor who leaves stops waiting; the others still get the answer", async () => {
    const cache = createAnswerCache({ maxEntries: 10, maxFreshMs: 30_000 });
    let release: (kept: Kept<string>) => void = () => {};
    const load = () =>
      new Promise<Kept<string>>((resolve) => {
        release = resolve;
      });
    const leaving = new AbortController();
    const left = cache.read("social", load, leaving.signal);
    const staying = cache.read("social", load, new AbortController().signal);
    leaving.abort(new Error("visitor left"));
    await expect(left).rejects.toThrow("visitor left");
    release({ value: "links", freshForMs: 1_000 });
    expect(await staying).toBe("links");
  });

  test("at most maxEntries answers are kept, the least recently used going first", async () => {
    const cache = createAnswerCache({ maxEntries: 2, maxFreshMs: 30_000 });
    const a = loader("a", 10_000);
    await cache.read("a", a.load);
    await cache.read("b", loader("b", 10_000).load);
    await cache.read("a", a.load); // a is now the most recently used
    await cache.read("c", loader("c", 10_000).load);
    expect(cache.size).toBe(2);
    await cache.read("a", a.load);
    expect(a.calls.count).toBe(1);
    const b = loader("b again", 10_000);
    expect(await cache.read("b", b.load)).toBe("b again");
    expect(b.calls.count).toBe(1);
  });

  test("a kept answer is frozen, so no loader can change what the next visitor gets", async () => {
    const cache = createAnswerCache({ maxEntries: 10, maxFreshMs: 30_000 });
    const categories = await cache.read("categories", loader([{ slug: "brakes", count: 4 }], 10_000).load);
    expect(Object.isFrozen(categories)).toBe(true);
    expect(() => {
      (categories[0] as { count: number }).count = 5;
    }).toThrow(TypeError);
  });
});

describe("how long a shared cache may keep an answer (RFC 9111)", () => {
  const freshness = (headers: Record<string, string>) => sharedFreshness(new Headers(headers));

  test.each([
    [{ "cache-control": "public, max-age=300" }, 300_000],
    [{ "cache-control": "max-age=60" }, 60_000],
    [{ "cache-control": "public, max-age=300, s-maxage=10" }, 10_000],
    [{ "cache-control": "public, max-age=60", age: "20" }, 40_000],
    [{ "cache-control": "public, max-age=60", vary: "Accept-Encoding" }, 60_000],
  ])("%o may be kept %i ms", (headers, ms) => {
    expect(freshness(headers)).toBe(ms);
  });

  test.each([
    [{}],
    [{ "cache-control": "no-store" }],
    [{ "cache-control": "private, no-store" }],
    [{ "cache-control": "private, max-age=60" }],
    [{ "cache-control": "no-cache, max-age=60" }],
    [{ "cache-control": "public" }],
    [{ "cache-control": "public, max-age=60", vary: "Authorization" }],
    [{ "cache-control": "public, max-age=60", vary: "*" }],
    [{ "cache-control": "public, max-age=60", "set-cookie": "a=b" }],
  ])("%o is not kept", (headers) => {
    expect(freshness(headers)).toBe(0);
  });
});
