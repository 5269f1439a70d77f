import { iconSpriteUrl } from "virtual:icon-sprite";
import type { IconName } from "./icon-names";

/** The address of a drawing in the icon sprite (web/vite/icon-sprite.ts). */
export const spriteHref = (id: string) => `${iconSpriteUrl}#${id}`;

/**
 * A lucide icon drawn from the one icon sprite: a card's heart, cart and fit icons cost a line of
 * markup each instead of their whole path data. Decorative, as every icon beside a text
 * or inside a labelled control is; colour is currentColor, size and fill come from className
 * (`size-4`, `fill-rose-500`), lucide's stroke style from .icon in app.css.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : "icon"} viewBox="0 0 24 24" aria-hidden="true">
      <use href={spriteHref(name)} />
    </svg>
  );
}

/** `Icon` as markup, for a fixed part of a page built as a string (a card's, card-markup.ts). */
export const iconMarkup = (name: IconName, className: string) =>
  `<svg class="icon ${className}" viewBox="0 0 24 24" aria-hidden="true"><use href="${spriteHref(name)}"></use></svg>`;
