/**
 * Shared colours and shapes for the product drawings (800×800 canvas, centred near (400, 380)).
 * A drawing takes a palette and returns SVG markup: shapes only, no text, links or scripts.
 * c = brand colour, d = darker brand colour, l = lighter brand colour.
 */
export interface Palette {
  c: string;
  d: string;
  l: string;
}

export const M = "#aab2bb"; // machined metal
export const MD = "#7d8690"; // shaded metal
export const K = "#2d3238"; // rubber / plastic black
export const G = "#dfe7ee"; // glass

export type Draw = (p: Palette) => string;

export const circles = (pts: ReadonlyArray<readonly [number, number]>, r: number, fill: string): string =>
  pts.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`).join("");

export const lugs = (cx: number, cy: number, rr: number, n: number, r: number, fill: string): string =>
  circles(
    Array.from({ length: n }, (_, i) => {
      const a = (Math.PI * 2 * i) / n - Math.PI / 2;
      return [Math.round(cx + rr * Math.cos(a)), Math.round(cy + rr * Math.sin(a))] as const;
    }),
    r,
    fill,
  );

export const car = (fill: string): string =>
  `<path d="M120 470 L160 390 Q190 340 250 330 L330 260 Q360 240 420 240 L540 240 Q590 240 620 280 L660 330 Q700 340 700 380 L700 470 Z" fill="${fill}"/>` +
  `<path d="M350 280 L420 265 L530 265 L590 330 L320 330 Z" fill="${G}"/>` +
  `${circles(
    [
      [250, 475],
      [580, 475],
    ],
    62,
    K,
  )}${circles(
    [
      [250, 475],
      [580, 475],
    ],
    28,
    M,
  )}`;

export const truck = (fill: string): string =>
  `<path d="M100 470 L100 370 L380 370 L400 260 L560 260 L620 360 L700 375 L700 470 Z" fill="${fill}"/>` +
  `<path d="M420 285 L545 285 L585 360 L415 360 Z" fill="${G}"/>` +
  `${circles(
    [
      [220, 475],
      [590, 475],
    ],
    62,
    K,
  )}${circles(
    [
      [220, 475],
      [590, 475],
    ],
    28,
    M,
  )}`;

export const speakerCone = (cx: number, cy: number, r: number, p: Palette): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${K}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.82}" fill="${p.d}"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="${p.c}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.22}" fill="${K}"/>`;
