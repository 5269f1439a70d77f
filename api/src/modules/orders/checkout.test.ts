import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Buyer, createOrdersTestApp, OHIO, type OrdersTestApp } from "../../../test/order-fixtures.ts";
import { addresses, orderLines, orders, users } from "../../db/schema/index.ts";

let t: OrdersTestApp;
let pads: number;
let rotor: number;
let kit: number;
let caliper: number;
beforeAll(async () => {
  t = await createOrdersTestApp([
    { title: "Ceramic brake pads", priceCents: 4999, stock: 40, shippingCents: 799 },
    { title: "Vented brake rotor", priceCents: 8950, stock: 12, handlingCents: 500, shippingCents: 1499 },
    { title: "Last brake kit", priceCents: 2000, stock: 3, shippingCents: 300 },
    { title: "Caliper", priceCents: 12000, stock: 5 },
  ]);
  [pads, rotor, kit, caliper] = t.productIds as [number, number, number, number];
});
afterAll(() => t.close());

const standardToOhio = { address: OHIO, shipping_method: "standard" };
const orderCount = async (userId: number) =>
  (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))).length;

describe("GET /api/checkout/shipping-methods", () => {
  test("lists standard, expedited and overnight, priced for the cart as it is", async () => {
    const b = await t.buyer();
    await t.fillCart(b, { [pads]: 1 });
    const res = await t.send("GET", "/api/checkout/shipping-methods", b);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: "standard", name: "Standard", price: 7.99, days: "3–7 business days" },
      { id: "expedited", name: "Expedited", price: 22.98, days: "2–3 business days" }, // 7.99 + 14.99
      { id: "overnight", name: "Overnight", price: 42.98, days: "Next business day" }, // 7.99 + 34.99
    ]);
  });

  test("standard is free from the threshold; expedited and overnight never are", async () => {
    const b = await t.buyer();
    await t.fillCart(b, { [pads]: 2 }); // 99.98
    const prices = (await t.send("GET", "/api/checkout/shipping-methods", b)).json() as Array<{ price: number }>;
    expect(prices.map((m) => m.price)).toEqual([0, 30.97, 50.97]); // 2 × 7.99 + 14.99 / + 34.99
  });

  test("an APO/FPO address is offered standard shipping only", async () => {
    const b = await t.buyer();
    await t.fillCart(b, { [pads]: 1 });
    const res = await t.send("GET", "/api/checkout/shipping-methods?state=ae", b);
    expect((res.json() as Array<{ id: string }>).map((m) => m.id)).toEqual(["standard"]);
  });

  test("needs a signed-in user", async () => {
    expect((await t.send("GET", "/api/checkout/shipping-methods", null)).statusCode).toBe(401);
  });
});

