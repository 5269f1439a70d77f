import { ARTICLE_SANITIZE_OPTIONS } from "@pitstop/contract/article-html";
import sanitizeHtml from "sanitize-html";

/**
 * An article's HTML cut down to the contract's allow-list. Runs when Markdown is rendered and again
 * when an article is answered, so a body stored by any other path (an import, a future back office,
 * a row written by hand) reaches no page with a handler or a script URL in it.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, {
    ...ARTICLE_SANITIZE_OPTIONS,
    transformTags: {
      a: (tagName, attribs) => {
        const external = /^https?:/i.test(attribs.href ?? "");
        const { target: _target, rel: _rel, ...kept } = attribs;
        return {
          tagName,
          attribs: external ? { ...kept, rel: "noopener noreferrer nofollow", target: "_blank" } : kept,
        };
      },
    },
  });
}
