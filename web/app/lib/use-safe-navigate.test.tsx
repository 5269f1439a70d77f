import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, test, vi } from "vitest";
import { isRefusedHref, useLinkGuard, useSafeNavigate } from "./use-safe-navigate";

function Harness({ target }: { target: string }) {
  const navigate = useSafeNavigate();
  const location = useLocation();
  return (
    <>
      <p>at {location.pathname}</p>
      <button type="button" onClick={() => navigate(target)}>
        go
      </button>
    </>
  );
}

function renderAt(target: string) {
  const router = createMemoryRouter([{ path: "*", element: <Harness target={target} /> }], { initialEntries: ["/"] });
  render(<RouterProvider router={router} />);
}

describe("safe navigation", () => {
  test("a same-site path is navigated to", async () => {
    renderAt("/profile/orders");
    await userEvent.click(screen.getByRole("button", { name: "go" }));
    expect(screen.getByText("at /profile/orders")).toBeDefined();
  });

  test.each(["https://evil.example/", "javascript:alert(1)", "data:text/html,x", "vbscript:x", "blob:x"])(
    "%s is refused and the page stays put",
    async (target) => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      renderAt(target);
      await userEvent.click(screen.getByRole("button", { name: "go" }));
      expect(screen.getByText("at /")).toBeDefined();
      expect(warn).toHaveBeenCalledWith(`Navigation refused: ${target}`);
    },
  );

  test("links to script, data and blob URLs are recognised; web and relative links are not", () => {
    for (const href of ["javascript:void(0)", " JavaScript:x", "java\nscript:x", "data:x", "vbscript:x", "blob:x"]) {
      expect(isRefusedHref(href)).toBe(true);
    }
    for (const href of ["/cart", "https://www.facebook.com/x", "mailto:a@b.c", "tel:+1555", null]) {
      expect(isRefusedHref(href)).toBe(false);
    }
  });

  test("a click on a javascript: link is stopped by the document guard", () => {
    function Page() {
      useLinkGuard();
      // biome-ignore lint/a11y/useValidAnchor: the hostile link is what this test is about
      // biome-ignore lint/security/noScriptUrl: the hostile link is what this test is about
      return <a href="javascript:window.__pwned=true">bad</a>;
    }
    render(<Page />);
    const link = screen.getByText("bad");
    const reachedLink = vi.fn();
    link.addEventListener("click", reachedLink);
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(reachedLink).not.toHaveBeenCalled();
  });
});
