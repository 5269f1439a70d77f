import type { AdminReturnList } from "@pitstop/contract/returns";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation, useSearchParams } from "react-router";
import { describe, expect, test } from "vitest";
import { RETURNS, ReturnFilterForm, type ReturnFilters, ReturnStatusTabs, ReturnTable } from "./return-list";
import { testReturn, testReturnLine } from "./test-return";

const list = (over: Partial<AdminReturnList> = {}): AdminReturnList => ({
  returns: [],
  total: 0,
  page: 1,
  pages: 1,
  status_counts: { requested: 3, approved: 0, label_issued: 2, received: 1, refunded: 5, refused: 1 },
  ...over,
});

/** The queue's filters as the page reads them from its URL, and the URL itself to look at. */
function Queue({ data }: { data: AdminReturnList }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const filters: ReturnFilters = { status: params.get("status") ?? "", reason: params.get("reason") ?? "" };
  return (
    <>
      <ReturnStatusTabs list={data} filters={filters} />
      <ReturnFilterForm filters={filters} />
      <output data-testid="url">{location.pathname + location.search}</output>
    </>
  );
}

function show(path: string, data = list()) {
  const router = createMemoryRouter([{ path: RETURNS, element: <Queue data={data} /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe("the returns queue", () => {
  test("a row: the return and its order linked, the buyer, reasons, units, estimate, status and day", () => {
    const router = createMemoryRouter(
      [
        {
          path: RETURNS,
          element: (
            <ReturnTable
              returns={[
                testReturn(),
                testReturn({
                  id: 8,
                  number: "PS-2026-000050-R2",
                  order_id: 50,
                  order_number: "PS-2026-000050",
                  status: "label_issued",
                  customer: null,
                  lines: [testReturnLine({ reason: "not_needed", quantity: 4, guaranteed: false })],
                  refund_estimate: {
                    items: 40,
                    handling: 0,
                    shipping: 0,
                    tax: 2.9,
                    return_shipping_fee: 7.99,
                    total: 34.91,
                  },
                }),
              ]}
            />
          ),
        },
      ],
      { initialEntries: [RETURNS] },
    );
    render(<RouterProvider router={router} />);
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    const cells = rows.map((r) =>
      within(r)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    );
    expect(cells).toEqual([
      [
        "PS-2026-000041-R1of order PS-2026-000041",
        "Dana Reyesdana@example.com",
        "Doesn't fit my vehicleDamaged or defective",
        "3",
        "$194.92",
        "Requested",
        expect.stringContaining("2026"),
      ],
      [
        "PS-2026-000050-R2of order PS-2026-000050",
        "Former customer",
        "No longer needed",
        "4",
        "$34.91",
        "Label issued",
        expect.stringContaining("2026"),
      ],
    ]);
    expect(screen.getByRole("link", { name: "PS-2026-000041-R1" }).getAttribute("href")).toBe("/admin/returns/7");
    expect(screen.getByRole("link", { name: "PS-2026-000041" }).getAttribute("href")).toBe("/admin/orders/41");
    expect(screen.getByRole("link", { name: "PS-2026-000050" }).getAttribute("href")).toBe("/admin/orders/50");
  });

  test("a tab per status with its count; a tab keeps the reason and starts at page 1", () => {
    show(`${RETURNS}?status=requested&reason=damaged&page=3`);
    const tabs = within(screen.getByRole("navigation", { name: "Return status" })).getAllByRole("link");
    expect(tabs.map((t) => t.textContent)).toEqual([
      "All12",
      "Requested3",
      "Approved0",
      "Label issued2",
      "Received1",
      "Refunded5",
      "Refused1",
    ]);
    expect(tabs.map((t) => t.getAttribute("href"))).toEqual([
      "/admin/returns?reason=damaged",
      "/admin/returns?status=requested&reason=damaged",
      "/admin/returns?status=approved&reason=damaged",
      "/admin/returns?status=label_issued&reason=damaged",
      "/admin/returns?status=received&reason=damaged",
      "/admin/returns?status=refunded&reason=damaged",
      "/admin/returns?status=refused&reason=damaged",
    ]);
    expect(tabs.find((t) => t.getAttribute("aria-current") === "page")?.textContent).toBe("Requested3");
  });

  test("choosing a reason puts it in the URL beside the status tab; Clear takes it off", async () => {
    const user = userEvent.setup();
    show(`${RETURNS}?status=received`);
    await user.selectOptions(screen.getByLabelText("Reason"), "Doesn't fit my vehicle");
    await user.click(screen.getByRole("button", { name: "Find" }));
    await waitFor(() =>
      expect(screen.getByTestId("url").textContent).toBe("/admin/returns?status=received&reason=doesnt_fit"),
    );
    expect((screen.getByLabelText("Reason") as HTMLSelectElement).value).toBe("doesnt_fit");
    await user.click(screen.getByRole("link", { name: "Clear" }));
    await waitFor(() => expect(screen.getByTestId("url").textContent).toBe("/admin/returns?status=received"));
  });
});
