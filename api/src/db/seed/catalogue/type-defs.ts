import { AUDIO_TYPES } from "./defs-audio.ts";
import { BODY_TYPES } from "./defs-body.ts";
import { BRAKES_TYPES } from "./defs-brakes.ts";
import { ELECTRICS_TYPES } from "./defs-electrics.ts";
import { EXTERIOR_TYPES } from "./defs-exterior.ts";
import { FILTERS_TYPES } from "./defs-filters.ts";
import { IGNITION_TYPES } from "./defs-ignition.ts";
import { INTERIOR_TYPES } from "./defs-interior.ts";
import { OILS_TYPES } from "./defs-oils.ts";
import { PERFORMANCE_TYPES } from "./defs-performance.ts";
import { SUSPENSION_TYPES } from "./defs-suspension.ts";
import { TOOLS_TYPES } from "./defs-tools.ts";
import { TYRES_TYPES } from "./defs-tyres.ts";
import type { TypeDef } from "./type-def.ts";

/** Every product type, grouped by category in shop order. */
export const TYPE_DEFS: readonly TypeDef[] = [
  ...BRAKES_TYPES,
  ...FILTERS_TYPES,
  ...OILS_TYPES,
  ...IGNITION_TYPES,
  ...SUSPENSION_TYPES,
  ...ELECTRICS_TYPES,
  ...TYRES_TYPES,
  ...BODY_TYPES,
  ...EXTERIOR_TYPES,
  ...INTERIOR_TYPES,
  ...AUDIO_TYPES,
  ...PERFORMANCE_TYPES,
  ...TOOLS_TYPES,
];
