// @vitest-environment node
import * as lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { SPRITE_ICONS } from "../app/components/ui/icon-names.ts";
import { ratingSymbolId, STAR_FILLS } from "../app/components/ui/star-rating.ts";
import { buildIconSprite } from "./icon-sprite.ts";

const sprite = buildIconSprite();
const symbol = (id: string) => new RegExp(`<symbol id="${id}"([^>]*)>(.*?)</symbol>`).exec(sprite);

describe("the icon sprite", () => {
  test("has one symbol per listed icon and per star rating, and nothing else", () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual([...SPRITE_ICONS, ...STAR_FILLS.map(ratingSymbolId)]);
  });

  test("draws each icon with lucide-react's own shapes", () => {
    const rendered = renderToStaticMarkup(createElement(lucide.ShoppingCart));
    const shapes = /^<svg[^>]*>(.*)<\/svg>$/.exec(rendered)?.[1];
    expect(shapes).toContain("<circle");
    expect(symbol("shopping-cart")?.[2]).toBe(shapes);
  });

  test("leaves fill and stroke to the element that uses an icon", () => {
    for (const name of SPRITE_ICONS) expect(symbol(name)?.[1]).toBe(' viewBox="0 0 24 24"');
  });

  test("draws four and a half stars as four full, one half and one empty outline", () => {
    const stars = symbol("stars-4-half")?.[2] ?? "";
    const uses = [...stars.matchAll(/<use href="#star" x="(\d+)"[^>]*?( fill="[^"]*")( fill-opacity="[^"]*")?/g)];
    expect(uses.map((u) => [u[1], u[2], u[3] ?? ""])).toEqual([
      ["0", ' fill="currentColor"', ""],
      ["24", ' fill="currentColor"', ""],
      ["48", ' fill="currentColor"', ""],
      ["72", ' fill="currentColor"', ""],
      ["96", ' fill="currentColor"', ' fill-opacity=".5"'],
    ]);
    expect(symbol("stars-0")?.[2]).not.toContain("currentColor");
  });
});
