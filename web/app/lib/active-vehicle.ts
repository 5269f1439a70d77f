import { type VehicleConfig, vehicleKey, vehicleLabel } from "@pitstop/contract/fitment";
import { createContext, useContext } from "react";
import { z } from "zod";
import { readCookie } from "../../server/cookies.ts";

/**
 * The active vehicle (issue 10): the one car the shop answers "does it fit" for, or none. Signed
 * in, it is the garage's main car; a visitor's is the device history's main car (spec §4). This
 * module owns its shape, its cookie and its context; the page frame provides the value
 * (layout/active-vehicle-provider) and every screen reads it through useActiveVehicle().
 */
export const ActiveVehicleSchema = z.object({
  id: z.number().int().positive(),
  year: z.string().regex(/^\d{4}$/),
  make: z.string().min(1).max(100),
  model: z.string().min(1).max(150),
  slug: z.string().regex(/^[a-z0-9-]{3,120}$/),
  trim: z.string().max(160).nullable(),
  engine: z.string().max(160).nullable(),
});
export type ActiveVehicle = z.infer<typeof ActiveVehicleSchema>;

/** A car being chosen: a vehicle of ours, with its configuration when known. */
export type ChosenVehicle = Omit<ActiveVehicle, "trim" | "engine"> & Partial<VehicleConfig>;

export const activeVehicleName = (v: ActiveVehicle | null) => (v ? vehicleLabel(v) : null);
/** The vehicle key the API takes (`toyota-camry-2018|2.5L%204-cyl|`). */
export const activeVehicleKey = (v: ActiveVehicle | null) => (v ? vehicleKey(v) : null);

export const sameVehicle = (a: { id: number } | null, b: { id: number } | null) =>
  a !== null && b !== null && a.id === b.id;
export const sameActiveVehicle = (a: ActiveVehicle | null, b: ActiveVehicle | null) =>
  activeVehicleKey(a) === activeVehicleKey(b);

/**
 * Server-rendered pages must show the right badges on first paint, so the active vehicle rides in
 * a cookie (issue 10). The cookie is a mirror written only by the provider, whenever the active
 * vehicle changes; a signed-in shopper's pages read the garage instead (active-vehicle.server).
 */
export const VEHICLE_COOKIE = "pitstop_vehicle";

export function readVehicleCookie(cookieHeader: string | null | undefined): ActiveVehicle | null {
  const raw = readCookie(cookieHeader, VEHICLE_COOKIE);
  if (!raw) return null;
  try {
    const parsed = ActiveVehicleSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // an older cookie (a bare slug) or a hand-edited one: no vehicle
  }
}

export function writeVehicleCookie(vehicle: ActiveVehicle | null) {
  const value = vehicle ? encodeURIComponent(JSON.stringify(ActiveVehicleSchema.parse(vehicle))) : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
  document.cookie = vehicle
    ? `${VEHICLE_COOKIE}=${value}; Path=/; Max-Age=31536000; SameSite=Lax`
    : `${VEHICLE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

export interface ActiveVehicleState {
  vehicle: ActiveVehicle | null;
  /** The shopper's other cars to switch to: the garage when signed in, else the device history. */
  cars: ActiveVehicle[];
  /** Whether the shopper is signed in (switching then saves to the garage). */
  member: boolean;
  /** Makes a car the active vehicle, everywhere (signed in: saved to the garage as main). */
  choose: (car: ChosenVehicle) => Promise<boolean>;
  /** 'Shop without a vehicle': no active vehicle anywhere. */
  deselect: () => Promise<boolean>;
  /** Narrows the active vehicle to a trim and/or engine (a field left out stays as it is). */
  configure: (config: Partial<VehicleConfig>) => Promise<boolean>;
  /** Which change is under way, so only its control shows loading. */
  pending: string | null;
}

export const ActiveVehicleContext = createContext<ActiveVehicleState>({
  vehicle: null,
  cars: [],
  member: false,
  choose: async () => false,
  deselect: async () => false,
  configure: async () => false,
  pending: null,
});

export const useActiveVehicle = () => useContext(ActiveVehicleContext);
