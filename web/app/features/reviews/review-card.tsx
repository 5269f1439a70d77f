import type { Review } from "@pitstop/contract/reviews";
import { Suspense, useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { Stars } from "~/components/ui/stars";
import { ApiError } from "~/lib/api-fetch";
import { cn } from "~/lib/cn";
import { lazyComponent, useOpenedOnce } from "~/lib/lazy";
import { toast } from "~/lib/toasts";
import { ReviewText } from "./review-text";
import { voteHelpful } from "./reviews-api";

const reviewDate = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
export const formatReviewDate = (iso: string) => reviewDate.format(new Date(iso));

/** The report dialog loads on first use: most visits never report anything (docs/decisions/017). */
const ReportDialog = lazyComponent(() => import("./report-dialog").then((m) => m.ReportDialog));

const actionButton = cn(
  "inline-flex h-9 items-center gap-1.5 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-700",
  "hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800",
);

/** Who wrote it, for which car, when, and whether they bought it here. */
export function ReviewByline({ review }: { review: Review }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
      <span className="font-semibold text-slate-800 dark:text-slate-200">{review.author}</span>
      {review.vehicle && (
        <>
          <span aria-hidden="true">·</span>
          <Link to={`/${review.vehicle.slug}-accessories`} className="inline-flex items-center gap-1 hover:underline">
            <Icon name="car-front" className="size-3.5" />
            {review.vehicle.name}
          </Link>
        </>
      )}
      <span aria-hidden="true">·</span>
      <time dateTime={review.created_at}>{formatReviewDate(review.created_at)}</time>
      {review.edited_at && <span>(edited)</span>}
      {review.verified_purchase && (
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">
          <Icon name="badge-check" className="size-3.5" />
          Verified purchase
        </span>
      )}
    </p>
  );
}

export interface ReviewActionsContext {
  /** Null for a visitor: "Helpful" and "Report" lead there instead. */
  signInHref: string | null;
  /** The shopper's own review (no voting or reporting on it). */
  ownId: number | null;
}

/** One review of a product's list, with "Helpful (n)" and "Report". */
export function ReviewCard({
  review,
  helpful,
  reported,
  context,
}: {
  review: Review;
  helpful: boolean;
  reported: boolean;
  context: ReviewActionsContext;
}) {
  // The vote's answer is the figure to show; a new list from the server starts again from it.
  const [vote, setVote] = useState({ helpful, count: review.helpful_count, from: review });
  const current = vote.from === review ? vote : { helpful, count: review.helpful_count, from: review };
  const [voting, setVoting] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const [reportedNow, setReportedNow] = useState(false);
  const reportLoaded = useOpenedOnce(reportOpen);
  const own = context.ownId === review.id;

  async function toggleHelpful() {
    setVoting(true);
    try {
      const result = await voteHelpful(review.id, !current.helpful);
      setVote({ helpful: result.helpful, count: result.helpful_count, from: review });
    } catch (err: unknown) {
      toast.error(err instanceof ApiError ? err.message : "Your vote could not be saved. Please try again.");
    } finally {
      setVoting(false);
    }
  }

  const helpfulLabel = `Helpful (${current.count})`;
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <Stars rating={review.rating} />
      <h3 className="mt-2 font-semibold break-words">{review.title}</h3>
      <ReviewText text={review.body} className="mt-1 text-sm leading-6 text-slate-700 dark:text-slate-300" />
      <div className="mt-3">
        <ReviewByline review={review} />
      </div>
      {!own && (
        <div className="mt-4 flex flex-wrap items-center gap-2">
          {context.signInHref ? (
            <>
              <Link to={context.signInHref} className={actionButton}>
                <Icon name="check" className="size-4" />
                {helpfulLabel}
              </Link>
              <Link to={context.signInHref} className={cn(actionButton, "border-transparent")}>
                Report
              </Link>
            </>
          ) : (
            <>
              <button
                type="button"
                aria-pressed={current.helpful}
                disabled={voting}
                onClick={toggleHelpful}
                className={cn(
                  actionButton,
                  current.helpful &&
                    "border-brand-500 bg-brand-50 text-brand-700 dark:border-brand-400 dark:bg-brand-500/15 dark:text-brand-300",
                )}
              >
                <Icon name="check" className="size-4" />
                {helpfulLabel}
              </button>
              {reported || reportedNow ? (
                <span className="px-2 text-sm text-slate-500 dark:text-slate-400">Reported</span>
              ) : (
                <button
                  type="button"
                  onClick={() => setReportOpen(true)}
                  onPointerEnter={() => void ReportDialog.preload().catch(() => {})}
                  onFocus={() => void ReportDialog.preload().catch(() => {})}
                  className={cn(actionButton, "border-transparent")}
                >
                  Report
                </button>
              )}
            </>
          )}
        </div>
      )}
      {reportLoaded && (
        <Suspense fallback={null}>
          <ReportDialog
            open={reportOpen}
            reviewId={review.id}
            onClose={() => setReportOpen(false)}
            onReported={() => {
              setReportedNow(true);
              setReportOpen(false);
            }}
          />
        </Suspense>
      )}
    </article>
  );
}
