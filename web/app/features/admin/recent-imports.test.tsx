import type { FitmentImportSummary } from "@pitstop/contract/admin-import";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { RecentImports } from "./recent-imports";

const job = (over: Partial<FitmentImportSummary>): FitmentImportSummary => ({
  id: 1,
  status: "done",
  format: "csv",
  file_name: "camry.csv",
  actor: { id: 7, email: "olive@example.com" },
  rows_done: 12_400,
  rows_total: 12_400,
  error: null,
  created_at: "2026-11-27T08:30:00.000Z",
  finished_at: "2026-11-27T08:30:09.000Z",
  ...over,
});

function show(imports: FitmentImportSummary[]) {
  const router = createMemoryRouter([{ path: "/admin/fitment-import", element: <RecentImports imports={imports} /> }], {
    initialEntries: ["/admin/fitment-import"],
  });
  render(<RouterProvider router={router} />);
}

describe("the recent fitment imports", () => {
  test("each says its file, who sent it, how it ended and its rows, and opens on this page", () => {
    show([
      job({
        id: 3,
        status: "failed",
        file_name: null,
        format: "aces",
        rows_done: 0,
        rows_total: 5,
        error: "Unknown part",
      }),
      job({ id: 2, status: "writing", rows_done: 5_000, rows_total: 50_000 }),
      job({ id: 1 }),
    ]);
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ["ACES XML fileImport 3", "olive@example.com", expect.any(String), "Failed", "0 of 5"],
      ["camry.csvImport 2", "olive@example.com", expect.any(String), "Writing", "5,000 of 50,000"],
      ["camry.csvImport 1", "olive@example.com", expect.any(String), "Imported", "12,400"],
    ]);
    expect(screen.getByRole("link", { name: "ACES XML file" }).getAttribute("href")).toBe(
      "/admin/fitment-import?import=3",
    );
    expect(screen.getByText("Failed").getAttribute("title")).toBe("Unknown part");
  });

  test("with none applied yet, it says so", () => {
    show([]);
    expect(screen.getByText("No file has been applied yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
