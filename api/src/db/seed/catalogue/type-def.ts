import type { SeedVehicleKind } from "../types.ts";
import type { Rng } from "./prng.ts";
import type { IconKind } from "./svg-icons.ts";

export interface Spec {
  name: string;
  value: string;
}

/** One concrete product variant of a type: title (without the brand) and its spec rows. */
export interface Variant {
  title: string;
  specs: Spec[];
  /** 0..1: where in the type's price range this variant sits (random if omitted). */
  tier?: number;
  /** Overrides the type's price range (USD), e.g. a 1 qt bottle vs a 5 qt jug. */
  price?: readonly [number, number];
}

export interface TypeDef {
  slug: string;
  name: string;
  category: string;
  /** Relative share of the category's products. */
  weight: number;
  /** Price range in USD. */
  price: readonly [number, number];
  /** Per-item shipping range in USD. */
  shipping: readonly [number, number];
  /** Handling surcharge range in USD for heavy/oversize/hazmat items; 0 when omitted. */
  handling?: readonly [number, number];
  /** Probability a product of this type is universal-fit (fits every vehicle). */
  universal: number;
  /** Instead of the probability: whether a variant is universal (trim-to-fit mats, not custom-fit). */
  universalIf?: (specs: readonly Spec[]) => boolean;
  /** Fits many makes at once (tire sizes, wiper lengths, battery groups). */
  broadFit?: boolean;
  /** Restrict fitment to these vehicle kinds (e.g. tonneau covers → trucks). */
  kinds?: readonly SeedVehicleKind[];
  /** Prefer vehicles up to this model year (distributor caps, plug wires). */
  maxYear?: number;
  icon: IconKind;
  variant: (r: Rng) => Variant;
  /** Description sentence pools: what it does, who it suits, install notes. */
  what: readonly string[];
  suits: readonly string[];
  install: readonly string[];
  /** Type-specific review sentences. */
  praise: readonly string[];
  gripe: readonly string[];
}

export const AXLE = ["Front", "Rear"] as const;
export const LEFT_RIGHT = ["Left", "Right"] as const;
export const DRIVER_PASSENGER = ["Driver Side", "Passenger Side"] as const;

export const spec = (name: string, value: string): Spec => ({ name, value });
export const yesNo = (r: Rng, p = 0.5): string => (r.chance(p) ? "Yes" : "No");
