import { LINE_PURCHASE_LIMIT } from "@pitstop/contract/cart";
import { MAX_UNPAID_ORDERS } from "@pitstop/contract/orders";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createOrdersTestApp, OHIO, type OrdersTestApp } from "../../../test/order-fixtures.ts";
import { cartLines, carts, products } from "../../db/schema/index.ts";

/**
 * What one account can hold — a few unpaid orders, a capped quantity per line — so no
 * account can take a part off sale; and a line that sold out in a cart is shown and named, never
 * a stuck checkout.
 */
let t: OrdersTestApp;
let pads: number;
let caliper: number;
beforeAll(async () => {
  t = await createOrdersTestApp([
    { title: "Ceramic brake pads", priceCents: 4999, stock: 500, shippingCents: 799 },
    { title: "Rebuilt caliper", priceCents: 12000, stock: 4 },
  ]);
  [pads, caliper] = t.productIds as [number, number];
});
afterAll(() => t.close());

const checkout = (who: Parameters<OrdersTestApp["checkout"]>[0]) =>
  t.checkout(who, { address: OHIO, shipping_method: "standard" });

describe("unpaid orders per account", () => {
  test(`at most ${MAX_UNPAID_ORDERS} at once; paying or canceling one makes room`, async () => {
    const b = await t.buyer();
    const placed = [];
    for (let i = 0; i < MAX_UNPAID_ORDERS; i++) placed.push(await t.placeOrder(b, { [pads]: 1 }));
    await t.fillCart(b, { [pads]: 1 });
    const stock = await t.stockOf(pads);
    const refused = await checkout(b);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `You already have ${MAX_UNPAID_ORDERS} unpaid orders. Pay or cancel one of them before placing another.`,
    );
    // Nothing was reserved and the cart is as it was.
    expect(await t.stockOf(pads)).toBe(stock);
    expect((await t.send("GET", "/api/cart", b)).json().cart).toHaveLength(1);

    await t.send("POST", `/api/orders/${placed[0]?.id}/cancel`, b);
    expect((await checkout(b)).statusCode).toBe(201);
  });

  test("an overdue unpaid order does not count: it is canceled first", async () => {
    const b = await t.buyer();
    const placed = [];
    for (let i = 0; i < MAX_UNPAID_ORDERS; i++) placed.push(await t.placeOrder(b, { [pads]: 1 }));
    await t.expire(placed[1]?.id ?? -1);
    await t.fillCart(b, { [pads]: 1 });
    expect((await checkout(b)).statusCode).toBe(201);
    expect((await t.order(b, placed[1]?.id ?? -1)).json().status).toBe("canceled");
  });
});

describe("quantity per line", () => {
  test(`a cart line holds at most ${LINE_PURCHASE_LIMIT} of a part, and so does the order`, async () => {
    const b = await t.buyer();
    const cart = await t.fillCart(b, { [pads]: 400 });
    expect(cart.cart[0]).toMatchObject({ qty: LINE_PURCHASE_LIMIT, cart: { quantity: LINE_PURCHASE_LIMIT } });
    const order = (await checkout(b)).json();
    expect(order.lines[0].quantity).toBe(LINE_PURCHASE_LIMIT);
  });

  test("a line stored above the limit (before it existed) buys only the limit", async () => {
    const b = await t.buyer();
    await t.fillCart(b, { [pads]: 1 });
    const [row] = await t.db.select({ id: carts.id }).from(carts).where(eq(carts.userId, b.id));
    await t.db.execute(sql`update cart_lines set quantity = 300 where cart_id = ${row?.id ?? -1}`);
    const order = (await checkout(b)).json();
    expect(order.lines[0].quantity).toBe(LINE_PURCHASE_LIMIT);
  });
});

describe("a part that sold out while in the cart", () => {
  test("stays in the cart at 0, unpriced; checkout names it; removing it lets checkout through", async () => {
    const b = await t.buyer();
    await t.fillCart(b, { [pads]: 2, [caliper]: 1 });
    const [before] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, caliper));
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, caliper));

    const cart = (await t.send("GET", "/api/cart", b)).json();
    expect(
      cart.cart.map((l: { id: number; qty: number; cart: { quantity: number } }) => [l.id, l.qty, l.cart.quantity]),
    ).toEqual([
      [pads, LINE_PURCHASE_LIMIT, 2],
      [caliper, 0, 0],
    ]);
    expect(cart.cartSummary.subtotal).toBe(99.98);
    expect(cart.cartSummary.itemCount).toBe(2);
    const quote = await t.quote(b, { address: OHIO, shipping_method: "standard" });
    expect(quote.statusCode).toBe(409);
    expect(quote.json().message).toBe("Rebuilt caliper is sold out. Remove it from your cart to check out.");
    const refused = await checkout(b);
    expect(refused.json().message).toBe("Rebuilt caliper is sold out. Remove it from your cart to check out.");

    expect((await t.send("DELETE", "/api/cart", b, { products: [caliper] })).statusCode).toBe(200);
    expect((await checkout(b)).statusCode).toBe(201);
    expect(await t.db.select().from(cartLines).where(eq(cartLines.productId, caliper))).toEqual([]);
    await t.db
      .update(products)
      .set({ stock: before?.stock ?? 4 })
      .where(eq(products.id, caliper));
  });
});
