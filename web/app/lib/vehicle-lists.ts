import type { MakesSchema, ModelsSchema, SubmodelsSchema, YearsSchema } from "@pitstop/contract/vehicles";
import type { z } from "zod";
import { fetchWithRetry, readJsonAs } from "~/lib/api-fetch";

/**
 * Browser calls for the vehicle lists (years, makes, models, trims and engines): same-origin GETs,
 * retried once, typed by the contract. The shop's vehicle picker and the back office's fitment
 * editor both walk them.
 */

export type YearOption = z.infer<typeof YearsSchema>[number];
export type MakeOption = z.infer<typeof MakesSchema>[number];
export type ModelOption = z.infer<typeof ModelsSchema>[number];

/** A vehicle endpoint's answer, as the schema `S` types it. */
export async function getVehicleJson<S extends z.ZodType>(path: string, signal?: AbortSignal): Promise<z.infer<S>> {
  const response = await fetchWithRetry(path, { signal, headers: { accept: "application/json" } });
  return readJsonAs<z.infer<S>>(response);
}

export const fetchYears = (signal?: AbortSignal) => getVehicleJson<typeof YearsSchema>("/api/years", signal);

export const fetchMakes = (year: string, signal?: AbortSignal) =>
  getVehicleJson<typeof MakesSchema>(`/api/make/${encodeURIComponent(year)}`, signal);

export const fetchModels = (year: string, make: string, signal?: AbortSignal) =>
  getVehicleJson<typeof ModelsSchema>(`/api/model/${encodeURIComponent(year)}/${encodeURIComponent(make)}`, signal);

/** The trims and engines vPIC knows for one model year (the picker's optional fourth step). */
export const fetchSubmodels = (year: string, make: string, model: string, signal?: AbortSignal) =>
  getVehicleJson<typeof SubmodelsSchema>(
    `/api/submodel/${encodeURIComponent(year)}/${encodeURIComponent(make)}/${encodeURIComponent(model)}`,
    signal,
  );
