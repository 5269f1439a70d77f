import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { AuditTable, changedFields, recordHref } from "./audit-list";

describe("the audit trail's rows", () => {
  test("a change shows each field that differs, before and after", () => {
    expect(changedFields({ price: 40, title: "Pads", stock: 3 }, { price: 44.5, title: "Pads", stock: 3 })).toEqual([
      { field: "price", from: "40", to: "44.5" },
    ]);
    expect(changedFields(null, { name: "Stopwell" })).toEqual([
      { field: "value", from: "—", to: '{"name":"Stopwell"}' },
    ]);
    expect(changedFields({ status: "published" }, { status: "removed", reports_settled: 3 })).toEqual([
      { field: "status", from: "published", to: "removed" },
      { field: "reports_settled", from: "—", to: "3" },
    ]);
  });

  test("records with a page of their own link to it", () => {
    expect(recordHref("product", "12")).toBe("/admin/products/12");
    expect(recordHref("order", "7")).toBe("/admin/orders/7");
    expect(recordHref("review", "7")).toBeNull();
    expect(recordHref("product", "../x")).toBeNull();
  });

  test("text is shown as written, never as markup", () => {
    const entries = [
      {
        id: 1,
        at: "2026-11-29T10:00:00Z",
        actor: { id: 1, email: "op@example.com" },
        entity: "review",
        entity_id: "5",
        action: "remove",
        before: { title: "<img src=x onerror=alert(1)>" },
        after: { title: "<b>gone</b>" },
      },
    ];
    const router = createMemoryRouter([{ path: "/", element: <AuditTable entries={entries} /> }]);
    const { container } = render(<RouterProvider router={router} />);
    expect(screen.getByText("<b>gone</b>")).toBeTruthy();
    expect(container.querySelector("img, b")).toBeNull();
    expect(screen.getByText("op@example.com")).toBeTruthy();
  });
});
