import { Marked } from "marked";
import { safeArticleHtml } from "~/lib/article-html.server";

const marked = new Marked({ gfm: true, async: false });

/**
 * Markdown as the shop shows it: rendered as the API renders articles (GFM) and cut to the same
 * allow-list (contract/article-html). Server-only, so no parser or sanitiser reaches the browser:
 * the editor's preview and the product page's description both come through here.
 */
export function markdownHtml(source: string, maxChars = 20_000): string {
  return safeArticleHtml(marked.parse(source.slice(0, maxChars)) as string);
}
