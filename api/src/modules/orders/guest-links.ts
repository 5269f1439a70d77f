import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { linkSecrets, orders } from "../../db/schema/index.ts";
import { notFound } from "../../lib/http-error.ts";

/**
 * The private link to a guest's order (docs/decisions/030): `<order id>.<expiry, Unix seconds>.<MAC>`,
 * where the MAC is HMAC-SHA256 with the server's secret over the purpose, the order id, the expiry
 * and the order's guest email. Nothing is stored per link: a forged or altered token, one past its
 * expiry, or one for an order no longer a guest's (claimed by an account) simply does not verify.
 */
export const GUEST_LINK_DAYS = 30;
const SECRET_NAME = "guest-order-links";
const PURPOSE = "pitstop guest order";

const secrets = new WeakMap<Db, Promise<Buffer>>();

/** The signing secret: made once (256 random bits) by the first process that needs it, then shared. */
export function linkSecret(db: Db): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db
        .insert(linkSecrets)
        .values({ name: SECRET_NAME, secret: randomBytes(32).toString("base64url") })
        .onConflictDoNothing();
      const [row] = await db
        .select({ secret: linkSecrets.secret })
        .from(linkSecrets)
        .where(eq(linkSecrets.name, SECRET_NAME));
      if (!row) throw new Error("the guest link secret could not be read");
      return Buffer.from(row.secret, "base64url");
    })();
    // A failed read is not kept: the next request tries again.
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

const mac = (secret: Buffer, orderId: number, expires: number, email: string) =>
  createHmac("sha256", secret).update(`${PURPOSE}\n${orderId}\n${expires}\n${email}`).digest();

export type GuestLink = { token: string; expiresAt: Date };

/** A fresh link to the guest's order, valid for GUEST_LINK_DAYS. */
export async function signGuestLink(db: Db, orderId: number, guestEmail: string, now = Date.now()): Promise<GuestLink> {
  const expires = Math.floor(now / 1000) + GUEST_LINK_DAYS * 24 * 3600;
  const signature = mac(await linkSecret(db), orderId, expires, guestEmail).toString("base64url");
  return { token: `${orderId}.${expires}.${signature}`, expiresAt: new Date(expires * 1000) };
}

const TOKEN = /^([1-9][0-9]{0,9})\.([1-9][0-9]{0,11})\.([A-Za-z0-9_-]{43})$/;

/** The order id a token names, when its form is right and it has not expired (its MAC is checked against the order). */
export function parseGuestLink(
  token: string,
  now = Date.now(),
): { orderId: number; expires: number; mac: Buffer } | null {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const orderId = Number(m[1]);
  const expires = Number(m[2]);
  if (orderId > 2_147_483_647 || expires * 1000 <= now) return null;
  return { orderId, expires, mac: Buffer.from(m[3] as string, "base64url") };
}

/** Whether a parsed token's MAC is the one the server gives this order's guest email (constant time). */
export async function guestLinkMatches(
  db: Db,
  parsed: { orderId: number; expires: number; mac: Buffer },
  guestEmail: string,
): Promise<boolean> {
  const expected = mac(await linkSecret(db), parsed.orderId, parsed.expires, guestEmail);
  return expected.length === parsed.mac.length && timingSafeEqual(expected, parsed.mac);
}

/** The storefront's page for a guest order link. */
export const guestOrderUrl = (publicUrl: string, token: string) => `${publicUrl}/guest/orders/${token}`;

/** A guest's order: no account, the email it was placed with, not taken over by an account. */
export const GUEST_ORDER_SQL = sql.raw(
  `("orders"."user_id" is null and "orders"."guest_email" is not null and "orders"."claimed_at" is null)`,
);

/**
 * The guest order a link opens: its id and the email it was placed with. A token that is
 * malformed, forged, altered, expired, or names an order that is not (or no longer) a guest's is
 * a 404 — the same answer as an order that does not exist, so a link confirms nothing.
 */
export async function guestOrderFromLink(db: Db, token: string): Promise<{ orderId: number; guestEmail: string }> {
  const parsed = parseGuestLink(token);
  if (parsed) {
    const [row] = await db
      .select({ guestEmail: orders.guestEmail })
      .from(orders)
      .where(and(eq(orders.id, parsed.orderId), GUEST_ORDER_SQL));
    if (row?.guestEmail && (await guestLinkMatches(db, parsed, row.guestEmail))) {
      return { orderId: parsed.orderId, guestEmail: row.guestEmail };
    }
  }
  throw notFound("This order link is not valid or has expired. Use “Find my order” to get a fresh link by email.");
}

/** The guest order with this number and email, if there is one ("Find my order"). */
export async function guestOrderByNumber(db: Db, number: string, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.number, number.trim().toUpperCase()), eq(orders.guestEmail, email), GUEST_ORDER_SQL));
  return row?.id ?? null;
}
