// @vitest-environment node
import { describe, expect, test } from "vitest";
import { shouldRevalidate } from "./verify-email";

const at = (href: string) => new URL(href, "http://shop.test");
const args = (current: string, next: string, formMethod?: "POST") =>
  ({
    currentUrl: at(current),
    nextUrl: at(next),
    formMethod,
    defaultShouldRevalidate: true,
  }) as Parameters<typeof shouldRevalidate>[0];

describe("/verify-email's loader runs once per link", () => {
  test("not again after 'send a new link' or an account refresh: the link would count as used", () => {
    expect(shouldRevalidate(args("/verify-email?token=abc", "/verify-email?token=abc", "POST"))).toBe(false);
    expect(shouldRevalidate(args("/verify-email?token=abc", "/verify-email?token=abc"))).toBe(false);
  });

  test("again for another link", () => {
    expect(shouldRevalidate(args("/verify-email?token=abc", "/verify-email?token=def"))).toBe(true);
  });
});
