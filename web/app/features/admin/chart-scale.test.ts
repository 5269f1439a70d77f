import { describe, expect, test } from "vitest";
import { axisTicks, barGeometry, countAxis, dayLabel, linePoints, niceCeiling } from "./chart-scale";

describe("the dashboard chart's scale", () => {
  test("the axis top is the next 1, 2, 2.5 or 5 × 10ⁿ", () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(-5)).toBe(1);
    expect(niceCeiling(Number.NaN)).toBe(1);
    expect(niceCeiling(1)).toBe(1);
    expect(niceCeiling(1.2)).toBe(2);
    expect(niceCeiling(23)).toBe(25);
    expect(niceCeiling(250)).toBe(250);
    expect(niceCeiling(251)).toBe(500);
    expect(niceCeiling(731.4)).toBe(1000);
    expect(niceCeiling(0.03)).toBe(0.05);
  });

  test("ticks run evenly from 0 to the top", () => {
    expect(axisTicks(1000)).toEqual([0, 250, 500, 750, 1000]);
    expect(axisTicks(0.5, 5)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5]);
  });

  test("an order-count axis has whole ticks", () => {
    expect(countAxis(0)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(countAxis(3)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(countAxis(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    const { top, ticks } = countAxis(23);
    expect(top).toBeGreaterThanOrEqual(23);
    for (const t of ticks) expect(Number.isInteger(t)).toBe(true);
  });

  test("bars fill their slots from the baseline, in proportion to the top", () => {
    const plot = { width: 300, height: 100, gap: 2 };
    const bars = barGeometry([0, 50, 100], 100, plot);
    expect(bars).toHaveLength(3);
    expect(bars[0]).toEqual({ x: 1, y: 100, width: 98, height: 0 });
    expect(bars[1]).toEqual({ x: 101, y: 50, width: 98, height: 50 });
    expect(bars[2]).toEqual({ x: 201, y: 0, width: 98, height: 100 });
    // Out-of-range values are clamped instead of drawing outside the plot.
    const [neg, over] = barGeometry([-10, 500], 100, plot);
    expect(neg?.height).toBe(0);
    expect(over?.height).toBe(100);
    expect(barGeometry([], 100, plot)).toEqual([]);
  });

  test("the line goes through each slot's middle", () => {
    expect(linePoints([0, 2, 4], 4, { width: 30, height: 40, gap: 0 })).toBe("5,40 15,20 25,0");
    expect(linePoints([], 4, { width: 30, height: 40, gap: 0 })).toBe("");
  });

  test("days read as a short UTC date", () => {
    expect(dayLabel("2026-11-03")).toBe("Nov 3");
    expect(dayLabel("2026-01-31")).toBe("Jan 31");
    expect(dayLabel("not a day")).toBe("not a day");
  });
});
