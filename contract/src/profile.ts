import { z } from "zod";
import {
  OUTSIDE_SHIPPING_COUNTRIES,
  SHIPPING_COUNTRIES,
  US_STATES,
  US_ZIP,
  zipStateMismatch,
} from "./address-regions.ts";
import { EmailSchema } from "./auth.ts";
import { VehicleConfigSchema } from "./fitment.ts";
import { flagSchema, idSchema, numberOrDigits } from "./ids.ts";

/** The profile part of the user. `level` is the discount percent the loyalty level gives. */
export const ProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lastname: z.string(),
  phone: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  username: z.string().nullable(),
  level: z.number().int(),
  level_name: z.string(),
  images: z.array(z.object({ path: z.string() })),
  mile: z.number().int(),
  max_mile: z.number().int(),
  /** 'admin': a shop operator, who may open the back office (/admin). */
  role: z.enum(["customer", "admin"]),
});

export const AddressSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  address_line1: z.string(),
  address_line2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  default: z.boolean(),
});

/** A favourite product — id, title, price, shipping, qty. */
export const FavoriteSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number(),
  shipping: z.number(),
  qty: z.number().int(),
  /** What a wishlist row shows besides those fields: the link, picture and brand. */
  slug: z.string(),
  path: z.string(),
  image_url: z.string().nullable(),
  brand: z.object({ slug: z.string(), name: z.string() }),
});

/** A garage car — id, year (string), make, model, main. */
export const GarageCarSchema = z.object({
  id: z.number().int(),
  year: z.string(),
  make: z.string(),
  model: z.string(),
  main: z.boolean(),
  slug: z.string(),
  path: z.string(),
  /** The car's configuration (docs/decisions/009), as GET /api/submodel names them; null when not chosen. */
  trim: z.string().nullable(),
  engine: z.string().nullable(),
});
export type GarageCar = z.infer<typeof GarageCarSchema>;

/** A payment card — id, payment_stripe_id, default (0/1); plus what a card list shows. */
export const PaymentCardSchema = z.object({
  id: z.number().int(),
  payment_stripe_id: z.string(),
  default: z.union([z.literal(0), z.literal(1)]),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});

export const OrderSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.string(),
  total: z.number(),
  created_at: z.string(),
});

/** The user as GET /api/profile answers it. */
export const UserSchema = z.object({
  profile: ProfileSchema,
  addresses: z.array(AddressSchema),
  wishlist: z.array(FavoriteSchema),
  garage: z.array(GarageCarSchema),
  payments: z.array(PaymentCardSchema),
  /** The latest orders plus every unpaid one; 'created' orders, which exist only inside checkout, are not listed. */
  orders: z.array(OrderSummarySchema),
  /** How many orders the user has in all ('created' ones aside); /api/orders pages through them. */
  order_count: z.number().int(),
  /** Saved articles. */
  news: z.array(z.object({ id: z.number().int(), slug: z.string(), title: z.string() })),
});
export type User = z.infer<typeof UserSchema>;

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    .refine((v) => !/[<>\u0000-\u001f]/.test(v), `${label} must not contain < > or control characters`);

/** PUT /api/profile/update — exactly these fields; anything else is refused. */
export const ProfileUpdateSchema = z
  .object({
    name: text(60, "First name"),
    lastname: text(60, "Last name"),
    phone: z
      .string()
      .trim()
      .regex(/^$|^\+?[0-9 ()-]{7,20}$/, "Enter a phone number like +1 555 010 0199"),
    email: EmailSchema,
    username: z
      .string()
      .trim()
      .regex(/^$|^[A-Za-z0-9_.-]{3,30}$/, "Username: 3–30 letters, digits, dots, dashes or underscores"),
  })
  .strict();

// ---- Garage: a car's `id` is the vehicle's id ----

export const GARAGE_MAX_CARS = 50;

const yearSchema = numberOrDigits(/^\d{4}$/, "Year must be four digits, like 2018", { min: 1000, max: 9999 }).pipe(
  z.number().int("Year must be four digits, like 2018"),
);

/** POST /api/profile/garage: the vehicle's id; year, make and model, when sent, must be that vehicle's. */
export const GarageCarAddSchema = z
  .object({
    id: idSchema("Vehicle id"),
    year: yearSchema.optional(),
    make: z.string().trim().min(1, "Make is required").max(100, "Make is too long").optional(),
    model: z.string().trim().min(1, "Model is required").max(150, "Model is too long").optional(),
    trim: VehicleConfigSchema.shape.trim.optional(),
    engine: VehicleConfigSchema.shape.engine.optional(),
    /**
     * Whether the added car becomes the main car (an added car does, so left out it is true). false
     * saves it beside the main car, which stays ('add to garage' from the history: the garage
     * changes only as asked, and keeping a car is not choosing it).
     */
    main: z.boolean({ error: "main must be true or false" }).optional(),
  })
  .strict();

/** PATCH /api/profile/garage: a saved car's trim and engine (null clears one; a left-out field stays). */
export const GarageCarConfigSchema = z
  .object({
    id: idSchema("Vehicle id"),
    trim: VehicleConfigSchema.shape.trim.optional(),
    engine: VehicleConfigSchema.shape.engine.optional(),
  })
  .strict();

/** PUT (choose or clear the main car) and DELETE /api/profile/garage. */
export const GarageCarRefSchema = z.object({ id: idSchema("Vehicle id") }).strict();

