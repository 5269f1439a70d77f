import type { SeedProduct, SeedReview } from "../types.ts";
import type { Rng } from "./prng.ts";
import type { TypeDef } from "./type-def.ts";

const FIRST = [
  "Mike",
  "Sarah",
  "Dave",
  "Jen",
  "Carlos",
  "Linda",
  "Tom",
  "Aisha",
  "Kevin",
  "Maria",
  "Brian",
  "Emily",
  "Jose",
  "Rachel",
  "Greg",
  "Tanya",
  "Chris",
  "Nicole",
  "Darnell",
  "Heather",
  "Luis",
  "Amy",
  "Steve",
  "Priya",
  "Tyler",
  "Megan",
  "Ray",
  "Kim",
  "Andre",
  "Beth",
  "Paul",
  "Rosa",
  "Jake",
  "Dana",
  "Victor",
  "Holly",
  "Sam",
  "Erin",
  "Marcus",
  "Kayla",
];
const INITIALS = "ABCDEFGHJKLMNPRSTVWY";

const TITLES: Record<number, readonly string[]> = {
  5: ["Exactly as described", "Great value", "Would buy again", "Excellent quality", "Five stars", "Perfect fit"],
  4: ["Solid part", "Happy overall", "Good, with one small issue", "Does the job well"],
  3: ["It's okay", "Mixed feelings", "Average", "Works, but…"],
  2: ["Not impressed", "Had some problems", "Expected better"],
  1: ["Disappointed", "Would not recommend", "Returned it"],
};

const GOOD = [
  "Arrived quickly and well packed.",
  "Great price compared to the local parts store.",
  "Would definitely order again.",
  "Instructions were clear and easy to follow.",
];
const MEH = ["Does the job for the price.", "Not bad, not amazing.", "Took a little longer to arrive than promised."];
const BAD = ["Ended up sending it back.", "Customer service was helpful at least.", "Quality control could be better."];

function clampRating(n: number): number {
  return Math.min(5, Math.max(1, Math.round(n)));
}

/** 1–4 short reviews consistent with the product's rating and type. */
export function generateReviews(r: Rng, product: SeedProduct, def: TypeDef): SeedReview[] {
  const n = Math.min(product.reviewCount, r.int(1, 4));
  const base = product.ratingTenths / 10;
  const out: SeedReview[] = [];
  const fit = product.fitment.length > 0 ? r.pick(product.fitment) : undefined;
  // Shuffled once per product so its reviews don't repeat the same sentence.
  const praise = r.shuffle(def.praise);
  const gripe = r.shuffle(def.gripe);
  const good = r.shuffle(GOOD);
  const line = (pool: readonly string[], i: number): string => pool[i % pool.length] ?? "";
  for (let i = 0; i < n; i++) {
    const rating = clampRating(base + (r.next() + r.next() - 1) * 1.6);
    const parts: string[] = [];
    if (rating >= 4) {
      parts.push(line(praise, i));
      if (i === 0 && fit) parts.push(`Perfect fit on my ${r.int(fit.yearFrom, fit.yearTo)} ${fit.make} ${fit.model}.`);
      else if (r.chance(0.6)) parts.push(line(good, i));
    } else if (rating === 3) {
      parts.push(line(praise, i + 1), line(gripe, i));
      if (r.chance(0.4)) parts.push(r.pick(MEH));
    } else {
      parts.push(line(gripe, i), r.pick(BAD));
    }
    out.push({
      productSlug: product.slug,
      authorName: `${r.pick(FIRST)} ${INITIALS.charAt(r.int(0, INITIALS.length - 1))}.`,
      rating,
      title: r.pick(TITLES[rating] ?? TITLES[3] ?? ["Review"]),
      body: parts.join(" "),
      daysAgo: r.int(0, product.createdDaysAgo),
    });
  }
  return out;
}
