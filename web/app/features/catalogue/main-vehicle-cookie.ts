/**
 * The shopper's main vehicle, mirrored from the device history into a plain cookie so pages
 * rendered on the server can already say which parts fit it (the history itself stays in local
 * storage, spec §3). Holds only a vehicle slug.
 */
export const MAIN_VEHICLE_COOKIE = "pitstop_vehicle";
const SLUG = /^[a-z0-9-]{3,120}$/;

export function readMainVehicle(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === MAIN_VEHICLE_COOKIE) {
      const value = decodeURIComponent(rest.join("="));
      return SLUG.test(value) ? value : null;
    }
  }
  return null;
}

export function writeMainVehicle(slug: string | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
  document.cookie =
    slug && SLUG.test(slug)
      ? `${MAIN_VEHICLE_COOKIE}=${slug}; Path=/; Max-Age=31536000; SameSite=Lax`
      : `${MAIN_VEHICLE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
