import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Buyer, createOrdersTestApp, type OrdersTestApp } from "../../../test/order-fixtures.ts";
import { products } from "../../db/schema/index.ts";

let t: OrdersTestApp;
let pads: number;
let filter: number;
let padsSlug: string;
let operator: Buyer;
const camry = "toyota-camry-2018";

beforeAll(async () => {
  t = await createOrdersTestApp([
    { title: "Ceramic brake pads", priceCents: 4999, stock: 500, fits: [camry] },
    { title: "Cabin air filter", priceCents: 1999, stock: 500, universal: true },
  ]);
  [pads, filter] = t.productIds as [number, number];
  const rows = await t.db.select({ id: products.id, slug: products.slug }).from(products);
  padsSlug = rows.find((r) => r.id === pads)?.slug ?? "";
  operator = await t.buyer("Olive");
  await t.makeOperator(operator);
});
afterAll(() => t.close());

const card = { card: { number: "4242424242424242", exp_month: 12, exp_year: 2040, cvc: "123" } };
const admin = (orderId: number, action: "ship" | "complete", body?: unknown) =>
  t.send("POST", `/api/admin/orders/${orderId}/${action}`, operator, body);

/** An order of the pads and the filter, bought for the Camry (or no car), paid; completed unless told. */
async function order(b: Buyer, opts: { vehicle?: string | null; complete?: boolean } = {}) {
  const vehicle = opts.vehicle === undefined ? camry : opts.vehicle;
  const placed = await t.placeOrder(b, { [pads]: 1, [filter]: 1 }, vehicle ? { vehicle } : {});
  expect((await t.pay(b, placed.id, card)).statusCode).toBe(200);
  if (opts.complete !== false) {
    expect((await admin(placed.id, "ship", { tracking_number: "1Z999AA10123456784" })).statusCode).toBe(200);
    expect((await admin(placed.id, "complete")).statusCode).toBe(200);
  }
  const fit = (await t.send("GET", `/api/orders/${placed.id}/fit`, b)).json();
  return { id: placed.id, lines: fit.lines as Array<{ line_id: number; product_id: number }> };
}
const lineOf = (o: { lines: Array<{ line_id: number; product_id: number }> }, productId: number) =>
  o.lines.find((l) => l.product_id === productId)?.line_id as number;
const answer = (who: Buyer, orderId: number, lineId: number, body: unknown) =>
  t.send("PUT", `/api/orders/${orderId}/lines/${lineId}/fit`, who, body);
const productFit = async () =>
  (await t.send("GET", `/api/products/${padsSlug}/fit-answers?vehicle=${camry}`, null)).json();

