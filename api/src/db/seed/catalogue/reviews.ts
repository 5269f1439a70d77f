import type { SeedFitAnswer, SeedProduct, SeedReview } from "../types.ts";
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
  5: [
    "Exactly as described",
    "Great value",
    "Would buy again",
    "Excellent quality",
    "Five stars",
    "Perfect fit",
    "Better than the original",
    "Does exactly what it should",
    "No complaints at all",
    "Money well spent",
    "Spot on",
    "Top quality part",
  ],
  4: [
    "Solid part",
    "Happy overall",
    "Good, with one small issue",
    "Does the job well",
    "Good value for money",
    "Pretty good",
    "Worth it",
    "Nearly perfect",
  ],
  3: ["It's okay", "Mixed feelings", "Average", "Works, but…", "Middle of the road", "Fine for the price"],
  2: ["Not impressed", "Had some problems", "Expected better", "Below average", "Cheap feel"],
  1: ["Disappointed", "Would not recommend", "Returned it", "Waste of money", "Did not last"],
};

const GOOD = [
  "Arrived quickly and well packed.",
  "Great price compared to the local parts store.",
  "Would definitely order again.",
  "Instructions were clear and easy to follow.",
  "Build quality feels better than the part it replaced.",
  "Shipping was faster than promised.",
  "My mechanic said it was a good brand choice.",
  "Took about half an hour with basic hand tools.",
  "Matches the OEM part number I looked up.",
  "No issues after a few thousand miles.",
];
const MEH = [
  "Does the job for the price.",
  "Not bad, not amazing.",
  "Took a little longer to arrive than promised.",
  "The box was a bit battered but the part was fine.",
  "Instructions could have been clearer.",
];
const BAD = [
  "Ended up sending it back.",
  "Customer service was helpful at least.",
  "Quality control could be better.",
  "Had to buy a second one from a different brand.",
  "Started failing within a couple of months.",
];
/** Said in passing, in reviews of any rating. */
const ASIDE = [
  "Second one I've bought from Pitstop.",
  "Been using it for about three months now.",
  "Bought it before a long road trip.",
  "My old one lasted eight years, we'll see about this one.",
  "Checked the part number against my old one first.",
  "Did the job myself with a YouTube video.",
  "Had my local shop fit it.",
  "Ordered on a Monday, fitted by the weekend.",
  "Compared three brands before picking this one.",
  "Keeping a spare in the garage now.",
];
/** `{car}` is "2016 Camry". */
const CAR_GOOD = [
  "Perfect fit on my {car}.",
  "Bolted straight onto my {car}, no modifications.",
  "Fits my {car} exactly like the original.",
  "Installed it on my {car} in the driveway in under an hour.",
  "Direct fit for my {car}.",
];
const CAR_MEH = ["Fit my {car}, but one clip needed a little persuasion.", "Works on my {car}, nothing special."];
const CAR_BAD = ["Fitment on my {car} was not great.", "Had trouble getting it to line up on my {car}."];

const FIT_NO_REASONS = ["wrong_size", "wrong_position", "needs_other_parts", "other"] as const;

function clampRating(n: number): number {
  return Math.min(5, Math.max(1, Math.round(n)));
}

/**
 * How many reviews a product gets (issue 13): believable sizes, 0–60, most products a handful, the
 * popular ones dozens. `popularity` is the product's drawn 1–1,500 (products.ts), 0 when unrated.
 */
export function reviewCountFor(popularity: number): number {
  if (popularity <= 0) return 0;
  const share = Math.log(popularity) / Math.log(1500);
  return Math.max(1, Math.min(MAX_REVIEWS, Math.round(MAX_REVIEWS * share ** 3)));
}
export const MAX_REVIEWS = 60;

/**
 * The product's reviews, consistent with its drawn quality (`ratingTenths`, 32–50) and its type,
 * each with a car from its fitment when it has one; and some "Did it fit?" answers of those cars.
 */
export function generateReviews(
  r: Rng,
  product: SeedProduct,
  def: TypeDef,
): { reviews: SeedReview[]; fitAnswers: SeedFitAnswer[] } {
  const n = reviewCountFor(product.reviewCount);
  const base = product.ratingTenths / 10;
  const reviews: SeedReview[] = [];
  const fitAnswers: SeedFitAnswer[] = [];
  const praise = r.shuffle([...def.praise, ...GOOD]);
  const gripe = r.shuffle(def.gripe);
  const line = (pool: readonly string[], i: number): string => pool[i % pool.length] ?? "";
  for (let i = 0; i < n; i++) {
    const rating = clampRating(base + (r.next() + r.next() - 1) * 1.6);
    const range = product.fitment.length > 0 ? r.pick(product.fitment) : undefined;
    const car = range ? { make: range.make, model: range.model, year: r.int(range.yearFrom, range.yearTo) } : null;
    const carWords = car ? `${car.year} ${car.model}` : "";
    const parts: string[] = [];
    if (rating >= 4) {
      parts.push(line(praise, i));
      if (car && r.chance(0.6)) parts.push(r.pick(CAR_GOOD).replace("{car}", carWords));
      else parts.push(r.pick(praise));
    } else if (rating === 3) {
      parts.push(line(praise, i + 1), line(gripe, i));
      if (car && r.chance(0.4)) parts.push(r.pick(CAR_MEH).replace("{car}", carWords));
      else parts.push(r.pick(MEH));
    } else {
      parts.push(line(gripe, i), r.pick(BAD));
      if (car && r.chance(0.4)) parts.push(r.pick(CAR_BAD).replace("{car}", carWords));
    }
    if (r.chance(0.4)) parts.splice(r.int(0, parts.length), 0, r.pick(ASIDE));
    reviews.push({
      productSlug: product.slug,
      authorName: `${r.pick(FIRST)} ${INITIALS.charAt(r.int(0, INITIALS.length - 1))}.`,
      rating,
      title: r.pick(TITLES[rating] ?? TITLES[3] ?? ["Review"]),
      body: [...new Set(parts)].join(" "),
      daysAgo: r.int(0, product.createdDaysAgo),
      vehicle: car,
    });
    // Some reviewers also answered "Did it fit?" for their car after the order was completed.
    if (car && r.chance(0.2)) {
      const fits = rating >= 3 || r.chance(0.5);
      fitAnswers.push({
        productSlug: product.slug,
        vehicle: car,
        fits,
        reason: fits ? null : r.pick(FIT_NO_REASONS),
      });
    }
  }
  return { reviews, fitAnswers };
}
