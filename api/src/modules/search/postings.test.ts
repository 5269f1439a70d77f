import { describe, expect, test } from "vitest";
import { bitsOf, inBits, intersectAll, union } from "./postings.ts";

const ids = (...xs: number[]) => Int32Array.from(xs);
/** Sorted ids from a deterministic draw: `n` of the ids below `max`. */
function draw(n: number, max: number, seed: number): Int32Array {
  const set = new Set<number>();
  let x = seed;
  while (set.size < n) {
    // xorshift32
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    set.add((x >>> 0) % max);
  }
  return Int32Array.from([...set].sort((a, b) => a - b));
}
const naive = (lists: Int32Array[]) => {
  const sets = lists.map((l) => new Set(l));
  return [...(lists[0] ?? [])].filter((id) => sets.every((set) => set.has(id))).sort((a, b) => a - b);
};

describe("the search's lists of ids (postings.ts)", () => {
  test("union merges, orders and drops repeats", () => {
    expect([...union([ids(1, 5, 9), ids(2, 5, 40), ids()])]).toEqual([1, 2, 5, 9, 40]);
    expect([...union([])]).toEqual([]);
  });

  test("bits hold exactly the list's ids, across word edges (31, 32, 63, 64)", () => {
    const bits = bitsOf(ids(0, 31, 32, 63, 64, 1000));
    for (const id of [0, 31, 32, 63, 64, 1000]) expect(inBits(bits, id)).toBe(true);
    for (const id of [1, 30, 33, 62, 65, 999, 1001, 5000]) expect(inBits(bits, id)).toBe(false);
  });

  test("intersecting looks ids up in bits unless the shortest list is dense, and ANDs bits when it is", () => {
    const short = draw(40, 100_000, 1);
    // Denser than one id in four: the AND.
    const long = [draw(30_000, 100_000, 2), draw(60_000, 100_000, 3), draw(26_000, 100_000, 4)];
    // The lookups, with one, two and three lists of bits.
    const medium = [
      draw(20_000, 100_000, 5),
      draw(24_000, 100_000, 6),
      draw(50_000, 100_000, 7),
      draw(9_000, 100_000, 8),
    ];
    // Each path against the naive answer, including ids on bit 31 of a word.
    const edge = ids(31, 63, 95, 99_999);
    for (const lists of [
      [short, ...long],
      long,
      medium,
      medium.slice(0, 2),
      medium.slice(0, 3),
      [edge, ids(31, 95, 200), ids(0, 31, 95)],
      [...long, union([edge, long[0] as Int32Array])],
    ])
      expect([...intersectAll(lists)]).toEqual(naive(lists));
    expect([...intersectAll([ids(1, 2), ids()])]).toEqual([]);
    expect([...intersectAll([])]).toEqual([]);
  });
});
