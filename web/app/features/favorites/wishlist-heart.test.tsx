import { act, fireEvent, render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { FAVORITES_STORAGE_KEY, useFavoritesStore } from "./favorites-store";
import { WishlistHeart } from "./wishlist-heart";

test("the heart takes taps only once the device's favourites are read, then keeps the tap and the saved ones", async () => {
  localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify({ state: { ids: [3] }, version: 0 }));
  render(<WishlistHeart productId={7} title="Ceramic brake pads" />);
  const heart = screen.getByRole("button", { name: "Add Ceramic brake pads to wishlist" });
  // Before the saved favourites are read, a tap would be dropped or overwrite them: the heart waits.
  expect(heart).toHaveProperty("disabled", true);
  await act(() => useFavoritesStore.persist.rehydrate());
  expect(heart).toHaveProperty("disabled", false);
  fireEvent.click(heart);
  expect(heart.getAttribute("aria-pressed")).toBe("true");
  expect(useFavoritesStore.getState().ids).toEqual([3, 7]);
  expect(JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? "{}").state.ids).toEqual([3, 7]);
});
