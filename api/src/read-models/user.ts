import type { User } from "@pitstop/contract/profile";
import { vehiclePagePath } from "@pitstop/contract/slug";
import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  addresses,
  articles,
  garageCars,
  orders,
  paymentCards,
  products,
  savedArticles,
  users,
  vehicles,
  wishlistItems,
} from "../db/schema/index.ts";
import { notFound } from "../lib/http-error.ts";
import { loyaltyFor } from "../lib/loyalty.ts";
import { addressView } from "../modules/addresses/service.ts";
import { productCards } from "../modules/catalogue/product-cards.ts";
import { mediaUrl } from "../modules/media/service.ts";

/**
 * The user answer (GET /api/profile, and every personal-area change answers it): read from the
 * tables of accounts, addresses, wishlist, garage, cards, orders, saved articles and media at once.
 */

/** How many recent orders GET /api/profile lists; /api/orders pages through all of them. */
export const PROFILE_RECENT_ORDERS = 20;

/** GET /api/profile: the signed-in user with every list the personal area shows, in parallel. */
export async function getUser(db: Db, userId: number): Promise<User> {
  const [[user], addressRows, wishlist, garage, cards, orderRows, saved, [orderCount]] = await Promise.all([
    db.select().from(users).where(eq(users.id, userId)),
    db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), asc(addresses.id)),
    db
      .select({
        id: products.id,
        title: products.title,
        priceCents: products.priceCents,
        shippingCents: products.shippingCents,
        stock: products.stock,
      })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(eq(wishlistItems.userId, userId))
      .orderBy(desc(wishlistItems.createdAt)),
    db
      .select({
        // A garage car is named by its vehicle's id; the garage endpoints take that id.
        id: garageCars.vehicleId,
        main: garageCars.isMain,
        year: vehicles.year,
        make: vehicles.make,
        model: vehicles.model,
        slug: vehicles.slug,
        trim: garageCars.trim,
        engine: garageCars.engine,
      })
      .from(garageCars)
      .innerJoin(vehicles, eq(vehicles.id, garageCars.vehicleId))
      .where(eq(garageCars.userId, userId))
      .orderBy(asc(garageCars.id)),
    db.select().from(paymentCards).where(eq(paymentCards.userId, userId)).orderBy(asc(paymentCards.id)),
    db
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        totalCents: orders.totalCents,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          ne(orders.status, "created"),
          // Read on every signed-in page load: the latest few, plus every open one — unpaid (the
          // menu's badge counts those; they expire within the payment window, so they stay few) and
          // paid but not shipped (they keep the account from being deleted, docs/decisions/010).
          sql`(${orders.status} in ('awaiting payment', 'paid', 'awaiting shipment') or ${orders.id} in (
            select o.id from orders o where o.user_id = ${userId} and o.status <> 'created'
            order by o.created_at desc limit ${PROFILE_RECENT_ORDERS}))`,
        ),
      )
      .orderBy(desc(orders.createdAt)),
    db
      .select({ id: articles.id, slug: articles.slug, title: articles.title })
      .from(savedArticles)
      .innerJoin(articles, eq(articles.id, savedArticles.articleId))
      .where(eq(savedArticles.userId, userId))
      .orderBy(desc(savedArticles.createdAt)),
    // Counted on the (user_id, created_at) index.
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, userId), ne(orders.status, "created"))),
  ]);
  if (!user) throw notFound("Account not found");
  // Links, pictures and brands of the wishlist's parts, in one more query when there are any.
  const wishlistCards = new Map(
    (
      await productCards(
        db,
        wishlist.map((w) => w.id),
        null,
      )
    ).map((c) => [c.id, c]),
  );
  const loyalty = loyaltyFor(user.mile);
  const avatar = mediaUrl(user.avatarMediaId);
  return {
    profile: {
      id: user.id,
      name: user.name,
      lastname: user.lastname,
      phone: user.phone,
      email: user.email,
      email_verified: user.emailVerifiedAt !== null,
      username: user.username,
      level: loyalty.discountPercent,
      level_name: loyalty.name,
      images: avatar ? [{ path: avatar }] : [],
      mile: user.mile,
      max_mile: loyalty.maxMile,
      role: user.role === "admin" ? "admin" : "customer",
    },
    addresses: addressRows.map((a) => ({ id: a.id, ...addressView(a), default: a.isDefault })),
    wishlist: wishlist.flatMap((w) => {
      const card = wishlistCards.get(w.id);
      if (!card) return [];
      return [
        {
          id: w.id,
          title: w.title,
          price: w.priceCents / 100,
          shipping: w.shippingCents / 100,
          qty: w.stock,
          slug: card.slug,
          path: card.path,
          image_url: card.image_url,
          brand: card.brand,
        },
      ];
    }),
    garage: garage.map((g) => ({
      id: g.id,
      year: String(g.year),
      make: g.make,
      model: g.model,
      main: g.main,
      slug: g.slug,
      path: vehiclePagePath(g),
      trim: g.trim,
      engine: g.engine,
    })),
    payments: cards.map((c) => ({
      id: c.id,
      payment_stripe_id: c.paymentStripeId,
      default: c.isDefault ? 1 : 0,
      brand: c.brand,
      last4: c.last4,
      exp_month: c.expMonth,
      exp_year: c.expYear,
    })),
    orders: orderRows.map((o) => ({
      id: o.id,
      number: o.number,
      status: o.status,
      total: o.totalCents / 100,
      created_at: o.createdAt.toISOString(),
    })),
    news: saved,
    order_count: orderCount?.n ?? 0,
  };
}
