import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, expect, test } from "vitest";
import { formatInstant, LocalTime } from "./local-time";

// A US shopper's browser (Node follows TZ for the default zone of Date and Intl).
const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "America/New_York";
});
afterAll(() => {
  process.env.TZ = zoneBefore;
});

// 01:40 UTC on 25 November is the evening of the 24th in New York.
const placed = "2026-11-25T01:40:00.000Z";

test("an order time reads in the shopper's zone, not UTC", () => {
  expect(formatInstant(placed, "dateTime", "America/New_York")).toBe("Nov 24, 2026, 8:40 PM EST");
  expect(formatInstant(placed, "date", "America/New_York")).toBe("Nov 24, 2026");
});

test("the server renders UTC, labelled; the browser then shows the local time (no hydration mismatch)", () => {
  expect(renderToString(<LocalTime iso={placed} />)).toContain("Nov 25, 2026, 1:40 AM UTC");
  render(<LocalTime iso={placed} />);
  expect(screen.getByText("Nov 24, 2026, 8:40 PM EST").getAttribute("datetime")).toBe(placed);
});
