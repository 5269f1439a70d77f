import { describe, expect, test } from "vitest";
import { buildLexicon, meanings, splitRunTogether } from "./lexicon.ts";
import { allowedTypos, partKey, plural, soundKey, splitWords, stem, typoDistance } from "./words.ts";

describe("words", () => {
  test("plurals fold to one form, as the database's pitstop_stem does", () => {
    expect(["pads", "brakes", "batteries", "boxes", "glasses", "tires", "axles", "gas", "bus"].map(stem)).toEqual([
      "pad",
      "brake",
      "battery",
      "box",
      "glass",
      "tire",
      "axle",
      "gas",
      "bus",
    ]);
  });

  test("a stem made plural again reads as typed", () => {
    expect(["pad", "battery", "box", "glass", "key", "brush"].map(plural)).toEqual([
      "pads",
      "batteries",
      "boxes",
      "glasses",
      "keys",
      "brushes",
    ]);
  });

  test("a swap of two neighbouring letters is one typo", () => {
    expect(typoDistance("brkae", "brake", 2)).toBe(1);
    expect(typoDistance("pdas", "pads", 2)).toBe(1);
    expect(typoDistance("wipper", "wiper", 2)).toBe(1);
    expect(typoDistance("alternatr", "alternator", 2)).toBe(1);
    expect(typoDistance("abc", "xyz", 1)).toBe(2);
  });

  test("the distance agrees with the plain table on every pair of a set of words and their typos", () => {
    // Optimal string alignment, written out with fresh rows: the reference.
    const reference = (a: string, b: string, max: number) => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++) {
          const row = d[i] as number[];
          const up = d[i - 1] as number[];
          row[j] = Math.min(
            (up[j] as number) + 1,
            (row[j - 1] as number) + 1,
            (up[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
          );
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
            row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
        }
      return Math.min((d[a.length] as number[])[b.length] as number, max + 1);
    };
    const words = [
      "brake",
      "brkae",
      "pads",
      "pdas",
      "pad",
      "wiper",
      "wipper",
      "alternator",
      "alternatr",
      "ab",
      "ba",
      "",
      "a",
      "ceramic",
      "ceramik",
      "headlight",
      "headlihgt",
      "x".repeat(70),
      `${"x".repeat(69)}y`,
      "bremsbeläge",
      "bremsbelage",
    ];
    for (const a of words)
      for (const b of words)
        for (const max of [0, 1, 2, 3]) {
          expect(typoDistance(a, b, max), `${a} → ${b} within ${max}`).toBe(reference(a, b, max));
        }
  });

  test("typos allowed grow with the word: none under 4 letters, one from 4, two from 8", () => {
    expect([3, 4, 7, 8].map((n) => allowedTypos("x".repeat(n)))).toEqual([0, 1, 1, 2]);
  });

  test("a part number is read whatever its case, spaces, dashes and dots", () => {
    expect(partKey("map-24051.b ")).toBe("MAP24051B");
    expect(splitWords("Brake-Pads, FRONT")).toEqual(["brake", "pads", "front"]);
  });

  test("a word means itself, its synonyms, the shop's words a typo away, or what it starts", () => {
    const lexicon = buildLexicon(["brake", "pad", "bracket", "tire", "ceramic"]);
    expect(meanings(lexicon, "pdas", { prefix: false }).get("pad")).toBe(1);
    expect(meanings(lexicon, "tyres", { prefix: false }).get("tire")).toBe(0);
    expect([...meanings(lexicon, "bra", { prefix: true }).keys()].sort()).toEqual(["bracket", "brake"]);
    expect(meanings(lexicon, "bra", { prefix: false }).size).toBe(0);
    expect(meanings(lexicon, "cat", { prefix: false }).size).toBe(0);
  });

  test("words spelt as they sound share a key; words that sound otherwise do not", () => {
    const alike = [
      ["break", "brake"],
      ["rotar", "rotor"],
      ["filtre", "filter"],
      ["mufler", "muffler"],
      ["alternater", "alternator"],
      ["tyre", "tire"],
      ["lite", "light"],
      ["shok", "shock"],
      ["sencer", "sensor"],
      ["calliper", "caliper"],
    ];
    for (const [a, b] of alike) expect(soundKey(a ?? ""), `${a} ~ ${b}`).toBe(soundKey(b ?? ""));
    for (const [a, b] of [
      ["brake", "bracket"],
      ["rotor", "motor"],
      ["coil", "oil"],
      ["pad", "pan"],
    ])
      expect(soundKey(a ?? ""), `${a} ≁ ${b}`).not.toBe(soundKey(b ?? ""));
  });

  test("a word spelt as it sounds means the category's or type's word, as one typo, further than typos reach", () => {
    const lexicon = buildLexicon(
      ["brake", "pad", "rotor", "steak", "beam", "head", "unit"],
      ["Brakes", "Brake Pads", "Brake Rotors", "Head Units"],
    );
    // Two edits from "brake", where a word of six letters is allowed one typo.
    expect(typoDistance("break", "brake", 2)).toBe(2);
    expect(meanings(lexicon, "breaks", { prefix: false })).toEqual(new Map([["brake", 1]]));
    expect(meanings(lexicon, "break", { prefix: false }).get("brake")).toBe(1);
    // Only the names' words: "steak" is in no category's or type's name.
    expect(meanings(lexicon, "stakes", { prefix: false }).has("steak")).toBe(false);
    // Not under five letters ("hood" sounds like "head"), nor further than two edits.
    expect(meanings(lexicon, "hood", { prefix: false }).has("head")).toBe(false);
    expect(meanings(lexicon, "brk", { prefix: false }).size).toBe(0);
    expect(meanings(lexicon, "brakkeess", { prefix: false }).has("brake")).toBe(false);
    // A word of the shop's keeps its own meaning first.
    expect(meanings(lexicon, "brake", { prefix: false }).get("brake")).toBe(0);
  });

  test("the shop's words run together are split into them; a word the products hold is not", () => {
    const lexicon = buildLexicon(
      ["spark", "plug", "wiper", "blade", "tail", "light", "oil", "filter", "cabin", "air", "headlight", "tire"],
      [],
    );
    expect(splitRunTogether(lexicon, "sparkplug")).toEqual(["spark", "plug"]);
    expect(splitRunTogether(lexicon, "sparkplugs")).toEqual(["spark", "plugs"]);
    expect(splitRunTogether(lexicon, "wiperblades")).toEqual(["wiper", "blades"]);
    expect(splitRunTogether(lexicon, "taillight")).toEqual(["tail", "light"]);
    expect(splitRunTogether(lexicon, "cabinairfilter")).toEqual(["cabin", "air", "filter"]);
    expect(splitRunTogether(lexicon, "headlight")).toBeNull();
    // A synonym of a word the products hold is that word ("tyres" are tires), not pieces.
    expect(splitRunTogether(lexicon, "tyres")).toBeNull();
    expect(splitRunTogether(lexicon, "sparkplg")).toBeNull();
    expect(splitRunTogether(lexicon, "oilfil")).toBeNull();
  });
});
