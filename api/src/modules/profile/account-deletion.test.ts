import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Buyer, createOrdersTestApp, type OrdersTestApp } from "../../../test/order-fixtures.ts";
import {
  addresses,
  carts,
  garageCars,
  idempotencyKeys,
  orderStatusHistory,
  orders,
  paymentCards,
  paymentCustomers,
  payments,
  productReviews,
  returns,
  sessions,
  simulatedPaymentMethods,
  users,
  vehicles,
  wishlistItems,
} from "../../db/schema/index.ts";
import { DELETED_AUTHOR_NAME } from "../../flows/account-closing.ts";
import { PROFILE_RECENT_ORDERS } from "../../read-models/user.ts";

/**
 * docs/decisions/010: deleting an account erases the person and keeps the shop's
 * records — orders and payments stay, detached — and never erases an order the shop still owes.
 */
let t: OrdersTestApp;
let pads: number;
let rotor: number;
let operator: Buyer;
beforeAll(async () => {
  t = await createOrdersTestApp([
    { title: "Ceramic brake pads", priceCents: 4999, stock: 50, shippingCents: 799 },
    { title: "Vented brake rotor", priceCents: 8999, stock: 20, shippingCents: 999 },
  ]);
  [pads, rotor] = t.productIds as [number, number];
  operator = await t.buyer("Olive");
  await t.makeOperator(operator);
});
afterAll(() => t.close());

const card = { card: { number: "4242424242424242", exp_month: 12, exp_year: 2040, cvc: "123" } };
const deleteAccount = (who: Buyer) => t.send("DELETE", "/api/profile", who);

async function paidOrder(b: Buyer, lines: Record<number, number>) {
  const order = await t.placeOrder(b, lines);
  const res = await t.pay(b, order.id, card);
  if (res.statusCode !== 200) throw new Error(`pay failed: ${res.body}`);
  return order;
}

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

