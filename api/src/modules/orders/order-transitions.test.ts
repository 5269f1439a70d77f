import { describe, expect, test } from "vitest";
import { ORDER_STATUSES, type OrderStatus } from "../../db/schema/orders.ts";
import { type Actor, assertTransition, canTransition } from "./order-transitions.ts";

const allowed: Array<[OrderStatus, OrderStatus, Actor]> = [
  ["created", "awaiting payment", "system"],
  ["created", "canceled", "buyer"],
  ["created", "canceled", "system"],
  ["awaiting payment", "paid", "system"],
  ["awaiting payment", "canceled", "buyer"],
  ["awaiting payment", "canceled", "operator"],
  ["awaiting payment", "canceled", "system"],
  ["paid", "awaiting shipment", "system"],
  ["paid", "canceled", "operator"],
  ["awaiting shipment", "shipped", "operator"],
  ["awaiting shipment", "canceled", "buyer"],
  ["awaiting shipment", "canceled", "operator"],
  ["shipped", "completed", "operator"],
  ["shipped", "completed", "system"],
];
const actors: Actor[] = ["buyer", "operator", "system"];

describe("the order transitions table", () => {
  test.each(allowed)("%s → %s is allowed for the %s", (from, to, actor) => {
    expect(canTransition(from, to, actor)).toBe(true);
    expect(() => assertTransition(from, to, actor)).not.toThrow();
  });

  const refused = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.flatMap((to) =>
      actors
        .filter((actor) => !allowed.some(([f, t, a]) => f === from && t === to && a === actor))
        .map((actor) => [from, to, actor] as [OrderStatus, OrderStatus, Actor]),
    ),
  );

  test("every other change is refused with a 422 naming both statuses", () => {
    expect(refused.length).toBe(ORDER_STATUSES.length ** 2 * actors.length - allowed.length);
    for (const [from, to, actor] of refused) {
      expect(canTransition(from, to, actor)).toBe(false);
      expect(() => assertTransition(from, to, actor)).toThrowError(
        expect.objectContaining({ statusCode: 422, message: `An order that is ${from} cannot be moved to ${to}` }),
      );
    }
  });

  test("a buyer can never mark an order paid, shipped or completed", () => {
    for (const from of ORDER_STATUSES)
      for (const to of ["paid", "shipped", "completed"] as const) expect(canTransition(from, to, "buyer")).toBe(false);
  });
});
