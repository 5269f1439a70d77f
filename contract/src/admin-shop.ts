import { z } from "zod";
import { PageQuerySchema } from "./admin.ts";
import { idSchema } from "./ids.ts";
import { ORDER_STATUSES, OrderListItemSchema, OrderSchema } from "./orders.ts";
import { UserSchema } from "./profile.ts";

/** The back office's orders, dashboard and customers (issue 14 §2). */

const DAY = /^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const realDay = (s: string) => {
  const [y, m, d] = s.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d;
};
const dayQuery = (label: string) =>
  z
    .string()
    .regex(DAY, { error: `${label} must be a day like 2026-11-26` })
    .refine(realDay, { error: `${label} is not a real day of the calendar` });

export const AdminOrderQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: `status must be one of: ${ORDER_STATUSES.join(", ")}` }).optional(),
  /** Placed on or after this day (UTC). */
  from: dayQuery("from").optional(),
  /** Placed on or before this day (UTC). */
  to: dayQuery("to").optional(),
  /** The buyer's e-mail, name or the order number (part of it). */
  customer: z.string().trim().min(1).max(200, { error: "customer is too long (200 characters at most)" }).optional(),
  ...PageQuerySchema,
});

export const AdminCustomerRefSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
});

export const AdminOrderRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  total: z.number(),
  item_count: z.number().int(),
  /** Null once the buyer deleted their account (docs/decisions/010). */
  customer: AdminCustomerRefSchema.nullable(),
  tracking_number: z.string().nullable(),
});

export const AdminOrderListSchema = z.object({
  orders: z.array(AdminOrderRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

export const AdminOrderSchema = OrderSchema.extend({ customer: AdminCustomerRefSchema.nullable() });

export const DashboardSchema = z.object({
  /** The last 30 days (UTC), oldest first, every day present: orders paid and their revenue. */
  days: z.array(z.object({ day: z.string(), orders: z.number().int(), revenue: z.number() })),
  awaiting_shipment: z.number().int(),
  /** Unpaid orders whose payment deadline falls within the next 24 hours, soonest first. */
  unpaid_expiring: z.array(
    z.object({ id: z.number().int(), number: z.string(), expires_at: z.string(), total: z.number() }),
  ),
  /** Products with 5 or fewer in stock, fewest first (the first 20; `low_stock_count` is all). */
  low_stock: z.array(
    z.object({ id: z.number().int(), part_number: z.string(), title: z.string(), stock: z.number().int() }),
  ),
  low_stock_count: z.number().int(),
  /** The most sold parts of the last 30 days (paid orders, by quantity). */
  top_parts: z.array(
    z.object({
      product_id: z.number().int().nullable(),
      part_number: z.string(),
      title: z.string(),
      quantity: z.number().int(),
      revenue: z.number(),
    }),
  ),
  /** The vehicles most bought for in the last 30 days (paid orders). */
  top_vehicles: z.array(z.object({ vehicle_id: z.number().int(), label: z.string(), orders: z.number().int() })),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const AdminCustomerQuerySchema = z.object({
  /** Part of the e-mail, first name or last name. */
  q: z.string().trim().min(1).max(200, { error: "Search is too long (200 characters at most)" }).optional(),
  ...PageQuerySchema,
});

export const ROLES = ["customer", "admin"] as const;

export const AdminCustomerRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  lastname: z.string(),
  role: z.enum(ROLES),
  created_at: z.string(),
  order_count: z.number().int(),
  loyalty_level: z.string(),
});

export const AdminCustomerListSchema = z.object({
  customers: z.array(AdminCustomerRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

export const AdminCustomerSchema = z.object({
  role: z.enum(ROLES),
  created_at: z.string(),
  /** The account as the shopper sees it: profile, garage, addresses, wishlist, level. */
  user: UserSchema,
  loyalty: z.object({ level: z.string(), discount_percent: z.number().int(), mile: z.number().int() }),
  /** The latest 20 orders. */
  orders: z.array(OrderListItemSchema),
  order_count: z.number().int(),
});

export const RoleChangeSchema = z.object({ role: z.enum(ROLES, { error: "role must be customer or admin" }) }).strict();

export const CustomerParamsSchema = z.object({ id: idSchema("id") });
