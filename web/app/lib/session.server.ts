import { SESSION_COOKIE } from "../../server/session-cookie.ts";

/** Matches the API's absolute session lifetime (90 days). */
const MAX_AGE_SECONDS = 90 * 24 * 3600;

function secure(request: Request): boolean {
  return new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
}

/**
 * The token lives in an httpOnly, SameSite=Lax cookie (Secure over HTTPS) that only
 * the web server reads; browser JavaScript never sees it.
 */
export function sessionCookie(request: Request, token: string): string {
  return [
    `${SESSION_COOKIE}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${MAX_AGE_SECONDS}`,
    ...(secure(request) ? ["Secure"] : []),
  ].join("; ");
}

export function clearedSessionCookie(request: Request): string {
  return [
    `${SESSION_COOKIE}=`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    "Max-Age=0",
    ...(secure(request) ? ["Secure"] : []),
  ].join("; ");
}
