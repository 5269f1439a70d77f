/**
 * Plain shapes the demo-data generators produce. The seeder maps them onto the Drizzle tables;
 * generators never touch the database themselves, so they stay deterministic and testable.
 * Money is integer cents.
 */

export type SeedVehicleKind = "car" | "mpv" | "truck";

export interface SeedVehicle {
  year: number;
  make: string; // as vPIC spells it, display case ("Mercedes-Benz", "Toyota")
  model: string; // as vPIC spells it ("Camry", "Prius Prime (PHEV)", "F-150")
  kind: SeedVehicleKind;
  vpicMakeId: number;
  vpicModelId: number;
  /** The engines and trims vPIC knows for this model year (GET /api/submodel's names); empty when unknown. */
  engines?: string[];
  trims?: string[];
}

export interface SeedCategory {
  slug: string; // "brakes"
  name: string; // "Brakes"
  description: string;
  position: number;
}

export interface SeedProductType {
  slug: string; // "brake-pads"
  name: string; // "Brake Pads"
  categorySlug: string;
}

export interface SeedBrand {
  slug: string;
  name: string;
  description: string;
}

export interface SeedFitmentRange {
  make: string; // exact vPIC make name, must exist among the seeded vehicles
  model: string; // exact vPIC model name
  yearFrom: number;
  yearTo: number;
}

/**
 * The qualifiers of a product's fitment, applied to every vehicle it fits. `engineSlot` picks the
 * engine family by displacement (0 the smallest, 1 the next…; the vehicle's largest when it has
 * fewer), so an oil filter for the 2.5L does not "fit" a V6 Camry; vehicles with one engine family
 * take the part unqualified.
 */
export interface SeedFitmentQualifier {
  engineSlot: number | null;
  position: "Front" | "Rear" | "Left" | "Right" | null;
  note: string | null;
}

export interface SeedProduct {
  slug: string; // unique, URL-safe
  partNumber: string; // unique, brand-style ("BRM-17D1210C")
  title: string;
  description: string; // Markdown allowed, plain prose preferred
  brandSlug: string;
  typeSlug: string;
  priceCents: number;
  handlingCents: number;
  shippingCents: number;
  stock: number; // >= 0; some are 0
  /**
   * The figures of its seeded reviews (4.3 stars = 43; the number of reviews), as the database's
   * triggers compute them from the review rows; the seeder never writes them.
   */
  ratingTenths: number;
  reviewCount: number;
  specifications: Array<{ name: string; value: string }>;
  imageSvg: string; // a complete <svg> document, generated, no external references
  universal: boolean;
  fitment: SeedFitmentRange[]; // empty when universal
  /** How each fitment row is qualified (docs/decisions/009); null for universal parts. */
  qualifier: SeedFitmentQualifier | null;
  featuredRank: number; // lower shows first under sort=featured
  createdDaysAgo: number; // for sort=newest
}

export interface SeedReview {
  productSlug: string;
  authorName: string;
  rating: number; // 1..5
  title: string;
  body: string;
  daysAgo: number;
  /** The reviewer's car, from the product's fitment; null for a universal part. */
  vehicle: { make: string; model: string; year: number } | null;
}

/** A "Did it fit?" answer of the demo catalogue (no account, no order). */
export interface SeedFitAnswer {
  productSlug: string;
  vehicle: { make: string; model: string; year: number };
  fits: boolean;
  reason: "wrong_size" | "wrong_position" | "needs_other_parts" | "other" | null;
}

export interface SeedArticle {
  slug: string;
  title: string;
  excerpt: string;
  category: "How-to" | "Buying guide" | "News" | "Safety" | "Maintenance";
  author: string;
  publishedAt: string; // ISO date, e.g. "2026-10-14"
  bodyMarkdown: string;
  coverSvg: string; // a complete <svg> document, generated, no external references
}
