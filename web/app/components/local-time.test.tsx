import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, expect, test } from "vitest";
import { ServerTimeZone, timeZoneFromCookie } from "~/lib/time-zone";
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

/** The page as the server renders it for a shopper whose browser told it `zone` (none: a first visit). */
const page = (zone?: string) => {
  const times = (
    <p>
      Placed <LocalTime iso={placed} /> · on <LocalTime iso={placed} style="date" />
    </p>
  );
  return zone ? <ServerTimeZone value={zone}>{times}</ServerTimeZone> : times;
};

test("after hydrating the server's HTML, the browser shows the shopper's local time", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(page());
  document.body.append(container);
  expect(container.textContent).toBe("Placed Nov 25, 2026, 1:40 AM UTC · on Nov 25, 2026");
  await act(async () => {
    hydrateRoot(container, page());
  });
  expect(container.textContent).toBe("Placed Nov 24, 2026, 8:40 PM EST · on Nov 24, 2026");
  container.remove();
});

test("once the browser has told its zone, the server's HTML is already local, and hydrating it matches", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(page("America/New_York"));
  document.body.append(container);
  expect(container.textContent).toBe("Placed Nov 24, 2026, 8:40 PM EST · on Nov 24, 2026");
  // A mismatch would be a console.error, which fails the test (test/setup.ts).
  await act(async () => {
    hydrateRoot(container, page("America/New_York"));
  });
  expect(container.textContent).toBe("Placed Nov 24, 2026, 8:40 PM EST · on Nov 24, 2026");
  container.remove();
});

test("the zone cookie is read only when it names a zone the runtime knows", () => {
  expect(timeZoneFromCookie("pitstop_session=x; pitstop_tz=America%2FLos_Angeles")).toBe("America/Los_Angeles");
  expect(timeZoneFromCookie("pitstop_tz=Mars%2FOlympus_Mons")).toBeNull();
  expect(timeZoneFromCookie("pitstop_tz=%3Cscript%3E")).toBeNull();
  expect(timeZoneFromCookie(null)).toBeNull();
});
