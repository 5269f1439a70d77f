import type { BulkUpdateReport } from "@pitstop/contract/admin-catalogue";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { PriceUpdatePage } from "./price-update";

afterEach(() => vi.unstubAllGlobals());

/** The API's dry run of a one-line file that changes one product. */
const oneChange: BulkUpdateReport = {
  dry_run: true,
  applied: false,
  lines: 1,
  changes: 1,
  unchanged: 0,
  problems: [],
  problem_count: 0,
  preview: [
    { line: 2, part_number: "MAP-07523L", price: { before: 49.99, after: 54.99 }, stock: { before: 3, after: 12 } },
  ],
};

test("a file that changes one product says 1 change and 1 product, never '1 changes' or '1 products'", async () => {
  // The dry run answers; the apply is still under way when the test looks.
  const fetch = vi.fn(async () => Response.json(oneChange));
  fetch.mockResolvedValueOnce(Response.json(oneChange)).mockReturnValueOnce(new Promise<Response>(() => {}));
  vi.stubGlobal("fetch", fetch);
  render(<PriceUpdatePage />);
  const file = new File(["part_number,price,stock\nMAP-07523L,54.99,12\n"], "prices.csv", { type: "text/csv" });
  fireEvent.change(screen.getByLabelText("Choose a CSV file"), { target: { files: [file] } });
  const apply = await screen.findByRole("button", { name: "Apply 1 change" });
  expect(apply).toBeTruthy();
  const report = screen.getByRole("region", { name: "2. Check the report, then apply" });
  expect(within(report).queryByText(/\b1 (rows|changes|products)\b/)).toBeNull();
  fireEvent.click(apply);
  expect((await screen.findByRole("status")).textContent).toMatch(/^ ?Updating 1 product · \d+s$/);
  expect(screen.queryByText(/\b1 (rows|changes|products)\b/)).toBeNull();
});
