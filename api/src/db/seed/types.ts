/**
 * Plain shapes the demo-data generators produce. The seeder maps them onto the Drizzle tables;
 * generators never touch the database themselves, so they stay deterministic and testable.
 * Money is integer cents (CONVENTIONS §7).
 */

export type SeedVehicleKind = "car" | "mpv" | "truck";

export interface SeedVehicle {
  year: number;
  make: string; // as vPIC spells it, display case ("Mercedes-Benz", "Toyota")
  model: string; // as vPIC spells it ("Camry", "Prius Prime (PHEV)", "F-150")
  kind: SeedVehicleKind;
  vpicMakeId: number;
  vpicModelId: number;
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
  ratingTenths: number; // 0..50 (4.3 stars = 43)
  reviewCount: number;
  specifications: Array<{ name: string; value: string }>;
  imageSvg: string; // a complete <svg> document, generated, no external references
  universal: boolean;
  fitment: SeedFitmentRange[]; // empty when universal
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
