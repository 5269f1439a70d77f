import { z } from "zod";
import { OrderSchema, OrderStatusSchema } from "./orders.ts";

/** Orders per page of the back office's list. */
export const ADMIN_ORDERS_PAGE_SIZE = 25;

/** A calendar day, YYYY-MM-DD (a day that exists: no February 30). */
const day = (label: string) => z.iso.date({ error: `${label} must be a day of the calendar (YYYY-MM-DD)` });

/** GET /api/admin/orders: the filters, all in the back office's URL. */
export const AdminOrderListQuerySchema = z
  .object({
    status: OrderStatusSchema.optional(),
    /** Placed on or after this day (UTC). */
    from: day("From").optional(),
    /** Placed on or before this day (UTC). */
    to: day("To").optional(),
    /** A customer's email or name, or an order number, in part. */
    q: z.string().trim().max(120, { error: "Search must be at most 120 characters" }).optional(),
    page: z.coerce
      .number({ error: "Page must be a whole number from 1" })
      .int({ error: "Page must be a whole number from 1" })
      .min(1, { error: "Page must be a whole number from 1" })
      .max(100_000, { error: "Page must be at most 100000" })
      .default(1),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { error: "From must be on or before To", path: ["to"] });
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuerySchema>;

/** Who placed an order; null once they deleted their account (the order stays, docs/decisions/010). */
export const AdminOrderCustomerSchema = z
  .object({ id: z.number().int(), email: z.string(), name: z.string() })
  .nullable();

export const AdminOrderListItemSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: OrderStatusSchema,
  created_at: z.string(),
  /** Dollars. */
  total: z.number(),
  item_count: z.number().int(),
  customer: AdminOrderCustomerSchema,
  /**
   * The email a guest placed the order with (no account; `customer` is null until an account that
   * verified this email claims it, and the email stays for the record). Null for account orders.
   */
  guest_email: z.string().nullable(),
  /** The name on the shipping address (kept when the account is gone). */
  ship_to: z.string(),
  tracking_number: z.string().nullable(),
});
export type AdminOrderListItem = z.infer<typeof AdminOrderListItemSchema>;

export const AdminOrderListSchema = z.object({
  orders: z.array(AdminOrderListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  /** How many orders have each status, within the date and customer filters (the status tabs). */
  status_counts: z.record(OrderStatusSchema, z.number().int()),
});
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

/** GET /api/admin/orders/{id}: the order as its buyer sees it, with who placed it. */
export const AdminOrderSchema = OrderSchema.extend({
  customer: AdminOrderCustomerSchema,
  /** As in the list: the email of a guest order, null for an account's. */
  guest_email: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;
