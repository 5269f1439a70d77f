import { AdminReviewListSchema, AdminReviewSchema } from "@pitstop/contract/reviews";
import { ListBody, ListHeading, ListTabs } from "~/features/admin/admin-list";
import { listHref, readListState } from "~/features/admin/list-url";
import { adminMeta } from "~/features/admin/meta";
import { requireOperator } from "~/features/admin/operator.server";
import { refusal } from "~/features/admin/refusal";
import { REVIEW_TABS, ReviewCard, type ReviewTab } from "~/features/admin/review-queue";
import { listData, RECORD_ID } from "~/features/admin/route.server";
import { apiFor } from "~/lib/api.server";
import type { Route } from "./+types/admin-reviews";

const PATH = "/admin/reviews";
/** The tab's status in the URL; the first tab (pending) is the list's own address. */
const tabHref = (status: ReviewTab) => listHref(PATH, { status: status === "pending" ? "" : status });

/** Reviews for an operator's look — pending, reported, removed — published back or removed. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  const state = readListState(new URL(request.url), ["status", "page"] as const);
  const status = REVIEW_TABS.find((t) => t.status === state.status)?.status ?? "pending";
  const query = new URLSearchParams({ status });
  if (state.page) query.set("page", state.page);
  return listData(await apiFor(request).send("GET", `/api/admin/reviews?${query}`, AdminReviewListSchema), { status });
}

export async function action({ request }: Route.ActionArgs) {
  await requireOperator(request);
  const form = await request.formData();
  const intent = String(form.get("intent"));
  const id = String(form.get("id"));
  if (!RECORD_ID.test(id) || (intent !== "publish" && intent !== "remove"))
    return refusal({ ok: false as const, message: "Unknown action" }, 400);
  const answer = await apiFor(request).send("POST", `/api/admin/reviews/${id}/${intent}`, AdminReviewSchema, {});
  if (!answer.ok) return refusal({ ok: false as const, message: answer.message }, answer.status);
  const { title } = answer.data;
  return {
    ok: true,
    id: answer.data.id,
    message:
      intent === "publish" ? `"${title}" is published; its reports are settled` : `"${title}" is removed from the shop`,
  };
}

export function meta() {
  return adminMeta("Reviews");
}

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { list, problem, status } = loaderData;
  const tab = REVIEW_TABS.find((t) => t.status === status);
  return (
    <div className="space-y-5">
      <ListHeading title="Reviews" total={list?.total ?? null} one="review" many="reviews" />
      <ListTabs
        label="Review status"
        tabs={REVIEW_TABS.map((t) => ({
          key: t.status,
          to: tabHref(t.status),
          label: t.label,
          current: t.status === status,
        }))}
      />
      {tab && <p className="text-sm text-slate-600 dark:text-slate-400">{tab.hint}.</p>}
      <ListBody
        problem={problem}
        rows={list?.reviews ?? null}
        empty={`Nothing here: no ${status} reviews.`}
        pager={
          list && {
            page: list.page,
            pages: list.pages,
            hrefFor: (page) => listHref(PATH, { status: status === "pending" ? "" : status }, { page }),
          }
        }
      >
        {(reviews) => (
          <div className="space-y-4">
            {reviews.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </div>
        )}
      </ListBody>
    </div>
  );
}
