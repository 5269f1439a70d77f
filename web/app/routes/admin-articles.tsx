import { AdminArticleListSchema } from "@pitstop/contract/admin-content";
import { ListBody, ListHeading, NewLink } from "~/features/admin/admin-list";
import { ArticleTable } from "~/features/admin/article-list";
import { readPage } from "~/features/admin/content-form";
import { useLandingToast } from "~/features/admin/landing-toast";
import { pageCount } from "~/features/admin/list-url";
import { adminMeta } from "~/features/admin/meta";
import { requireOperator } from "~/features/admin/operator.server";
import { listData } from "~/features/admin/route.server";
import { apiFor } from "~/lib/api.server";
import type { Route } from "./+types/admin-articles";

const BASE = "/admin/articles";
const PAGE_SIZE = 25;

/** Every article, drafts and scheduled ones too, newest first (the admin API's order). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  const page = readPage(new URL(request.url));
  const path = `/api/admin/articles?page=${page}&page_size=${PAGE_SIZE}`;
  return listData(await apiFor(request).send("GET", path, AdminArticleListSchema), {});
}

export function meta() {
  return adminMeta("News articles");
}

const pageHref = (page: number) => (page > 1 ? `${BASE}?page=${page}` : BASE);

export default function AdminArticles({ loaderData }: Route.ComponentProps) {
  const { list, problem } = loaderData;
  useLandingToast("deleted", "Article deleted");
  return (
    <div className="space-y-5">
      <ListHeading
        title="News articles"
        total={list?.total ?? null}
        one="article"
        many="articles"
        action={<NewLink to={`${BASE}/new`}>New article</NewLink>}
      />
      <ListBody
        problem={problem}
        rows={list?.articles ?? null}
        empty="No articles yet. Write the first one."
        pager={list && { page: list.page, pages: pageCount(list.total, list.page_size), hrefFor: pageHref }}
      >
        {(articles) => <ArticleTable articles={articles} />}
      </ListBody>
    </div>
  );
}
