import { profileFor } from "~/lib/profile.server";
import { readSessionToken } from "../../../server/session-cookie.ts";
import { type ActiveVehicle, readVehicleCookie } from "./active-vehicle";
import { deriveActiveVehicle } from "./rules";

/**
 * The active vehicle as a loader sees it: a signed-in shopper's is the garage's main car,
 * read from the account itself so a page can never check fit against another car than the one the
 * header and the garage show; a visitor's is the device history's main car, mirrored in a cookie.
 */
export async function activeVehicleFor(request: Request): Promise<ActiveVehicle | null> {
  const cookie = request.headers.get("cookie");
  if (readSessionToken(cookie)) {
    const profile = await profileFor(request);
    if (profile.ok) {
      return deriveActiveVehicle(profile.data.garage, []);
    }
    // An ended session is a visitor again: the device's car applies.
  }
  return readVehicleCookie(cookie);
}
