import type { SeedFitAnswer, SeedProduct, SeedReview } from "../types.ts";
import type { Rng } from "./prng.ts";
import { stableHash } from "./qualifiers.ts";
import { TYPE_WORDS } from "./review-type-words.ts";
import {
  AGAIN,
  CATEGORY_WORDS,
  DRIVING,
  DURATION,
  KEEPS,
  MASS_NOUNS,
  NOUNS,
  PLACES,
  REPLACED,
  WHEN,
  WHEN_SINCE,
  WHERE,
  WHOSE,
  WHOSE_OLD,
  WITH,
} from "./review-words.ts";
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

const FIT_NO_REASONS = ["wrong_size", "wrong_position", "needs_other_parts", "other"] as const;

function clampRating(n: number): number {
  return Math.min(5, Math.max(1, Math.round(n)));
}

/**
 * How many reviews a product gets: believable sizes, 0–60, most products a handful, the
 * popular ones dozens. `popularity` is the product's drawn 1–1,500 (products.ts), 0 when unrated.
 */
export function reviewCountFor(popularity: number): number {
  if (popularity <= 0) return 0;
  const share = Math.log(popularity) / Math.log(1500);
  return Math.max(1, Math.min(MAX_REVIEWS, Math.round(MAX_REVIEWS * share ** 3)));
}
export const MAX_REVIEWS = 60;

/** Writes review sentences no other review in the catalogue has said. */
export interface ReviewWriter {
  /**
   * Every sentence written so far, catalogue-wide, by its stable hash: a sentence whose hash is here
   * is drawn anew (equal sentences always share a hash, so none is said twice; the rare other sentence
   * that shares one is only drawn anew too). Numbers keep the set small and the seed quick.
   */
  said: Set<number>;
}

export function createReviewWriter(): ReviewWriter {
  return { said: new Set() };
}

/** How often a sentence may be drawn again when another review already said it, before it is left out. */
const TRIES = 6;

/** The year the demo shop's data is as of (its reviews are dated back from 1 November 2026). */
const SEEDED_YEAR = 2026;
/** How a five-star reviewer leads into the brand's praise. */
const AFTER_THESE = ["After these", "Going by these", "On the strength of these"] as const;
const AFTER_THIS = ["After this", "Going by this", "On the strength of this"] as const;
/** How a reviewer shrugs off a small complaint. */
const MEH_TAILS = [
  "",
  ", but I can live with it",
  ", which the listing never mentioned",
  ", nothing serious",
  ", though it settled down after a week",
  ", and that was the only surprise",
] as const;

