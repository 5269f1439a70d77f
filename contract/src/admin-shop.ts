import { z } from "zod";
import { PageQuerySchema } from "./admin.ts";
import { idSchema } from "./ids.ts";
import { OrderListItemSchema } from "./orders.ts";
import { UserSchema } from "./profile.ts";

/** The back office's orders, dashboard and customers. */

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
