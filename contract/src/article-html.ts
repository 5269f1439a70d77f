/**
 * The allow-list for an article's HTML (issue 15): what rendered Markdown may keep, on the API
 * (when it renders and when it answers) and on the storefront (before it puts the HTML on the page).
 * No event handlers or style, no images or embeds, no raw HTML beyond these tags, and links only to
 * http(s), mail or this site (never `javascript:`, `data:` or a protocol-relative `//host`).
 */
export const ARTICLE_HTML_TAGS = [
  "h2",
  "h3",
  "h4",
  "p",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "code",
  "pre",
  "blockquote",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "a",
  "hr",
  "br",
] as const;

export const ARTICLE_HTML_ATTRIBUTES: Record<string, string[]> = {
  a: ["href", "title", "rel", "target"],
  th: ["align"],
  td: ["align"],
};

export const ARTICLE_LINK_SCHEMES = ["http", "https", "mailto"] as const;
