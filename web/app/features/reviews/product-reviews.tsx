import type { GarageCar } from "@pitstop/contract/profile";
import type { OwnReview, Review, ReviewList } from "@pitstop/contract/reviews";
import { Suspense, useState } from "react";
import { Link, useLocation, useRevalidator, useSearchParams } from "react-router";
import { primaryButton } from "~/components/forms/form-styles";
import { Icon } from "~/components/ui/icon";
import { Stars } from "~/components/ui/stars";
import { cn } from "~/lib/cn";
import { lazyComponent } from "~/lib/lazy";
import { countOf } from "~/lib/plural";
import { signInPath } from "~/lib/sign-in-path";
import { type ReviewActionsContext, ReviewByline, ReviewCard } from "./review-card";
import { reviewCount } from "./review-count";
import { REVIEW_SORT_OPTIONS, type ReviewView, reviewViewFromUrl, reviewViewLink } from "./review-params";
import { ReviewSummary } from "./review-summary";
import { ReviewText } from "./review-text";

/** The review form loads when the shopper opens it (docs/decisions/017). */
const ReviewForm = lazyComponent(() => import("./review-form").then((m) => m.ReviewForm));
const preloadForm = () => void ReviewForm.preload().catch(() => {});

const chip = "inline-flex h-9 items-center rounded-full border px-3 text-sm font-medium";
const chipOff = "border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";
const chipOn = "border-brand-500 bg-brand-500 text-white";

const STATUS_NOTE: Record<OwnReview["status"], string | null> = {
  published: null,
  pending: "Hidden while our team looks at reports about it.",
  removed: "Removed by our team: it is not shown to other shoppers.",
};

/** The shopper's own review above the list, with Edit (the form) in place. */
function OwnReviewPanel({ review, onEdit }: { review: OwnReview; onEdit: () => void }) {
  const note = STATUS_NOTE[review.status];
  return (
    <section
      aria-labelledby="own-review-title"
      className="rounded-2xl border border-brand-200 bg-brand-50/60 p-5 dark:border-brand-500/30 dark:bg-brand-500/10"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id="own-review-title" className="text-sm font-semibold text-brand-700 dark:text-brand-300">
            Your review
          </h3>
          <div className="mt-1">
            <Stars rating={review.rating} />
          </div>
          <p className="mt-1 font-semibold break-words">{review.title}</p>
        </div>
        <button
          type="button"
          onClick={onEdit}
          onPointerEnter={preloadForm}
          onFocus={preloadForm}
          className="inline-flex h-9 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
        >
          Edit or delete
        </button>
      </div>
      <ReviewText text={review.body} className="mt-1 text-sm leading-6 text-slate-700 dark:text-slate-300" />
      <div className="mt-3">
        <ReviewByline review={review} />
      </div>
      {note && <p className="mt-2 text-sm font-medium text-amber-800 dark:text-amber-300">{note}</p>}
    </section>
  );
}

/** "Reviews from owners of your 2018 Toyota Camry": the first block with a vehicle, and its filter. */
function OwnersBlock({
  owners,
  preview,
  view,
  params,
}: {
  owners: NonNullable<ReviewList["owners"]>;
  preview: Review[];
  view: ReviewView;
  params: URLSearchParams;
}) {
  return (
    <section
      aria-labelledby="owners-title"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900/60"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="owners-title" className="flex items-center gap-2 font-bold">
          <Icon name="car-front" className="size-5 text-brand-500" />
          Reviews from owners of your {owners.vehicle.name}
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {reviewCount(owners.count)} · model years {owners.years}
        </p>
      </div>
      {owners.count === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          No owner of a {owners.years} {owners.vehicle.name.replace(/^\d{4} /, "")} has reviewed it yet.
        </p>
      ) : view.owners ? (
        <p className="mt-2 text-sm">
          Showing only their reviews.{" "}
          <Link
            to={reviewViewLink(params, { owners: false })}
            preventScrollReset
            className="font-semibold text-brand-700 underline dark:text-brand-300"
          >
            Show all reviews
          </Link>
        </p>
      ) : (
        <>
          <ul className="mt-3 space-y-3">
            {preview.map((review) => (
              <li key={review.id} className="text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <Stars rating={review.rating} />
                  <span className="font-semibold break-words">{review.title}</span>
                </div>
                <ReviewText text={review.body} className="mt-1 line-clamp-3 text-slate-700 dark:text-slate-300" />
                <div className="mt-1">
                  <ReviewByline review={review} />
                </div>
              </li>
            ))}
          </ul>
          <Link
            to={reviewViewLink(params, { owners: true })}
            preventScrollReset
            className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            See all {reviewCount(owners.count)} from owners <Icon name="arrow-right" className="size-4" />
          </Link>
        </>
      )}
    </section>
  );
}

/**
 * The product page's reviews: the figures and histogram, "Reviews from owners of your
 * car", sort and paging in the URL, each review with "Helpful" and "Report", and the shopper's own
 * review with its form (loaded on use).
 */
