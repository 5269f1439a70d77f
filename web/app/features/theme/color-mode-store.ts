import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** Colour mode preference — system, light or dark — kept in local storage. */
export const COLOR_MODES = ["system", "light", "dark"] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export const COLOR_MODE_STORAGE_KEY = "pitstop-color-mode";

interface ColorModeState {
  mode: ColorMode;
  setMode: (mode: ColorMode) => void;
}

export const useColorModeStore = create<ColorModeState>()(
  persist(
    (set) => ({
      mode: "system",
      setMode: (mode) => set({ mode }),
    }),
    {
      name: COLOR_MODE_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      // SSR renders the default; the client rehydrates after mount so markup matches.
      skipHydration: true,
      partialize: (s) => ({ mode: s.mode }),
    },
  ),
);

export function resolveDark(mode: ColorMode, systemPrefersDark: boolean): boolean {
  return mode === "dark" || (mode === "system" && systemPrefersDark);
}

export function applyColorMode(mode: ColorMode) {
  const dark = resolveDark(mode, window.matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
}

/**
 * Runs inline in <head> before first paint, so a dark-mode visitor never sees a white flash.
 * It reads the same storage entry the store writes.
 */
export const colorModeBootScript = `(()=>{try{var m=(JSON.parse(localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)})||"{}").state||{}).mode;var d=m==="dark"||(m!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.classList.toggle("dark",d)}catch(e){}})()`;
