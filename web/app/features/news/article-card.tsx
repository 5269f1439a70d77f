import type { ArticleSummary } from "@pitstop/contract/news";
import { Link } from "react-router";

export const articleDate = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

export function ArticleCard({
  article,
  headingLevel = "h3",
  priority = false,
}: {
  article: ArticleSummary;
  headingLevel?: "h2" | "h3";
  /** The first card of a list: its cover is the page's largest paint, fetched at once. */
  priority?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <Link
        to={`/blog/${article.slug}`}
        className="block aspect-[1200/630] overflow-hidden bg-slate-100 dark:bg-slate-800"
        tabIndex={-1}
        aria-hidden="true"
      >
        {article.cover_url && (
          <img
            src={article.cover_url}
            alt=""
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : "auto"}
            width={1200}
            height={630}
            className="h-full w-full object-cover transition group-hover:scale-[1.02]"
          />
        )}
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-400">
          {article.category}
        </p>
        <Heading className="mt-2 text-lg leading-snug font-bold">
          <Link to={`/blog/${article.slug}`} className="hover:text-brand-600 dark:hover:text-brand-400">
            {article.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 flex-1 text-sm text-slate-600 dark:text-slate-400">{article.excerpt}</p>
        <p className="mt-4 text-xs text-slate-500">
          <time dateTime={article.published_at}>{articleDate.format(new Date(article.published_at))}</time> ·{" "}
          {article.reading_minutes} min read
        </p>
      </div>
    </article>
  );
}
