import { z } from "zod";
import { FIT_STATES, POSITIONS, type VehicleKey } from "./vehicle-names.ts";

export { FIT_STATES, type FitState, POSITIONS, type VehicleKey, vehicleKey, vehicleLabel } from "./vehicle-names.ts";

/**
 * Vehicle configurations and the three-state fit answer (docs/decisions/009).
 *
 * A vehicle (year, make, model — vPIC's base vehicle) can be narrowed to a configuration: a trim
 * and/or an engine, spelled exactly as GET /api/submodel/{year}/{make}/{model} names them
 * ("2.5L 4-cyl", "SE"). A fitment row may be qualified by engines, trims, a position and a note.
 */

export const PositionSchema = z.enum(POSITIONS, { message: `Position must be one of: ${POSITIONS.join(", ")}` });
export type Position = z.infer<typeof PositionSchema>;

const qualifier = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is empty`)
    .max(160, `${label} is too long (160 characters at most)`)
    .refine((s) => ![...s].some((ch) => ch.charCodeAt(0) < 32), `${label} cannot contain control characters`);

/** A trim and/or an engine of one vehicle; both null means the base vehicle only. */
export const VehicleConfigSchema = z.object({
  trim: qualifier("Trim").nullable(),
  engine: qualifier("Engine").nullable(),
});
export type VehicleConfig = z.infer<typeof VehicleConfigSchema>;

const SLUG = /^[a-z0-9-]{3,120}$/;

export const NO_CONFIG: VehicleConfig = { trim: null, engine: null };

/** The key's parts, or null when it is not a well-formed key (unknown vehicles are the caller's to find). */
export function parseVehicleKey(raw: string): VehicleKey | null {
  const [slug = "", engine = "", trim = "", ...rest] = raw.trim().split("|");
  if (rest.length > 0 || !SLUG.test(slug)) return null;
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part).trim() || null;
    } catch {
      return undefined; // malformed percent-encoding
    }
  };
  const parsed = VehicleConfigSchema.safeParse({ engine: decode(engine), trim: decode(trim) });
  if (!parsed.success) return null;
  return { slug, ...parsed.data };
}

/** A vehicle key in a request: malformed is a 400 naming the form. */
export const VehicleKeySchema = z
  .string()
  .trim()
  .max(1000, "Vehicle is too long")
  .transform((raw, ctx) => {
    const key = parseVehicleKey(raw);
    if (!key) {
      ctx.addIssue({
        code: "custom",
        message: "Vehicle must be a vehicle slug like toyota-camry-2018, optionally followed by |engine|trim",
      });
      return z.NEVER;
    }
    return key;
  });

/**
 * One ACES application of a part to a vehicle (docs/decisions/026): the engines and trims it is limited to
 * (null: every one), where it goes, its note and, where ACES says, how many the vehicle takes. A
 * part may have any number of applications per vehicle; its answer for a configuration is their union.
 */
export const FitApplicationSchema = z.object({
  engines: z.array(z.string()).nullable(),
  trims: z.array(z.string()).nullable(),
  position: PositionSchema.nullable(),
  note: z.string().nullable(),
  quantity: z.number().int().nullable(),
});
export type FitApplication = z.infer<typeof FitApplicationSchema>;

/**
 * Whether one part fits one vehicle (with its configuration), like Amazon's stripe but answered in
 * place: `fits`, `doesnt_fit`, or `needs_config` — the part fits only some engines (or trims) of
 * the vehicle and the configuration does not say which; `question` names what decides it and
 * `options` lists each choice of the vehicle with its answer, so one click settles it.
 */
export const FitSchema = z.object({
  state: z.enum(FIT_STATES),
  /** Where it goes on this vehicle ("Front"), when the fitment says. */
  position: PositionSchema.nullable(),
  /** The fitment's note for this vehicle ("w/o sport suspension"), when there is one. */
  note: z.string().nullable(),
  /** needs_config: what decides it. */
  question: z.enum(["engine", "trim"]).nullable(),
  /** needs_config: the vehicle's choices for `question`, each with whether the part fits it. */
  options: z.array(z.object({ value: z.string(), fits: z.boolean() })),
  /**
   * The applications that match the configuration as far as it is known: each with its
   * own position and note ("Front" on the 2.5L, "Rear" on the V6). Empty for universal parts and
   * for what doesn't fit. `position` and `note` above are the first one's.
   */
  applications: z.array(FitApplicationSchema).default([]),
});
export type Fit = z.infer<typeof FitSchema>;

/** A row of a product's fitment table: one model over a run of years, with its qualifiers. */
export const FitmentGroupSchema = z.object({
  make: z.string(),
  model: z.string(),
  years: z.string(), // "2015–2019" or "2018"
  year_from: z.number().int(),
  year_to: z.number().int(),
  /** Only these engines (vPIC's names); null: every engine. */
  engines: z.array(z.string()).nullable(),
  /** Only these trims; null: every trim. */
  trims: z.array(z.string()).nullable(),
  position: PositionSchema.nullable(),
  note: z.string().nullable(),
});
export type FitmentGroup = z.infer<typeof FitmentGroupSchema>;
