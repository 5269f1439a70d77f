import type { ReviewSummary as Summary } from "@pitstop/contract/reviews";
import { Link } from "react-router";
import { Stars } from "~/components/ui/stars";
import { cn } from "~/lib/cn";
import { reviewCount } from "./review-count";
import { type ReviewView, reviewViewLink } from "./review-params";

/**
 * The product's figures: the average, the count and the histogram 5★…1★. Each row with
 * reviews is a filter; the chosen one links back to all reviews.
 */
export function ReviewSummary({
  summary,
  view,
  params,
}: {
  summary: Summary;
  view: ReviewView;
  params: URLSearchParams;
}) {
  const largest = Math.max(1, ...summary.histogram.map((row) => row.count));
  return (
    <div>
      <div className="flex items-center gap-3">
        <p className="text-4xl font-extrabold tabular-nums">{summary.count > 0 ? summary.rating.toFixed(1) : "–"}</p>
        <div>
          {summary.count > 0 && <Stars rating={summary.rating} size="md" />}
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {summary.count > 0 ? `Based on ${reviewCount(summary.count)}` : "No reviews yet"}
          </p>
        </div>
      </div>
      <ul className="mt-4 space-y-1" aria-label="Reviews by stars">
        {summary.histogram.map((row) => {
          const chosen = view.stars === row.stars;
          const content = (
            <>
              <span className="w-12 shrink-0 text-sm font-medium tabular-nums">{row.stars} star</span>{" "}
              <span
                className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
                aria-hidden="true"
              >
                <span
                  className="block h-full rounded-full bg-amber-400"
                  style={{ width: `${(row.count / largest) * 100}%` }}
                />
              </span>{" "}
              <span className="w-10 shrink-0 text-right text-sm tabular-nums text-slate-600 dark:text-slate-400">
                {row.count.toLocaleString("en-US")}
              </span>
            </>
          );
          return (
            <li key={row.stars}>
              {row.count === 0 && !chosen ? (
                <span className="flex min-h-9 items-center gap-3 rounded-lg px-2 opacity-60">{content}</span>
              ) : (
                <Link
                  to={reviewViewLink(params, {
                    stars: chosen ? null : row.stars,
                    sort: view.sort,
                    owners: view.owners,
                  })}
                  preventScrollReset
                  aria-current={chosen ? "true" : undefined}
                  className={cn(
                    "flex min-h-9 items-center gap-3 rounded-lg px-2 hover:bg-slate-100 dark:hover:bg-slate-800",
                    chosen && "bg-amber-50 ring-1 ring-amber-300 dark:bg-amber-500/10 dark:ring-amber-500/40",
                  )}
                >
                  {content}{" "}
                  <span className="sr-only">
                    {chosen ? "reviews, shown: show all reviews" : "reviews: show only these"}
                  </span>
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
