import { ArticleSchema } from "@pitstop/contract/news";
import { ArrowLeft, Clock } from "lucide-react";
import { Link } from "react-router";
import { ArticleActions } from "~/features/account/article-actions";
import { articleDate } from "~/features/news/article-card";
import { apiFor } from "~/lib/api.server";
import { safeArticleHtml } from "~/lib/article-html.server";
import { requestPath } from "~/lib/request-path";
import { sharedPage } from "~/lib/shared-page";
import type { Route } from "./+types/blog-article";

export async function loader({ request, params }: Route.LoaderArgs) {
  if (!/^[a-z0-9-]{1,200}$/.test(params.slug)) {
    throw new Response(`Page Not Found: ${requestPath(request)}`, { status: 404 });
  }
  const article = await apiFor(request).get(`/api/news/${params.slug}`, ArticleSchema);
  // Rendered with dangerouslySetInnerHTML below: only the allow-list reaches the page.
  return { article: { ...article, body_html: safeArticleHtml(article.body_html) } };
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  if (!data) return [];
  const { article } = data;
  return [
    { title: `${article.title} · Pitstop` },
    { name: "description", content: article.excerpt },
    { property: "og:title", content: article.title },
    { property: "og:type", content: "article" },
    { property: "article:published_time", content: article.published_at },
  ];
}

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Link
        to="/blog"
        className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-brand-600 dark:text-slate-400"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All articles
      </Link>
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-400">
        {article.category}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{article.title}</h1>
      <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        <span>By {article.author}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={article.published_at}>{articleDate.format(new Date(article.published_at))}</time>
        <span aria-hidden="true">·</span>
        <span className="inline-flex items-center gap-1">
          <Clock className="size-4" aria-hidden="true" /> {article.reading_minutes} min read
        </span>
      </p>
      <div className="mt-5">
        <ArticleActions
          articleId={article.id}
          likes={article.likes}
          liked={"liked" in article && article.liked === true}
        />
      </div>
      {article.cover_url && (
        <img
          src={article.cover_url}
          alt=""
          width={1200}
          height={630}
          className="mt-8 aspect-[1200/630] w-full rounded-2xl object-cover"
        />
      )}
      {/* The API renders Markdown to sanitised HTML (no scripts, handlers or foreign embeds). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server */}
      <div className="prose-article mt-8" dangerouslySetInnerHTML={{ __html: article.body_html }} />
    </article>
  );
}

/** The same page for every visitor without a session shopping for the same vehicle. */
export const headers: Route.HeadersFunction = sharedPage;
