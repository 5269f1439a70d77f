/**
 * The page path a loader serves. On client-side navigation React Router fetches
 * `/some/page.data` (and `/_root.data` for `/`), so the raw pathname carries that suffix.
 */
export function requestPath(request: Request): string {
  const { pathname } = new URL(request.url);
  if (pathname === "/_root.data") return "/";
  return pathname.replace(/\.data$/, "");
}
