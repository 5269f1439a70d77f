import { spriteHref } from "./icon";
import { ratingSymbolId, starFill } from "./star-rating";

/**
 * A rating as five stars: one element drawing the row from the icon sprite, named for
 * screen readers, instead of five inline star icons.
 */
export function Stars({ rating, count, size = "sm" }: { rating: number; count?: number; size?: "sm" | "md" }) {
  if (count === 0) return <span className="text-xs text-slate-500">No reviews yet</span>;
  const score = rating.toFixed(1);
  return (
    <span className="inline-flex items-center gap-1 text-xs text-slate-500" title={`${score} out of 5`}>
      <svg
        role="img"
        aria-label={`Rated ${score} out of 5`}
        viewBox="0 0 120 24"
        className={`${size === "sm" ? "h-3.5 w-17.5" : "h-5 w-25"} shrink-0 text-amber-400 stroke-slate-300 dark:stroke-slate-600`}
      >
        <use href={spriteHref(ratingSymbolId(starFill(rating)))} />
      </svg>
      {count !== undefined && `(${count.toLocaleString("en-US")})`}
    </span>
  );
}
