/**
 * The sitemaps protocol's XML (sitemaps.org), written a slice at a time so that a file of 50,000
 * addresses never sits in memory as one string (docs/decisions/033).
 */
const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export const XML_HEADERS = {
  "content-type": "application/xml; charset=utf-8",
  "cache-control": "public, max-age=3600",
};

export interface SitemapUrl {
  path: string;
  lastmod?: string | null;
}

const entry = (tag: "url" | "sitemap", origin: string, { path, lastmod }: SitemapUrl) =>
  `  <${tag}><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</${tag}>\n`;

function stream(open: string, close: string, parts: Array<() => string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(`<?xml version="1.0" encoding="UTF-8"?>\n${open}\n`));
    },
    pull(controller) {
      if (next < parts.length) {
        controller.enqueue(encoder.encode((parts[next++] as () => string)()));
        return;
      }
      controller.enqueue(encoder.encode(`${close}\n`));
      controller.close();
    },
  });
}

const SLICE = 1_000;
function sliced(tag: "url" | "sitemap", origin: string, urls: SitemapUrl[]) {
  const parts: Array<() => string> = [];
  for (let i = 0; i < urls.length; i += SLICE) {
    parts.push(() =>
      urls
        .slice(i, i + SLICE)
        .map((u) => entry(tag, origin, u))
        .join(""),
    );
  }
  return parts;
}

/** A `<urlset>` of pages. */
export function urlset(origin: string, urls: SitemapUrl[]): Response {
  const body = stream(
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    "</urlset>",
    sliced("url", origin, urls),
  );
  return new Response(body, { headers: XML_HEADERS });
}

/** A `<sitemapindex>` of sitemap files. */
export function sitemapIndex(origin: string, files: SitemapUrl[]): Response {
  const body = stream(
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    "</sitemapindex>",
    sliced("sitemap", origin, files),
  );
  return new Response(body, { headers: XML_HEADERS });
}
