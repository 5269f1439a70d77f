import { createContext } from "react";
import { readCookie } from "../../server/cookies.ts";

/**
 * The shopper's time zone, as their browser names it (IANA: "America/Los_Angeles"). The server has
 * no other way to know it, so the browser writes it in this cookie before anything else on the
 * page, and the pages the server renders afterwards show times in it — an order's "Paid on …"
 * reads local from the first paint, not UTC until the page's code has loaded.
 */
export const TIME_ZONE_COOKIE = "pitstop_tz";

/** The zone the server renders times in: the shopper's from the cookie, else UTC (a first visit). */
export const ServerTimeZone = createContext("UTC");

/** A zone name the runtime knows; anything else (a forged or garbled cookie) is not one. */
export function knownTimeZone(name: string | undefined): string | null {
  if (!name || name.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The shopper's zone from a request's Cookie header, or null when it is not known yet. */
export const timeZoneFromCookie = (cookieHeader: string | null | undefined) =>
  knownTimeZone(readCookie(cookieHeader, TIME_ZONE_COOKIE));

/**
 * Runs first in <head>: writes the browser's zone to the cookie when it is missing or changed
 * (the shopper travelled). A year, the whole site, never sent to other sites.
 */
export const timeZoneBootScript = `(()=>{try{var z=Intl.DateTimeFormat().resolvedOptions().timeZone,c=${JSON.stringify(`${TIME_ZONE_COOKIE}=`)}+encodeURIComponent(z);if(z&&document.cookie.split("; ").indexOf(c)<0)document.cookie=c+";path=/;max-age=31536000;samesite=lax"}catch(e){}})()`;
