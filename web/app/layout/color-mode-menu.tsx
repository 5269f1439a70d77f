import { DeferredMenu } from "~/components/ui/deferred-menu";
import { useColorModeStore } from "~/features/theme/color-mode-store";
import { lazyComponent } from "~/lib/lazy";
import { COLOR_MODE_BUTTON, ColorModeFace } from "./color-mode-face";

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
