import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Buyer, createOrdersTestApp, type OrdersTestApp } from "../../../test/order-fixtures.ts";
import {
  auditEntries,
  orderStatusHistory,
  payments,
  products,
  refunds,
  returns,
  simulatedRefunds,
  users,
} from "../../db/schema/index.ts";

let t: OrdersTestApp;
let pads: number;
let filter: number;
let padsSlug: string;
let operator: Buyer;
const camry = "toyota-camry-2018";

beforeAll(async () => {
  t = await createOrdersTestApp([
    // $49.99 pads that fit the Camry, $7.99 shipping each; a $19.99 universal filter with a $5 core charge.
    { title: "Ceramic brake pads", priceCents: 4999, stock: 500, shippingCents: 799, fits: [camry] },
    {
      title: "Cabin air filter",
      priceCents: 1999,
      stock: 500,
      shippingCents: 299,
      handlingCents: 500,
      universal: true,
    },
  ]);
  [pads, filter] = t.productIds as [number, number];
  const rows = await t.db.select({ id: products.id, slug: products.slug }).from(products);
  padsSlug = rows.find((r) => r.id === pads)?.slug ?? "";
  operator = await t.buyer("Olive");
  await t.makeOperator(operator);
});
afterAll(() => t.close());

const card = { card: { number: "4242424242424242", exp_month: 12, exp_year: 2040, cvc: "123" } };
const ship = (orderId: number) =>
  t.send("POST", `/api/admin/orders/${orderId}/ship`, operator, { tracking_number: "1Z999AA10123456784" });
const complete = (orderId: number) => t.send("POST", `/api/admin/orders/${orderId}/complete`, operator);

type OrderAnswer = {
  id: number;
  number: string;
  status: string;
  lines: Array<{
    id: number;
    product_id: number;
    quantity: number;
    returnable_quantity: number;
    fit_at_purchase: string | null;
  }>;
  can_return: boolean;
  return_by: string | null;
  returns: Array<{ id: number; status: string; refunded_amount: number | null }>;
  refunded_total: number;
  payment: { amount: number };
  totals: { total: number; shipping: number; tax: number };
};

/** An order of the given units, bought for the Camry unless told, paid, shipped and (unless told) completed. */
async function delivered(
  b: Buyer,
  units: Record<number, number>,
  opts: { vehicle?: string | null; complete?: boolean } = {},
) {
  const vehicle = opts.vehicle === undefined ? camry : opts.vehicle;
  const placed = await t.placeOrder(b, units, vehicle ? { vehicle } : {});
  expect((await t.pay(b, placed.id, card)).statusCode).toBe(200);
  expect((await ship(placed.id)).statusCode).toBe(200);
  if (opts.complete !== false) expect((await complete(placed.id)).statusCode).toBe(200);
  return (await t.order(b, placed.id)).json() as OrderAnswer;
}

const lineOf = (o: OrderAnswer, productId: number) => o.lines.find((l) => l.product_id === productId)?.id as number;
const ask = (b: Buyer | null, orderId: number, lines: unknown, quote = false) =>
  t.send("POST", `/api/orders/${orderId}/returns${quote ? "/quote" : ""}`, b, { lines });
const step = (id: number, action: "approve" | "refuse" | "receive", body?: unknown) =>
  t.send("POST", `/api/admin/returns/${id}/${action}`, operator, body);
const refund = (id: number, key: string | null = randomUUID(), who: Buyer = operator) =>
  t.send("POST", `/api/admin/returns/${id}/refund`, who, undefined, key === null ? {} : { "idempotency-key": key });
const cents = (dollars: number) => Math.round(dollars * 100);

/** Request → approve (label) → receive: a return ready to refund. */
async function received(b: Buyer, o: OrderAnswer, lines: unknown) {
  const made = await ask(b, o.id, lines);
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json().id as number;
  expect((await step(id, "approve")).statusCode).toBe(200);
  expect((await step(id, "receive")).statusCode).toBe(200);
  return id;
}

