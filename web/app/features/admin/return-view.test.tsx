import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { LabelPanel, RefundPanel, ReturnCustomerPanel, ReturnLinesPanel, ReturnPhotosPanel } from "./return-view";
import { testReturn, testReturnLine } from "./test-return";

function show(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: "/", element }], { initialEntries: ["/"] });
  render(<RouterProvider router={router} />);
}

describe("a return's page", () => {
  test("its lines: reason, the guarantee where it applies, the buyer's note, and the car bought for", () => {
    show(<ReturnLinesPanel ret={testReturn()} />);
    const lines = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(lines[0]?.textContent).toContain("Doesn't fit my vehicle");
    expect(within(lines[0] as HTMLElement).getByText("Fit guarantee")).toBeTruthy();
    expect(lines[0]?.textContent).toContain("The clips are a different shape");
    expect(lines[1]?.textContent).toContain("Damaged or defective");
    expect(within(lines[1] as HTMLElement).queryByText("Fit guarantee")).toBeNull();
    expect(screen.getByRole("link", { name: "2018 Toyota Camry LE 2.5L L4" })).toBeTruthy();
  });

  test("once received, which lines went back in stock", () => {
    show(
      <ReturnLinesPanel
        ret={testReturn({
          status: "received",
          vehicle: null,
          lines: [testReturnLine({ restocked: true }), testReturnLine({ line_id: 12, restocked: false })],
        })}
      />,
    );
    expect(screen.getByText("Back in stock")).toBeTruthy();
    expect(screen.getByText("Arrived damaged, not restocked")).toBeTruthy();
    expect(screen.getByText("Bought without a vehicle chosen")).toBeTruthy();
  });

  test("photos open the full picture; no photos, no card", () => {
    show(
      <ReturnPhotosPanel
        photos={[
          { id: "a1", url: "/api/media/a1" },
          { id: "b2", url: "/api/media/b2" },
        ]}
      />,
    );
    const links = screen.getAllByRole("link");
    expect(links.map((l) => l.getAttribute("href"))).toEqual(["/api/media/a1", "/api/media/b2"]);
    expect(screen.getByRole("img", { name: "Sent by the buyer, 1 of 2" })).toBeTruthy();
  });

  test("the refund's parts, the order's payment so far, the label and a former customer", () => {
    const ret = testReturn({
      status: "label_issued",
      order_refunded: 20,
      customer: null,
      label: { carrier: "UPS", tracking_number: "1ZRET0001", url: "/api/admin/returns/7/label" },
    });
    show(
      <>
        <RefundPanel ret={ret} />
        <LabelPanel ret={ret} />
        <ReturnCustomerPanel customer={ret.customer} />
      </>,
    );
    const figures = [...document.querySelectorAll("dl > div")].map((d) => d.textContent);
    expect(figures).toEqual([
      "Parts$164.97",
      "Handling$3.00",
      "Share of shipping$14.99",
      "Tax$11.96",
      "Return labelFree",
      "Estimated refund$194.92",
      "Order paid$250.00",
      "Refunded so far$20.00",
      "Left to refund$230.00",
    ]);
    expect(screen.getByRole("link", { name: "Open the label (PDF)" }).getAttribute("href")).toBe(
      "/api/admin/returns/7/label",
    );
    expect(screen.getByText("1ZRET0001")).toBeTruthy();
    expect(screen.getByText(/Former customer/)).toBeTruthy();
  });
});
