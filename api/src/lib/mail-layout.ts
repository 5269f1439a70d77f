import type { MailRecipient } from "./mailer.ts";

/** The person a mail is addressed to; the name is whatever they typed in their profile. */
export type Addressee = { email: string; name?: string; lastname?: string };

const fullName = (a: Addressee) => [a.name, a.lastname].filter(Boolean).join(" ").trim();
export const recipient = (a: Addressee): MailRecipient =>
  fullName(a) ? { name: fullName(a), address: a.email } : a.email;
export const greeting = (a: Addressee) => (a.name?.trim() ? `Hi ${a.name.trim()},` : "Hi,");

/** Escapes text for HTML content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export interface MailContent {
  /** Shown by mail clients next to the subject; plain text. */
  preheader: string;
  greeting: string;
  paragraphs: string[];
  /** Rows of label and value under the paragraphs (an order's lines and totals). */
  details?: Array<{ label: string; value: string; strong?: boolean }>;
  /** The one thing the mail asks for: a button in HTML, a bare link in text. */
  action: { label: string; url: string };
  /** Small print under the button (expiry, "you did not ask for this"). */
  notes: string[];
}

/**
 * A transactional mail as a plain-text and an HTML part. Every string is treated as text: it is
 * escaped in the HTML part, so a name like `<script>` arrives as those characters.
 */
export function renderMail(content: MailContent): { text: string; html: string } {
  const url = new URL(content.action.url);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("mail links must be http(s)");
  const text = [
    content.greeting,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(content.details?.length ? [...content.details.map((d) => `${d.label}: ${d.value}`), ""] : []),
    `${content.action.label}: ${url.href}`,
    "",
    ...content.notes.flatMap((n) => [n, ""]),
    "— Pitstop, car parts and accessories that fit",
    "",
  ].join("\n");

  const p = (body: string, style = "margin:0 0 16px;font-size:16px;line-height:24px;color:#0f172a") =>
    `<p style="${style}">${escapeHtml(body)}</p>`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light only"><title>Pitstop</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:22px;font-weight:800;color:#f97316">Pitstop</p>
${p(content.greeting)}
${content.paragraphs.map((body) => p(body)).join("\n")}
${content.details?.length ? detailsTable(content.details) : ""}
<p style="margin:24px 0"><a href="${escapeHtml(url.href)}" style="display:inline-block;background:#f97316;color:#ffffff;font-weight:600;font-size:16px;text-decoration:none;padding:12px 24px;border-radius:12px">${escapeHtml(content.action.label)}</a></p>
${p("If the button does not work, copy this address into your browser:", "margin:0 0 8px;font-size:13px;line-height:20px;color:#475569")}
<p style="margin:0 0 24px;font-size:13px;line-height:20px;word-break:break-all"><a href="${escapeHtml(url.href)}" style="color:#c2410c">${escapeHtml(url.href)}</a></p>
${content.notes.map((note) => p(note, "margin:0 0 8px;font-size:13px;line-height:20px;color:#475569")).join("\n")}
</td></tr>
</table>
<p style="margin:16px 0 0;font-size:12px;color:#64748b">Pitstop · car parts and accessories that fit</p>
</td></tr>
</table>
</body>
</html>
`;
  return { text, html };
}

function detailsTable(rows: NonNullable<MailContent["details"]>): string {
  const cell = "padding:6px 0;font-size:14px;line-height:20px;color:#0f172a;border-top:1px solid #e2e8f0";
  const body = rows
    .map((r) => {
      const weight = r.strong ? "font-weight:700;" : "";
      return `<tr><td style="${cell};${weight}">${escapeHtml(r.label)}</td><td align="right" style="${cell};${weight}white-space:nowrap;padding-left:16px">${escapeHtml(r.value)}</td></tr>`;
    })
    .join("\n");
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 16px">\n${body}\n</table>`;
}