describe("a buyer's return of a part that didn't fit (the fit guarantee), end to end", () => {
  test("requested → approved with a label → received (back in stock) → refunded in full with shipping; mails, miles, audit", async () => {
    const b = await t.buyer();
    const o = await delivered(b, { [pads]: 2, [filter]: 1 });
    expect(o.can_return).toBe(true);
    expect(o.lines.every((l) => l.returnable_quantity === l.quantity)).toBe(true);
    expect(o.lines.find((l) => l.product_id === pads)?.fit_at_purchase).toBe("fits");
    const [{ mile: milesBefore } = { mile: 0 }] = await t.db
      .select({ mile: users.mile })
      .from(users)
      .where(eq(users.id, b.id));
    expect(milesBefore).toBeGreaterThan(0);

    const lines = [
      { line_id: lineOf(o, pads), quantity: 1, reason: "doesnt_fit", note: "Caliper bracket is different" },
    ];
    const quote = await ask(b, o.id, lines, true);
    expect(quote.statusCode).toBe(200);
    expect(quote.json().free_label).toBe(true);
    expect(quote.json().lines[0].guaranteed).toBe(true);
    const estimate = quote.json().refund_estimate;
    // Subtotal 2 × 49.99 + 19.99 = 119.97 (free shipping: over $99), tax 7 % = 8.40.
    expect(estimate).toMatchObject({ items: 49.99, handling: 0, shipping: 0, return_shipping_fee: 0 });
    expect(estimate.tax).toBeCloseTo((o.totals.tax * 4999) / 11997, 2);
    expect(estimate.total).toBeCloseTo(estimate.items + estimate.tax, 2);
    // A quote writes nothing.
    expect((await t.order(b, o.id)).json().returns).toEqual([]);

    const made = await ask(b, o.id, lines);
    expect(made.statusCode).toBe(201);
    const ret = made.json();
    expect(ret).toMatchObject({
      status: "requested",
      number: `${o.number}-R1`,
      free_label: true,
      refund_estimate: estimate,
    });
    expect(ret.lines[0]).toMatchObject({
      quantity: 1,
      reason: "doesnt_fit",
      guaranteed: true,
      note: "Caliper bracket is different",
    });
    expect((await t.mailAbout(b, "We received your return request")).text).toContain(ret.number);
    const after = (await t.order(b, o.id)).json() as OrderAnswer;
    expect(after.lines.find((l) => l.product_id === pads)?.returnable_quantity).toBe(1);
    expect(after.returns.map((r) => r.id)).toEqual([ret.id]);

    const approved = await step(ret.id, "approve");
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe("label_issued");
    expect(approved.json().label.tracking_number).toEqual(expect.any(String));
    expect((await t.mailAbout(b, "print your label")).text).toContain(approved.json().label.tracking_number);
    const label = await t.send("GET", `/api/orders/${o.id}/returns/${ret.id}/label`, b);
    expect(label.statusCode).toBe(200);
    expect(label.headers["content-type"]).toContain("application/pdf");
    expect(label.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(label.rawPayload.toString("latin1")).toContain(ret.number);
    // Someone else's label is not found.
    expect((await t.send("GET", `/api/orders/${o.id}/returns/${ret.id}/label`, await t.buyer())).statusCode).toBe(404);

    const stock = await t.stockOf(pads);
    const got = await step(ret.id, "receive", { damaged_line_ids: [] });
    expect(got.statusCode).toBe(200);
    expect(got.json().status).toBe("received");
    expect(await t.stockOf(pads)).toBe((stock ?? 0) + 1);

    const paid = await refund(ret.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: "refunded", refunded_amount: estimate.total });
    const page = (await t.order(b, o.id)).json() as OrderAnswer;
    expect(page.refunded_total).toBe(estimate.total);
    expect(page.returns[0]).toMatchObject({ status: "refunded", refunded_amount: estimate.total });
    expect((await t.mailAbout(b, "Refunded:")).subject).toContain(ret.number);
    // The miles the refunded dollars earned are taken back.
    const [{ mile } = { mile: 0 }] = await t.db.select({ mile: users.mile }).from(users).where(eq(users.id, b.id));
    expect(mile).toBe(milesBefore - (Math.floor(o.totals.total) - Math.floor(o.totals.total - estimate.total)));
    // Every operator step is in the audit trail.
    const trail = await t.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, "return"), eq(auditEntries.entityId, String(ret.id))));
    expect(trail.map((a) => a.action).sort()).toEqual(["approve", "issue_label", "receive", "refund"]);
  });

  test("the fit reports count the doesn't-fit return for the part and the Camry, with the note and configuration", async () => {
    const b = await t.buyer();
    const o = await delivered(b, { [pads]: 1 }, { vehicle: `${camry}|3.5L%20V6|` });
    const made = await ask(b, o.id, [
      { line_id: lineOf(o, pads), quantity: 1, reason: "doesnt_fit", note: "Rotor is bigger" },
    ]);
    expect(made.statusCode).toBe(201);
    const reports = (await t.send("GET", "/api/admin/fit-reports", operator)).json().reports as Array<{
      product: { id: number };
      vehicle: { slug: string };
      no: number;
      returned: number;
      returns: Array<{ note: string | null; configuration: string | null; return_number: string }>;
    }>;
    const row = reports.find((r) => r.product.id === pads && r.vehicle.slug === camry);
    expect(row?.returned).toBeGreaterThanOrEqual(1);
    expect(row?.no).toBeGreaterThanOrEqual(row?.returned ?? 1);
    expect(row?.returns).toContainEqual(
      expect.objectContaining({ note: "Rotor is bigger", return_number: made.json().number, configuration: "3.5L V6" }),
    );
    // The order's "Did it fit?" takes the return as the line's answer instead of asking.
    const asked = (await t.send("GET", `/api/orders/${o.id}/fit`, b)).json();
    expect(asked.lines[0]).toMatchObject({ line_id: lineOf(o, pads), returned_as_not_fitting: true });
    const fit = (await t.send("GET", `/api/products/${padsSlug}/fit-answers?vehicle=${camry}`, null)).json();
    expect(fit.did_not_fit.total).toBeGreaterThanOrEqual(1);
    // A refused return no longer counts.
    const before = row?.returned ?? 0;
    expect((await step(made.json().id, "refuse", { reason: "The rotor was already on the car" })).statusCode).toBe(200);
    const again = (await t.send("GET", "/api/admin/fit-reports", operator)).json().reports as typeof reports;
    expect(again.find((r) => r.product.id === pads && r.vehicle.slug === camry)?.returned ?? 0).toBe(before - 1);
  });
});

