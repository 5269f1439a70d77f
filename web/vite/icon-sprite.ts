import { createHash } from "node:crypto";
import * as lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Plugin } from "vite";
import { SPRITE_ICONS } from "../app/components/ui/icon-names.ts";
import { ratingSymbolId, STAR_FILLS, type StarFill } from "../app/components/ui/star-rating.ts";

/**
 * The icon sprite: one static SVG file of <symbol>s that pages reference with
 * `<use href="/assets/icons-<hash>.svg#heart">` instead of drawing the same lucide icon inline on
 * every card. Cached once (hashed name, immutable) and same-origin, so the CSP's 'self' covers it.
 */

const MODULE_ID = "virtual:icon-sprite";
const RESOLVED_ID = `\0${MODULE_ID}`;

const pascalCase = (kebab: string) => kebab.replace(/(?:^|-)([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * A lucide icon's shapes, as lucide-react itself renders them (the source of truth, never copied).
 * The symbol carries no fill or stroke of its own: those come from the <svg> that uses it
 * (.icon in app.css, and utilities such as fill-rose-500), as lucide's attributes did.
 */
function lucideSymbol(name: string): string {
  const component = (lucide as Record<string, unknown>)[pascalCase(name)];
  if (!component || typeof component !== "object") throw new Error(`lucide-react has no icon named "${name}"`);
  const svg = renderToStaticMarkup(createElement(component as lucide.LucideIcon));
  const shapes = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(svg)?.[1];
  if (!shapes) throw new Error(`lucide-react's "${name}" did not render as one <svg>`);
  return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
}

/**
 * Five of lucide's stars in a row, as components/ui/stars.tsx draws a rating: full stars filled and
 * outlined in the using element's colour (currentColor), a half star filled at half strength, and
 * empty stars outlined in its `stroke` (so light and dark mode pick their own grey).
 */
function ratingSymbol(fill: StarFill): string {
  const stars = [0, 1, 2, 3, 4].map((i) => {
    const state =
      i < fill.full
        ? ' fill="currentColor" stroke="currentColor"'
        : i === fill.full && fill.half
          ? ' fill="currentColor" fill-opacity=".5" stroke="currentColor"'
          : ' fill="none"';
    return `<use href="#star" x="${i * 24}" width="24" height="24"${state}/>`;
  });
  return `<symbol id="${ratingSymbolId(fill)}" viewBox="0 0 120 24" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${stars.join("")}</symbol>`;
}

export function buildIconSprite(): string {
  const symbols = [...SPRITE_ICONS.map(lucideSymbol), ...STAR_FILLS.map(ratingSymbol)];
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

/**
 * Generates the sprite, serves it in development, writes it into the client build as
 * `assets/icons-<content hash>.svg`, and tells the app its address through `virtual:icon-sprite`.
 */
export function iconSprite(): Plugin {
  const source = buildIconSprite();
  const hash = createHash("sha256").update(source).digest("hex").slice(0, 10);
  let assetsDir = "assets";
  let url = `/${assetsDir}/icons-${hash}.svg`;
  return {
    name: "pitstop:icon-sprite",
    configResolved(config) {
      assetsDir = config.build.assetsDir;
      url = `${config.base}${assetsDir}/icons-${hash}.svg`;
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      return id === RESOLVED_ID ? `export const iconSpriteUrl = ${JSON.stringify(url)};` : undefined;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split("?")[0] !== url) return next();
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(source);
      });
    },
    generateBundle() {
      // Only the browser's build ships files; the server bundle needs just the address.
      if (this.environment.name !== "client") return;
      this.emitFile({ type: "asset", fileName: `${assetsDir}/icons-${hash}.svg`, source });
    },
  };
}
