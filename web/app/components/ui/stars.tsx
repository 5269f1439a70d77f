import { Star } from "lucide-react";

export function Stars({ rating, count, size = "sm" }: { rating: number; count?: number; size?: "sm" | "md" }) {
  const icon = size === "sm" ? "size-3.5" : "size-5";
  if (count === 0) return <span className="text-xs text-slate-500">No reviews yet</span>;
  return (
    <span className="inline-flex items-center gap-1" title={`${rating.toFixed(1)} out of 5`}>
      <span className="sr-only">{`Rated ${rating.toFixed(1)} out of 5`}</span>
      <span className="flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((i) => (
          <Star
            key={i}
            className={`${icon} ${rating >= i - 0.25 ? "fill-amber-400 text-amber-400" : rating >= i - 0.75 ? "fill-amber-400/50 text-amber-400" : "text-slate-300 dark:text-slate-600"}`}
          />
        ))}
      </span>
      {count !== undefined && <span className="text-xs text-slate-500">({count.toLocaleString("en-US")})</span>}
    </span>
  );
}