describe("what a return refunds", () => {
  test("no longer needed: parts and tax, no shipping, the $7.99 label fee deducted; the return page says so first", async () => {
    const b = await t.buyer();
    // One $19.99 filter with $5 handling and $2.99 shipping (under the free-shipping threshold).
    const o = await delivered(b, { [filter]: 1 });
    const quote = (
      await ask(b, o.id, [{ line_id: lineOf(o, filter), quantity: 1, reason: "not_needed" }], true)
    ).json();
    expect(quote.free_label).toBe(false);
    expect(quote.lines[0].guaranteed).toBe(false);
    expect(quote.refund_estimate).toMatchObject({ items: 19.99, handling: 5, shipping: 0, return_shipping_fee: 7.99 });
    expect(quote.refund_estimate.total).toBeCloseTo(19.99 + 5 + quote.refund_estimate.tax - 7.99, 2);
  });

  test("doesn't fit on an order bought without a car is not guaranteed; damaged gets its shipping back", async () => {
    const b = await t.buyer();
    const o = await delivered(b, { [filter]: 1 }, { vehicle: null });
    const line = lineOf(o, filter);
    const nofit = (await ask(b, o.id, [{ line_id: line, quantity: 1, reason: "doesnt_fit" }], true)).json();
    expect(nofit.lines[0].guaranteed).toBe(false);
    expect(nofit.free_label).toBe(false);
    const damaged = (await ask(b, o.id, [{ line_id: line, quantity: 1, reason: "damaged" }], true)).json();
    expect(damaged.free_label).toBe(true);
    expect(damaged.refund_estimate.shipping).toBe(o.totals.shipping);
    expect(damaged.refund_estimate.return_shipping_fee).toBe(0);
  });

  test("refunds never exceed the payment across several returns of one order", async () => {
    const b = await t.buyer();
    const o = await delivered(b, { [pads]: 3, [filter]: 2 });
    const padsLine = lineOf(o, pads);
    const filterLine = lineOf(o, filter);
    const first = await received(b, o, [{ line_id: padsLine, quantity: 2, reason: "doesnt_fit" }]);
    const second = await received(b, o, [
      { line_id: padsLine, quantity: 1, reason: "damaged" },
      { line_id: filterLine, quantity: 2, reason: "wrong_part" },
    ]);
    // The second return's estimate is made larger than what is left (as a wrong rounding or a
    // changed policy could): the refund is capped at what is left of the payment.
    await t.db.update(returns).set({ estimateCents: 10_000_00 }).where(eq(returns.id, second));
    expect((await refund(first)).statusCode).toBe(200);
    const last = await refund(second);
    expect(last.statusCode, last.body).toBe(200);
    const page = (await t.order(b, o.id)).json() as OrderAnswer;
    expect(cents(page.refunded_total)).toBe(cents(page.payment.amount));
    // Nothing is left to return, and a third return is refused.
    expect(page.can_return).toBe(false);
    const third = await ask(b, o.id, [{ line_id: padsLine, quantity: 1, reason: "other" }]);
    expect(third.statusCode).toBe(422);
    const [{ total } = { total: 0 }] = await t.db
      .select({ total: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
      .from(refunds)
      .innerJoin(returns, eq(returns.id, refunds.returnId))
      .where(eq(returns.orderId, o.id));
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, o.id), eq(payments.status, "succeeded")));
    expect(Number(total)).toBe(payment?.amountCents);
  });

  test("ten refund calls at once — with one key or ten — make one refund at the provider", async () => {
    const b = await t.buyer();
    for (const keys of [Array(10).fill(randomUUID()), Array.from({ length: 10 }, () => randomUUID())]) {
      const o = await delivered(b, { [pads]: 1 });
      const id = await received(b, o, [{ line_id: lineOf(o, pads), quantity: 1, reason: "doesnt_fit" }]);
      const answers = await Promise.all(keys.map((k) => refund(id, k)));
      // Every answer is the refunded return, or "being processed" for a repeat of a running key.
      for (const a of answers) expect([200, 409]).toContain(a.statusCode);
      expect(answers.some((a) => a.statusCode === 200 && a.json().status === "refunded")).toBe(true);
      const [payment] = await t.db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, o.id), eq(payments.status, "succeeded")));
      const atProvider = await t.db
        .select()
        .from(simulatedRefunds)
        .where(eq(simulatedRefunds.providerPaymentId, payment?.providerPaymentId ?? ""));
      expect(atProvider).toHaveLength(1);
      expect((await t.db.select().from(refunds).where(eq(refunds.returnId, id))).length).toBe(1);
      // And once refunded, another press changes nothing.
      const again = await refund(id);
      expect(again.statusCode).toBe(200);
      expect(
        await t.db
          .select()
          .from(simulatedRefunds)
          .where(eq(simulatedRefunds.providerPaymentId, payment?.providerPaymentId ?? "")),
      ).toHaveLength(1);
    }
  });

  test("a refund needs an Idempotency-Key, and only a received return can be refunded", async () => {
    const b = await t.buyer();
    const o = await delivered(b, { [pads]: 1 });
    const made = (await ask(b, o.id, [{ line_id: lineOf(o, pads), quantity: 1, reason: "wrong_part" }])).json();
    const keyless = await refund(made.id, null);
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().message).toMatch(/Idempotency-Key/);
    const early = await refund(made.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/cannot be refunded now/);
  });
});

