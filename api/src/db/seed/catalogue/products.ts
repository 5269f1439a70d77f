import { slugify } from "@pitstop/contract/slug";
import type { SeedProduct } from "../types.ts";
import type { BrandDef } from "./brands.ts";
import { ENGINE_PARTS, FIT_KEYS } from "./fit-keys.ts";
import { type FitmentIndex, pickFitment } from "./fitment.ts";
import { createRng, type Rng } from "./prng.ts";
import { qualifierFor, stableHash } from "./qualifiers.ts";
import { productSvg } from "./svg.ts";
import { spec, type TypeDef, type Variant } from "./type-def.ts";

export interface BuildContext {
  r: Rng;
  idx: FitmentIndex;
  partNumbers: Set<string>;
  slugs: Set<string>;
  /** Titles given so far: no two products share one (a shopper could not tell them apart). */
  titles: Set<string>;
}

/** How many other variants of its type a product may try before its title is one no other product has. */
const TITLE_ATTEMPTS = 60;
/** A brand's product lines, for a variant it already sells for the same vehicles under its plain name. */
const LINES = ["Pro", "Select", "Max", "Plus", "Ultra", "Elite", "Prime", "Advanced"] as const;

const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";
const CENTS = [99, 99, 99, 49, 95, 79, 29] as const;
const FIT_NOTE = [
  "Direct fit for the vehicles listed under Fitment; confirm yours before ordering.",
  "Vehicle-specific part: check the fitment list for your year, make and model.",
];

function partNumber(ctx: BuildContext, pattern: string): string {
  for (let attempt = 0; ; attempt++) {
    let pn = "";
    for (const ch of pattern)
      pn += ch === "#" ? String(ctx.r.int(0, 9)) : ch === "@" ? LETTERS.charAt(ctx.r.int(0, LETTERS.length - 1)) : ch;
    if (attempt > 50) pn += `-${attempt}`;
    if (!ctx.partNumbers.has(pn)) {
      ctx.partNumbers.add(pn);
      return pn;
    }
  }
}

function productSlug(ctx: BuildContext, title: string, pn: string): string {
  const pnSlug = slugify(pn);
  const short = pnSlug.replace(/-/g, "").slice(-5);
  for (const candidate of [`${slugify(title)}-${short}`, `${slugify(title)}-${pnSlug}`]) {
    if (!ctx.slugs.has(candidate)) {
      ctx.slugs.add(candidate);
      return candidate;
    }
  }
  throw new Error(`duplicate part number slug ${pnSlug}`);
}

/** A retail price in cents inside [min, max] dollars, ending in .99/.49/.95-style cents. */
function retailPrice(r: Rng, [min, max]: readonly [number, number], tier: number | undefined): number {
  const t = tier === undefined ? r.next() ** 1.3 : Math.min(1, Math.max(0, tier + r.float(-0.12, 0.12)));
  const whole = Math.min(max - 1, Math.max(min, Math.floor(min + (max - min) * t)));
  return whole * 100 + r.pick(CENTS);
}

function shippingCents(r: Rng, [min, max]: readonly [number, number]): number {
  if (r.chance(min === 0 ? 0.35 : 0.04)) return 0;
  return r.int(Math.max(min, 2), Math.max(max, 2)) * 100 - 1;
}

/** Stock of a part from a uniform draw `u` in [0, 1): a handful out of stock, a few low, most by the dozen. */
export function stockFor(u: number): number {
  if (u < 0.015) return 0;
  if (u < 0.045) return 1 + Math.floor(((u - 0.015) / 0.03) * 5); // 1–5: "Only N left"
  if (u < 0.1) return 6 + Math.floor(((u - 0.045) / 0.055) * 18); // 6–23
  return 24 + Math.floor(226 * ((u - 0.1) / 0.9) ** 2); // 24–249, most a few dozen
}

/**
 * One uniform for the part's stock: the first draw, or the second where the first used to decide
 * "out of stock" alone — the catalogue's stream keeps its length, so every later part stays as it was.
 */
function stock(r: Rng): number {
  const first = r.next();
  return stockFor(first < 0.08 ? first / 0.08 : r.next());
}

