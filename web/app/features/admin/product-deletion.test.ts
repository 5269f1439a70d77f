import { describe, expect, test } from "vitest";
import { deletionSummary } from "./product-deletion";

const none = {
  orders: 0,
  fitments: 0,
  images: 0,
  reviews: 0,
  fit_answers: 0,
  cart_lines: 0,
  wishlist_items: 0,
  refusal: null,
};

describe("what the confirmation says goes with a part", () => {
  test("names each kind that exists, in the plural where it is", () => {
    expect(deletionSummary({ ...none, fitments: 12, images: 3, reviews: 2 })).toBe(
      "Its 12 fitments, 3 images and 2 reviews go with it. The shop stops showing it at once; a deleted part cannot be brought back.",
    );
  });

  test("one thing goes in the singular; the carts and wishlists it is taken out of are said apart", () => {
    expect(deletionSummary({ ...none, images: 1, cart_lines: 1, wishlist_items: 2 })).toBe(
      "Its 1 image goes with it. It is taken out of 1 shopper’s cart and 2 wishlists. The shop stops showing it at once; a deleted part cannot be brought back.",
    );
  });

  test("a part nothing hangs on says so", () => {
    expect(deletionSummary(none)).toBe(
      "Nothing else hangs on it. The shop stops showing it at once; a deleted part cannot be brought back.",
    );
  });

  test("fit answers and shoppers' carts in the plural", () => {
    expect(deletionSummary({ ...none, fitments: 1, fit_answers: 4, cart_lines: 3 })).toBe(
      "Its 1 fitment and 4 “Did it fit?” answers go with it. It is taken out of 3 shoppers’ carts. The shop stops showing it at once; a deleted part cannot be brought back.",
    );
  });
});
