import type { AdminFitReportListSchema } from "@pitstop/contract/reviews";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import type { z } from "zod";
import { FitReportTable } from "./fit-report-list";

type FitReport = z.infer<typeof AdminFitReportListSchema>["reports"][number];

const report = (over: Partial<FitReport> = {}): FitReport => ({
  product: { id: 101, slug: "ceramic-brake-pads-front", title: "Ceramic brake pads, front", part_number: "BP-2210" },
  vehicle: { id: 9956, slug: "toyota-camry-2018", name: "2018 Toyota Camry" },
  yes: 1,
  no: 4,
  reasons: [{ reason: "wrong_size", count: 2 }],
  returned: 0,
  returns: [],
  flagged: false,
  ...over,
});

const longNote = `The clips sit a few millimetres lower than on my car's caliper, ${"so the pad rattles ".repeat(12)}and I sent it back.`;

function show(reports: FitReport[]) {
  const router = createMemoryRouter([{ path: "/admin/fit-reports", element: <FitReportTable reports={reports} /> }], {
    initialEntries: ["/admin/fit-reports"],
  });
  render(<RouterProvider router={router} />);
}

describe("the fit reports' returns", () => {
  test("a row says how many of its 'No' were returned, and lists the returns' notes under it", async () => {
    const user = userEvent.setup();
    show([
      report({
        returned: 3,
        returns: [
          {
            return_number: "PS-2026-000041-R1",
            note: "Too thick.",
            configuration: "2.5L L4",
            at: "2026-11-20T15:00:00Z",
          },
          { return_number: "PS-2026-000050-R1", note: longNote, configuration: null, at: "2026-11-18T15:00:00Z" },
          { return_number: "PS-2026-000061-R2", note: null, configuration: "LE", at: "2026-11-10T15:00:00Z" },
        ],
      }),
      report({ product: { id: 102, slug: "rotor", title: "Brake rotor", part_number: "BR-1" } }),
    ]);
    expect(screen.getByText("3 returned as doesn’t fit")).toBeTruthy();
    expect(screen.getAllByText(/returned as doesn’t fit/)).toHaveLength(1);

    const returns = screen.getByRole("list", { name: "Returns as doesn’t fit" });
    const items = () => within(returns).getAllByRole("listitem");
    expect(items()).toHaveLength(2);
    expect(items()[0]?.textContent).toContain("PS-2026-000041-R1 · 2.5L L4");
    expect(items()[0]?.textContent).toContain("Too thick.");
    // A long note is cut until asked for.
    expect(items()[1]?.textContent).not.toContain("and I sent it back.");
    await user.click(screen.getByRole("button", { name: "Read all" }));
    expect(items()[1]?.textContent).toContain("and I sent it back.");

    await user.click(screen.getByRole("button", { name: "Show 1 more" }));
    expect(items()).toHaveLength(3);
    expect(items()[2]?.textContent).toContain("PS-2026-000061-R2 · LE");
    expect(items()[2]?.textContent).toContain("no note");
  });

  test("a row with no returns has neither the count nor the notes", () => {
    show([report()]);
    expect(screen.queryByText(/returned as doesn’t fit/)).toBeNull();
    expect(screen.queryByRole("list", { name: "Returns as doesn’t fit" })).toBeNull();
  });
});