describe("an account with an order that is paid and not shipped", () => {
  test("cannot be deleted: 409 names the order, and nothing changes", async () => {
    const b = await t.buyer();
    const order = await paidOrder(b, { [pads]: 2 });
    const stock = await t.stockOf(pads);
    const res = await deleteAccount(b);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: `Your order ${order.number} is paid and not shipped yet. Cancel it for a refund, or wait until it ships, then delete your account.`,
      errors: { orders: [order.number] },
    });
    expect((await t.send("GET", "/api/profile", b)).statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ userId: b.id, status: "awaiting shipment" });
    expect(await t.stockOf(pads)).toBe(stock);
  });

  test("the profile lists every paid, unshipped order, however many newer ones there are", async () => {
    const b = await t.buyer();
    const old = await paidOrder(b, { [pads]: 1 });
    // More newer orders than the profile's latest few push it out of them; it is still listed, being open.
    await t.db.execute(sql`update orders set created_at = now() - interval '30 days' where id = ${old.id}`);
    await t.db.execute(sql`
      insert into orders (number, user_id, status, subtotal_cents, handling_cents, shipping_cents, tax_cents,
                          total_cents, shipping_method, shipping_address)
      select 'PS-TEST-' || ${b.id} || '-' || g, user_id, 'canceled', subtotal_cents, handling_cents, shipping_cents,
             tax_cents, total_cents, shipping_method, shipping_address
      from orders, generate_series(1, ${PROFILE_RECENT_ORDERS + 1}) g where id = ${old.id}`);
    const user = (await t.send("GET", "/api/profile", b)).json();
    expect(user.orders.map((o: { number: string }) => o.number)).toContain(old.number);
  });

  test("once the buyer cancels it (refunded), the account goes and the order and payment stay, detached", async () => {
    const b = await t.buyer();
    const order = await paidOrder(b, { [pads]: 1, [rotor]: 1 });
    const before = await orderRow(order.id);
    expect((await t.send("POST", `/api/orders/${order.id}/cancel`, b)).statusCode).toBe(200);

    const res = await deleteAccount(b);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "User account deleted" });
    const kept = await orderRow(order.id);
    expect(kept).toMatchObject({
      userId: null,
      status: "canceled",
      number: order.number,
      totalCents: before?.totalCents,
      // The place it was taxed at stays; who and where exactly does not (decision 010, "What stays").
      shippingAddress: {
        first_name: "",
        last_name: "",
        phone: "",
        address_line1: "",
        address_line2: "",
        city: before?.shippingAddress.city,
        state: before?.shippingAddress.state,
        zip: before?.shippingAddress.zip,
        country: before?.shippingAddress.country,
      },
    });
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ status: "succeeded", refundStatus: "succeeded", cardLast4: "4242" });
  });

  test("a shipped order does not block; the operator completes it afterwards without miles or mail", async () => {
    const b = await t.buyer();
    const order = await paidOrder(b, { [rotor]: 1 });
    const ship = await t.send("POST", `/api/admin/orders/${order.id}/ship`, operator, {
      tracking_number: "1Z999AA10123456784",
    });
    expect(ship.statusCode).toBe(200);
    expect((await deleteAccount(b)).statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ userId: null, status: "shipped" });
    // The back office sees a former customer: no name, email, street or phone anywhere in the order.
    const seen = await t.send("GET", `/api/admin/orders/${order.id}`, operator);
    expect(seen.json()).toMatchObject({
      customer: null,
      guest_email: null,
      shipping_address: { first_name: "", last_name: "", phone: "", address_line1: "", state: "OH", zip: "43215" },
    });
    for (const personal of [b.email, "Dana", "614 555", "Gear St"]) expect(seen.body).not.toContain(personal);
    const listed = await t.send("GET", `/api/admin/orders?q=${order.number}`, operator);
    expect(listed.json().orders[0]).toMatchObject({ customer: null, guest_email: null, ship_to: "" });

    const done = await t.send("POST", `/api/admin/orders/${order.id}/complete`, operator);
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe("completed");
    const notes = await t.db
      .select({ note: orderStatusHistory.note })
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, "completed")));
    expect(notes).toEqual([{ note: "No miles: the account was deleted" }]);
  });

  test("a return waiting for its label blocks the deletion (the label needs the name and street); once issued, it goes", async () => {
    const b = await t.buyer();
    const order = await paidOrder(b, { [rotor]: 1 });
    await t.send("POST", `/api/admin/orders/${order.id}/ship`, operator, { tracking_number: "1Z999AA10123456785" });
    const [ret] = await t.db
      .insert(returns)
      .values({
        orderId: order.id,
        number: `${order.number}-R1`,
        itemsCents: 1000,
        handlingCents: 0,
        shippingCents: 0,
        taxCents: 0,
        feeCents: 0,
        estimateCents: 1000,
        freeLabel: true,
      })
      .returning({ id: returns.id });
    const refused = await deleteAccount(b);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Your return ${order.number}-R1 is waiting for a return label, which needs your name and address. Once the label is issued, delete your account.`,
    );
    expect((await orderRow(order.id))?.shippingAddress.first_name).toBe("Dana");
    await t.db
      .update(returns)
      .set({ status: "label_issued" })
      .where(eq(returns.id, ret?.id ?? 0));
    expect((await deleteAccount(b)).statusCode).toBe(200);
  });

  test("a payment going through right now blocks the deletion until it settles", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    await t.db
      .insert(payments)
      .values({ orderId: order.id, provider: "simulated", amountCents: 100, status: "processing" });
    const res = await deleteAccount(b);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `A payment for order ${order.number} is going through right now. Try again in a minute.`,
    );
    expect(await orderRow(order.id)).toMatchObject({ userId: b.id, status: "awaiting payment" });
  });
});

describe("deleting an account with unpaid orders", () => {
  test("cancels them and puts their parts back on the shelf; the orders stay, detached", async () => {
    const b = await t.buyer();
    const [padsBefore, rotorBefore] = [await t.stockOf(pads), await t.stockOf(rotor)];
    const first = await t.placeOrder(b, { [pads]: 3 });
    const second = await t.placeOrder(b, { [pads]: 1, [rotor]: 2 });
    expect(await t.stockOf(pads)).toBe((padsBefore ?? 0) - 4);

    expect((await deleteAccount(b)).statusCode).toBe(200);
    expect(await t.stockOf(pads)).toBe(padsBefore);
    expect(await t.stockOf(rotor)).toBe(rotorBefore);
    for (const o of [first, second]) {
      expect(await orderRow(o.id)).toMatchObject({ userId: null, status: "canceled", expiresAt: null });
      const history = await t.db
        .select({ to: orderStatusHistory.toStatus, note: orderStatusHistory.note })
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, o.id));
      expect(history.at(-1)).toEqual({ to: "canceled", note: "Canceled when the buyer deleted their account" });
    }
  });

  test("an account that reserved a part's whole stock and deleted itself leaves it on sale", async () => {
    const b = await t.buyer();
    const stock = (await t.stockOf(rotor)) ?? 0;
    await t.placeOrder(b, { [rotor]: stock });
    expect(await t.stockOf(rotor)).toBe(0);
    expect((await deleteAccount(b)).statusCode).toBe(200);
    expect(await t.stockOf(rotor)).toBe(stock);
  });
});

describe("the personal data of a deleted account", () => {
  test("is erased: profile, sessions, addresses, cards, garage, wishlist, cart, keys; a review keeps no name", async () => {
    const b = await t.buyer("Dana");
    const [vehicle] = await t.db.select({ id: vehicles.id }).from(vehicles).limit(1);
    expect(
      (
        await t.send("POST", "/api/profile/addresses/create", b, {
          first_name: "Dana",
          last_name: "Whitfield",
          phone: "+1 614 555 0199",
          address_line1: "52 E Gay St",
          city: "Columbus",
          state: "OH",
          zip: "43215",
          country: "US",
        })
      ).statusCode,
    ).toBeLessThan(300);
    await t.saveCard(b, "4242424242424242");
    if (vehicle) await t.db.insert(garageCars).values({ userId: b.id, vehicleId: vehicle.id, isMain: true });
    await t.db.insert(wishlistItems).values({ userId: b.id, productId: pads });
    await t.fillCart(b, { [pads]: 1 });
    const [review] = await t.db
      .insert(productReviews)
      .values({ productId: pads, userId: b.id, authorName: "Dana W.", rating: 5, title: "Quiet", body: "Quiet pads." })
      .returning({ id: productReviews.id });
    const order = await paidOrder(b, { [pads]: 1 });
    await t.send("POST", `/api/orders/${order.id}/cancel`, b);
    const [customer] = await t.db
      .select({ id: paymentCustomers.customerId })
      .from(paymentCustomers)
      .where(eq(paymentCustomers.userId, b.id));

    expect((await deleteAccount(b)).statusCode).toBe(200);
    const mine = <T extends { userId: unknown }>(table: T) => table;
    for (const table of [sessions, addresses, paymentCards, garageCars, wishlistItems, carts, idempotencyKeys]) {
      const rows = await t.db.select().from(mine(table)).where(eq(table.userId, b.id));
      expect(rows).toEqual([]);
    }
    expect(await t.db.select().from(users).where(eq(users.id, b.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(simulatedPaymentMethods)
        .where(inArray(simulatedPaymentMethods.customerId, [customer?.id ?? ""])),
    ).toEqual([]);
    const [kept] = await t.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.id, review?.id ?? -1));
    expect(kept).toMatchObject({ userId: null, authorName: DELETED_AUTHOR_NAME, body: "Quiet pads." });
    // The old token is dead and the address can open a new account.
    expect((await t.send("GET", "/api/profile", b)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: b.email, password: "tarmac-Sprocket-42" },
      remoteAddress: "10.251.0.9",
    });
    expect(again.statusCode).toBe(201);
    // The new account does not see the old orders.
    const fresh = { authorization: `Bearer ${again.json().token as string}` };
    expect((await t.app.inject({ method: "GET", url: "/api/orders", headers: fresh })).json()).toEqual([]);
  });
});

describe("the shop's records in the database", () => {
  test("a payment cannot be erased by deleting its order (the foreign key refuses)", async () => {
    const b = await t.buyer();
    const order = await paidOrder(b, { [pads]: 1 });
    await expect(t.db.delete(orders).where(eq(orders.id, order.id))).rejects.toThrow();
    expect(await t.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
  });
});
