/**
 * How the shop names and keys a vehicle, without zod: the storefront's browser code imports these
 * on every page, and the schemas (fitment.ts, which re-exports all of this) would bring zod along
 * (docs/decisions/017).
 */

/** Where on the car a part goes, when the fitment says (pads, rotors, shocks, bulbs). */
export const POSITIONS = ["Front", "Rear", "Left", "Right"] as const;

/**
 * A vehicle key names a vehicle and its configuration in one string, for query parameters, the
 * filter body's `vehicle` and the storefront's vehicle cookie:
 *   `toyota-camry-2018`                  the base vehicle (what `vehicle=` always meant)
 *   `toyota-camry-2018|2.5L 4-cyl|`      with an engine
 *   `toyota-camry-2018|2.5L 4-cyl|SE`    with an engine and a trim
 *   `toyota-camry-2018||SE`              with a trim
 * Engine and trim are percent-encoded inside the key (`encodeURIComponent`), so a key never holds a
 * raw `|` or `,` and a comma-separated list of keys stays unambiguous.
 */
export interface VehicleKey {
  slug: string;
  engine: string | null;
  trim: string | null;
}

export function vehicleKey(v: { slug: string; engine?: string | null; trim?: string | null }): string {
  const engine = encodeURIComponent(v.engine ?? "");
  const trim = encodeURIComponent(v.trim ?? "");
  return engine || trim ? `${v.slug}|${engine}|${trim}` : v.slug;
}

/** "2018 Toyota Camry SE 2.5L 4-cyl": how the shop names a car with its configuration. */
export function vehicleLabel(v: {
  year: string | number;
  make: string;
  model: string;
  trim?: string | null;
  engine?: string | null;
}): string {
  return [v.year, v.make, v.model, v.trim, v.engine]
    .filter((part) => part !== null && part !== undefined && part !== "")
    .join(" ");
}

export const FIT_STATES = ["fits", "doesnt_fit", "needs_config"] as const;
export type FitState = (typeof FIT_STATES)[number];
