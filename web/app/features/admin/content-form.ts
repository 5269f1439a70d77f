/**
 * The back office's content forms: a news article, the social links and the shop's
 * contact details, read from what an operator typed into the body the admin API takes. Pure, so
 * tested without a page; the API judges lengths, characters and addresses.
 */
import { type FieldErrors, parseWhole, text } from "./catalogue-form";

export type ArticleBody = {
  title: string;
  excerpt: string;
  category: string;
  author: string;
  body_markdown: string;
  published_at: string;
  draft: boolean;
  slug?: string;
  version?: number;
};

/**
 * The publish date as the form's `datetime-local` field holds it ("2026-11-26T09:00"), read as UTC
 * (the field says so: every operator sees the same time, whatever their browser's zone). Answers
 * the ISO time the API takes, or null when it is not a date and time.
 */
export function utcFromLocalField(raw: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(raw.trim());
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  // 2026-02-30 rolls over to March: not a date anyone typed.
  if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  return date.toISOString().replace(/\.000Z$/, "Z");
}

/** The other way: an ISO time as the `datetime-local` field shows it, in UTC, to the minute. */
export function localFieldFromUtc(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 16);
}

/**
 * The article editor as the API's create (no version) or edit (with the version the form was
 * opened with) body. `status` is "draft" or "published"; the slug is sent only when typed (the
 * API makes one from the title).
 */
export function readArticleForm(
  form: FormData,
): { body: ArticleBody; errors: null } | { body: null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const published_at = utcFromLocalField(text(form, "published_at"));
  if (!published_at) errors.published_at = ["Give the publish date and time, like 2026-11-26 09:00"];
  const status = text(form, "status");
  if (status !== "draft" && status !== "published") errors.draft = ["Choose draft or published"];
  const body: ArticleBody = {
    title: text(form, "title").trim(),
    excerpt: text(form, "excerpt").trim(),
    category: text(form, "category").trim(),
    author: text(form, "author").trim(),
    // Markdown: its line breaks are its own; only the browser's CRLF is made LF.
    body_markdown: text(form, "body_markdown").replaceAll("\r\n", "\n"),
    published_at: published_at ?? "",
    draft: status !== "published",
  };
  const slug = text(form, "slug").trim();
  if (slug) body.slug = slug;
  const versionRaw = text(form, "version");
  if (versionRaw) {
    const version = parseWhole(versionRaw, "version");
    if (typeof version === "string" || version < 1) errors.version = ["The form lost its version: reload the article"];
    else body.version = version;
  }
  return Object.keys(errors).length > 0 ? { body: null, errors } : { body, errors: null };
}

export function readSocialLinksForm(form: FormData) {
  return { facebook_link: text(form, "facebook_link").trim(), instagram_link: text(form, "instagram_link").trim() };
}

export function readContactForm(form: FormData) {
  return {
    email: text(form, "email").trim(),
    phone: text(form, "phone").trim(),
    address: text(form, "address").trim(),
  };
}

/** The article list's page from its URL: a whole number from 1, else 1. */
export function readPage(url: URL): number {
  const raw = url.searchParams.get("page") ?? "";
  return /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : 1;
}
