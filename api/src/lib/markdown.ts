import { Marked } from "marked";
import { sanitizeArticleHtml } from "./article-html.ts";

const marked = new Marked({ gfm: true, async: false });

/** Markdown to HTML that is safe to render: the allow-list of contract/article-html, nothing else. */
export function renderMarkdown(source: string): string {
  return sanitizeArticleHtml(marked.parse(source) as string);
}

/** About 220 words a minute, never less than one minute. */
export function readingMinutes(source: string): number {
  const words = source.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
