import { z } from "zod";

/** A four-digit model year in a path: malformed is a 400, unknown simply has no makes. */
export const YearParamSchema = z
  .string()
  .regex(/^\d{4}$/, { message: "Year must be four digits, like 2018" })
  .transform(Number);

export const YearsSchema = z.array(z.object({ year: z.string() }));
export const MakesSchema = z.array(z.object({ id: z.number().int(), make: z.string() }));
/** `id` is the vehicle's id: year, make and model name one vehicle. */
export const ModelsSchema = z.array(z.object({ id: z.number().int(), model: z.string(), slug: z.string() }));

export const MakeParamsSchema = z.object({ year: YearParamSchema });
export const ModelParamsSchema = z.object({
  year: YearParamSchema,
  make: z.string().trim().min(1).max(80),
});
export const SubmodelParamsSchema = ModelParamsSchema.extend({ model: z.string().trim().min(1).max(120) });

/** Trims and engines vPIC knows for one model year (an empty list is a valid answer). */
export const SubmodelSchema = z.object({
  trim: z.string().nullable(),
  engine: z.string().nullable(),
});
export const SubmodelsSchema = z.array(SubmodelSchema);

/** Our vehicle: id, year (as a string), make, model, plus its slug and page path. */
export const VehicleRefSchema = z.object({
  id: z.number().int(),
  year: z.string(),
  make: z.string(),
  model: z.string(),
  slug: z.string(),
  path: z.string(),
});
export type VehicleRef = z.infer<typeof VehicleRefSchema>;

/** A vehicle with the configuration the answer was given for (trim and engine). */
export const ConfiguredVehicleSchema = VehicleRefSchema.extend({
  trim: z.string().nullable(),
  engine: z.string().nullable(),
});
export type ConfiguredVehicle = z.infer<typeof ConfiguredVehicleSchema>;

/** The VIN the VIN tab offers as an example: a 2018 Toyota Camry's, with a check digit that adds up (49 CFR 565.15). */
export const EXAMPLE_VIN = "4T1B11HK7JU512345";

export const VinParamsSchema = z.object({ vin: z.string().trim().max(40) });
export const VinDecodeSchema = z.object({
  vin: z.string(),
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  trim: z.string().nullable(),
  engine: z.string().nullable(),
  /** Our vehicle for it, with the trim and engine as its own lists name them (null where they do not say). */
  vehicle: z.lazy(() => ConfiguredVehicleSchema).nullable(),
});
export type VinDecode = z.infer<typeof VinDecodeSchema>;
