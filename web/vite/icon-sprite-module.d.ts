/** The icon sprite's address, provided by web/vite/icon-sprite.ts. */
declare module "virtual:icon-sprite" {
  export const iconSpriteUrl: string;
}
