import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, test } from "vitest";
import { ColorModeMenu } from "~/layout/color-mode-menu";
import { systemColorScheme } from "../../../test/setup";
import { applyColorMode, COLOR_MODE_STORAGE_KEY, colorModeBootScript, useColorModeStore } from "./color-mode-store";

function runBootScript() {
  // The same text the server inlines in <head>.
  new Function(colorModeBootScript)();
}

describe("color mode", () => {
  beforeEach(() => {
    systemColorScheme.dark = false;
    useColorModeStore.setState({ mode: "system" });
  });

  test("the preference is kept in local storage", () => {
    useColorModeStore.getState().setMode("dark");
    const stored = JSON.parse(localStorage.getItem(COLOR_MODE_STORAGE_KEY) ?? "{}");
    expect(stored.state).toEqual({ mode: "dark" });
  });

  test("a stored preference is restored on the next visit", async () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, JSON.stringify({ state: { mode: "light" }, version: 0 }));
    await useColorModeStore.persist.rehydrate();
    expect(useColorModeStore.getState().mode).toBe("light");
  });

  test("system follows the operating system's preference", () => {
    systemColorScheme.dark = true;
    applyColorMode("system");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    systemColorScheme.dark = false;
    applyColorMode("system");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });

  test("light and dark override the system", () => {
    systemColorScheme.dark = true;
    applyColorMode("light");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    systemColorScheme.dark = false;
    applyColorMode("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });

  test("the boot script applies a stored dark preference before the app runs", () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, JSON.stringify({ state: { mode: "dark" }, version: 0 }));
    runBootScript();
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });

  test("the boot script survives unreadable storage", () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, "{not json");
    expect(runBootScript).not.toThrow();
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });

  test("choosing Dark in the header menu stores it and darkens the page", async () => {
    const unsubscribe = useColorModeStore.subscribe((s) => applyColorMode(s.mode));
    const user = userEvent.setup();
    render(<ColorModeMenu />);
    await user.click(screen.getByRole("button", { name: /color mode/i }));
    await user.click(await screen.findByRole("menuitem", { name: "Dark" }));
    await act(async () => {});
    expect(useColorModeStore.getState().mode).toBe("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    unsubscribe();
  });
});
