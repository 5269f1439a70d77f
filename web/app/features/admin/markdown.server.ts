import { Marked } from "marked";
import { safeArticleHtml } from "~/features/news/article-html.server";

const marked = new Marked({ gfm: true, async: false });

/**
 * The editor's Markdown preview: rendered as the API renders articles (GFM) and cut to the same
 * allow-list (contract/article-html), on the server, so no parser reaches the browser.
 */
export function markdownPreview(source: string): string {
  return safeArticleHtml(marked.parse(source.slice(0, 20_000)) as string);
}
