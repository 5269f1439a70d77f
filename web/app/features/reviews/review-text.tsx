/**
 * A review's text as its author typed it: plain text, never HTML — React escapes it, so
 * `<script>` is shown as written and an address is words, not a link. A blank line starts a new
 * paragraph; a single line break stays a line break.
 */
export function reviewParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export function ReviewText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {reviewParagraphs(text).map((paragraph, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text have no identity but their place
        <p key={i} className="mt-2 break-words whitespace-pre-line first:mt-0">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
