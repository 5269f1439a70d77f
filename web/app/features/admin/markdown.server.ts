import { markdownHtml } from "~/lib/markdown.server";

/** The editors' Markdown preview (products, articles): rendered on the server as the shop renders it. */
export function markdownPreview(source: string, maxChars = 20_000): string {
  return markdownHtml(source, maxChars);
}