export function ProductReviews({
  slug,
  list,
  ownersPreview,
  signedIn,
  garage,
}: {
  slug: string;
  list: ReviewList;
  /** The owners' most helpful reviews for the first block (when the list is not already theirs). */
  ownersPreview: Review[];
  signedIn: boolean;
  /** The signed-in shopper's garage: the cars a review can be for (the main car first chosen). */
  garage: GarageCar[];
}) {
  const [params] = useSearchParams();
  const location = useLocation();
  const revalidator = useRevalidator();
  const view = reviewViewFromUrl(params);
  const [formOpen, setFormOpen] = useState(false);
  const signInHref = signInPath({ pathname: location.pathname, search: `${location.search}` });
  const context: ReviewActionsContext = { signInHref: signedIn ? null : signInHref, ownId: list.mine?.id ?? null };
  const filtered = view.stars !== null || view.owners;

  const done = () => {
    setFormOpen(false);
    void revalidator.revalidate();
  };

  return (
    <section id="reviews" aria-labelledby="reviews-title" className="mt-12 scroll-mt-6">
      <h2 id="reviews-title" className="text-xl font-bold">
        Reviews
      </h2>
      <div className="mt-4 grid gap-8 lg:grid-cols-[20rem_1fr]">
        <div className="space-y-5 lg:sticky lg:top-6 lg:self-start">
          <ReviewSummary summary={list.summary} view={view} params={params} />
          {signedIn ? (
            !list.mine &&
            !formOpen && (
              <button
                type="button"
                onClick={() => setFormOpen(true)}
                onPointerEnter={preloadForm}
                onFocus={preloadForm}
                className={cn(primaryButton, "w-full")}
              >
                <Icon name="star" className="size-4" /> Write a review
              </button>
            )
          ) : (
            <Link
              to={signInHref}
              className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-xl border border-slate-300 px-5 text-sm font-semibold hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              Sign in to write a review
            </Link>
          )}
        </div>

        <div className="min-w-0 space-y-5">
          {formOpen && (
            <Suspense fallback={<p className="text-sm text-slate-500">Opening the form…</p>}>
              <ReviewForm
                slug={slug}
                garage={garage}
                existing={list.mine}
                onDone={done}
                onCancel={() => setFormOpen(false)}
              />
            </Suspense>
          )}
          {list.mine && !formOpen && <OwnReviewPanel review={list.mine} onEdit={() => setFormOpen(true)} />}
          {list.owners && <OwnersBlock owners={list.owners} preview={ownersPreview} view={view} params={params} />}

          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {filtered
                ? `${reviewCount(list.total)}${view.stars !== null ? ` with ${countOf(view.stars, "star")}` : ""}${view.owners && list.owners ? ` from owners of your ${list.owners.vehicle.name}` : ""}`
                : reviewCount(list.total)}
              {filtered && (
                <>
                  {" · "}
                  <Link
                    to={reviewViewLink(params, { stars: null, owners: false })}
                    preventScrollReset
                    className="font-semibold text-brand-700 underline dark:text-brand-300"
                  >
                    Clear filters
                  </Link>
                </>
              )}
            </p>
            {list.summary.count > 1 && (
              <nav aria-label="Sort reviews" className="flex flex-wrap gap-1.5">
                {REVIEW_SORT_OPTIONS.map((option) => (
                  <Link
                    key={option.value}
                    to={reviewViewLink(params, { sort: option.value, stars: view.stars, owners: view.owners })}
                    preventScrollReset
                    aria-current={view.sort === option.value ? "true" : undefined}
                    className={cn(chip, view.sort === option.value ? chipOn : chipOff)}
                  >
                    {option.label}
                  </Link>
                ))}
              </nav>
            )}
          </div>

          {list.reviews.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-400">
              {list.summary.count === 0
                ? "No reviews yet. Be the first to write one."
                : "No review matches these filters."}
            </p>
          ) : (
            <ul className="space-y-4">
              {list.reviews.map((review) => (
                <li key={review.id}>
                  <ReviewCard
                    review={review}
                    helpful={list.my_helpful.includes(review.id)}
                    reported={list.my_reports.includes(review.id)}
                    context={context}
                  />
                </li>
              ))}
            </ul>
          )}

          {list.pages > 1 && (
            <nav aria-label="Review pages" className="flex items-center justify-between gap-3">
              {list.page > 1 ? (
                <Link
                  to={`${reviewViewLink(params, { ...view, page: list.page - 1 })}#reviews`}
                  className={cn(chip, chipOff, "gap-1")}
                >
                  <Icon name="chevron-left" className="size-4" /> Previous
                </Link>
              ) : (
                <span />
              )}
              <span className="text-sm text-slate-600 dark:text-slate-400">
                Page {list.page} of {list.pages}
              </span>
              {list.page < list.pages ? (
                <Link
                  to={`${reviewViewLink(params, { ...view, page: list.page + 1 })}#reviews`}
                  className={cn(chip, chipOff, "gap-1")}
                >
                  Next <Icon name="chevron-right" className="size-4" />
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </div>
      </div>
    </section>
  );
}
