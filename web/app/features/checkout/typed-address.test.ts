import { afterEach, expect, test } from "vitest";
import { forgetAccountOnDevice } from "~/layout/device-account";
import { typedAddress } from "./typed-address";

const typed = {
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

afterEach(() => sessionStorage.clear());

test("the typed address is kept for the tab, and an entry that does not read as one is dropped", () => {
  typedAddress.write(typed);
  expect(typedAddress.read()).toEqual(typed);
  sessionStorage.setItem("pitstop-checkout-address", JSON.stringify({ version: 0, ...typed }));
  expect(typedAddress.read()).toBeNull();
  expect(sessionStorage.length).toBe(0);
  sessionStorage.setItem("pitstop-checkout-address", "{not json");
  expect(typedAddress.read()).toBeNull();
});

test("signing out (or deleting the account) forgets it with the rest of the account's device state", () => {
  typedAddress.write(typed);
  forgetAccountOnDevice();
  expect(typedAddress.read()).toBeNull();
});
