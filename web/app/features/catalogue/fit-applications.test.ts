import type { FitApplication } from "@pitstop/contract/fitment";
import { describe, expect, test } from "vitest";
import { applicationLine } from "./fit-applications";

const application = (over: Partial<FitApplication>): FitApplication => ({
  engines: null,
  trims: null,
  position: null,
  note: null,
  quantity: null,
  ...over,
});

describe("an application as the product page says it", () => {
  const cases: Array<[Partial<FitApplication>, string]> = [
    [{ position: "Front", engines: ["2.5L 4-cyl"] }, "Front — 2.5L 4-cyl"],
    [{ position: "Rear", engines: ["3.5L V6"], trims: ["XSE"] }, "Rear — 3.5L V6, XSE"],
    [{ engines: ["2.5L 4-cyl", "2.5L Hybrid"] }, "2.5L 4-cyl / 2.5L Hybrid"],
    [{ position: "Front", note: "w/o sport suspension" }, "Front (w/o sport suspension)"],
    [{ position: "Front", quantity: 2 }, "Front · 2 per vehicle"],
    [{ quantity: 1 }, "All"],
  ];
  test.each(cases)("%o reads %s", (over, line) => {
    expect(applicationLine(application(over))).toBe(line);
  });
});