/** One product of the given type and brand; featuredRank is assigned later over the whole list. */
export function buildProduct(ctx: BuildContext, def: TypeDef, brand: BrandDef): SeedProduct {
  const { r } = ctx;
  const drawn = def.variant(r);
  const pn = partNumber(ctx, brand.pn);
  const key = FIT_KEYS[def.slug];
  const needs = { ...def, engine: ENGINE_PARTS.has(def.slug), trait: key?.trait };
  const universalPart = def.universalIf ? def.universalIf(drawn.specs) : r.chance(def.universal);
  // A part that fits by a trait takes its first vehicle's value (a battery its group size).
  let picked = universalPart ? { ranges: [], value: null } : pickFitment(r, ctx.idx, needs);
  const universal = picked.ranges.length === 0;
  // A part made for its vehicles is one of many of its kind (a maker's air filter for each engine):
  // its part number tells it apart, as a parts counter's listing does. Search reads the car in a
  // query from the vehicle's words, so a title never names a vehicle.
  const forVehicle = !universal && !def.broadFit && (key === undefined || key.madeForVehicle === true);
  /** The variant as sold (with its vehicle's value) and its title, under one of the brand's lines if given. */
  const titled = (v: Variant, fit: typeof picked, line?: string) => {
    let variant = v;
    if (key && fit.value !== null) variant = key.apply(variant, fit.value);
    if (universal && key?.asUniversal) variant = key.asUniversal(variant);
    const name = `${brand.short ?? brand.name} ${line ? `${line} ` : ""}${variant.title}`;
    return { variant, name, title: forVehicle ? `${name} (${pn})` : name };
  };
  let raw = drawn;
  let { variant, name, title } = titled(raw, picked);
  // Another product already has this title (the brand sells that variant already):
  // this one is another of the brand's variants, and after a while another vehicle's, drawn from its
  // part number's own stream so the catalogue's stream (and every later product) stays as it was.
  if (ctx.titles.has(title)) {
    const alt = createRng(stableHash(pn));
    for (let i = 0; i < TITLE_ATTEMPTS && ctx.titles.has(title); i++) {
      const other = def.variant(alt);
      if (def.universalIf && def.universalIf(other.specs) !== universalPart) continue;
      if (!universal && i >= TITLE_ATTEMPTS / 3 && i % 2 === 1) {
        const again = pickFitment(alt, ctx.idx, needs);
        if (again.ranges.length > 0) picked = again;
      }
      raw = other;
      ({ variant, name, title } = titled(raw, picked));
    }
    // The brand already sells every variant there is for those vehicles: this is one of its other lines.
    for (const line of LINES) {
      if (!ctx.titles.has(title)) break;
      ({ variant, name, title } = titled(raw, picked, line));
    }
    if (ctx.titles.has(title)) throw new Error(`seed: no title left for a ${def.slug} of ${brand.name}`);
  }
  const fitment = picked.ranges;
  ctx.titles.add(title);
  const variantSpecs = variant.specs;
  const slug = productSlug(ctx, name, pn);

  // Drawn popularity (1–1,500, 0: unrated) and quality (32–50 tenths): they rank the featured order
  // and shape the product's reviews (index.ts), whose figures then replace them.
  const unrated = r.chance(0.04);
  const reviewCount = unrated ? 0 : Math.max(1, Math.floor(Math.exp(r.next() ** 1.7 * Math.log(1500))));
  const ratingTenths = unrated ? 0 : Math.max(32, 50 - Math.round(18 * r.next() ** 1.8));

  const specs = variantSpecs.slice();
  if (specs.length < 7 && !specs.some((s) => /warranty/i.test(s.name)) && r.chance(0.5)) {
    specs.push(spec("Warranty", r.pick(["90 days", "1 year", "2 years", "3 years", "Limited lifetime"])));
  }

  const sentences = [r.pick(def.what), r.pick(def.suits)];
  if (r.chance(0.8)) sentences.push(r.pick(def.install));
  if (!universal && r.chance(0.5)) sentences.push(r.pick(FIT_NOTE));

  return {
    slug,
    partNumber: pn,
    title,
    description: sentences.join(" "),
    brandSlug: slugify(brand.name),
    typeSlug: def.slug,
    priceCents: retailPrice(r, variant.price ?? def.price, variant.tier),
    handlingCents: def.handling ? r.int(def.handling[0], def.handling[1]) * 100 : 0,
    shippingCents: shippingCents(r, def.shipping),
    stock: stock(r),
    ratingTenths,
    reviewCount,
    specifications: specs.slice(0, 7),
    imageSvg: productSvg(def.icon, brand.name, brand.colour, r),
    universal,
    fitment,
    qualifier: qualifierFor(def.slug, pn, variantSpecs, universal),
    featuredRank: 0,
    createdDaysAgo: r.int(0, 720),
  };
}
