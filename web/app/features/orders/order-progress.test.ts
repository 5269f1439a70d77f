import { ORDER_PROGRESS, type OrderStatus } from "@pitstop/contract/orders";
import { describe, expect, test } from "vitest";
import { orderProgress } from "./order-progress";

const reachedOf = (status: OrderStatus) =>
  orderProgress(status)
    .steps.filter((s) => s.reached)
    .map((s) => s.status);

describe("order progress (a step is reached if at or before the current status)", () => {
  test("the steps are awaiting payment, paid, awaiting shipment, shipped, completed", () => {
    expect(orderProgress("paid").steps.map((s) => s.label)).toEqual([
      "Awaiting payment",
      "Paid",
      "Awaiting shipment",
      "Shipped",
      "Completed",
    ]);
  });

  test.each<[OrderStatus, OrderStatus[]]>([
    ["awaiting payment", ["awaiting payment"]],
    ["paid", ["awaiting payment", "paid"]],
    ["awaiting shipment", ["awaiting payment", "paid", "awaiting shipment"]],
    ["shipped", ["awaiting payment", "paid", "awaiting shipment", "shipped"]],
    ["completed", [...ORDER_PROGRESS]],
    ["canceled", []],
    ["created", []],
  ])("%s reaches %j", (status, reached) => {
    expect(reachedOf(status)).toEqual(reached);
  });

  test.each<[OrderStatus, OrderStatus | null]>([
    ["awaiting shipment", "awaiting shipment"],
    ["completed", "completed"],
    ["canceled", null],
  ])("the current step of %s is %s", (status, current) => {
    expect(orderProgress(status).steps.find((s) => s.current)?.status ?? null).toBe(current);
  });

  test("only a canceled order says it is canceled", () => {
    expect(orderProgress("canceled").canceled).toBe(true);
    expect(orderProgress("shipped").canceled).toBe(false);
  });
});
