import type { AdminReviewListSchema } from "@pitstop/contract/reviews";
import { CarFront, Eye, Flag, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import type { z } from "zod";
import { dangerButton, secondaryButton } from "~/components/forms/form-styles";
import { LocalTime } from "~/components/local-time";
import { ConfirmRemoval } from "~/components/ui/confirm-removal";
import { Stars } from "~/components/ui/stars";
import { cn } from "~/lib/cn";
import { countOf } from "~/lib/plural";
import { everyRefusal, type Outcome, useOutcomeToast } from "./outcome";

/** The review queue's tabs: what an operator looks at, and what each holds. */
export const REVIEW_TABS = [
  { status: "pending", label: "Pending", hint: "Hidden after 3 reports, awaiting a look" },
  { status: "reported", label: "Reported", hint: "Shown or hidden, with at least one report" },
  { status: "removed", label: "Removed", hint: "No longer shown; publish one back if it was a mistake" },
] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number]["status"];

const REASON_LABEL: Record<string, string> = {
  spam: "Spam",
  offensive: "Offensive",
  off_topic: "Off topic",
  not_a_review: "Not a review",
  other: "Other",
};

type Review = z.infer<typeof AdminReviewListSchema>["reviews"][number];

function Moderate({ review }: { review: Review }) {
  const fetcher = useFetcher<Outcome>();
  useOutcomeToast(fetcher.data, everyRefusal);
  const busy = fetcher.state !== "idle";
  const doing = busy ? String(fetcher.formData?.get("intent")) : null;
  const [asking, setAsking] = useState(false);
  return (
    <fetcher.Form method="post" className="flex flex-wrap gap-2">
      <ConfirmRemoval
        open={asking}
        title="Remove this review?"
        description={`"${review.title}" goes off the part's page and out of its rating; its author sees it as removed. You can publish it again from the Removed tab.`}
        confirmLabel="Remove review"
        onCancel={() => setAsking(false)}
        onConfirm={() => void fetcher.submit({ id: String(review.id), intent: "remove" }, { method: "post" })}
      />
      <input type="hidden" name="id" value={review.id} />
      {review.status !== "published" && (
        <button type="submit" name="intent" value="publish" className={secondaryButton} disabled={busy}>
          <Eye className="size-4" aria-hidden="true" /> {doing === "publish" ? "Publishing…" : "Publish"}
        </button>
      )}
      {review.status === "published" && review.report_count > 0 && (
        <button type="submit" name="intent" value="publish" className={secondaryButton} disabled={busy}>
          <Eye className="size-4" aria-hidden="true" /> {doing === "publish" ? "Keeping…" : "Keep published"}
        </button>
      )}
      {review.status !== "removed" && (
        <button type="button" className={dangerButton} disabled={busy} onClick={() => setAsking(true)}>
          <Trash2 className="size-4" aria-hidden="true" /> {doing === "remove" ? "Removing…" : "Remove"}
        </button>
      )}
    </fetcher.Form>
  );
}

const STATUS_STYLE: Record<string, string> = {
  published: "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200",
  pending: "bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-200",
  removed: "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
};

/** A review awaiting an operator's look: what it says, its reports, and publish or remove. */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <article
      aria-labelledby={`review-${review.id}`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs dark:border-slate-800 dark:bg-slate-900/60"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="text-sm">
            <Link
              to={`/admin/products/${review.product.id}`}
              className="font-semibold text-brand-600 hover:underline dark:text-brand-400"
            >
              {review.product.title}
            </Link>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <Stars rating={review.rating} />
            <h2 id={`review-${review.id}`} className="font-bold break-words">
              {review.title}
            </h2>
          </div>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {review.author} · <LocalTime iso={review.created_at} style="date" />
            {review.vehicle && (
              <>
                {" · "}
                <CarFront className="inline size-3.5 align-[-2px]" aria-hidden="true" /> {review.vehicle.name}
              </>
            )}
            {review.verified_purchase && " · Verified purchase"}
          </p>
        </div>
        <span
          className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize", STATUS_STYLE[review.status])}
        >
          {review.status}
        </span>
      </div>
      <p className="mt-3 text-sm break-words whitespace-pre-line text-slate-800 dark:text-slate-200">{review.body}</p>
      {review.reports.length > 0 && (
        <div className="mt-4 rounded-xl bg-rose-50 p-3 dark:bg-rose-500/10">
          <h3 className="flex items-center gap-1.5 text-sm font-semibold text-rose-900 dark:text-rose-100">
            <Flag className="size-4" aria-hidden="true" /> {countOf(review.report_count, "report")}
          </h3>
          <ul className="mt-2 space-y-1 text-sm text-rose-900 dark:text-rose-100">
            {review.reports.map((r, i) => (
              // Reports have no id of their own; their order (oldest first) is stable.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={i} className="break-words">
                <span className="font-medium">{REASON_LABEL[r.reason] ?? r.reason}</span>
                {r.note && <span className="text-rose-800 dark:text-rose-200"> — “{r.note}”</span>}
                <span className="text-xs text-rose-700/80 dark:text-rose-300/80">
                  {" · "}
                  <LocalTime iso={r.created_at} style="date" />
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-4">
        <Moderate review={review} />
      </div>
    </article>
  );
}
