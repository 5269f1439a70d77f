import { escapeHtml } from "~/lib/html";
import { spriteHref } from "./icon";
import { ratingSymbolId, starFill } from "./star-rating";

/**
 * A rating as five stars: one element drawing the row from the icon sprite, named for
 * screen readers, instead of five inline star icons.
 */
export function Stars({ rating, count, size = "sm" }: { rating: number; count?: number; size?: "sm" | "md" }) {
  if (count === 0) return <span className={NO_REVIEWS_CLASS}>No reviews yet</span>;
  const score = rating.toFixed(1);
  return (
    <span className={STARS_CLASS} title={`${score} out of 5`}>
      <svg role="img" aria-label={`Rated ${score} out of 5`} viewBox="0 0 120 24" className={drawingClass(size)}>
        <use href={spriteHref(ratingSymbolId(starFill(rating)))} />
      </svg>
      {count !== undefined && countText(count)}
    </span>
  );
}

const NO_REVIEWS_CLASS = "text-xs text-slate-500";
const STARS_CLASS = "inline-flex items-center gap-1 text-xs text-slate-500";
const drawingClass = (size: "sm" | "md") =>
  `${size === "sm" ? "h-3.5 w-17.5" : "h-5 w-25"} shrink-0 text-amber-400 stroke-slate-300 dark:stroke-slate-600`;
const countText = (count: number) => `(${count.toLocaleString("en-US")})`;

/** `Stars` as markup (small, with its count), for a card's fixed part built as a string (card-markup.ts). */
export function starsMarkup(rating: number, count: number): string {
  if (count === 0) return `<span class="${NO_REVIEWS_CLASS}">No reviews yet</span>`;
  const score = rating.toFixed(1);
  return `<span class="${STARS_CLASS}" title="${score} out of 5"><svg role="img" aria-label="Rated ${score} out of 5" viewBox="0 0 120 24" class="${drawingClass("sm")}"><use href="${escapeHtml(spriteHref(ratingSymbolId(starFill(rating))))}"></use></svg>${escapeHtml(countText(count))}</span>`;
}