describe("the operator's steps", () => {
  test("receiving puts units back in stock except those marked damaged", async () => {
    const b = await t.buyer();
    const o = await delivered(b, { [pads]: 2, [filter]: 1 });
    const made = (
      await ask(b, o.id, [
        { line_id: lineOf(o, pads), quantity: 2, reason: "damaged" },
        { line_id: lineOf(o, filter), quantity: 1, reason: "not_needed" },
      ])
    ).json();
    expect((await step(made.id, "approve")).statusCode).toBe(200);
    const [padsStock, filterStock] = [await t.stockOf(pads), await t.stockOf(filter)];
    const wrong = await step(made.id, "receive", { damaged_line_ids: [999_999] });
    expect(wrong.statusCode).toBe(422);
    const got = await step(made.id, "receive", { damaged_line_ids: [lineOf(o, pads)] });
    expect(got.statusCode).toBe(200);
    expect(await t.stockOf(pads)).toBe(padsStock);
    expect(await t.stockOf(filter)).toBe((filterStock ?? 0) + 1);
    const restocked = Object.fromEntries(
      got.json().lines.map((l: { line_id: number; restocked: boolean }) => [l.line_id, l.restocked]),
    );
    expect(restocked).toEqual({ [lineOf(o, pads)]: false, [lineOf(o, filter)]: true });
    // Received twice is a 409, with the return's state said.
    expect((await step(made.id, "receive")).statusCode).toBe(409);
  });

  test("a refused return refunds nothing, says why, and its units can be returned again", async () => {
    const b = await t.buyer();
    const o = await delivered(b, { [pads]: 1 });
    const made = (await ask(b, o.id, [{ line_id: lineOf(o, pads), quantity: 1, reason: "other" }])).json();
    expect((await step(made.id, "refuse", {})).statusCode).toBe(400);
    const refused = await step(made.id, "refuse", { reason: "Installed parts cannot be returned" });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ status: "refused", refusal_reason: "Installed parts cannot be returned" });
    expect((await t.mailAbout(b, "could not be accepted")).text).toContain("Installed parts cannot be returned");
    expect((await refund(made.id)).statusCode).toBe(409);
    expect(await t.db.select().from(refunds).where(eq(refunds.returnId, made.id))).toHaveLength(0);
    const page = (await t.order(b, o.id)).json() as OrderAnswer;
    expect(page.refunded_total).toBe(0);
    expect(page.lines[0]?.returnable_quantity).toBe(1);
    expect((await step(made.id, "approve")).statusCode).toBe(409);
  });

  test("the queue lists returns newest first, by status and reason, with counts", async () => {
    const b = await t.buyer();
    const o = await delivered(b, { [pads]: 2 });
    const made = (await ask(b, o.id, [{ line_id: lineOf(o, pads), quantity: 1, reason: "wrong_part" }])).json();
    const list = await t.send("GET", "/api/admin/returns?status=requested&reason=wrong_part", operator);
    expect(list.statusCode).toBe(200);
    expect(list.json().returns[0]).toMatchObject({ id: made.id, customer: { id: b.id }, vehicle: { slug: camry } });
    expect(list.json().returns.every((r: { status: string }) => r.status === "requested")).toBe(true);
    expect(list.json().status_counts.requested).toBeGreaterThanOrEqual(1);
    expect((await t.send("GET", "/api/admin/returns?status=lost", operator)).statusCode).toBe(400);
    expect((await t.send("GET", `/api/admin/returns/${made.id}`, operator)).json().order_paid).toBe(o.payment.amount);
  });

  test("a shopper's admin call is a 403 and a visitor's a 401; nothing changes", async () => {
    const b = await t.buyer();
    const o = await delivered(b, { [pads]: 1 });
    const made = (await ask(b, o.id, [{ line_id: lineOf(o, pads), quantity: 1, reason: "damaged" }])).json();
    expect((await t.send("POST", `/api/admin/returns/${made.id}/approve`, b)).statusCode).toBe(403);
    expect((await t.send("GET", "/api/admin/returns", b)).statusCode).toBe(403);
    expect((await refund(made.id, randomUUID(), b)).statusCode).toBe(403);
    expect((await t.send("POST", `/api/admin/returns/${made.id}/approve`, null)).statusCode).toBe(401);
    expect((await t.send("GET", `/api/admin/returns/${made.id}`, operator)).json().status).toBe("requested");
  });
});

