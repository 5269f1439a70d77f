import { describe, expect, test } from "vitest";
import {
  checkoutRequest,
  chosenShipTo,
  currentStep,
  type NewAddress,
  readCheckoutParams,
  type ShipTo,
  shipToState,
  stepDone,
  stepSearch,
} from "./checkout-steps";

const saved = [
  { id: 4, default: false, state: "OH", country: "US" },
  { id: 9, default: true, state: "CA", country: "US" },
  { id: 12, default: false, state: "", country: "DE" },
];
const typed: NewAddress = {
  address: {
    first_name: "Ada",
    last_name: "Lovelace",
    phone: "+1 555 010 0199",
    address_line1: "1 Main St",
    address_line2: "",
    city: "Columbus",
    state: "OH",
    zip: "43004",
    country: "US",
  },
  save: true,
};

describe("the checkout's steps", () => {
  test.each([
    ["", { step: "address", address: null, shipping: null }],
    ["?step=review&address=9&shipping=expedited", { step: "review", address: 9, shipping: "expedited" }],
    ["?step=shipping&address=new", { step: "shipping", address: "new", shipping: null }],
    ["?step=pay&address=-3&shipping=teleport", { step: "address", address: null, shipping: null }],
    ["?address=0&shipping=", { step: "address", address: null, shipping: null }],
  ])("the URL %j reads as %j", (search, expected) => {
    expect(readCheckoutParams(new URLSearchParams(search))).toEqual(expected);
  });

  test.each<[string, number | "new" | null, NewAddress | null, ShipTo | null]>([
    ["nothing asked: the default address", null, null, { kind: "saved", id: 9 }],
    ["a saved address of the shopper", 4, null, { kind: "saved", id: 4 }],
    ["someone else's address id: the default instead", 77, null, { kind: "saved", id: 9 }],
    ["a new address not typed in yet", "new", null, null],
    ["a new address typed in", "new", typed, { kind: "new", ...typed }],
    ["an address abroad (the shop ships within the US): the default instead", 12, null, { kind: "saved", id: 9 }],
  ])("ship to — %s", (_case, asked, newAddress, expected) => {
    expect(chosenShipTo(asked, saved, newAddress)).toEqual(expected);
  });

  test("with no saved address and nothing typed there is nowhere to ship yet", () => {
    expect(chosenShipTo(null, [], null)).toBeNull();
  });

  test("a default address abroad is passed over for the first one in the US", () => {
    const book = [
      { id: 2, default: true, country: "CA" },
      { id: 3, default: false, country: "US" },
    ];
    expect(chosenShipTo(null, book, null)).toEqual({ kind: "saved", id: 3 });
    expect(chosenShipTo(null, [{ id: 2, default: true, country: "CA" }], null)).toBeNull();
  });

  const there: ShipTo = { kind: "saved", id: 9 };
  test.each([
    ["review", there, "standard", "review"],
    ["review", there, null, "shipping"],
    ["review", null, "standard", "address"],
    ["shipping", there, "standard", "shipping"],
    ["shipping", null, null, "address"],
    ["address", there, "standard", "address"],
  ] as const)("asked for %s with ship-to %j and method %s: the %s step shows", (asked, shipTo, method, shown) => {
    expect(currentStep(asked, shipTo, method)).toBe(shown);
  });

  test.each([
    ["address", "review", true],
    ["shipping", "review", true],
    ["review", "review", false],
    ["shipping", "address", false],
  ] as const)("%s is done while %s shows: %s", (step, current, done) => {
    expect(stepDone(step, current)).toBe(done);
  });

  test("moving to a step keeps the other choices in the URL", () => {
    const params = new URLSearchParams("step=address&address=9&shipping=overnight");
    expect(stepSearch(params, { step: "review" })).toBe("?step=review&address=9&shipping=overnight");
    expect(stepSearch(params, { address: null })).toBe("?step=address&shipping=overnight");
  });

  test("the request names a saved address by id and carries no prices", () => {
    expect(checkoutRequest({ kind: "saved", id: 9 }, "expedited")).toEqual({
      address_id: 9,
      shipping_method: "expedited",
    });
  });

  test("a new address travels whole, with save_address", () => {
    expect(checkoutRequest({ kind: "new", ...typed }, "standard")).toEqual({
      address: typed.address,
      save_address: true,
      shipping_method: "standard",
    });
  });

  test.each([
    ["a saved US address", { kind: "saved", id: 4 }, "OH"],
    ["a saved address abroad", { kind: "saved", id: 12 }, undefined],
    ["a new US address", { kind: "new", ...typed }, "OH"],
    ["nowhere yet", null, undefined],
  ] as const)("the state for shipping and tax — %s: %s", (_case, shipTo, state) => {
    expect(shipToState(shipTo, saved)).toBe(state);
  });
});
