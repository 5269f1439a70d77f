/**
 * Informational pages (about, FAQ, policies, …) as typed data.
 *
 * All text is plain strings — no HTML, no Markdown; the renderer escapes it. The only link a page
 * carries is its optional `cta`, which always points at an internal route.
 */

export interface ContentSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface ContentPage {
  /** H1 and `<title>`. */
  title: string;
  /** Meta description, at most 160 characters. */
  description: string;
  /** Lead paragraph shown under the title. */
  intro: string;
  /** ISO date (`2026-11-01`) of the last change; set on policy pages. */
  updated?: string;
  sections: ContentSection[];
  /** Questions and answers, in display order (the FAQ page groups them by theme). */
  faq?: Array<{ question: string; answer: string }>;
  /** Internal link, e.g. `{ label: "Find parts for your car", to: "/" }`. */
  cta?: { label: string; to: string };
}

/** Route paths (without the leading slash) that render a content page. */
export const contentPageKeys = [
  "about",
  "faq",
  "community",
  "reviews",
  "returns",
  "shipping",
  "privacy-policy",
  "terms-of-use",
  "warranty",
  "single-news",
] as const;

export type ContentPageKey = (typeof contentPageKeys)[number];
