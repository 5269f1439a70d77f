/**
 * The lucide icons drawn from the icon sprite (components/ui/icon.tsx), by lucide's kebab-case
 * names. The build generates the sprite from exactly these, out of lucide-react's own icons
 * (web/vite/icon-sprite.ts): adding one here is all a new <Icon name> needs (restart `npm run dev`).
 */
export const SPRITE_ICONS = [
  "arrow-right",
  "badge-check",
  "battery-charging",
  "car",
  "car-front",
  "check",
  "chevron-left",
  "chevron-right",
  "circle-check",
  "circle-dot",
  "circle-help",
  "circle-x",
  "disc-3",
  "droplet",
  "filter",
  "gauge",
  "globe",
  "headset",
  "heart",
  "minus",
  "package",
  "package-check",
  "plus",
  "rotate-ccw",
  "search-x",
  "shopping-cart",
  "sliders-horizontal",
  "sparkles",
  "speaker",
  "spline",
  "star",
  "truck",
  "wrench",
  "x",
  "zap",
] as const;

export type IconName = (typeof SPRITE_ICONS)[number];