describe("did it fit?", () => {
  test("a completed order asks for each line, for the car it was bought for", async () => {
    const b = await t.buyer();
    const o = await order(b);
    const fit = (await t.send("GET", `/api/orders/${o.id}/fit`, b)).json();
    expect(fit.asks).toBe(true);
    expect(fit.vehicle).toMatchObject({ slug: camry, name: "2018 Toyota Camry" });
    expect(fit.lines).toHaveLength(2);
    expect(fit.lines.every((l: { answer: unknown }) => l.answer === null)).toBe(true);
  });

  test("only a completed order can be answered", async () => {
    const b = await t.buyer();
    const o = await order(b, { complete: false });
    expect((await t.send("GET", `/api/orders/${o.id}/fit`, b)).json().asks).toBe(false);
    const res = await answer(b, o.id, lineOf(o, pads), { fits: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/once the order is completed/);
  });

  test("only the buyer's own order lines: another buyer's order, or a line of another order, is a 404", async () => {
    const [b, other] = [await t.buyer(), await t.buyer()];
    const o = await order(b);
    const mine = await order(other);
    expect((await answer(other, o.id, lineOf(o, pads), { fits: true })).statusCode).toBe(404);
    expect((await t.send("GET", `/api/orders/${o.id}/fit`, other)).statusCode).toBe(404);
    expect((await answer(b, o.id, lineOf(mine, pads), { fits: true })).statusCode).toBe(404);
    expect((await answer(b, o.id, lineOf(o, pads), { fits: true })).statusCode).toBe(200);
    expect(
      (await t.send("PUT", `/api/orders/${o.id}/lines/${lineOf(o, pads)}/fit`, null, { fits: true })).statusCode,
    ).toBe(401);
  });

  test("a 'No' needs a reason, a 'Yes' takes none, and the car of the order is the car", async () => {
    const b = await t.buyer();
    const o = await order(b);
    const line = lineOf(o, pads);
    expect((await answer(b, o.id, line, { fits: false })).statusCode).toBe(400);
    expect((await answer(b, o.id, line, { fits: false, reason: "too_small" })).statusCode).toBe(400);
    expect((await answer(b, o.id, line, { fits: true, reason: "other" })).statusCode).toBe(400);
    expect((await answer(b, o.id, line, { fits: true, extra: 1 })).statusCode).toBe(400);
    const civic = (await t.send("GET", "/api/vehicles/honda-civic-2015", null)).json()?.id;
    const other = await answer(b, o.id, line, { fits: true, vehicle_id: civic ?? 999 });
    expect(other.statusCode).toBe(422);
  });

  test("the answer can be changed, and the product's counts for the car follow", async () => {
    const before = await productFit();
    const b = await t.buyer();
    const o = await order(b);
    const line = lineOf(o, pads);
    const yes = await answer(b, o.id, line, { fits: true });
    expect(yes.statusCode).toBe(200);
    expect(yes.json().lines.find((l: { line_id: number }) => l.line_id === line).answer).toMatchObject({
      fits: true,
      reason: null,
      vehicle: { slug: camry },
    });
    expect((await productFit()).confirmed).toBe(before.confirmed + 1);

    const no = await answer(b, o.id, line, { fits: false, reason: "wrong_position" });
    expect(no.json().lines.find((l: { line_id: number }) => l.line_id === line).answer).toMatchObject({
      fits: false,
      reason: "wrong_position",
    });
    const after = await productFit();
    expect(after.confirmed).toBe(before.confirmed);
    expect(after.did_not_fit.total).toBe(before.did_not_fit.total + 1);
    expect(after.did_not_fit.reasons).toContainEqual({
      reason: "wrong_position",
      count:
        (before.did_not_fit.reasons.find((r: { reason: string }) => r.reason === "wrong_position")?.count ?? 0) + 1,
    });
    expect(after.vehicle).toMatchObject({ slug: camry, name: "2018 Toyota Camry" });
  });

  test("a card for the car shows how many owners confirmed it fits", async () => {
    const b = await t.buyer();
    const o = await order(b);
    await answer(b, o.id, lineOf(o, pads), { fits: true });
    const { confirmed } = await productFit();
    const product = (await t.send("GET", `/api/products/${padsSlug}?vehicle=${camry}`, null)).json();
    expect(product.fit_confirmations).toBe(confirmed);
    const plain = (await t.send("GET", `/api/products/${padsSlug}`, null)).json();
    expect(plain.fit_confirmations).toBeUndefined();
  });

  test("an order bought without a car: the buyer names one of their garage cars", async () => {
    const b = await t.buyer();
    const o = await order(b, { vehicle: null });
    const line = lineOf(o, filter);
    expect((await t.send("GET", `/api/orders/${o.id}/fit`, b)).json().vehicle).toBeNull();
    expect((await answer(b, o.id, line, { fits: true })).statusCode).toBe(400);
    const fit = (await t.send("GET", `/api/products/${padsSlug}/fit-answers?vehicle=${camry}`, null)).json();
    const camryId = fit.vehicle.id as number;
    expect((await answer(b, o.id, line, { fits: true, vehicle_id: camryId })).statusCode).toBe(404);
    expect((await t.send("POST", "/api/profile/garage", b, { id: camryId })).statusCode).toBe(201);
    const res = await answer(b, o.id, line, { fits: true, vehicle_id: camryId });
    expect(res.statusCode).toBe(200);
  });

  test("the completion mail asks, with a link to the order page", async () => {
    const b = await t.buyer();
    const o = await order(b);
    const mail = await t.mailAbout(b, "is complete");
    expect(mail.text).toContain("Did the parts fit your car?");
    expect(mail.text).toContain(`/profile/orders/${o.id}#did-it-fit`);
  });
});

describe("operators: parts that did not fit", () => {
  test("a part/vehicle pair with 3 'No' and no 'Yes' is flagged; a shopper gets a 403", async () => {
    for (let i = 0; i < 3; i++) {
      const b = await t.buyer();
      const o = await order(b, { vehicle: "honda-civic-2015" });
      expect((await answer(b, o.id, lineOf(o, filter), { fits: false, reason: "wrong_size" })).statusCode).toBe(200);
    }
    const res = await t.send("GET", "/api/admin/fit-reports?flagged=1", operator);
    expect(res.statusCode).toBe(200);
    const [first] = res.json().reports;
    expect(first).toMatchObject({
      product: { id: filter },
      vehicle: { slug: "honda-civic-2015" },
      yes: 0,
      no: 3,
      flagged: true,
    });
    expect(first.reasons).toContainEqual({ reason: "wrong_size", count: 3 });
    // The Camry's filter had a "Yes" (above): listed with its "No", not flagged.
    const all = (await t.send("GET", "/api/admin/fit-reports", operator)).json();
    for (const row of all.reports) expect(row.flagged).toBe(row.no >= 3 && row.yes === 0);
    expect(all.reports.length).toBeGreaterThan(1);
    const shopper = await t.buyer();
    expect((await t.send("GET", "/api/admin/fit-reports", shopper)).statusCode).toBe(403);
  });
});
