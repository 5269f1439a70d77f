import { z } from "zod";
import {
  LineTextSchema,
  MarkdownSchema,
  MoneyInputSchema,
  PageQuerySchema,
  SlugInputSchema,
  StockInputSchema,
  VersionSchema,
} from "./admin.ts";
import { PositionSchema } from "./fitment.ts";
import { idNumberSchema, idSchema, MAX_INT } from "./ids.ts";

/** The back office's catalogue: products, brands, categories and types, fitment rows. */

/** A part number as suppliers print it: letters, digits, spaces, dots, dashes and slashes. */
export const PartNumberSchema = z
  .string({ error: "Part number is required" })
  .trim()
  .min(1, { error: "Part number is required" })
  .max(40, { error: "Part number is too long (40 characters at most)" })
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, {
    error: "Part number may hold letters, digits, spaces, dots, dashes and slashes",
  });

export const SpecificationSchema = z
  .object({ name: LineTextSchema("Specification name", 80), value: LineTextSchema("Specification value", 200) })
  .strict();

const productFields = {
  title: LineTextSchema("Title", 200),
  description: MarkdownSchema("Description", 20_000),
  category_id: idNumberSchema("category_id"),
  type_id: idNumberSchema("type_id"),
  brand_id: idNumberSchema("brand_id"),
  part_number: PartNumberSchema,
  price: MoneyInputSchema("Price"),
  handling: MoneyInputSchema("Handling"),
  shipping: MoneyInputSchema("Shipping"),
  stock: StockInputSchema,
  specifications: z.array(SpecificationSchema).max(50, { error: "At most 50 specifications" }),
  /** Fits every vehicle (wiper fluid, a tool); such a product has no fitment rows. */
  universal: z.boolean({ error: "universal must be true or false" }),
  /** Shown in the shop (true) or hidden everywhere but here and in past orders (false). */
  published: z.boolean({ error: "published must be true or false" }),
};

export const ProductCreateSchema = z
  .object({
    ...productFields,
    description: productFields.description.default(""),
    handling: productFields.handling.default(0),
    shipping: productFields.shipping.default(0),
    specifications: productFields.specifications.default([]),
    universal: productFields.universal.default(false),
    published: productFields.published.default(true),
    /** The product page's URL name; made from the title and part number when left out. */
    slug: SlugInputSchema.optional(),
  })
  .strict();
export type ProductCreate = z.input<typeof ProductCreateSchema>;

/** Only the fields sent change; `version` is the one the form was opened with. */
export const ProductUpdateSchema = z
  .object(productFields)
  .partial()
  .extend({ slug: SlugInputSchema.optional(), version: VersionSchema })
  .strict();
export type ProductUpdate = z.input<typeof ProductUpdateSchema>;

const ref = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

export const AdminProductImageSchema = z.object({
  media_id: z.string(),
  url: z.string(),
  alt: z.string(),
  position: z.number().int(),
});

export const AdminProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  part_number: z.string(),
  title: z.string(),
  description: z.string(),
  category: ref,
  type: ref,
  brand: ref,
  price: z.number(),
  handling: z.number(),
  shipping: z.number(),
  stock: z.number().int(),
  specifications: z.array(z.object({ name: z.string(), value: z.string() })),
  universal: z.boolean(),
  published: z.boolean(),
  images: z.array(AdminProductImageSchema),
  fitment_count: z.number().int(),
  rating: z.number(),
  review_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const ADMIN_PRODUCT_SORTS = [
  "title",
  "-title",
  "part_number",
  "price",
  "-price",
  "stock",
  "-stock",
  "updated",
  "-updated",
] as const;

export const AdminProductQuerySchema = z.object({
  /** Words of the title, or (part of) a part number. */
  q: z.string().trim().max(200, { error: "Search is too long (200 characters at most)" }).optional(),
  category_id: idSchema("category_id").optional(),
  brand_id: idSchema("brand_id").optional(),
  /** Products with at most this many in stock. */
  stock_max: z.coerce
    .number({ error: `stock_max must be a whole number from 0 to ${MAX_INT}` })
    .int({ error: `stock_max must be a whole number from 0 to ${MAX_INT}` })
    .min(0, { error: `stock_max must be a whole number from 0 to ${MAX_INT}` })
    .max(MAX_INT, { error: `stock_max must be a whole number from 0 to ${MAX_INT}` })
    .optional(),
  /** Only the products shown in the shop (true) or only the hidden ones (false). */
  published: z.enum(["true", "false"], { error: "published must be true or false" }).optional(),
  sort: z
    .enum(ADMIN_PRODUCT_SORTS, { error: `sort must be one of: ${ADMIN_PRODUCT_SORTS.join(", ")}` })
    .default("title"),
  ...PageQuerySchema,
});
export type AdminProductQuery = z.input<typeof AdminProductQuerySchema>;

