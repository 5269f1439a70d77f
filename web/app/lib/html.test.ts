import { describe, expect, test } from "vitest";
import { isOneByte } from "~/test-support/one-byte";
import { escapeHtml, narrowJson } from "./html";

/** A title as the API's JSON brings it: parsed, so held in two bytes a character for its "—". */
const wide = (text: string): string => JSON.parse(JSON.stringify(text));

describe("escapeHtml", () => {
  test("escapes as React does", () => {
    expect(escapeHtml(`Pad <img src=x onerror="alert(1)"> & 'Co'`)).toBe(
      "Pad &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#x27;Co&#x27;",
    );
    expect(escapeHtml(42)).toBe("42");
  });

  test("writes a character past U+00FF as a reference, in a one-byte string", () => {
    const title = wide("Halogen Bulb Pair, 9005 — Night Vision “Plus” <2>");
    expect(isOneByte(title)).toBe(false);
    const escaped = escapeHtml(title);
    expect(escaped).toBe("Halogen Bulb Pair, 9005 &#8212; Night Vision &#8220;Plus&#8221; &lt;2&gt;");
    expect(isOneByte(escaped)).toBe(true);
  });

  test("a character outside the first plane is one reference, not two halves", () => {
    expect(escapeHtml(wide("Tyre 🛞 kit"))).toBe("Tyre &#128734; kit");
  });

  test("leaves Latin-1 as it is", () => {
    const latin1 = "Citroën C4 · Crème";
    expect(escapeHtml(latin1)).toBe(latin1);
    expect(isOneByte(escapeHtml(latin1))).toBe(true);
  });
});

describe("narrowJson", () => {
  test("reads back as what was written, in a one-byte string", () => {
    const value = { title: "Pair — Night Vision 🛞", brand: "Citroën", n: 3, quote: '"</script>' };
    const json = narrowJson(JSON.stringify(value));
    expect(isOneByte(json)).toBe(true);
    expect(json).toContain("\\u2014");
    expect(json).toContain("Citroën");
    expect(JSON.parse(json)).toEqual(value);
  });

  test("JSON with nothing wide is returned as it is", () => {
    const json = JSON.stringify({ title: "Brake pads" });
    expect(narrowJson(json)).toBe(json);
  });
});
