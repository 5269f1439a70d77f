import { z } from "zod";
import { FITMENTS, SORTS } from "./catalogue-options.ts";
import { FitmentGroupSchema, FitSchema, VehicleKeySchema } from "./fitment.ts";
import { CardPromotionSchema } from "./promotions.ts";
import { ReviewSchema } from "./reviews.ts";
import { SEARCH_SORTS } from "./search-options.ts";
import { ConfiguredVehicleSchema, VehicleRefSchema } from "./vehicles.ts";

export const CategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  product_count: z.number().int(),
});
export type Category = z.infer<typeof CategorySchema>;
export const CategoryListSchema = z.array(CategorySchema);

export { FITMENTS, PAGE_SIZE, SORT_LABELS, SORTS, type Sort, TOTAL_CAP } from "./catalogue-options.ts";
export { SEARCH_SORT_LABELS, SEARCH_SORTS, type SearchSort } from "./search-options.ts";

const slugList = z
  .array(
    z
      .string()
      .trim()
      .min(1)
      .max(120)
      .regex(/^[a-z0-9-]+$/, "Use slugs like brake-pads"),
  )
  .max(50);

/** The filter request (POST /api/filter), field names exactly as the storefront sends them. */
export const FilterRequestSchema = z
  .object({
    slug: z.string().trim().min(1).max(300),
    "SORT BY": z.enum(SORTS, { message: `Sort must be one of: ${SORTS.join(", ")}` }).default("featured"),
    TYPE: slugList.default([]),
    FITMENT: z
      .array(z.enum(FITMENTS, { message: "Fitment must be direct or universal" }))
      .max(2)
      .default([]),
    RATING: z.coerce
      .number()
      .int()
      .min(1, "Rating must be 1 to 4 stars")
      .max(4, "Rating must be 1 to 4 stars")
      .nullish(),
    BRAND: slugList.default([]),
    page: z.coerce.number().int().min(1, "Page must be 1 or more").max(10_000).default(1),
    /**
     * Optional: the shopper's vehicle key (`toyota-camry-2018`, or with a configuration
     * `toyota-camry-2018|2.5L%204-cyl|`), so each card says whether it fits (does not filter). On a
     * vehicle page a key for the same vehicle adds its configuration to the page's answers.
     */
    vehicle: VehicleKeySchema.nullish(),
    /**
     * With a vehicle key, category, type and brand pages list only what fits it (and the
     * universal parts) unless this is "0"; a vehicle page always lists its own vehicle's parts.
     */
    fits: z.enum(["0", "1"], { message: "fits must be 0 or 1" }).nullish(),
  })
  .strict();
export type FilterRequest = z.input<typeof FilterRequestSchema>;

export const ProductCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  part_number: z.string(),
  brand: z.object({ slug: z.string(), name: z.string() }),
  type: z.object({ slug: z.string(), name: z.string() }),
  price: z.number(),
  /** Standard shipping per unit, dollars (0: ships free); cards word it by the shop's one rule. */
  shipping: z.number(),
  rating: z.number(),
  review_count: z.number().int(),
  qty: z.number().int(),
  image_url: z.string().nullable(),
  universal: z.boolean(),
  /** Whether it fits the vehicle in context: true only when `fit.state` is "fits"; null when there is no vehicle or the answer needs its engine or trim. */
  fits: z.boolean().nullable(),
  /** The three-state answer for the vehicle in context (and its configuration); null without one. */
  fit: FitSchema.nullable(),
  /**
   * With a vehicle in context: how many owners of that vehicle answered "Yes, it fit" after buying
   * it ("Did it fit?", docs/decisions/022); absent without a vehicle.
   */
  fit_confirmations: z.number().int().optional(),
  /** The automatic promotion running now that covers this part (the best of them); null when none. */
  promotion: CardPromotionSchema.nullable().optional(),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

export const FacetValueSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type FacetValue = z.infer<typeof FacetValueSchema>;

export const BreadcrumbSchema = z.object({ label: z.string(), path: z.string() });

