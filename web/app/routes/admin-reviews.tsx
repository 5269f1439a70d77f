import { AdminReviewListSchema, AdminReviewSchema } from "@pitstop/contract/reviews";
import { CarFront, Eye, Flag, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Link, useFetcher } from "react-router";
import type { z } from "zod";
import { dangerButton, secondaryButton } from "~/components/forms/form-styles";
import { LocalTime } from "~/components/local-time";
import { Stars } from "~/components/ui/stars";
import { listHref, readListState } from "~/features/admin/list-url";
import { requireOperator } from "~/features/admin/operator.server";
import { EmptyList, Pager, Problem } from "~/features/admin/pager";
import { refusal } from "~/features/admin/refusal";
import { apiFor } from "~/lib/api.server";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toasts";
import type { Route } from "./+types/admin-reviews";

const PATH = "/admin/reviews";
const TABS = [
  { status: "pending", label: "Pending", hint: "Hidden after 3 reports, awaiting a look" },
  { status: "reported", label: "Reported", hint: "Shown or hidden, with at least one report" },
  { status: "removed", label: "Removed", hint: "No longer shown; publish one back if it was a mistake" },
] as const;
type Tab = (typeof TABS)[number]["status"];
const REVIEW_ID = /^[1-9]\d{0,9}$/;

const REASON_LABEL: Record<string, string> = {
  spam: "Spam",
  offensive: "Offensive",
  off_topic: "Off topic",
  not_a_review: "Not a review",
  other: "Other",
};

/** Issue 13/14: reviews for an operator's look — pending, reported, removed — published back or removed. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  const state = readListState(new URL(request.url), ["status", "page"] as const);
  const status: Tab = TABS.some((t) => t.status === state.status) ? (state.status as Tab) : "pending";
  const query = new URLSearchParams({ status });
  if (state.page) query.set("page", state.page);
  const answer = await apiFor(request).send("GET", `/api/admin/reviews?${query}`, AdminReviewListSchema);
  const headers = { "Cache-Control": "private, no-store" };
  if (!answer.ok) return data({ list: null, problem: answer.message, status }, { headers });
  return data({ list: answer.data, problem: null, status }, { headers });
}

type Outcome = { ok: boolean; message: string; id?: number };

export async function action({ request }: Route.ActionArgs) {
  await requireOperator(request);
  const form = await request.formData();
  const intent = String(form.get("intent"));
  const id = String(form.get("id"));
  if (!REVIEW_ID.test(id) || (intent !== "publish" && intent !== "remove"))
    return refusal({ ok: false as const, message: "Unknown action" }, 400);
  const answer = await apiFor(request).send("POST", `/api/admin/reviews/${id}/${intent}`, AdminReviewSchema, {});
  if (!answer.ok) return refusal({ ok: false as const, message: answer.message }, answer.status);
  return {
    ok: true,
    id: answer.data.id,
    message:
      intent === "publish"
        ? `"${answer.data.title}" is published; its reports are settled`
        : `"${answer.data.title}" is removed from the shop`,
  } satisfies Outcome;
}

export function meta() {
  return [{ title: "Reviews · Back office · Pitstop" }, { name: "robots", content: "noindex" }];
}

type Review = z.infer<typeof AdminReviewListSchema>["reviews"][number];

function Moderate({ review }: { review: Review }) {
  const fetcher = useFetcher<Outcome>();
  const said = useRef<Outcome | undefined>(undefined);
  useEffect(() => {
    const outcome = fetcher.data;
    if (!outcome || said.current === outcome) return;
    said.current = outcome;
    if (outcome.ok) toast.success(outcome.message);
    else toast.error(outcome.message);
  }, [fetcher.data]);
  const busy = fetcher.state !== "idle";
  const doing = busy ? String(fetcher.formData?.get("intent")) : null;
  return (
    <fetcher.Form method="post" className="flex flex-wrap gap-2">
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
        <button type="submit" name="intent" value="remove" className={dangerButton} disabled={busy}>
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

function ReviewCard({ review }: { review: Review }) {
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
            <Flag className="size-4" aria-hidden="true" /> {review.report_count}{" "}
            {review.report_count === 1 ? "report" : "reports"}
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

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { list, problem, status } = loaderData;
  const tab = TABS.find((t) => t.status === status);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight">Reviews</h1>
        {list && (
          <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
            {list.total.toLocaleString("en-US")} {list.total === 1 ? "review" : "reviews"}
          </p>
        )}
      </div>
      <nav aria-label="Review status" className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
        {TABS.map((t) => {
          const current = t.status === status;
          return (
            <Link
              key={t.status}
              to={listHref(PATH, { status: t.status === "pending" ? "" : t.status })}
              aria-current={current ? "page" : undefined}
              className={cn(
                "inline-flex h-9 shrink-0 items-center rounded-full px-3.5 text-sm font-semibold whitespace-nowrap",
                current
                  ? "bg-slate-900 text-white dark:bg-white dark:text-slate-900"
                  : "bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:hover:bg-slate-700",
              )}
            >
              {t.label}
            </Link>
          );
        })}
      </nav>
      {tab && <p className="text-sm text-slate-600 dark:text-slate-400">{tab.hint}.</p>}
      {problem && <Problem>{problem}</Problem>}
      {list && list.reviews.length === 0 && <EmptyList>Nothing here: no {status} reviews.</EmptyList>}
      {list && list.reviews.length > 0 && (
        <div className="space-y-4">
          {list.reviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </div>
      )}
      {list && (
        <Pager
          page={list.page}
          pages={list.pages}
          hrefFor={(page) => listHref(PATH, { status: status === "pending" ? "" : status }, { page })}
        />
      )}
    </div>
  );
}
