import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { notFound } from "../lib/http-error.ts";
import { loyaltyFor } from "../lib/loyalty.ts";
import { orderPage } from "../modules/orders/order-queries.ts";
import { listItemView } from "../modules/orders/order-view.ts";
import { getUser } from "./user.ts";

/** One customer in the back office: their role, the user answer, loyalty and their latest orders. */
export async function getCustomer(db: Db, id: number) {
  const [row] = await db
    .select({ role: users.role, createdAt: users.createdAt, mile: users.mile })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw notFound("Customer not found");
  const [user, page] = await Promise.all([getUser(db, id), orderPage(db, id, 1, 20)]);
  const loyalty = loyaltyFor(row.mile);
  return {
    role: row.role as "customer" | "admin",
    created_at: row.createdAt.toISOString(),
    user,
    loyalty: { level: loyalty.name, discount_percent: loyalty.discountPercent, mile: row.mile },
    orders: page.rows.map(listItemView),
    order_count: page.total,
  };
}
