import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { Check, Monitor, Moon, Sun } from "lucide-react";
import { Icon as SpriteIcon } from "~/components/ui/icon";
import { type ColorMode, useColorModeStore } from "~/features/theme/color-mode-store";
import { cn } from "~/lib/cn";

const OPTIONS: Array<{ mode: ColorMode; label: string; Icon: typeof Sun }> = [
  { mode: "system", label: "System", Icon: Monitor },
  { mode: "light", label: "Light", Icon: Sun },
  { mode: "dark", label: "Dark", Icon: Moon },
];

export function ColorModeMenu() {
  const mode = useColorModeStore((s) => s.mode);
  const setMode = useColorModeStore((s) => s.setMode);
  return (
    <Menu as="div" className="relative">
      <MenuButton
        className="grid size-9 place-items-center rounded-full sm:size-10 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        aria-label={`Color mode: ${mode}`}
      >
        <SpriteIcon name="sun" className="size-5 dark:hidden" />
        <SpriteIcon name="moon" className="hidden size-5 dark:block" />
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
