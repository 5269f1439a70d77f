/**
 * Navigating to an external URL or to blob, data, javascript or vbscript protocols is
 * refused. Every return path the shop follows (`?redirect=` after sign-in or sign-up, Google's
 * return, programmatic navigation) passes through here.
 *
 * Returns the normalised same-site path to navigate to, or null when the target is refused.
 * The target is resolved against the shop's origin first (dot segments and all), and only then
 * judged: the result must be a path with exactly one leading slash, on our origin. `/..//evil`
 * resolves to `//evil`, which a browser reads as another host, so it is refused after resolving.
 */
const REFUSED_PROTOCOLS = new Set(["blob:", "data:", "javascript:", "vbscript:"]);

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** `//host` or `/\host`, which browsers (and some servers, once decoded) read as another host. */
const SCHEME_RELATIVE = /^[/\\][/\\]/;

export function safeInternalPath(target: string | null | undefined, origin = "http://localhost"): string | null {
  if (!target) return null;
  // Browsers ignore tabs and newlines inside URLs (`java\tscript:`, `/\t/evil`); no path of ours
  // holds one, so a target with any control character is refused rather than cleaned.
  if (CONTROL_CHARACTERS.test(target)) return null;
  const trimmed = target.trim();
  if (trimmed === "" || SCHEME_RELATIVE.test(trimmed)) return null;
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(trimmed, base);
  } catch {
    return null;
  }
  if (REFUSED_PROTOCOLS.has(url.protocol) || url.origin !== base.origin) return null;
  if (url.username || url.password) return null;
  // Judge the resolved path, and its decoded form too (`/%2F%2Fevil`, `/%5Cevil`).
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (!url.pathname.startsWith("/") || SCHEME_RELATIVE.test(url.pathname) || SCHEME_RELATIVE.test(decoded)) return null;
  if (decoded.includes("\\") || CONTROL_CHARACTERS.test(decoded)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
