import { afterAll, beforeAll } from "vitest";

/**
 * For component tests of the virtualised comboboxes: jsdom lays nothing out, so the virtual list
 * would think its listbox is 0 px tall and render no rows. Gives listboxes the real list's height
 * (15rem) while the calling test file runs; everything else keeps jsdom's 0.
 */
export function setUpListboxLayout() {
  const getAnimations = Object.getOwnPropertyDescriptor(Element.prototype, "getAnimations");
  beforeAll(() => {
    // jsdom has no Web Animations (Headless UI's stand-in warns on every call): none are running.
    Element.prototype.getAnimations = () => [];
    Object.defineProperty(HTMLElement.prototype, "clientHeight", {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute("role") === "listbox" ? 240 : 0;
      },
    });
  });
  afterAll(() => {
    // jsdom's own getter lives on Element.prototype: dropping ours puts it back in charge.
    delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
    if (getAnimations) Object.defineProperty(Element.prototype, "getAnimations", getAnimations);
  });
}
