import type { VehicleConfig } from "@pitstop/contract/fitment";
import { vehicleKey, vehicleLabel } from "@pitstop/contract/vehicle-names";
import { createContext, useContext } from "react";
import { readCookie } from "../../../server/cookies.ts";

/**
 * The active vehicle: the one car the shop answers "does it fit" for, or none. Signed
 * in, it is the garage's main car; a visitor's is the device history's main car. This
 * module owns its shape, its cookie and its context; the page frame provides the value
 * (layout/active-vehicle-provider) and every screen reads it through useActiveVehicle().
 */
export interface ActiveVehicle {
  id: number;
  year: string;
  make: string;
  model: string;
  slug: string;
  trim: string | null;
  engine: string | null;
}

const text = (value: unknown, max: number) => typeof value === "string" && value.length >= 1 && value.length <= max;
const qualifier = (value: unknown) => value === null || (typeof value === "string" && value.length <= 160);

/**
 * The active vehicle's fields, checked one by one, or null (a hand-edited or older cookie). Written
 * out rather than as a zod schema: this module is in every page's JavaScript.
 */
export function parseActiveVehicle(value: unknown): ActiveVehicle | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  const valid =
    typeof v.id === "number" &&
    Number.isSafeInteger(v.id) &&
    v.id > 0 &&
    typeof v.year === "string" &&
    /^\d{4}$/.test(v.year) &&
    text(v.make, 100) &&
    text(v.model, 150) &&
    typeof v.slug === "string" &&
    /^[a-z0-9-]{3,120}$/.test(v.slug) &&
    qualifier(v.trim) &&
    qualifier(v.engine);
  if (!valid) return null;
  const { id, year, make, model, slug, trim, engine } = v as unknown as ActiveVehicle;
  return { id, year, make, model, slug, trim, engine };
}

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
 * a cookie. The cookie is a mirror written only by the provider, whenever the active
 * vehicle changes; a signed-in shopper's pages read the garage instead (active-vehicle.server).
 */
export const VEHICLE_COOKIE = "pitstop_vehicle";

export function readVehicleCookie(cookieHeader: string | null | undefined): ActiveVehicle | null {
  const raw = readCookie(cookieHeader, VEHICLE_COOKIE);
  if (!raw) return null;
  try {
    return parseActiveVehicle(JSON.parse(raw));
  } catch {
    return null; // an older cookie (a bare slug) or a hand-edited one: no vehicle
  }
}

export function writeVehicleCookie(vehicle: ActiveVehicle | null) {
  const checked = vehicle ? parseActiveVehicle(vehicle) : null;
  if (vehicle && !checked) throw new Error("Not a vehicle to remember");
  const value = checked ? encodeURIComponent(JSON.stringify(checked)) : "";
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
