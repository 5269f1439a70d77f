import type { AdminProductDeletion } from "@pitstop/contract/admin-catalogue";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { DeleteProduct } from "./delete-product";

const nothing: AdminProductDeletion = {
  orders: 0,
  fitments: 0,
  images: 0,
  reviews: 0,
  fit_answers: 0,
  cart_lines: 0,
  wishlist_items: 0,
  refusal: null,
};

/** The button in a router whose action records what it was sent. */
function renderButton(deletion: AdminProductDeletion, published = true) {
  const sent: Array<Record<string, string>> = [];
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: <DeleteProduct title="Slotted rotor" version={4} published={published} deletion={deletion} />,
        action: async ({ request }) => {
          sent.push(Object.fromEntries([...(await request.formData())].map(([k, v]) => [k, String(v)])));
          return null;
        },
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return sent;
}

describe("the product editor's Delete part", () => {
  test("asks first, naming what goes with the part; Escape keeps it, confirming sends the version", async () => {
    const user = userEvent.setup();
    const sent = renderButton({ ...nothing, fitments: 12, images: 3, reviews: 2 });
    await user.click(screen.getByRole("button", { name: "Delete part" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Slotted rotor?" });
    expect(dialog.textContent).toContain("Its 12 fitments, 3 images and 2 reviews go with it.");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Delete part" }));
    const again = await screen.findByRole("dialog");
    await user.click(
      [...again.querySelectorAll("button")].find((b) => b.textContent?.includes("Delete part")) as HTMLElement,
    );
    await waitFor(() => expect(sent).toEqual([{ intent: "delete", version: "4" }]));
  });

  test("a part on orders is not offered for deletion: the API's reason is shown, and hiding it instead", async () => {
    const user = userEvent.setup();
    const refusal = "This part is on 3 orders, so the shop keeps it. Hide it instead.";
    const sent = renderButton({ ...nothing, orders: 3, fitments: 2, refusal });
    await user.click(screen.getByRole("button", { name: "Delete part" }));
    const dialog = await screen.findByRole("dialog", { name: "This part cannot be deleted" });
    expect(dialog.textContent).toContain(refusal);
    expect([...dialog.querySelectorAll("button")].map((b) => b.textContent?.trim())).toEqual([
      "Close",
      "Hide it from the shop",
    ]);
    await user.click(screen.getByRole("button", { name: "Hide it from the shop" }));
    await waitFor(() => expect(sent).toEqual([{ intent: "hide", version: "4" }]));
  });

  test("a hidden part on orders has nothing more to offer than the reason", async () => {
    const user = userEvent.setup();
    renderButton(
      { ...nothing, orders: 1, refusal: "This part is on 1 order, so the shop keeps it. Hide it instead." },
      false,
    );
    await user.click(screen.getByRole("button", { name: "Delete part" }));
    const dialog = await screen.findByRole("dialog");
    expect([...dialog.querySelectorAll("button")].map((b) => b.textContent?.trim())).toEqual(["Close"]);
  });
});
