import { DeferredMenu } from "~/components/ui/deferred-menu";
import { Icon } from "~/components/ui/icon";
import { useColorModeStore } from "~/features/theme/color-mode-store";
import { lazyComponent } from "~/lib/lazy";

export const COLOR_MODE_BUTTON =
  "grid size-9 place-items-center rounded-full sm:size-10 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800";

export function ColorModeFace() {
  return (
    <>
      <Icon name="sun" className="size-5 dark:hidden" />
      <Icon name="moon" className="hidden size-5 dark:block" />
    </>
  );
}

const Popup = lazyComponent(() => import("./color-mode-popup").then((m) => m.ColorModePopup));

/** System, Light or Dark. The menu's code loads on first use. */
export function ColorModeMenu() {
  const mode = useColorModeStore((s) => s.mode);
  return (
    <DeferredMenu
      menu={Popup}
      props={{}}
      className="relative"
      button={{ className: COLOR_MODE_BUTTON, "aria-label": `Color mode: ${mode}` }}
    >
      <ColorModeFace />
    </DeferredMenu>
  );
}
