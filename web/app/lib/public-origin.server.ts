/**
 * The shop's public origin for absolute addresses in pages (canonical links, structured data, the
 * sitemap): PUBLIC_URL when set (`npm start` sets it), else the request's own. Never the Host a
 * visitor sent when PUBLIC_URL is known: a shared page rendered with it would be kept for everyone.
 */
const configured = process.env.PUBLIC_URL?.trim().replace(/\/$/, "") || null;

export function publicOrigin(request: Request): string {
  return configured ?? new URL(request.url).origin;
}
