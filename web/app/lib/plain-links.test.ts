import { describe, expect, test } from "vitest";
import { inAppTarget } from "./plain-links";

const origin = "https://shop.example";
const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
function anchor(href: string, attrs: Record<string, string> = {}) {
  const a = document.createElement("a");
  a.setAttribute("href", href);
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  return a;
}

describe("which clicks on a plain link the app navigates itself", () => {
  test("a plain click on a page of the shop: its path, query and hash", () => {
    expect(inAppTarget(anchor("/brakes/brake-pads/x-1?fits=0#reviews"), click, origin)).toBe(
      "/brakes/brake-pads/x-1?fits=0#reviews",
    );
    expect(inAppTarget(anchor("https://shop.example/tools"), click, origin)).toBe("/tools");
  });

  test("the browser keeps modified and other-button clicks, new windows, downloads and handled clicks", () => {
    for (const modifier of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const) {
      expect(inAppTarget(anchor("/tools"), { ...click, [modifier]: true }, origin)).toBeNull();
    }
    expect(inAppTarget(anchor("/tools"), { ...click, button: 1 }, origin)).toBeNull();
    expect(inAppTarget(anchor("/tools"), { ...click, defaultPrevented: true }, origin)).toBeNull();
    expect(inAppTarget(anchor("/tools", { target: "_blank" }), click, origin)).toBeNull();
    expect(inAppTarget(anchor("/tools", { download: "" }), click, origin)).toBeNull();
    expect(inAppTarget(anchor("/tools", { "data-reload": "" }), click, origin)).toBeNull();
    expect(inAppTarget(anchor("/tools", { "aria-disabled": "true" }), click, origin)).toBeNull();
  });

  test("other sites, files, the API, mail and phone links and in-page anchors are the browser's", () => {
    for (const href of [
      "https://www.facebook.com/pitstopparts",
      "//evil.example/x",
      "/api/media/abc",
      "/assets/app.js",
      "/build/latest.json",
      "mailto:support@pitstop.example",
      "tel:+15550100199",
      "#main",
    ]) {
      expect(inAppTarget(anchor(href), click, origin), href).toBeNull();
    }
  });
});
