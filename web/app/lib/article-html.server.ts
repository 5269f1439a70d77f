import { ARTICLE_SANITIZE_OPTIONS } from "@pitstop/contract/article-html";
import sanitizeHtml from "sanitize-html";

/**
 * The article body cut down to the contract's allow-list before the page puts it in the DOM: the
 * API sanitises too, but the storefront does not trust HTML it did not check. Server-only:
 * the loader runs on the server for every navigation, so the browser bundle carries no sanitiser.
 */
export function safeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_SANITIZE_OPTIONS);
}