export const AdminProductRowSchema = z.object({
  id: z.number().int(),
  part_number: z.string(),
  title: z.string(),
  category: z.string(),
  brand: z.string(),
  price: z.number(),
  stock: z.number().int(),
  universal: z.boolean(),
  published: z.boolean(),
  image: z.string().nullable(),
  updated_at: z.string(),
  version: z.number().int(),
});

export const AdminProductListSchema = z.object({
  products: z.array(AdminProductRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminProductList = z.infer<typeof AdminProductListSchema>;

export const ImageOrderSchema = z
  .object({
    /** Every image of the product, in the new order (the first is the main picture). */
    media_ids: z
      .array(z.uuid({ error: "media_ids holds the images' ids" }))
      .min(1)
      .max(20),
  })
  .strict();

export const ProductImageParamsSchema = z.object({
  id: idSchema("id"),
  mediaId: z.uuid({ error: "The image id is not valid" }),
});

/**
 * What deleting a product would take with it, for the editor's confirmation. `refusal` is the
 * sentence the deletion would be refused with (the part is on orders, which the shop keeps), or null.
 */
export const AdminProductDeletionSchema = z.object({
  orders: z.number().int(),
  fitments: z.number().int(),
  images: z.number().int(),
  reviews: z.number().int(),
  fit_answers: z.number().int(),
  cart_lines: z.number().int(),
  wishlist_items: z.number().int(),
  refusal: z.string().nullable(),
});
export type AdminProductDeletion = z.infer<typeof AdminProductDeletionSchema>;

/** Brands */
export const AdminBrandSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  product_count: z.number().int(),
  version: z.number().int(),
});
export const AdminBrandListSchema = z.array(AdminBrandSchema);
const brandFields = {
  name: LineTextSchema("Name", 80),
  slug: SlugInputSchema,
  description: MarkdownSchema("Description", 2_000),
};
export const BrandCreateSchema = z
  .object({ ...brandFields, slug: brandFields.slug.optional(), description: brandFields.description.default("") })
  .strict();
export const BrandUpdateSchema = z
  .object({
    name: brandFields.name.optional(),
    slug: brandFields.slug.optional(),
    description: brandFields.description.optional(),
    version: VersionSchema,
  })
  .strict();

/** Categories and their product types */
export const AdminTypeSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export const AdminCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  position: z.number().int(),
  product_count: z.number().int(),
  types: z.array(AdminTypeSchema),
  version: z.number().int(),
});
export const AdminCategoryListSchema = z.array(AdminCategorySchema);
const positionSchema = z
  .number({ error: "Position must be a whole number from 0 to 1000" })
  .int({ error: "Position must be a whole number from 0 to 1000" })
  .min(0, { error: "Position must be a whole number from 0 to 1000" })
  .max(1000, { error: "Position must be a whole number from 0 to 1000" });
export const CategoryCreateSchema = z
  .object({
    name: LineTextSchema("Name", 80),
    slug: SlugInputSchema.optional(),
    description: MarkdownSchema("Description", 2_000).default(""),
    position: positionSchema.optional(),
  })
  .strict();
export const CategoryUpdateSchema = z
  .object({
    name: LineTextSchema("Name", 80).optional(),
    slug: SlugInputSchema.optional(),
    description: MarkdownSchema("Description", 2_000).optional(),
    position: positionSchema.optional(),
    version: VersionSchema,
  })
  .strict();
export const TypeParamsSchema = z.object({ id: idSchema("id"), typeId: idSchema("typeId") });
export const TypeCreateSchema = z
  .object({ name: LineTextSchema("Name", 80), slug: SlugInputSchema.optional() })
  .strict();

