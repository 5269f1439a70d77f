/**
 * spec §8: navigating to an external URL or to blob, data, javascript or vbscript protocols is
 * refused. Returns the same-origin path to navigate to, or null when the target is refused.
 */
const REFUSED_PROTOCOLS = new Set(["blob:", "data:", "javascript:", "vbscript:"]);

export function safeInternalPath(target: string | null | undefined, origin = "http://localhost"): string | null {
  if (!target) return null;
  // Browsers ignore tabs and newlines inside URLs (`java\tscript:`), so judge the cleaned text.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = target.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  if (cleaned === "" || cleaned.startsWith("//") || cleaned.startsWith("\\\\") || cleaned.startsWith("/\\"))
    return null;
  let url: URL;
  try {
    url = new URL(cleaned, origin);
  } catch {
    return null;
  }
  if (REFUSED_PROTOCOLS.has(url.protocol)) return null;
  if (url.origin !== new URL(origin).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
