import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, expect, test } from "vitest";
import { ColorModeMenu } from "~/layout/color-mode-menu";

const getAnimations = Object.getOwnPropertyDescriptor(Element.prototype, "getAnimations");
beforeAll(() => {
  // jsdom has no Web Animations (Headless UI's stand-in warns on every call): none are running.
  Element.prototype.getAnimations = () => [];
});
afterAll(() => {
  if (getAnimations) Object.defineProperty(Element.prototype, "getAnimations", getAnimations);
});

test("the server sends the menu's button alone: no Headless UI markup, nothing of the menu", () => {
  const html = renderToString(<ColorModeMenu />);
  expect(html).toContain('aria-label="Color mode: system"');
  expect(html).toContain('aria-haspopup="menu"');
  expect(html).not.toContain("headlessui");
  expect(html).not.toContain("Dark");
});

test("Enter on the button before the menu's code is here opens it with the first item focused", async () => {
  const user = userEvent.setup();
  render(<ColorModeMenu />);
  const button = screen.getByRole("button", { name: /color mode/i });
  expect(button.getAttribute("aria-expanded")).toBe("false");
  button.focus();
  await user.keyboard("{Enter}");
  const menu = await screen.findByRole("menu");
  // As Headless UI opens a menu from the keyboard: the menu has focus and its first item is active.
  await waitFor(() => {
    const active = menu.getAttribute("aria-activedescendant");
    expect(active && document.getElementById(active)?.textContent).toBe("System");
  });
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  // The menu is the real one now: the button reopens it directly.
  await user.click(screen.getByRole("button", { name: /color mode/i }));
  expect(await screen.findByRole("menuitem", { name: "Light" })).toBeTruthy();
  await act(async () => {});
});
