import { describe, expect, test } from "vitest";
import { signInPath } from "./sign-in-path";

describe("the header's sign-in address", () => {
  test.each([
    ["/cart", "", "/login?redirect=%2Fcart"],
    ["/brakes/brake-pads/ceramic-front-pads", "", "/login?redirect=%2Fbrakes%2Fbrake-pads%2Fceramic-front-pads"],
    ["/brakes", "?sort=price&page=2", "/login?redirect=%2Fbrakes%3Fsort%3Dprice%26page%3D2"],
    ["/", "?utm_source=mail", "/login?redirect=%2F%3Futm_source%3Dmail"],
  ])("from %s%s comes back there", (pathname, search, expected) => {
    expect(signInPath({ pathname, search })).toBe(expected);
  });

  test("from the home page it is plain /login, which lands in the personal area", () => {
    expect(signInPath({ pathname: "/", search: "" })).toBe("/login");
  });

  test("on the sign-up page it keeps the return path already chosen", () => {
    expect(signInPath({ pathname: "/sign-up", search: "?redirect=%2Fcheckout" })).toBe("/login?redirect=%2Fcheckout");
  });

  test("on the sign-in pages without a return path it is plain /login", () => {
    expect(signInPath({ pathname: "/login", search: "" })).toBe("/login");
    expect(signInPath({ pathname: "/create-new-password", search: "?token=secret" })).toBe("/login");
  });

  test("a return path to another site is not carried on", () => {
    expect(signInPath({ pathname: "/login", search: "?redirect=/..//evil.example" })).toBe("/login");
  });
});
