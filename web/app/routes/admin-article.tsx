import { AdminArticleSchema } from "@pitstop/contract/admin-content";
import { redirect, useActionData } from "react-router";
import { z } from "zod";
import { ARTICLE_BODY_MAX, ArticleEditor } from "~/features/admin/article-editor";
import { text } from "~/features/admin/catalogue-form";
import { readArticleForm } from "~/features/admin/content-form";
import { saveRecord } from "~/features/admin/editor-action.server";
import { markdownPreview } from "~/features/admin/markdown.server";
import { adminMeta } from "~/features/admin/meta";
import { requireOperator } from "~/features/admin/operator.server";
import type { Outcome } from "~/features/admin/outcome";
import { refusal } from "~/features/admin/refusal";
import { notFound, privateData, RECORD_ID, refusedBy } from "~/features/admin/route.server";
import { apiFor } from "~/lib/api.server";
import type { Route } from "./+types/admin-article";

/** /admin/articles/new (no id) writes one; /admin/articles/:id edits it. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireOperator(request);
  const id = params.id;
  if (id !== undefined && !RECORD_ID.test(id)) throw notFound(request);
  const article = id ? await apiFor(request).get(`/api/admin/articles/${id}`, AdminArticleSchema) : null;
  return privateData({ article });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.article ? loaderData.article.title : "New article");
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireOperator(request);
  const form = await request.formData();
  const intent = text(form, "intent");
  const id = params.id;
  if (id !== undefined && !RECORD_ID.test(id)) return refusal({ intent, ok: false, message: "Unknown article" }, 400);
  const api = apiFor(request);
  if (intent === "preview")
    return { intent, ok: true, message: "", preview: markdownPreview(text(form, "markdown"), ARTICLE_BODY_MAX) };
  if (intent === "save")
    return saveRecord({
      api,
      id,
      read: readArticleForm(form),
      what: "article",
      apiPath: "/api/admin/articles",
      pagePath: "/admin/articles",
      schema: AdminArticleSchema,
      saved: (a) => (a.draft ? "Draft saved" : a.live ? "Article published" : "Article scheduled"),
    });
  if (intent === "delete") {
    if (!id) return refusal({ intent, ok: false, message: "Unknown article" }, 400);
    const answer = await api.send("DELETE", `/api/admin/articles/${id}`, z.unknown());
    if (!answer.ok) return refusedBy(answer, { intent });
    return redirect("/admin/articles?deleted=1");
  }
  return refusal({ intent, ok: false, message: "Unknown action" }, 400);
}

export default function AdminArticle({ loaderData }: Route.ComponentProps) {
  const outcome = useActionData<typeof action>() as Outcome | undefined;
  return <ArticleEditor article={loaderData.article} outcome={outcome} />;
}
