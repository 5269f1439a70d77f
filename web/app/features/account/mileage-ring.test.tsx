import { render } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { MileageRing, mileageShare } from "./mileage-ring";

describe("mileage ring (mile against max_mile)", () => {
  test("the share is miles over the next threshold", () => {
    expect(mileageShare(1200, 2500)).toBeCloseTo(0.48);
    expect(mileageShare(0, 250)).toBe(0);
  });

  test("miles beyond the threshold fill the ring, never more", () => {
    expect(mileageShare(3000, 2500)).toBe(1);
  });

  test("a negative or unreadable count draws an empty ring, never a negative one", () => {
    expect(mileageShare(-40, 250)).toBe(0);
    expect(mileageShare(Number.NaN, 250)).toBe(0);
  });

  test("no threshold (zero) shows a full ring instead of dividing by zero", () => {
    expect(mileageShare(500, 0)).toBe(1);
  });

  test("the drawn arc leaves the unreached part of the circle open", () => {
    const { container } = render(<MileageRing mile={125} maxMile={250} stroke={8} />);
    const arc = container.querySelectorAll("circle")[1];
    const circumference = 2 * Math.PI * 46;
    expect(Number(arc?.getAttribute("stroke-dashoffset"))).toBeCloseTo(circumference / 2);
  });
});
