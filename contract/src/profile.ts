import { z } from "zod";
import { EmailSchema } from "./auth.ts";

/** spec §3: the profile part of the user. `level` is the discount percent the loyalty level gives. */
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

/** spec §3: favourite product — id, title, price, shipping, qty. */
export const FavoriteSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number(),
  shipping: z.number(),
  qty: z.number().int(),
});

/** spec §3: car — id, year (string), make, model, main. */
export const GarageCarSchema = z.object({
  id: z.number().int(),
  year: z.string(),
  make: z.string(),
  model: z.string(),
  main: z.boolean(),
  slug: z.string(),
  path: z.string(),
});

/** spec §3: payment card — id, payment_stripe_id, default (0/1); plus what a card list shows. */
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

/** spec §3: the user as GET /api/profile answers it. */
export const UserSchema = z.object({
  profile: ProfileSchema,
  addresses: z.array(AddressSchema),
  wishlist: z.array(FavoriteSchema),
  garage: z.array(GarageCarSchema),
  payments: z.array(PaymentCardSchema),
  /** 'created' orders are not listed (spec §3). */
  orders: z.array(OrderSummarySchema),
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

/** spec §7: PUT /api/profile/update — exactly these fields; anything else is refused. */
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
