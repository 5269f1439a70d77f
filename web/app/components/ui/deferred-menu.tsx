import { type ComponentProps, type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { type lazyComponent, useDeferredComponent } from "~/lib/lazy";

/** How the shopper opened a menu whose code was not here yet: it opens the same way once it is. */
export type MenuOpening = "pointer" | "keyboard";

export interface DeferredMenuProps {
  /** The shopper already asked for the menu: open it as soon as it is mounted. */
  openOnMount?: MenuOpening | null;
}

/**
 * A header menu (Headless UI's Menu) whose code loads on first use: until then the page
 * shows its button exactly as the menu draws it, and a click (or Enter/Space) loads the menu, which
 * then opens as if the button had been pressed. The pointer or focus reaching the button starts the
 * load, so the menu is usually here before the click ends.
 */
export function DeferredMenu<P extends DeferredMenuProps>({
  menu,
  props,
  className,
  button,
  children,
}: {
  menu: ReturnType<typeof lazyComponent<P>>;
  /** The menu's own props (all but openOnMount). */
  props: Omit<P, "openOnMount">;
  /** The class of the menu's wrapper (Menu as="div"), so nothing moves when it replaces this. */
  className?: string;
  /** The props of the menu's button, as the menu gives them. */
  button: ComponentProps<"button">;
  children: ReactNode;
}) {
  const [Menu, request] = useDeferredComponent(menu);
  const [opening, setOpening] = useState<MenuOpening | null>(null);
  if (Menu) return <Menu {...(props as P)} openOnMount={opening} />;
  return (
    <div className={className}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={opening !== null}
        {...button}
        onPointerEnter={() => void menu.preload().catch(() => {})}
        onFocus={() => void menu.preload().catch(() => {})}
        onClick={(event) => {
          // A click made by Enter or Space has no pointer position (detail 0).
          setOpening(event.detail === 0 ? "keyboard" : "pointer");
          request();
        }}
      >
        {children}
      </button>
    </div>
  );
}

/**
 * In the loaded menu: when the shopper asked before it was here, press its button once mounted —
 * Enter for a keyboard (the first item takes focus, as Headless UI does), a click otherwise.
 */
export function useOpenOnMount(button: RefObject<HTMLButtonElement | null>, opening: MenuOpening | null | undefined) {
  const done = useRef(false);
  useEffect(() => {
    const element = button.current;
    if (done.current || !opening || !element) return;
    done.current = true;
    element.focus();
    if (opening === "keyboard") element.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    else element.click();
  }, [button, opening]);
}
