// @vitest-environment node
import { describe, expect, test } from "vitest";
import { readCookie } from "./cookies.ts";
import { readSessionToken } from "./session-cookie.ts";

describe("reading cookies", () => {
  test("finds a cookie by exact name among others", () => {
    expect(readCookie("a=1; pitstop_vehicle=toyota-camry-2018; b=2", "pitstop_vehicle")).toBe("toyota-camry-2018");
    expect(readCookie("xpitstop_vehicle=nope", "pitstop_vehicle")).toBeUndefined();
    expect(readCookie(undefined, "a")).toBeUndefined();
  });

  test("an undecodable value is treated as absent, not an error", () => {
    expect(readCookie("a=%E0%A4%A", "a")).toBeUndefined();
  });

  test("a session token must look like one of ours", () => {
    expect(readSessionToken(`pitstop_session=${"A".repeat(43)}`)).toBe("A".repeat(43));
    expect(readSessionToken("pitstop_session=<script>")).toBeUndefined();
    expect(readSessionToken("pitstop_session=short")).toBeUndefined();
  });
});