/**
 * A product's fitment: its ACES applications (docs/decisions/027), any number per vehicle, each with its id
 * (to remove it), its engines, trims, position, note and quantity.
 */
export const AdminFitmentRowSchema = z.object({
  id: z.number().int(),
  vehicle: z.object({
    id: z.number().int(),
    slug: z.string(),
    year: z.number().int(),
    make: z.string(),
    model: z.string(),
    /** What the vehicle has (vPIC), i.e. what `engines`/`trims` may name. */
    known_engines: z.array(z.string()),
    known_trims: z.array(z.string()),
  }),
  engines: z.array(z.string()).nullable(),
  trims: z.array(z.string()).nullable(),
  position: PositionSchema.nullable(),
  note: z.string().nullable(),
  quantity: z.number().int().nullable(),
});
export const AdminFitmentListSchema = z.array(AdminFitmentRowSchema);

const yearSchema = (label: string) =>
  z
    .number({ error: `${label} must be a model year from 1900 to 2100` })
    .int({ error: `${label} must be a model year from 1900 to 2100` })
    .min(1900, { error: `${label} must be a model year from 1900 to 2100` })
    .max(2100, { error: `${label} must be a model year from 1900 to 2100` });
const qualifierList = (label: string) =>
  z
    .array(LineTextSchema(label, 160))
    .min(1, { error: `${label}: leave it out for all, or name at least one` })
    .max(20);

/**
 * Adds an application of the part to a make and model over a range of years (one per year); one the
 * product already has for every year is a 409, one with another quantity takes this quantity.
 */
export const FitmentAddSchema = z
  .object({
    make: LineTextSchema("Make", 80),
    model: LineTextSchema("Model", 120),
    year_from: yearSchema("year_from"),
    year_to: yearSchema("year_to"),
    engines: qualifierList("Engine").nullable().default(null),
    trims: qualifierList("Trim").nullable().default(null),
    position: PositionSchema.nullable().default(null),
    note: LineTextSchema("Note", 300).nullable().default(null),
    quantity: z
      .number({ error: "Quantity must be a whole number from 1 to 100" })
      .int({ error: "Quantity must be a whole number from 1 to 100" })
      .min(1, { error: "Quantity must be a whole number from 1 to 100" })
      .max(100, { error: "Quantity must be a whole number from 1 to 100" })
      .nullable()
      .default(null),
  })
  .strict();
export type FitmentAdd = z.input<typeof FitmentAddSchema>;

export const FitmentRowParamsSchema = z.object({ id: idSchema("id"), vehicleId: idSchema("vehicleId") });
export const FitmentApplicationParamsSchema = z.object({
  id: idSchema("id"),
  applicationId: idSchema("applicationId"),
});

/** Bulk price and stock from a CSV (part_number, price, stock); blank price or stock leaves it as it is. */
export const BulkUpdateRequestSchema = z
  .object({
    csv: z.string({ error: "csv holds the file's text" }).min(1, { error: "The file is empty" }),
    dry_run: z.boolean({ error: "dry_run must be true or false" }).default(true),
  })
  .strict();

export const ImportProblemSchema = z.object({
  line: z.number().int(),
  /** `absent`: a fitment delete naming an application the shop does not have (nothing to delete). */
  kind: z.enum(["invalid", "unknown_part", "unknown_vehicle", "duplicate", "absent"]),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblemSchema>;
/** Whether a problem line stops the file from being applied: duplicates and absent deletes do not. */
export const blocksImport = (problem: ImportProblem) => problem.kind !== "duplicate" && problem.kind !== "absent";

export const BulkUpdateReportSchema = z.object({
  dry_run: z.boolean(),
  applied: z.boolean(),
  lines: z.number().int(),
  changes: z.number().int(),
  unchanged: z.number().int(),
  /** Up to 500 problems in file order; `problem_count` is all of them. */
  problems: z.array(ImportProblemSchema),
  problem_count: z.number().int(),
  /** The first changes, for the dry run's preview. */
  preview: z.array(
    z.object({
      line: z.number().int(),
      part_number: z.string(),
      price: z.object({ before: z.number(), after: z.number() }),
      stock: z.object({ before: z.number().int(), after: z.number().int() }),
    }),
  ),
});
export type BulkUpdateReport = z.infer<typeof BulkUpdateReportSchema>;
