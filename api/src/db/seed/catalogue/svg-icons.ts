import { ACCESSORY_ICONS } from "./svg-icons-accessories.ts";
import { PART_ICONS } from "./svg-icons-parts.ts";

export type { Palette } from "./svg-shapes.ts";

/** Every product drawing by kind; each takes a palette and returns shapes only (no text, links or scripts). */
export const ICONS = { ...PART_ICONS, ...ACCESSORY_ICONS };

export type IconKind = keyof typeof ICONS;
