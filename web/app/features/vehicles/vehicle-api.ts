import type { VinDecodeSchema } from "@pitstop/contract/vehicles";
import { ApiError } from "~/lib/api-fetch";
import { getVehicleJson } from "~/lib/vehicle-lists";

/** The vehicle picker's VIN way in and how its calls fail; the vehicle lists are in lib/vehicle-lists. */

export const decodeVin = (vin: string, signal?: AbortSignal) =>
  getVehicleJson<typeof VinDecodeSchema>(`/api/vin/${encodeURIComponent(vin)}`, signal);

export const VIN_LENGTH = 17;

/** What the VIN field keeps of a keystroke: upper case, no spaces, at most 17 characters. */
export function normalizeVinInput(raw: string): string {
  return raw.toUpperCase().replace(/\s+/g, "").slice(0, VIN_LENGTH);
}

/** Checked before the API is asked. Returns a message for the shopper, or null when it looks right. */
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
