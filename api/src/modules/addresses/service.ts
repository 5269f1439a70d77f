import type { OrderAddress } from "@pitstop/contract/orders";
import { ADDRESSES_MAX, type AddressInput } from "@pitstop/contract/profile";
import { and, asc, count, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { addresses } from "../../db/schema/index.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import { lockUser, type Tx } from "../../lib/user-lock.ts";

const columns = (a: AddressInput) => ({
  firstName: a.first_name,
  lastName: a.last_name,
  phone: a.phone,
  addressLine1: a.address_line1,
  addressLine2: a.address_line2,
  city: a.city,
  state: a.state,
  zip: a.zip,
  country: a.country,
});

/**
 * POST /api/profile/addresses/create. The first address becomes the default; `default: true`
 * takes the default from the others.
 */
export async function createAddress(db: Db, userId: number, input: AddressInput): Promise<void> {
  await db.transaction((tx) => insertAddress(tx, userId, input));
}

/** Adds an address inside the caller's transaction (the address book's rules, user row locked). */
async function insertAddress(tx: Tx, userId: number, input: AddressInput) {
  await lockUser(tx, userId);
  const [held] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  const n = held?.n ?? 0;
  if (n >= ADDRESSES_MAX) {
    throw new HttpError(409, `You can keep at most ${ADDRESSES_MAX} addresses. Remove one to add another.`);
  }
  const isDefault = n === 0 || input.default === true;
  if (isDefault) await clearDefault(tx, userId);
  await tx.insert(addresses).values({ userId, ...columns(input), isDefault });
}

/** A saved address of the user, as an order snapshots it; another user's id is a 404. */
export async function addressForOrder(db: Db, userId: number, id: number): Promise<OrderAddress> {
  const [a] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!a) throw notFound("Address not found");
  return addressView(a);
}

/** A stored address as the API names its fields (an order's snapshot; the user answer adds id and default). */
export function addressView(a: typeof addresses.$inferSelect): OrderAddress {
  return {
    first_name: a.firstName,
    last_name: a.lastName,
    phone: a.phone,
    address_line1: a.addressLine1,
    address_line2: a.addressLine2,
    city: a.city,
    state: a.state,
    zip: a.zip,
    country: a.country,
  };
}

/**
 * "Save this address" at checkout, inside the order's transaction: added to the address book
 * unless the very same address is already there.
 */
export async function keepCheckoutAddress(tx: Tx, userId: number, input: AddressInput) {
  const same = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.firstName, input.first_name),
        eq(addresses.lastName, input.last_name),
        eq(addresses.phone, input.phone),
        eq(addresses.addressLine1, input.address_line1),
        eq(addresses.addressLine2, input.address_line2),
        eq(addresses.city, input.city),
        eq(addresses.state, input.state),
        eq(addresses.zip, input.zip),
        eq(addresses.country, input.country),
      ),
    );
  if (same.length === 0) await insertAddress(tx, userId, input);
}

/**
 * PUT /api/profile/addresses/update/{id}: every field is replaced. `default: true` makes it the
 * default; `default: false` on the default hands that to the oldest other address (an only
 * address stays the default); no `default` leaves it as it was.
 */
export async function updateAddress(db: Db, userId: number, id: number, input: AddressInput): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [current] = await tx
      .select({ isDefault: addresses.isDefault })
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!current) throw notFound("Address not found");
    let isDefault = current.isDefault;
    if (input.default === true && !current.isDefault) {
      await clearDefault(tx, userId);
      isDefault = true;
    } else if (input.default === false && current.isDefault) {
      const [next] = await oldestOther(tx, userId, id);
      if (next) {
        await clearDefault(tx, userId);
        await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
        isDefault = false;
      }
    }
    await tx
      .update(addresses)
      .set({ ...columns(input), isDefault })
      .where(eq(addresses.id, id));
  });
}

/** DELETE /api/profile/addresses/delete/{id}. Deleting the default promotes the oldest remaining. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [removed] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (!removed) throw notFound("Address not found");
    if (!removed.isDefault) return;
    const [next] = await oldestOther(tx, userId, id);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}

// Cleared before another is set: the one-default-per-user index checks every statement.
async function clearDefault(tx: Tx, userId: number) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

function oldestOther(tx: Tx, userId: number, id: number) {
  return tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), ne(addresses.id, id)))
    .orderBy(asc(addresses.createdAt), asc(addresses.id))
    .limit(1);
}