describe("who may return what, and when", () => {
  test("another buyer's order is a 404, a visitor a 401", async () => {
    const b = await t.buyer();
    const o = await delivered(b, { [pads]: 1 });
    const lines = [{ line_id: lineOf(o, pads), quantity: 1, reason: "damaged" }];
    expect((await ask(await t.buyer(), o.id, lines)).statusCode).toBe(404);
    expect((await ask(await t.buyer(), o.id, lines, true)).statusCode).toBe(404);
    expect((await ask(null, o.id, lines)).statusCode).toBe(401);
  });

  test("an order not shipped yet is a 409 that says to cancel it instead", async () => {
    const b = await t.buyer();
    const placed = await t.placeOrder(b, { [pads]: 1 });
    expect((await t.pay(b, placed.id, card)).statusCode).toBe(200);
    const o = (await t.order(b, placed.id)).json() as OrderAnswer;
    expect(o.can_return).toBe(false);
    expect(o.return_by).toBeNull();
    const res = await ask(b, o.id, [{ line_id: o.lines[0]?.id, quantity: 1, reason: "not_needed" }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/cancel it instead/);
  });

  test("the window: 30 days from delivery, or from shipping plus 7 days while not marked delivered", async () => {
    const b = await t.buyer();
    const shipped = await delivered(b, { [pads]: 1 }, { complete: false });
    expect(shipped.can_return).toBe(true);
    const lines = (o: OrderAnswer) => [{ line_id: o.lines[0]?.id, quantity: 1, reason: "not_needed" }];
    const age = async (orderId: number, status: "shipped" | "completed", days: number) =>
      t.db
        .update(orderStatusHistory)
        .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
        .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, status)));
    await age(shipped.id, "shipped", 36);
    expect((await ask(b, shipped.id, lines(shipped), true)).statusCode).toBe(200);
    await age(shipped.id, "shipped", 38);
    const late = await ask(b, shipped.id, lines(shipped));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/return window of this order closed/);
    expect(((await t.order(b, shipped.id)).json() as OrderAnswer).can_return).toBe(false);

    const done = await delivered(b, { [pads]: 1 });
    await age(done.id, "shipped", 60);
    await age(done.id, "completed", 29);
    expect((await ask(b, done.id, lines(done), true)).statusCode).toBe(200);
    await age(done.id, "completed", 31);
    expect((await ask(b, done.id, lines(done))).statusCode).toBe(409);
  });

  test("422 for more units than are left or an unknown reason, 400 for a malformed request; nothing is written", async () => {
    const b = await t.buyer();
    const o = await delivered(b, { [pads]: 2 });
    const line = lineOf(o, pads);
    const tooMany = await ask(b, o.id, [{ line_id: line, quantity: 3, reason: "damaged" }]);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toMatch(/at most 2 can be returned/);
    const unknown = await ask(b, o.id, [{ line_id: line, quantity: 1, reason: "changed_my_mind" }]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toMatch(/Reason must be one of: doesnt_fit, damaged, wrong_part, not_needed, other/);
    const foreign = await ask(b, o.id, [{ line_id: 999_999, quantity: 1, reason: "damaged" }]);
    expect(foreign.statusCode).toBe(422);
    for (const bad of [
      [],
      [{ line_id: line, quantity: 0, reason: "damaged" }],
      [{ line_id: line, quantity: -1, reason: "damaged" }],
      [{ line_id: line, quantity: 1e9, reason: "damaged" }],
      [{ line_id: line, quantity: 1, reason: "damaged", note: "x".repeat(1001) }],
      [
        { line_id: line, quantity: 1, reason: "damaged" },
        { line_id: line, quantity: 1, reason: "other" },
      ],
    ]) {
      expect((await ask(b, o.id, bad)).statusCode).toBe(400);
    }
    expect((await t.order(b, o.id)).json().returns).toEqual([]);
    // Two returns at once of the last units: one gets them, the other is told nothing is left.
    const both = await Promise.all([
      ask(b, o.id, [{ line_id: line, quantity: 2, reason: "damaged" }]),
      ask(b, o.id, [{ line_id: line, quantity: 2, reason: "other" }]),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 422]);
  });

  test("script in a note is kept as text, never as markup", async () => {
    const b = await t.buyer();
    const o = await delivered(b, { [pads]: 1 });
    const note = '<img src=x onerror="alert(1)">';
    const made = await ask(b, o.id, [{ line_id: lineOf(o, pads), quantity: 1, reason: "other", note }]);
    expect(made.statusCode).toBe(201);
    expect(made.json().lines[0].note).toBe(note);
  });
});

describe("photos", () => {
  test("up to three PNG or JPEG photos, re-encoded; a disguised file is a 415", async () => {
    const b = await t.buyer();
    const o = await delivered(b, { [pads]: 1 });
    const made = (await ask(b, o.id, [{ line_id: lineOf(o, pads), quantity: 1, reason: "damaged" }])).json();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    const upload = (bytes: Buffer, who: Buyer = b, name = "image") => {
      const boundary = `----pitstop${randomUUID()}`;
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: "POST",
        url: `/api/orders/${o.id}/returns/${made.id}/photos`,
        headers: { ...who.auth, "content-type": `multipart/form-data; boundary=${boundary}` },
        payload: body,
        remoteAddress: who.ip,
      });
    };
    expect((await upload(Buffer.from("GIF89a not really a png at all"))).statusCode).toBe(415);
    expect((await upload(png, await t.buyer())).statusCode).toBe(404);
    for (let i = 1; i <= 3; i++) {
      const res = await upload(png);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().photos).toHaveLength(i);
    }
    const fourth = await upload(png);
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().message).toMatch(/at most 3 photos/);
    const photo = (await t.order(b, o.id)).json().returns[0].photos[0];
    const image = await t.send("GET", photo.url, null);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
  });
});
