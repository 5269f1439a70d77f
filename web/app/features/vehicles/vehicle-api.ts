import type {
  MakesSchema,
  ModelsSchema,
  SubmodelsSchema,
  VinDecodeSchema,
  YearsSchema,
} from "@pitstop/contract/vehicles";
import type { z } from "zod";
import { ApiError, fetchWithRetry, readJsonAs } from "~/lib/api-fetch";

/** Browser calls for the vehicle picker: same-origin GETs, retried once, typed by the contract. */

export type YearOption = z.infer<typeof YearsSchema>[number];
export type MakeOption = z.infer<typeof MakesSchema>[number];
export type ModelOption = z.infer<typeof ModelsSchema>[number];

async function getJson<S extends z.ZodType>(path: string, signal?: AbortSignal): Promise<z.infer<S>> {
  const response = await fetchWithRetry(path, { signal, headers: { accept: "application/json" } });
  return readJsonAs<z.infer<S>>(response);
}

export const fetchYears = (signal?: AbortSignal) => getJson<typeof YearsSchema>("/api/years", signal);

export const fetchMakes = (year: string, signal?: AbortSignal) =>
  getJson<typeof MakesSchema>(`/api/make/${encodeURIComponent(year)}`, signal);

export const fetchModels = (year: string, make: string, signal?: AbortSignal) =>
  getJson<typeof ModelsSchema>(`/api/model/${encodeURIComponent(year)}/${encodeURIComponent(make)}`, signal);

/** The trims and engines vPIC knows for one model year (the picker's optional fourth step). */
export const fetchSubmodels = (year: string, make: string, model: string, signal?: AbortSignal) =>
  getJson<typeof SubmodelsSchema>(
    `/api/submodel/${encodeURIComponent(year)}/${encodeURIComponent(make)}/${encodeURIComponent(model)}`,
    signal,
  );

export const decodeVin = (vin: string, signal?: AbortSignal) =>
  getJson<typeof VinDecodeSchema>(`/api/vin/${encodeURIComponent(vin)}`, signal);

export const VIN_LENGTH = 17;

/** What the VIN field keeps of a keystroke: upper case, no spaces, at most 17 characters. */
export function normalizeVinInput(raw: string): string {
  return raw.toUpperCase().replace(/\s+/g, "").slice(0, VIN_LENGTH);
}

/** spec §4: checked before the API is asked. Returns a message for the shopper, or null when it looks right. */
export function vinProblem(vin: string): string | null {
  if (vin.length !== VIN_LENGTH) {
    return `A VIN has ${VIN_LENGTH} characters; this one has ${vin.length}`;
  }
  const forbidden = [...new Set(vin.match(/[IOQ]/g) ?? [])];
  if (forbidden.length > 0) {
    return `A VIN never contains the letters I, O or Q; this one has ${forbidden.join(", ")}`;
  }
  if (!/^[A-Z0-9]+$/.test(vin)) return "A VIN uses only letters and digits";
  return null;
}

/** A readable message for a failed call: the API's own words when it gave any. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.message;
  return fallback;
}

export function isAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === "AbortError";
}
