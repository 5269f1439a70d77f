import { describe, expect, test } from "vitest";
import { vehiclePageCounterpart } from "./vehicle-page-counterpart";

const civic = { year: "2015", make: "Honda", model: "Civic" };

describe("the same page for the car just chosen", () => {
  test.each([
    ["/toyota-camry-2018-accessories", "/honda-civic-2015-accessories"],
    ["/toyota-camry-2018-accessories/brakes", "/honda-civic-2015-accessories/brakes"],
    ["/ford-f-150-2020-accessories/brakes/brake-pads", "/honda-civic-2015-accessories/brakes/brake-pads"],
  ])("a vehicle page %s becomes %s", (from, to) => {
    expect(vehiclePageCounterpart(from, civic)).toBe(to);
  });

  test.each([
    ["/"],
    ["/brakes/brake-pads"],
    ["/cart"],
    ["/search"],
    ["/profile/garage"],
    ["/brakes/brake-pads/stopline-quiet-stop-front"],
    ["/toyota-camry-accessories"],
    ["/toyota-camry-2018-accessoriesx"],
  ])("%s is not a vehicle page: the shopper stays (null)", (from) => {
    expect(vehiclePageCounterpart(from, civic)).toBeNull();
  });
});
