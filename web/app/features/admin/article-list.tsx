import type { AdminArticleListSchema } from "@pitstop/contract/admin-content";
import type { z } from "zod";
import { LocalTime } from "~/components/local-time";
import { AdminTable, PictureLink, Row } from "./admin-list";
import { HiddenBadge } from "./hidden-badge";

type Article = z.infer<typeof AdminArticleListSchema>["articles"][number];

/** Every article, drafts and scheduled ones too, as the list's table. */
export function ArticleTable({ articles }: { articles: Article[] }) {
  return (
    <AdminTable minWidth="min-w-[40rem]" columns={["Article", "Category", "State", "Publish date"]}>
      {articles.map((a) => (
        <Row key={a.id}>
          <td className="max-w-[26rem] px-4 py-2.5">
            <PictureLink to={`/admin/articles/${a.id}`} picture={a.cover_url} shape="wide" title={a.title}>
              <span className="block truncate font-mono text-xs text-slate-500 dark:text-slate-400">
                /blog/{a.slug}
              </span>
            </PictureLink>
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
        </Row>
      ))}
    </AdminTable>
  );
}
