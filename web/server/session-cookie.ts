import { readCookie } from "./cookies.ts";

/** The httpOnly cookie that carries the session token; only the web server reads it. */
export const SESSION_COOKIE = "pitstop_session";

export function readSessionToken(cookieHeader: string | null | undefined): string | undefined {
  const value = readCookie(cookieHeader, SESSION_COOKIE);
  return value && /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : undefined;
}
