import { CheckoutQuoteSchema, type CheckoutRequestBody } from "@pitstop/contract/orders";
import { describe, expect, test, vi } from "vitest";
import { testQuote } from "~/components/orders/test-order";
import { ApiError } from "~/lib/api-fetch";
import { quoteWithCoupon } from "./review-step";

describe("the review's quote with a code", () => {
  const body: CheckoutRequestBody = { address_id: 1, shipping_method: "standard", coupon: "SPRING15" };

  test("a code the API refuses is priced without, and the reason comes back for the field", async () => {
    const priced = CheckoutQuoteSchema.parse(testQuote());
    const fetch = vi.fn(async (b: CheckoutRequestBody) => {
      if (b.coupon) throw new ApiError(422, "SPRING15 ended on May 1", { coupon: ["SPRING15 ended on May 1"] });
      return priced;
    });
    const answer = await quoteWithCoupon(body, fetch);
    expect(answer.couponProblem).toBe("SPRING15 ended on May 1");
    expect(answer.request).toEqual({ address_id: 1, shipping_method: "standard" });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test("any other failure is the review's failure", async () => {
    const fetch = vi.fn(async () => {
      throw new ApiError(409, "Only 1 left of Ceramic brake pads");
    });
    await expect(quoteWithCoupon(body, fetch)).rejects.toThrow("Only 1 left");
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
