/**
 * The allow-list for an article's HTML, so an article cannot carry script into a page: what rendered Markdown may keep, on the API
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

/**
 * The allow-list as sanitize-html's options (plain data, so the contract needs no sanitiser):
 * the API and the storefront cut with exactly the same rules.
 */
export const ARTICLE_SANITIZE_OPTIONS = {
  allowedTags: [...ARTICLE_HTML_TAGS],
  allowedAttributes: ARTICLE_HTML_ATTRIBUTES,
  allowedSchemes: [...ARTICLE_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Anything not allowed goes with its content when it is executable or embedded.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "svg", "math"],
};
