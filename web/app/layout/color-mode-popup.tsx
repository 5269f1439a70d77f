import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { Check, Monitor, Moon, Sun } from "lucide-react";
import { useRef } from "react";
import { type DeferredMenuProps, useOpenOnMount } from "~/components/ui/deferred-menu";
import { type ColorMode, useColorModeStore } from "~/features/theme/color-mode-store";
import { cn } from "~/lib/cn";
import { COLOR_MODE_BUTTON, ColorModeFace } from "./color-mode-face";

const OPTIONS: Array<{ mode: ColorMode; label: string; Icon: typeof Sun }> = [
  { mode: "system", label: "System", Icon: Monitor },
  { mode: "light", label: "Light", Icon: Sun },
  { mode: "dark", label: "Dark", Icon: Moon },
];

/** The colour mode menu itself, loaded on first use (color-mode-menu.tsx). */
export function ColorModePopup({ openOnMount }: DeferredMenuProps) {
  const button = useRef<HTMLButtonElement>(null);
  useOpenOnMount(button, openOnMount);
  const mode = useColorModeStore((s) => s.mode);
  const setMode = useColorModeStore((s) => s.setMode);
  return (
    <Menu as="div" className="relative">
      <MenuButton ref={button} className={COLOR_MODE_BUTTON} aria-label={`Color mode: ${mode}`}>
        <ColorModeFace />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-2 w-40 rounded-xl border border-slate-200 bg-white p-1 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900"
      >
        {OPTIONS.map(({ mode: option, label, Icon }) => (
          <MenuItem key={option}>
            <button
              type="button"
              onClick={() => setMode(option)}
              className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm data-focus:bg-slate-100 dark:data-focus:bg-slate-800"
            >
              <Icon className="size-4" aria-hidden="true" />
              <span className="flex-1 text-left">{label}</span>
              <Check className={cn("size-4 text-brand-500", option !== mode && "invisible")} aria-hidden="true" />
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
