import type { CartLine } from "@pitstop/contract/cart";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, test, vi } from "vitest";
import { CartLineRow } from "./cart-line-row";

const padSet: CartLine = {
  id: 7,
  title: "Ceramic brake pad set",
  slug: "ceramic-brake-pad-set",
  path: "/brakes/ceramic-brake-pad-set",
  part_number: "BP-7",
  brand: { slug: "akebono", name: "Akebono" },
  image_url: null,
  price: 46.79,
  handling: 0,
  shipping: 2.99,
  qty: 12,
  universal: false,
  fits: null,
  fit: null,
  cart: { quantity: 1, subTotalPrice: 46.79, subTotalHandling: 0 },
};

function renderRow(quantity: number, line: CartLine = padSet) {
  const onQuantity = vi.fn();
  const element = (
    <ul>
      <CartLineRow
        line={line}
        fit={line.fit}
        quantity={quantity}
        vehicleName={null}
        onQuantity={onQuantity}
        onRemove={() => {}}
      />
    </ul>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: "*", element }])} />);
  return onQuantity;
}

test("typing 0 in a cart quantity asks for 0, which removes the line", async () => {
  const onQuantity = renderRow(3);
  const field = screen.getByLabelText("Quantity of Ceramic brake pad set");
  await userEvent.clear(field);
  await userEvent.type(field, "0{Enter}");
  expect(onQuantity).toHaveBeenCalledWith(0);
  expect(field).toHaveProperty("value", "0");
});

test("− at a quantity of 1 stays enabled and takes the line to 0", async () => {
  const onQuantity = renderRow(1);
  const fewer = screen.getByRole("button", { name: /One fewer Ceramic brake pad set|Remove one/ });
  expect(fewer).toHaveProperty("disabled", false);
  await userEvent.click(fewer);
  expect(onQuantity).toHaveBeenCalledWith(0);
});

test("a sold-out line says so, offers only Remove, and shows no line total", () => {
  renderRow(2, { ...padSet, qty: 0, cart: { quantity: 0, subTotalPrice: 0, subTotalHandling: 0 } });
  expect(screen.getByRole("alert").textContent).toBe("Sold out. Remove it to check out.");
  expect(screen.queryByLabelText("Quantity of Ceramic brake pad set")?.closest(".hidden")).not.toBeNull();
  expect(screen.getByRole("button", { name: "Remove Ceramic brake pad set" })).toBeTruthy();
});

test("a quantity above the per-order limit is explained as the limit, not the stock", () => {
  renderRow(30, { ...padSet, qty: 25 });
  expect(screen.getByRole("alert").textContent).toBe("At most 25 per order: your quantity will be lowered to 25.");
});