describe("POST /api/checkout/quote", () => {
  test("prices the stored cart now, with the shipping state's sales tax, and reserves nothing", async () => {
    const b = await t.buyer();
    await t.fillCart(b, { [pads]: 1, [rotor]: 1 });
    const res = await t.quote(b, { address: OHIO, shipping_method: "expedited" });
    expect(res.statusCode).toBe(200);
    const quote = res.json();
    expect(quote.lines.map((l: { title: string; quantity: number }) => [l.title, l.quantity])).toEqual([
      ["Ceramic brake pads", 1],
      ["Vented brake rotor", 1],
    ]);
    // 49.99 + 89.50 = 139.49; handling 5.00; expedited 7.99 + 14.99 + 14.99 = 37.97;
    // Ohio 5.75 % of 139.49 = 8.0207 → 8.02; total 139.49 + 5 + 37.97 + 8.02 = 190.48
    expect(quote.totals).toEqual({
      subtotal: 139.49,
      handling: 5,
      shipping: 37.97,
      tax: 8.02,
      tax_rate: 5.75,
      tax_state: "OH",
      discount: 0,
      loyalty_discount: 0,
      discount_percent: 0,
      total: 190.48,
      item_count: 2,
    });
    expect(quote.shipping_method).toEqual({
      id: "expedited",
      name: "Expedited",
      price: 37.97,
      days: "2–3 business days",
    });
    expect(quote.shipping_address.city).toBe("Columbus");
    expect(await t.stockOf(pads)).toBe(40);
  });

  test("Minnesota's 6.875 % is applied exactly and Oregon charges no sales tax", async () => {
    const b = await t.buyer();
    await t.fillCart(b, { [pads]: 1 });
    const mn = (
      await t.quote(b, { address: { ...OHIO, state: "MN", zip: "55401" }, shipping_method: "standard" })
    ).json();
    // 6.875 % of 49.99 = 3.4368 → 3.44; 49.99 + 7.99 + 3.44 = 61.42
    expect([mn.totals.tax_rate, mn.totals.tax, mn.totals.total]).toEqual([6.875, 3.44, 61.42]);
    const or = (
      await t.quote(b, { address: { ...OHIO, state: "OR", zip: "97201" }, shipping_method: "standard" })
    ).json();
    expect([or.totals.tax_rate, or.totals.tax, or.totals.total]).toEqual([0, 0, 57.98]);
  });

  test("an Ohio ZIP code with the state OR is refused, not taxed at Oregon's 0 %", async () => {
    const b = await t.buyer();
    await t.fillCart(b, { [pads]: 1 });
    const res = await t.quote(b, { address: { ...OHIO, state: "OR" }, shipping_method: "standard" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors["address.zip"]).toEqual([
      "ZIP code 43215 is in Ohio, not Oregon. Check the state and the ZIP code.",
    ]);
    // Military and territory ZIP codes match their own "states".
    for (const [state, zip] of [
      ["AE", "09001"],
      ["AP", "96201"],
      ["PR", "00901"],
      ["DC", "20001"],
    ]) {
      const ok = await t.quote(b, { address: { ...OHIO, state, zip }, shipping_method: "standard" });
      expect(ok.statusCode, `${state} ${zip}`).toBe(200);
    }
  });

  test("the loyalty discount comes off the goods before tax", async () => {
    const b = await t.buyer();
    await t.db.update(users).set({ mile: 1000 }).where(eq(users.id, b.id)); // Silver: 4 %
    await t.fillCart(b, { [pads]: 1, [rotor]: 1 });
    const { totals } = (await t.quote(b, standardToOhio)).json();
    // 4 % of 139.49 = 5.58; tax 5.75 % of 133.91 = 7.70; 139.49 + 5 + 0 + 7.70 − 5.58 = 146.61
    expect([totals.discount, totals.discount_percent, totals.tax, totals.total]).toEqual([5.58, 4, 7.7, 146.61]);
  });

  test("a price changed after the part entered the cart is quoted at the current price", async () => {
    const b = await t.buyer();
    await t.fillCart(b, { [caliper]: 1 });
    await t.setPrice(caliper, 13500);
    const quote = (await t.quote(b, standardToOhio)).json();
    expect(quote.lines[0].price).toBe(135);
    expect(quote.totals.subtotal).toBe(135);
    await t.setPrice(caliper, 12000);
  });

  test("an address outside the United States is refused: the shop ships within the US only", async () => {
    const b = await t.buyer();
    await t.fillCart(b, { [pads]: 1 });
    const res = await t.quote(b, {
      address: { ...OHIO, state: "", zip: "10115", city: "Berlin", country: "DE" },
      shipping_method: "standard",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors["address.country"]).toEqual([
      "We ship within the United States only. Enter a US address.",
    ]);
    // An address abroad saved before the address book refused them is refused at checkout.
    const [saved] = await t.db
      .insert(addresses)
      .values({
        userId: b.id,
        firstName: "Dana",
        lastName: "Reyes",
        phone: "+49 30 000000",
        addressLine1: "Unter den Linden 1",
        city: "Berlin",
        state: "",
        zip: "10117",
        country: "DE",
        isDefault: true,
      })
      .returning({ id: addresses.id });
    const abroad = await t.quote(b, { address_id: saved?.id, shipping_method: "standard" });
    expect(abroad.statusCode).toBe(422);
    expect(abroad.json().message).toBe("Pitstop ships only to addresses in the United States for now.");
  });

  test("expedited shipping to an APO/FPO address is refused", async () => {
    const b = await t.buyer();
    await t.fillCart(b, { [pads]: 1 });
    const res = await t.quote(b, { address: { ...OHIO, state: "AE", zip: "09001" }, shipping_method: "expedited" });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/Expedited shipping does not reach APO\/FPO addresses/);
  });

  test("another user's saved address is a 404", async () => {
    const owner = await t.buyer();
    await t.send("POST", "/api/profile/addresses/create", owner, OHIO);
    const [theirs] = await t.db.select().from(addresses).where(eq(addresses.userId, owner.id));
    const b = await t.buyer();
    await t.fillCart(b, { [pads]: 1 });
    const res = await t.quote(b, { address_id: theirs?.id, shipping_method: "standard" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Address not found");
  });
});

describe("POST /api/checkout", () => {
  test("places an order awaiting payment: a snapshot of the lines, stock reserved, the cart emptied", async () => {
    const b = await t.buyer();
    await t.fillCart(b, { [pads]: 2, [rotor]: 1 });
    const before = Date.now();
    const res = await t.checkout(b, { address: OHIO, shipping_method: "overnight" });
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order.number).toMatch(/^PS-\d{4}-\d{6}$/);
    expect(order.status).toBe("awaiting payment");
    expect(order.lines).toEqual([
      expect.objectContaining({
        product_id: pads,
        title: "Ceramic brake pads",
        price: 49.99,
        quantity: 2,
        subtotal: 99.98,
      }),
      expect.objectContaining({
        product_id: rotor,
        title: "Vented brake rotor",
        price: 89.5,
        handling: 5,
        quantity: 1,
      }),
    ]);
    // 99.98 + 89.50 = 189.48; overnight 2 × 7.99 + 14.99 + 34.99 = 65.96; tax 5.75 % = 10.8951 → 10.90
    expect(order.totals).toMatchObject({ subtotal: 189.48, handling: 5, shipping: 65.96, tax: 10.9, total: 271.34 });
    expect(order.shipping_method).toEqual({ id: "overnight", name: "Overnight", days: "Next business day" });
    expect(order.history.map((h: { status: string }) => h.status)).toEqual(["created", "awaiting payment"]);
    expect(order.payment).toMatchObject({ state: "unpaid", last_decline: null });
    expect([order.can_pay, order.can_cancel]).toEqual([true, true]);
    const deadline = Date.parse(order.expires_at) - before;
    expect(deadline).toBeGreaterThan(29 * 60_000);
    expect(deadline).toBeLessThan(31 * 60_000);

    expect(await t.stockOf(pads)).toBe(38);
    expect(await t.stockOf(rotor)).toBe(11);
    const cart = (await t.send("GET", "/api/cart", b)).json();
    expect(cart.cart).toEqual([]);
    // The profile's list shows it, 'awaiting payment' counting as unpaid.
    const profile = (await t.send("GET", "/api/profile", b)).json();
    expect(profile.orders).toEqual([
      expect.objectContaining({ id: order.id, status: "awaiting payment", total: 271.34 }),
    ]);
  });

  test("the confirmation mail arrives with the order number, the lines, the total and a pay link", async () => {
    const b = await t.buyer("Robin");
    const order = await t.placeOrder(b, { [pads]: 1 });
    const mail = await t.mailAbout(b, order.number);
    expect(mail.subject).toBe(`Your Pitstop order ${order.number} is waiting for payment`);
    expect(mail.text).toContain("Hi Robin,");
    expect(mail.text).toContain("1 × Ceramic brake pads: $49.99");
    expect(mail.text).toContain(`Total: $${order.totals.total.toFixed(2)}`);
    expect(mail.text).toContain(`https://shop.example/pay?order=${order.id}`);
    expect(mail.html).toContain("Ceramic brake pads");
  });

  test("a saved address is used by its id; a new one is kept when asked, and only once", async () => {
    const b = await t.buyer();
    await t.fillCart(b, { [pads]: 1 });
    const first = await t.checkout(b, { address: OHIO, save_address: true, shipping_method: "standard" });
    expect(first.statusCode).toBe(201);
    const saved = await t.db.select().from(addresses).where(eq(addresses.userId, b.id));
    expect(saved).toHaveLength(1);
    await t.fillCart(b, { [pads]: 1 });
    const second = await t.checkout(b, { address: OHIO, save_address: true, shipping_method: "standard" });
    expect(second.statusCode).toBe(201);
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, b.id))).toHaveLength(1);
    await t.fillCart(b, { [pads]: 1 });
    const byId = await t.checkout(b, { address_id: saved[0]?.id, shipping_method: "standard" });
    expect(byId.statusCode).toBe(201);
    expect(byId.json().shipping_address).toEqual({ ...OHIO, address_line2: "" });
  });

  test("an empty cart is a 409 'Your cart is empty'", async () => {
    const b = await t.buyer();
    const res = await t.checkout(b, standardToOhio);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Your cart is empty");
  });

  test("a line short of stock fails the whole checkout with a 409 naming the part, and nothing is written", async () => {
    const b = await t.buyer();
    await t.fillCart(b, { [pads]: 1, [kit]: 3 });
    await t.db.execute(sql`update products set stock = 2 where id = ${kit}`);
    const padsBefore = await t.stockOf(pads);
    const res = await t.checkout(b, { address: OHIO, save_address: true, shipping_method: "standard" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Only 2 left of Last brake kit. Lower its quantity in your cart to check out.");
    expect(await t.stockOf(pads)).toBe(padsBefore);
    expect(await t.stockOf(kit)).toBe(2);
    expect(await orderCount(b.id)).toBe(0);
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, b.id))).toHaveLength(0);
    const stored = await t.db.execute(
      sql`select l.product_id, l.quantity from cart_lines l join carts c on c.id = l.cart_id where c.user_id = ${b.id} order by l.product_id`,
    );
    expect((stored as unknown as { rows: unknown[] }).rows).toHaveLength(2);
    await t.db.execute(sql`update products set stock = 3 where id = ${kit}`);
  });

  test("a sold-out line is a 409 saying so", async () => {
    const b = await t.buyer();
    await t.fillCart(b, { [kit]: 1 });
    await t.db.execute(sql`update products set stock = 0 where id = ${kit}`);
    const res = await t.checkout(b, standardToOhio);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Last brake kit is sold out. Remove it from your cart to check out.");
    await t.db.execute(sql`update products set stock = 3 where id = ${kit}`);
  });

  test("a price changed after the part entered the cart is charged at the current price", async () => {
    const b = await t.buyer();
    await t.fillCart(b, { [caliper]: 1 });
    await t.setPrice(caliper, 11000);
    const order = await t.placeOrder(b, { [caliper]: 1 });
    await t.setPrice(caliper, 12000);
    expect(order.totals.total).toBe(116.33); // 110.00 + free shipping + 5.75 % (6.325 → 6.33)
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line?.unitPriceCents).toBe(11000);
    // The snapshot keeps the price the order was placed at.
    expect((await t.order(b, order.id)).json().lines[0].price).toBe(110);
  });

  test("without an Idempotency-Key the checkout is a 400 and nothing is ordered", async () => {
    const b = await t.buyer();
    await t.fillCart(b, { [pads]: 1 });
    const res = await t.checkout(b, standardToOhio, null);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Idempotency-Key header is required/);
    expect(await orderCount(b.id)).toBe(0);
  });

  test.each([
    ["a price", { price: 0.01 }],
    ["a total", { total: 0.01 }],
    ["a status", { status: "paid" }],
    ["a user id", { user_id: 1 }],
    ["lines with quantities", { products: [{ id: 1, quantity: -1 }] }],
  ])("%s in the body is refused and nothing is ordered", async (_what, extra) => {
    const b = await t.buyer();
    await t.fillCart(b, { [pads]: 1 });
    const res = await t.checkout(b, { ...standardToOhio, ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Unrecognized key/i);
    expect(await orderCount(b.id)).toBe(0);
  });

  test("a negative quantity never reaches a cart, so it never reaches an order", async () => {
    const b = await t.buyer();
    const res = await t.send("POST", "/api/cart", b, { products: [{ id: pads, quantity: -2 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Quantity cannot be negative/);
  });

  test("both or neither of address and address_id is a 400", async () => {
    const b = await t.buyer();
    await t.fillCart(b, { [pads]: 1 });
    expect((await t.checkout(b, { shipping_method: "standard" })).statusCode).toBe(400);
    expect((await t.checkout(b, { address: OHIO, address_id: 1, shipping_method: "standard" })).statusCode).toBe(400);
    expect((await t.checkout(b, { address: OHIO, shipping_method: "teleport" })).statusCode).toBe(400);
  });

  test("a visitor cannot check out", async () => {
    expect((await t.checkout(null as unknown as Buyer, standardToOhio)).statusCode).toBe(401);
  });
});

describe("a mail server that is down", () => {
  test("does not fail the order: the checkout still answers 201", async () => {
    const down = await createOrdersTestApp([{ title: "Oil filter", priceCents: 1299, stock: 5 }], {
      SMTP_URL: "smtp://127.0.0.1:9",
    });
    try {
      const b = await down.buyer();
      const [filter] = down.productIds as [number];
      const order = await down.placeOrder(b, { [filter]: 1 });
      expect(order.status).toBe("awaiting payment");
      expect(await down.stockOf(filter)).toBe(4);
    } finally {
      await down.close();
    }
  });
});