// ---- Addresses ----

export const ADDRESSES_MAX = 20;

const required = (max: number, label: string) => text(max, label).min(1, `${label} is required`);

/**
 * POST /api/profile/addresses/create and PUT /api/profile/addresses/update/{id}, and a new address
 * typed in at checkout. Only where the shop ships (the United States): a state code and a ZIP
 * (12345 or 12345-6789) that agree. `default` left out keeps the address's current standing.
 */
export const AddressInputSchema = z
  .object({
    first_name: required(60, "First name"),
    last_name: required(60, "Last name"),
    phone: z
      .string({ error: "Phone is required" })
      .trim()
      .regex(/^\+?[0-9 ()-]{7,20}$/, "Enter a phone number like +1 555 010 0199"),
    address_line1: required(100, "Address"),
    address_line2: text(100, "Address line 2").default(""),
    city: required(60, "City"),
    state: text(60, "State").default(""),
    zip: text(12, "ZIP code").default(""),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine((c) => SHIPPING_COUNTRIES.includes(c), OUTSIDE_SHIPPING_COUNTRIES)
      .default("US"),
    default: flagSchema("Default").optional(),
  })
  .strict()
  .superRefine((a, ctx) => {
    // An address abroad is refused on its country alone (above), not on a state it need not have.
    if (a.country !== "US") return;
    if (!Object.hasOwn(US_STATES, a.state.toUpperCase()))
      ctx.addIssue({ code: "custom", path: ["state"], message: "Choose a US state by its two-letter code, like OH" });
    if (!US_ZIP.test(a.zip))
      ctx.addIssue({ code: "custom", path: ["zip"], message: "ZIP code must look like 12345 or 12345-6789" });
    else {
      // Sales tax follows the destination, so the state must be the ZIP code's.
      const mismatch = zipStateMismatch(a.zip, a.state.toUpperCase());
      if (mismatch) ctx.addIssue({ code: "custom", path: ["zip"], message: mismatch });
    }
  })
  // US state codes are stored upper-case whatever case they were typed in.
  .overwrite((a) => (a.country === "US" ? { ...a, state: a.state.toUpperCase() } : a));
export type AddressInput = z.infer<typeof AddressInputSchema>;

export const AddressParamsSchema = z.object({ id: idSchema("Address id") });

// ---- Payment cards ----

export const PAYMENT_CARDS_MAX = 10;

const paymentMethodId = z
  .string({ error: "payment_stripe_id is required" })
  .trim()
  .regex(/^pm_[A-Za-z0-9_]{1,250}$/, "payment_stripe_id must be a card id like pm_…");

/**
 * POST /api/profile/payment in test mode (the simulated provider): a Stripe test card's details.
 * They are checked and turned into a `pm_…` id; the number and CVC are never stored.
 */
export const TestCardInputSchema = z
  .object({
    number: z
      .string({ error: "Card number is required" })
      .transform((v) => v.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(/^\d{12,19}$/, "Card number must be 12 to 19 digits")),
    exp_month: numberOrDigits(/^\d{1,2}$/, "Expiry month must be 1 to 12", { min: 1, max: 12 }).pipe(
      z.number().int().min(1, "Expiry month must be 1 to 12").max(12, "Expiry month must be 1 to 12"),
    ),
    exp_year: numberOrDigits(/^\d{2}$|^\d{4}$/, "Expiry year must be like 2030", { min: 0, max: 2100 })
      .transform((v) => (v < 100 ? 2000 + v : v))
      .pipe(z.number().int().min(2000, "Expiry year must be like 2030").max(2100, "Expiry year must be like 2030")),
    cvc: z
      .string({ error: "CVC is required" })
      .trim()
      .regex(/^\d{3,4}$/, "CVC must be 3 digits (4 on American Express)"),
  })
  .strict();
export type TestCardInput = z.infer<typeof TestCardInputSchema>;

/** POST /api/profile/payment with Stripe: the SetupIntent the browser confirmed with Stripe.js. */
export const StripeCardInputSchema = z
  .object({
    setup_intent_id: z
      .string({ error: "setup_intent_id is required" })
      .trim()
      .regex(/^seti_[A-Za-z0-9_]{1,250}$/, "setup_intent_id must be a SetupIntent id like seti_…"),
  })
  .strict();

/** PATCH /api/profile/payment: setting a default makes all others non-default. */
export const PaymentCardUpdateSchema = z
  .object({ payment_stripe_id: paymentMethodId, default: flagSchema("Default") })
  .strict();

/** DELETE /api/profile/payment/ */
export const PaymentCardDeleteSchema = z.object({ payment_stripe_id: paymentMethodId }).strict();

// ---- Wishlist ----

export const WISHLIST_ADD_MAX = 200;
export const WISHLIST_MAX = 500;

/** POST /api/profile/wishlist: product ids to add; ids of products that no longer exist are skipped. */
export const WishlistAddSchema = z
  .object({
    products: z
      .array(idSchema("Product id"), { error: "products must be a list of product ids" })
      .max(WISHLIST_ADD_MAX, `At most ${WISHLIST_ADD_MAX} products at once`),
  })
  .strict();

/** DELETE /api/profile/wishlist */
export const WishlistRemoveSchema = z.object({ id: idSchema("Product id") }).strict();
