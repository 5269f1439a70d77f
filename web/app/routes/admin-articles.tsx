import { AdminArticleListSchema } from "@pitstop/contract/admin-content";
import { ImageOff, Plus } from "lucide-react";
import { data, Link } from "react-router";
import { primaryButton } from "~/components/forms/form-styles";
import { LocalTime } from "~/components/local-time";
import { readPage } from "~/features/admin/content-form";
import { HiddenBadge } from "~/features/admin/hidden-badge";
import { useLandingToast } from "~/features/admin/landing-toast";
import { requireOperator } from "~/features/admin/operator.server";
import { EmptyList, Pager, Problem } from "~/features/admin/pager";
import { apiFor } from "~/lib/api.server";
import type { Route } from "./+types/admin-articles";

const BASE = "/admin/articles";
const PAGE_SIZE = 25;

/** Every article, drafts and scheduled ones too, newest first (the admin API's order). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  const page = readPage(new URL(request.url));
  const answer = await apiFor(request).send(
    "GET",
    `/api/admin/articles?page=${page}&page_size=${PAGE_SIZE}`,
    AdminArticleListSchema,
  );
  const headers = { "Cache-Control": "private, no-store" };
  if (!answer.ok) return data({ list: null, problem: answer.message }, { headers });
  return data({ list: answer.data, problem: null }, { headers });
}

export function meta() {
  return [{ title: "News articles · Back office · Pitstop" }, { name: "robots", content: "noindex" }];
}

const pageHref = (page: number) => (page > 1 ? `${BASE}?page=${page}` : BASE);

export default function AdminArticles({ loaderData }: Route.ComponentProps) {
  const { list, problem } = loaderData;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.page_size)) : 1;
  useLandingToast("deleted", "Article deleted");
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-baseline gap-3">
          <h1 className="text-2xl font-extrabold tracking-tight">News articles</h1>
          {list && (
            <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
              {list.total.toLocaleString("en-US")} {list.total === 1 ? "article" : "articles"}
            </p>
          )}
        </div>
        <Link to={`${BASE}/new`} className={primaryButton}>
          <Plus className="size-4" aria-hidden="true" /> New article
        </Link>
      </div>
      {problem && <Problem>{problem}</Problem>}
      {list && list.articles.length === 0 && <EmptyList>No articles yet. Write the first one.</EmptyList>}
      {list && list.articles.length > 0 && (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:bg-slate-900 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Article
                </th>
                <th scope="col" className="px-4 py-3">
                  Category
                </th>
                <th scope="col" className="px-4 py-3">
                  State
                </th>
                <th scope="col" className="px-4 py-3">
                  Publish date
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {list.articles.map((a) => (
                <tr key={a.id} className="hover:bg-slate-50 dark:hover:bg-slate-900/60">
                  <td className="max-w-[26rem] px-4 py-2.5">
                    <Link to={`${BASE}/${a.id}`} className="group flex items-center gap-3">
                      {a.cover_url ? (
                        <img
                          src={a.cover_url}
                          alt=""
                          width={64}
                          height={40}
                          loading="lazy"
                          className="h-10 w-16 shrink-0 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200 dark:ring-slate-700"
                        />
                      ) : (
                        <span className="grid h-10 w-16 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-400 dark:bg-slate-800">
                          <ImageOff className="size-4" aria-hidden="true" />
                        </span>
                      )}
                      <span className="min-w-0">
                        <span className="line-clamp-2 font-semibold text-slate-900 group-hover:text-brand-600 group-hover:underline dark:text-white dark:group-hover:text-brand-400">
                          {a.title}
                        </span>
                        <span className="block truncate font-mono text-xs text-slate-500 dark:text-slate-400">
                          /blog/{a.slug}
                        </span>
                      </span>
                    </Link>
                  </td>
                  <td className="px-4 py-2.5 text-slate-700 dark:text-slate-300">{a.category}</td>
                  <td className="px-4 py-2.5 whitespace-nowrap">
                    {a.draft ? (
                      <HiddenBadge label="Draft" />
                    ) : a.live ? (
                      <span className="inline-flex rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200">
                        Published
                      </span>
                    ) : (
                      <span className="inline-flex rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 dark:bg-sky-500/15 dark:text-sky-200">
                        Scheduled
                      </span>
                    )}
                  </td>
                  <td className="px-4 py-2.5 whitespace-nowrap text-slate-600 dark:text-slate-400">
                    <LocalTime iso={a.published_at} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list && <Pager page={list.page} pages={pages} hrefFor={pageHref} />}
    </div>
  );
}
