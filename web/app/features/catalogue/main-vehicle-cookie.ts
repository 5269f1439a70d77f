import { readCookie } from "../../../server/cookies.ts";

/**
 * The shopper's main vehicle, mirrored from the device history into a plain cookie so pages
 * rendered on the server can already say which parts fit it (the history itself stays in local
 * storage, spec §3). Holds only a vehicle slug.
 */
export const MAIN_VEHICLE_COOKIE = "pitstop_vehicle";
const SLUG = /^[a-z0-9-]{3,120}$/;

export function readMainVehicle(cookieHeader: string | null): string | null {
  const value = readCookie(cookieHeader, MAIN_VEHICLE_COOKIE);
  return value && SLUG.test(value) ? value : null;
}

export function writeMainVehicle(slug: string | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
  document.cookie =
    slug && SLUG.test(slug)
      ? `${MAIN_VEHICLE_COOKIE}=${slug}; Path=/; Max-Age=31536000; SameSite=Lax`
      : `${MAIN_VEHICLE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
