import { WallSchema } from "@pitstop/contract/reviews";
import { findContentPage } from "~/features/content/content-pages.server";
import { ReviewWall } from "~/features/reviews/review-wall";
import { apiFor } from "~/lib/api.server";
import { requestPath } from "~/lib/request-path";
import { sharedPage } from "~/lib/shared-page";
import type { Route } from "./+types/reviews";

const CATEGORY = /^[a-z0-9-]{1,80}$/;
const PAGE = /^[1-9]\d{0,2}$/;

/**
 * /reviews: the review wall — the latest reviews across the catalogue, by
 * category, paged in the URL — and under it how reviews work (the former content page's text).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = url.searchParams.get("category");
  const page = url.searchParams.get("page") ?? "1";
  const notFound = () => new Response(`Page Not Found: ${requestPath(request)}`, { status: 404 });
  if ((category !== null && !CATEGORY.test(category)) || !PAGE.test(page)) throw notFound();
  const query = new URLSearchParams({ page });
  if (category) query.set("category", category);
  const wall = await apiFor(request).get(`/api/reviews?${query}`, WallSchema);
  // A page past the last, or a category with no reviews, is not a page of the wall.
  if ((wall.reviews.length === 0 && wall.page > 1) || (category && !wall.categories.some((c) => c.slug === category)))
    throw notFound();
  const rules = findContentPage("reviews");
  return { wall, category, rules: rules ? { intro: rules.intro, sections: rules.sections } : null };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Reviews · Pitstop" }];
  const chosen = loaderData.wall.categories.find((c) => c.slug === loaderData.category);
  return [
    { title: `${chosen ? `${chosen.name} reviews` : "Reviews"} · Pitstop` },
    {
      name: "description",
      content: "The latest reviews of car parts from Pitstop shoppers, each with the car it went on.",
    },
  ];
}

export default function ReviewsRoute({ loaderData }: Route.ComponentProps) {
  const { wall, category, rules } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Reviews</h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">
        What shoppers say about the parts they fitted, and the car each one went on.
      </p>
      <div className="mt-6">
        <ReviewWall wall={wall} category={category} />
      </div>
      {rules && (
        <details className="group mt-12 rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
          <summary className="cursor-pointer list-none text-lg font-bold">
            How reviews work at Pitstop{" "}
            <span className="text-brand-500 group-open:hidden" aria-hidden="true">
              +
            </span>
          </summary>
          <p className="mt-3 leading-7 text-slate-700 dark:text-slate-300">{rules.intro}</p>
          {rules.sections.map((section) => (
            <section key={section.heading} className="mt-6">
              <h2 className="font-bold">{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p.slice(0, 60)} className="mt-2 leading-7 text-slate-700 dark:text-slate-300">
                  {p}
                </p>
              ))}
              {section.bullets && (
                <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700 dark:text-slate-300">
                  {section.bullets.map((b) => (
                    <li key={b.slice(0, 60)}>{b}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </details>
      )}
    </div>
  );
}

/** The same page for every visitor without a session. */
export const headers: Route.HeadersFunction = sharedPage;