export const FilterResponseSchema = z.object({
  products: z.array(ProductCardSchema),
  total: z.number().int(),
  total_capped: z.boolean(),
  /** The vehicle (and configuration) each card's `fit` answers for: the page's vehicle, else the one asked for. */
  fits_vehicle: ConfiguredVehicleSchema.nullable(),
  page: z.number().int(),
  pages: z.number().int(),
  facets: z.object({
    type: z.array(FacetValueSchema),
    brand: z.array(FacetValueSchema),
    rating: z.array(FacetValueSchema),
    fitment: z.array(FacetValueSchema),
    /**
     * The list's vehicle's engines, when the list holds parts that fit only some of them and the
     * shopper has not said which (asked once, at the top of the list: docs/decisions/028), each with how many
     * parts the list holds once it is chosen; empty otherwise. Not a URL filter: choosing one sets
     * the car's engine.
     */
    engine: z.array(FacetValueSchema),
    /** Likewise the vehicle's trims, once the engine is known or does not matter. */
    trim: z.array(FacetValueSchema).default([]),
  }),
  /**
   * Whether the list holds only what fits `fits_vehicle` (and the universal parts): always on a
   * vehicle page, and on other pages with a vehicle unless `fits` is "0".
   */
  only_fits: z.boolean().default(false),
  /** A list narrowed to a vehicle other than a vehicle page: how many it holds for every vehicle ("Show all 121 oil filters"); null otherwise. */
  all_total: z.number().int().nullable().default(null),
  context: z.object({
    title: z.string(),
    category: z.object({ slug: z.string(), name: z.string(), description: z.string() }).nullable(),
    type: z.object({ slug: z.string(), name: z.string() }).nullable(),
    brand: z.object({ slug: z.string(), name: z.string(), description: z.string() }).nullable(),
    vehicle: VehicleRefSchema.nullable(),
    /** The vehicle page's categories with their counts for that vehicle. */
    categories: z.array(FacetValueSchema),
    breadcrumbs: z.array(BreadcrumbSchema),
  }),
});
export type FilterResponse = z.infer<typeof FilterResponseSchema>;

