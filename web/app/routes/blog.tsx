import { NewsListSchema } from "@pitstop/contract/news";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { ArticleCard } from "~/features/news/article-card";
import { apiFor } from "~/lib/api.server";
import { requestPath } from "~/lib/request-path";
import { sharedPage } from "~/lib/shared-page";
import type { Route } from "./+types/blog";

const PAGE_SIZE = 12;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get("page") ?? "1";
  const page = /^\d{1,4}$/.test(raw) ? Math.max(1, Number(raw)) : Number.NaN;
  if (Number.isNaN(page)) throw new Response(`Page Not Found: ${requestPath(request)}`, { status: 404 });
  const { data, headers } = await apiFor(request).getWithHeaders(
    `/api/news?limit=${PAGE_SIZE}&page=${page}`,
    NewsListSchema,
  );
  const total = Number(headers.get("x-total-count") ?? data.length);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (page > pages) throw new Response(`Page Not Found: ${requestPath(request)}`, { status: 404 });
  return { articles: data, page, pages };
}

export function meta() {
  return [
    { title: "Guides, how-tos and news · Pitstop" },
    {
      name: "description",
      content: "Maintenance how-tos, buying guides and shop news for car owners, from the Pitstop team.",
    },
  ];
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { articles, page, pages } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-extrabold tracking-tight">News and blog</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600 dark:text-slate-400">
        Maintenance how-tos, buying guides and shop news — written for people who like to know what they're putting on
        their car.
      </p>
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((a, i) => (
          <ArticleCard key={a.id} article={a} headingLevel="h2" priority={i === 0} />
        ))}
      </div>
      {pages > 1 && (
        <nav aria-label="Pagination" className="mt-12 flex items-center justify-center gap-4">
          {page > 1 ? (
            <Link
              to={`/blog?page=${page - 1}`}
              className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900"
            >
              <ChevronLeft className="size-4" aria-hidden="true" /> Newer
            </Link>
          ) : null}
          <span className="text-sm text-slate-600 dark:text-slate-400">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link
              to={`/blog?page=${page + 1}`}
              className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900"
            >
              Older <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          ) : null}
        </nav>
      )}
    </div>
  );
}

/** The same page for every visitor without a session shopping for the same vehicle. */
export const headers: Route.HeadersFunction = sharedPage;