const WHOSE_ANY = [...WHOSE, ...WHOSE_OLD];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The product's reviews, consistent with its drawn quality (`ratingTenths`, 32–50) and its type,
 * each with a car from its fitment when it has one; and some "Did it fit?" answers of those cars.
 * Every sentence is about this type of part (and the reviewer's car when there is one) and none
 * repeats one another review in the catalogue said: a sentence drawn again is drawn anew, or left out.
 */
export function generateReviews(
  r: Rng,
  product: SeedProduct,
  def: TypeDef,
  brand: string,
  writer: ReviewWriter,
): { reviews: SeedReview[]; fitAnswers: SeedFitAnswer[] } {
  const n = reviewCountFor(product.reviewCount);
  const base = product.ratingTenths / 10;
  const reviews: SeedReview[] = [];
  const fitAnswers: SeedFitAnswer[] = [];
  const [noun, plural] = NOUNS[def.slug] ?? [def.name.toLowerCase(), true];
  const category = CATEGORY_WORDS[def.category];
  const typeWords = TYPE_WORDS[def.slug];
  if (!category || !typeWords) throw new Error(`no review words for ${def.slug}`);
  const words = { ...category, ...typeWords };
  const these = plural ? "these" : "this";
  const them = plural ? "them" : "it";
  /** A sentence no review has said yet, or null after a few draws. */
  const fresh = (make: () => string): string | null => {
    for (let i = 0; i < TRIES; i++) {
      const sentence = make();
      const key = stableHash(sentence);
      if (!writer.said.has(key)) {
        writer.said.add(key);
        return sentence;
      }
    }
    return null;
  };
  /** The first of the type's own sentences no review has said yet (each is said once in the catalogue). */
  const unsaid = (list: readonly string[]): string | null => {
    const sentence = list.find((x) => !writer.said.has(stableHash(x)));
    if (sentence !== undefined) writer.said.add(stableHash(sentence));
    return sentence ?? null;
  };
  const thousands = (n: number) => `${n}`.replace(/\B(?=(\d{3})+$)/g, ",");
  /** Miles driven since the part went on: hundreds to a few tens of thousands. */
  const miles = () => thousands(r.int(1, 60) * 500);
  /** The car's odometer: about twelve thousand miles a year of its age, give or take. */
  const odometer = (year: number) => thousands(Math.max(1, SEEDED_YEAR - year) * r.int(8, 15) * 1000);
  const doing = () => r.pick(DRIVING);
  const job = () => words.job.replace("{noun}", noun);
  const kit = () => (r.chance(0.6) ? r.pick(words.kit) : r.pick(WITH));
  /** How long the reviewer has had it: "After 6 weeks of school runs". */
  const span = (model: string | null): string => {
    switch (r.int(0, 6)) {
      case 0:
        return `After ${r.int(2, 11)} weeks of ${doing()}`;
      case 1:
        return `After ${r.int(2, 18)} months of ${doing()}`;
      case 2:
        return `${miles()} miles of ${doing()} later`;
      case 3:
        return `Since the drive to ${r.pick(PLACES)}`;
      case 4:
        return `${r.pick(["Two", "Three", "Four"])} oil changes and a lot of ${doing()} later`;
      case 5:
        return model ? `On the ${model}, after ${r.pick(WHEN_SINCE)}` : `After ${r.pick(WHEN_SINCE)}`;
      default:
        return `Through a whole ${r.pick(["winter", "summer", "rainy season"])} of ${doing()}`;
    }
  };
  /** How soon it went wrong. */
  const soon = (model: string | null): string => {
    switch (r.int(0, 4)) {
      case 0:
        return `Within ${r.int(2, 9)} weeks of ${doing()}`;
      case 1:
        return `${r.pick(["Four", "Five", "Six", "Ten", "Twelve"])} days into ${doing()}`;
      case 2:
        return "Before the first oil change";
      case 3:
        return model ? `On the ${model}, before long` : "Before long";
      default:
        return `Barely ${thousands(r.int(300, 2500))} miles of ${doing()} later`;
    }
  };
  /** Why and when: the reviewer's car, whose it is, what went wrong with the old part. */
  const context = (car: SeedReview["vehicle"]): string => {
    const why = r.pick(words.why);
    const when = r.pick(WHEN);
    if (!car) {
      switch (r.int(0, 3)) {
        case 0:
          return `Picked up ${these} ${noun} ${when} for ${r.pick(words.use)}, after ${why}.`;
        case 1:
          return `Bought ${these} ${noun} ${when}, mostly for ${r.pick(words.use)}, since ${why}.`;
        case 2:
          return `Ordered ${these} ${noun} before a drive to ${r.pick(PLACES)}, for ${r.pick(words.use)}.`;
        default:
          return `Got ${these} ${noun} for ${r.pick(WHOSE)} car ${when} because ${why}.`;
      }
    }
    const whose = SEEDED_YEAR - car.year >= 8 ? r.pick(WHOSE_ANY) : r.pick(WHOSE);
    const carWords = `${car.year} ${car.model}`;
    switch (r.int(0, 3)) {
      case 0:
        return `${r.pick(REPLACED)} the ${noun} on ${whose} ${carWords} ${when} after ${why}.`;
      case 1:
        return `Ordered ${these} ${noun} for ${whose} ${carWords} at ${odometer(car.year)} miles, ${when}, since ${why}.`;
      case 2:
        return `${cap(whose)} ${carWords} needed ${MASS_NOUNS.has(def.slug) ? "fresh" : plural ? "new" : "a new"} ${noun} ${when} because ${why}.`;
      default:
        return `Bought ${these} ${noun} before a drive to ${r.pick(PLACES)} in ${whose} ${carWords}, because ${why}.`;
    }
  };
  for (let i = 0; i < n; i++) {
    const rating = clampRating(base + (r.next() + r.next() - 1) * 1.6);
    const range = product.fitment.length > 0 ? r.pick(product.fitment) : undefined;
    const car = range ? { make: range.make, model: range.model, year: r.int(range.yearFrom, range.yearTo) } : null;
    const model = car?.model ?? null;
    const parts: Array<string | null> = [];
    parts.push(fresh(() => context(car)));
    if (rating >= 4) {
      parts.push(fresh(() => `${span(model)}, ${r.pick(words.good)}.`));
      if (r.chance(0.5))
        parts.push(
          fresh(
            () =>
              `${job()} took ${r.pick(DURATION)} ${r.pick(WHERE)} ${kit()}${model && r.chance(0.5) ? `, and the ${model} needed nothing extra` : ""}.`,
          ),
        );
      if (rating === 5 && r.chance(0.5))
        parts.push(
          fresh(() =>
            r.chance(0.5)
              ? `${r.pick(plural ? AFTER_THESE : AFTER_THIS)} ${noun}, ${brand} ${r.pick(KEEPS)}.`
              : `${r.pick(["Would buy", "Will order", "I'd pick", "Happy to buy"])} ${brand} ${noun} again ${r.pick(AGAIN)}.`,
          ),
        );
      else if (rating === 4)
        parts.push(
          fresh(
            () =>
              `${r.pick(["Knocked off a star because", "One star off since", "Only four stars because", "My one complaint is that"])} ${r.pick(words.meh)}${r.pick(MEH_TAILS)}${model && r.chance(0.5) ? ` on the ${model}` : ""}.`,
          ),
        );
      if (r.chance(0.15)) parts.push(unsaid(def.praise));
    } else if (rating === 3) {
      parts.push(fresh(() => `${span(model)}, ${r.pick(words.good)}, but ${r.pick(words.meh)}.`));
      if (r.chance(0.4)) parts.push(fresh(() => `${job()} took ${r.pick(DURATION)} ${r.pick(WHERE)} ${kit()}.`));
      if (r.chance(0.3)) parts.push(unsaid(def.gripe));
    } else {
      parts.push(fresh(() => `${soon(model)}, ${r.pick(words.bad)}.`));
      parts.push(
        fresh(() => {
          const returned = r.pick([
            `Sent ${them} back`,
            `Returned ${them}`,
            `Took ${them} off again`,
            `Gave up on ${them}`,
          ]);
          const when = r.pick(["the same week", "within the return window", `before the drive to ${r.pick(PLACES)}`]);
          const after = r.pick([
            "and the refund was quick",
            "though support was helpful",
            "which cost me a weekend",
            "and went back to the brand I used before",
            `and the ${model ?? "car"} is back on the old part for now`,
          ]);
          return `${returned} ${when}, ${after}.`;
        }),
      );
      if (r.chance(0.3)) parts.push(unsaid(def.gripe));
    }
    const said = parts.filter((p): p is string => p !== null);
    if (said.length === 0) {
      // Every sentence drawn had been said already: a short note, new if a few draws find one.
      const note = () =>
        `${cap(these)} ${noun}, ${miles()} miles of ${doing()} in: ${rating >= 3 ? "no trouble" : "not for me"}.`;
      said.push(fresh(note) ?? note());
    }
    reviews.push({
      productSlug: product.slug,
      authorName: `${r.pick(FIRST)} ${INITIALS.charAt(r.int(0, INITIALS.length - 1))}.`,
      rating,
      title: r.pick(TITLES[rating] ?? TITLES[3] ?? ["Review"]),
      body: said.join(" "),
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
