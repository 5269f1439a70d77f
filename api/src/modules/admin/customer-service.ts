import type { AdminCustomerQuerySchema } from "@pitstop/contract/admin-shop";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { users } from "../../db/schema/index.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import { containing } from "../../lib/like.ts";
import { loyaltyFor } from "../../lib/loyalty.ts";
import { type Actor, recordAudit } from "../../plugins/audit.ts";

/** The back office's customers: search, one account with its orders, the admin role. */

export async function listCustomers(db: Db, q: z.output<typeof AdminCustomerQuerySchema>) {
  // The trigram index of migration 0014 answers a part of the e-mail or name anywhere in it.
  const condition = q.q
    ? sql`lower(u.email || ' ' || u.name || ' ' || u.lastname) like ${containing(q.q.toLowerCase())}`
    : sql`true`;
  const [rows, [count]] = await Promise.all([
    rowsOf<{
      id: number;
      email: string;
      name: string;
      lastname: string;
      role: "customer" | "admin";
      created_at: string | Date;
      mile: number;
      order_count: number;
    }>(
      db,
      sql`select u.id, u.email, u.name, u.lastname, u.role, u.created_at, u.mile,
                 (select count(*)::int from orders o where o.user_id = u.id and o.status <> 'created') as order_count
          from users u where ${condition}
          order by u.created_at desc, u.id desc
          limit ${q.page_size} offset ${(q.page - 1) * q.page_size}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from users u where ${condition}`),
  ]);
  return {
    customers: rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: r.name,
      lastname: r.lastname,
      role: r.role,
      created_at: new Date(r.created_at).toISOString(),
      order_count: r.order_count,
      loyalty_level: loyaltyFor(r.mile).name,
    })),
    total: count?.n ?? 0,
    page: q.page,
    page_size: q.page_size,
  };
}

/**
 * Grants or revokes the admin role. The shop never loses its last operator: the admins are locked
 * first, so two operators revoking each other at once cannot both succeed.
 */
export async function changeRole(db: Db, actor: Actor, id: number, role: "customer" | "admin") {
  await db.transaction(async (tx) => {
    const admins = await rowsOf<{ id: number }>(
      tx,
      sql`select id from users where role = 'admin' order by id for update`,
    );
    const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id)).for("update");
    if (!target) throw notFound("Customer not found");
    if (target.role === role) return;
    if (role === "customer" && admins.filter((a) => a.id !== id).length === 0) {
      throw new HttpError(
        422,
        id === actor.id
          ? "You are the shop's last operator: grant the role to someone else before giving yours up"
          : "This is the shop's last operator: the shop must keep at least one",
      );
    }
    await tx.update(users).set({ role }).where(eq(users.id, id));
    await recordAudit(tx, actor, {
      entity: "user",
      entityId: id,
      action: "role",
      before: { role: target.role },
      after: { role },
    });
  });
}
