import { slugify } from "@pitstop/contract/slug";
import type { SeedFitmentRange, SeedProduct } from "../types.ts";
import type { BrandDef } from "./brands.ts";
import { ENGINE_PARTS, FIT_KEYS } from "./fit-keys.ts";
import { type FitmentIndex, pickFitment } from "./fitment.ts";
import type { Rng } from "./prng.ts";
import { qualifierFor } from "./qualifiers.ts";
import { productSvg } from "./svg.ts";
import { spec, type TypeDef } from "./type-def.ts";

export interface BuildContext {
  r: Rng;
  idx: FitmentIndex;
  partNumbers: Set<string>;
  slugs: Set<string>;
}

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

function stock(r: Rng): number {
  const u = r.next();
  if (u < 0.08) return 0;
  if (u < 0.18) return r.int(1, 5);
  return 6 + Math.floor(244 * r.next() ** 2);
}

/** One product of the given type and brand; featuredRank is assigned later over the whole list. */
export function buildProduct(ctx: BuildContext, def: TypeDef, brand: BrandDef): SeedProduct {
  const { r } = ctx;
  let variant = def.variant(r);
  const pn = partNumber(ctx, brand.pn);
  const key = FIT_KEYS[def.slug];
  let fitment: SeedFitmentRange[] = [];
  const universalPart = def.universalIf ? def.universalIf(variant.specs) : r.chance(def.universal);
  if (!universalPart) {
    // A part that fits by a trait takes its first vehicle's value (a battery its group size).
    const picked = pickFitment(r, ctx.idx, { ...def, engine: ENGINE_PARTS.has(def.slug), trait: key?.trait });
    fitment = picked.ranges;
    if (key && picked.value !== null) variant = key.apply(variant, picked.value);
  }
  const universal = fitment.length === 0;
  if (universal && key?.asUniversal) variant = key.asUniversal(variant);
  const title = `${brand.short ?? brand.name} ${variant.title}`;
  const variantSpecs = variant.specs;
  const slug = productSlug(ctx, title, pn);

  // Drawn popularity (1–1,500, 0: unrated) and quality (32–50 tenths): they rank the featured order
  // and shape the product's reviews (index.ts), whose figures then replace them (issue 13).
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