export const ProductSchema = ProductCardSchema.extend({
  description: z.string(),
  category: z.object({ slug: z.string(), name: z.string() }),
  images: z.array(z.object({ url: z.string(), alt: z.string() })),
  specifications: z.array(z.object({ name: z.string(), value: z.string() })),
  handling: z.number(),
  shipping: z.number(),
  fitment: z.array(FitmentGroupSchema),
  fitment_vehicle_count: z.number().int(),
  /** The latest 20 published reviews; GET /api/products/{slug}/reviews sorts, filters and pages them all. */
  reviews: z.array(ReviewSchema),
  /** The vehicle (and configuration) `fit` answers for. */
  vehicle: ConfiguredVehicleSchema.nullable(),
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductQuerySchema = z.object({ vehicle: VehicleKeySchema.optional() });

/** Which of several vehicles a product fits (the product page's 'my cars' list): comma-separated vehicle keys. */
export const FitsQuerySchema = z.object({
  vehicles: z
    .string()
    .max(20_000)
    .transform((s) => s.split(",").filter(Boolean))
    .pipe(z.array(VehicleKeySchema).max(50, "At most 50 vehicles at once")),
});
export const FitsResponseSchema = z.array(
  z.object({
    /** The vehicle's slug. */
    vehicle: z.string(),
    /** The vehicle key as asked (slug and configuration). */
    key: z.string(),
    fits: z.boolean(),
    fit: FitSchema,
  }),
);

export const SearchQuerySchema = z.object({
  q: z.string().trim().min(1, "Type something to search for").max(200),
  /** The shopper's active vehicle key: each card's `fit` answers for it unless the query names another vehicle. */
  vehicle: VehicleKeySchema.optional(),
});
export const SearchResponseSchema = z.object({
  products: z.array(ProductCardSchema),
  categories: z.array(z.object({ slug: z.string(), name: z.string(), path: z.string() })),
  /** Brands whose name matches the query; `path` searches for the brand's parts. */
  brands: z.array(z.object({ slug: z.string(), name: z.string(), path: z.string() })),
  vehicles: z.array(VehicleRefSchema),
  /** A vehicle named in the query ("brake pads 2018 camry") becomes this filter. */
  vehicle: VehicleRefSchema.nullable(),
});
export { FitmentGroupSchema };
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/** GET /api/search/results — one page of everything a query finds, with facets. */
export const SearchResultsQuerySchema = z.object({
  q: z.string().trim().min(1, "Type something to search for").max(200),
  sort: z.enum(SEARCH_SORTS, { message: `Sort must be one of: ${SEARCH_SORTS.join(", ")}` }).default("relevance"),
  page: z.coerce.number().int().min(1, "Page must be 1 or more").max(10_000).default(1),
  /** Comma-separated slugs. */
  category: z.string().max(2000).optional(),
  type: z.string().max(2000).optional(),
  brand: z.string().max(2000).optional(),
  rating: z.coerce
    .number()
    .int()
    .min(1, "Rating must be 1 to 4 stars")
    .max(4, "Rating must be 1 to 4 stars")
    .optional(),
  fitment: z.string().max(40).optional(),
  /** The shopper's active vehicle key: cards answer for it, and with `fits` on only its parts are listed. */
  vehicle: VehicleKeySchema.optional(),
  /** "0" lists every match even with a vehicle active; anything else (the default) only what fits it. */
  fits: z.enum(["0", "1"], { message: "fits must be 0 or 1" }).optional(),
});
export type SearchResultsQuery = z.input<typeof SearchResultsQuerySchema>;

const LinkSchema = z.object({ label: z.string(), path: z.string() });

export const SearchResultsResponseSchema = z.object({
  query: z.string(),
  products: z.array(ProductCardSchema),
  total: z.number().int(),
  total_capped: z.boolean(),
  page: z.number().int(),
  pages: z.number().int(),
  sort: z.enum(SEARCH_SORTS),
  /** The vehicle each card's `fit` answers for (the one the query names, else the shopper's). */
  fits_vehicle: ConfiguredVehicleSchema.nullable(),
  /** Whether the list holds only what fits `fits_vehicle` (a named vehicle always; the shopper's unless fits=0). */
  only_fits: z.boolean(),
  facets: z.object({
    category: z.array(FacetValueSchema),
    type: z.array(FacetValueSchema),
    brand: z.array(FacetValueSchema),
    rating: z.array(FacetValueSchema),
    fitment: z.array(FacetValueSchema),
    /** As on catalogue pages: the vehicle's engines, asked once, with what each lists. */
    engine: z.array(FacetValueSchema).default([]),
    trim: z.array(FacetValueSchema).default([]),
  }),
  /** What the query was read as: words corrected, the vehicle and engine recognised, words left out. */
  understood: z.object({
    corrections: z.array(z.object({ typed: z.string(), read: z.string() })),
    vehicle: VehicleRefSchema.nullable(),
    /** A model named without a year: its parts for any year. */
    model: z.object({ make: z.string(), model: z.string() }).nullable(),
    engine: z.string().nullable(),
    /** Words nothing in the shop matched, left out to find the rest. */
    ignored: z.array(z.string()),
  }),
  /** Direct links the query names: a category or type, for the vehicle the list holds only the parts of (named, or the shopper's). */
  links: z.array(LinkSchema),
  /**
   * A query naming a model and nothing else, without a year the shop has ("camry", "f150"): the
   * model's vehicle pages, newest first, to pick the year from — parts fit by year, so the list
   * waits for it. Empty otherwise.
   */
  model_years: z.array(VehicleRefSchema),
  /** A query naming a make and nothing else ("toyota"), not the shopper's car's: its models, each a search for it. */
  make_models: z.object({ make: z.string(), models: z.array(LinkSchema) }).nullable(),
  /** With no results: the closest spelling that finds something, and categories to browse. */
  did_you_mean: z.string().nullable(),
  suggested_categories: z.array(LinkSchema),
  breadcrumbs: z.array(BreadcrumbSchema),
});
export type SearchResultsResponse = z.infer<typeof SearchResultsResponseSchema>;
