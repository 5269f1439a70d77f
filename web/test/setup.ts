import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// jsdom has no matchMedia; tests choose the system preference through this flag.
export const systemColorScheme = { dark: false };
// Server-side tests (`@vitest-environment node`) have no window; the DOM stubs are for jsdom.
const dom = typeof window !== "undefined";
if (dom)
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string) => ({
      matches: query.includes("dark") ? systemColorScheme.dark : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });

// jsdom has no ResizeObserver; Headless UI's anchored menus observe their button with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// What loads on use (menus, dialogs, suggestions: a dynamic import) is transformed by Vitest the first
// time a test opens it, which on a busy two-core machine takes more than the default second. The
// queries still answer as soon as what they wait for is there.
configure({ asyncUtilTimeout: 5000 });

// A console.error during a test is a bug (epic-stack habit): fail loudly.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(" ")}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  if (!dom) return;
  cleanup();
  localStorage.clear();
  document.documentElement.className = "";
});
