import { AdminArticleSchema } from "@pitstop/contract/admin-content";
import { ArrowLeft, ExternalLink, Save, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useActionData, useNavigation, useSubmit } from "react-router";
import { z } from "zod";
import { dangerButton, fieldError, fieldLabel, primaryButton, sectionCard } from "~/components/forms/form-styles";
import { TextField } from "~/components/forms/text-field";
import { ConfirmRemoval } from "~/components/ui/confirm-removal";
import { ArticleCover } from "~/features/admin/article-cover";
import { firstErrors, text } from "~/features/admin/catalogue-form";
import { localFieldFromUtc, readArticleForm } from "~/features/admin/content-form";
import { HiddenBadge } from "~/features/admin/hidden-badge";
import { markdownPreview } from "~/features/admin/markdown.server";
import { MarkdownField } from "~/features/admin/markdown-field";
import { requireOperator } from "~/features/admin/operator.server";
import { StaleNotice } from "~/features/admin/pager";
import { refusal } from "~/features/admin/refusal";
import { apiFor } from "~/lib/api.server";
import { cn } from "~/lib/cn";
import { requestPath } from "~/lib/request-path";
import { toast } from "~/lib/toasts";
import type { Route } from "./+types/admin-article";

const ARTICLE_ID = /^[1-9]\d{0,9}$/;
/** The API's limit for an article's body (contract/admin-content). */
const BODY_MAX = 100_000;

/** /admin/articles/new (no id) writes one; /admin/articles/:id edits it. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireOperator(request);
  const id = params.id;
  if (id !== undefined && !ARTICLE_ID.test(id))
    throw new Response(`Page Not Found: ${requestPath(request)}`, { status: 404 });
  const article = id ? await apiFor(request).get(`/api/admin/articles/${id}`, AdminArticleSchema) : null;
  return data({ article }, { headers: { "Cache-Control": "private, no-store" } });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.article ? loaderData.article.title : "New article";
  return [{ title: `${title} · Back office · Pitstop` }, { name: "robots", content: "noindex" }];
}

type Outcome = {
  intent: string;
  ok: boolean;
  message: string;
  status?: number;
  errors?: Record<string, string[]>;
  preview?: string;
};

/** The fields the editor shows a message under; anything else is said at the form's foot. */
const FIELDS = new Set(["title", "slug", "excerpt", "category", "author", "body_markdown", "published_at", "draft"]);

export async function action({ request, params }: Route.ActionArgs) {
  await requireOperator(request);
  const form = await request.formData();
  const intent = text(form, "intent");
  const id = params.id;
  if (id !== undefined && !ARTICLE_ID.test(id)) return refusal({ intent, ok: false, message: "Unknown article" }, 400);
  const api = apiFor(request);
  const refused = (answer: { status: number; message: string; errors?: Record<string, string[]> }) =>
    refusal(
      { intent, ok: false as const, status: answer.status, message: answer.message, errors: answer.errors },
      answer.status,
    );

  if (intent === "preview")
    return { intent, ok: true, message: "", preview: markdownPreview(text(form, "markdown"), BODY_MAX) };

  if (intent === "save") {
    const read = readArticleForm(form);
    if (!read.body) return refusal({ intent, ok: false, message: "Some fields need a look", errors: read.errors }, 400);
    if (!id) {
      const { version: _none, ...create } = read.body;
      const answer = await api.send("POST", "/api/admin/articles", AdminArticleSchema, create);
      if (!answer.ok) return refused(answer);
      return redirect(`/admin/articles/${answer.data.id}?created=1`);
    }
    if (read.body.version === undefined)
      return refusal({ intent, ok: false, message: "The form lost its version: reload the article" }, 400);
    const answer = await api.send("PATCH", `/api/admin/articles/${id}`, AdminArticleSchema, read.body);
    if (!answer.ok) return refused(answer);
    return {
      intent,
      ok: true,
      message: answer.data.draft ? "Draft saved" : answer.data.live ? "Article published" : "Article scheduled",
    };
  }

  if (intent === "delete") {
    if (!id) return refusal({ intent, ok: false, message: "Unknown article" }, 400);
    const answer = await api.send("DELETE", `/api/admin/articles/${id}`, z.unknown());
    if (!answer.ok) return refused(answer);
    return redirect("/admin/articles?deleted=1");
  }
  return refusal({ intent, ok: false, message: "Unknown action" }, 400);
}

export default function AdminArticle({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  const outcome = useActionData<typeof action>() as Outcome | undefined;
  const saveOutcome = outcome && outcome.intent !== "preview" ? outcome : undefined;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const stale = saveOutcome && !saveOutcome.ok && saveOutcome.status === 409;
  const errors = firstErrors(saveOutcome?.ok ? undefined : saveOutcome?.errors);
  const unshown =
    saveOutcome && !saveOutcome.ok && !stale && saveOutcome.errors
      ? Object.keys(saveOutcome.errors).some((f) => !FIELDS.has(f))
      : false;
  const [deleting, setDeleting] = useState(false);
  const submit = useSubmit();

  const said = useRef<Outcome | undefined>(undefined);
  useEffect(() => {
    if (!saveOutcome || said.current === saveOutcome) return;
    said.current = saveOutcome;
    if (saveOutcome.ok) toast.success(saveOutcome.message);
    else if (saveOutcome.status !== 409 && !saveOutcome.errors) toast.error(saveOutcome.message);
  }, [saveOutcome]);
  const created = useRef(false);
  useEffect(() => {
    if (created.current || !article) return;
    const url = new URL(window.location.href);
    if (url.searchParams.get("created") !== "1") return;
    created.current = true;
    toast.success(article.draft ? "Draft created: add a cover, then publish it" : "Article created");
    url.searchParams.delete("created");
    window.history.replaceState(window.history.state, "", url.pathname + url.search);
  }, [article]);

  const key = article ? `${article.id}-${article.version}` : "new";
  return (
    <div className="space-y-6">
      <div>
        <Link
          to="/admin/articles"
          className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-brand-600 dark:text-slate-400"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> News articles
        </Link>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-extrabold tracking-tight">{article ? article.title : "New article"}</h1>
            {article && (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {article.draft ? <HiddenBadge label="Draft" /> : article.live ? "Published" : "Scheduled"} · version{" "}
                {article.version} · {article.reading_minutes} min read
              </p>
            )}
          </div>
          {article?.live && (
            <a
              href={`/blog/${article.slug}`}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-600 hover:underline dark:text-brand-400"
            >
              View in the shop <ExternalLink className="size-4" aria-hidden="true" />
            </a>
          )}
        </div>
      </div>

      {stale && (
        <StaleNotice
          message={saveOutcome.message}
          reloadHref={article ? `/admin/articles/${article.id}` : "/admin/articles/new"}
          what="article"
        />
      )}

      <Form key={key} method="post" className={cn(sectionCard, "space-y-5")} aria-label="Article" noValidate>
        {article && <input type="hidden" name="version" value={article.version} />}
        <TextField
          label="Title"
          name="title"
          defaultValue={article?.title}
          maxLength={200}
          required
          error={errors.title}
        />
        <div className="grid items-start gap-5 md:grid-cols-3">
          <TextField
            label="Slug (the article's address)"
            name="slug"
            defaultValue={article?.slug}
            maxLength={120}
            autoComplete="off"
            placeholder="Made from the title if empty"
            className="md:col-span-1 [&_input]:font-mono"
            error={errors.slug}
          />
          <TextField
            label="Category"
            name="category"
            defaultValue={article?.category}
            maxLength={60}
            required
            placeholder="How-to"
            error={errors.category}
          />
          <TextField
            label="Author"
            name="author"
            defaultValue={article?.author}
            maxLength={80}
            required
            error={errors.author}
          />
        </div>
        <TextField
          label="Excerpt (the blog card's summary)"
          name="excerpt"
          defaultValue={article?.excerpt}
          maxLength={400}
          required
          error={errors.excerpt}
        />
        <MarkdownField
          label="Body"
          name="body_markdown"
          defaultValue={article?.body_markdown ?? ""}
          maxLength={BODY_MAX}
          rows={16}
          error={errors.body_markdown}
        />
        <div className="grid items-start gap-5 md:grid-cols-2">
          <TextField
            label="Publish date and time (UTC)"
            name="published_at"
            type="datetime-local"
            defaultValue={
              article ? localFieldFromUtc(article.published_at) : localFieldFromUtc(new Date().toISOString())
            }
            required
            hint="A later date schedules it: the shop shows it from then."
            error={errors.published_at}
          />
          <fieldset>
            <legend className={fieldLabel}>State</legend>
            <div className="mt-2 flex flex-wrap gap-5 text-sm">
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="status"
                  value="draft"
                  defaultChecked={article?.draft ?? true}
                  className="size-4 accent-brand-500"
                />
                <span>
                  <span className="font-medium">Draft</span>
                  <span className="text-slate-600 dark:text-slate-400"> (only here)</span>
                </span>
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="status"
                  value="published"
                  defaultChecked={article ? !article.draft : false}
                  className="size-4 accent-brand-500"
                />
                <span className="font-medium">Published</span>
              </label>
            </div>
            {errors.draft && <p className={fieldError}>{errors.draft}</p>}
          </fieldset>
        </div>
        {errors.version && <p className={fieldError}>{errors.version}</p>}
        {unshown && saveOutcome && (
          <p role="alert" className={fieldError}>
            {saveOutcome.message}
          </p>
        )}
        <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-5 dark:border-slate-800">
          {article ? (
            <button type="button" className={dangerButton} onClick={() => setDeleting(true)}>
              <Trash2 className="size-4" aria-hidden="true" /> Delete
            </button>
          ) : (
            <span />
          )}
          <button type="submit" name="intent" value="save" className={primaryButton} disabled={saving}>
            <Save className="size-4" aria-hidden="true" />
            {saving ? "Saving…" : article ? "Save changes" : "Create article"}
          </button>
        </div>
      </Form>

      {article ? (
        <ArticleCover article={article} />
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          The cover picture is added once the article is created.
        </p>
      )}
      <ConfirmRemoval
        open={deleting}
        title="Delete this article?"
        description="The shop stops showing it at once, with its cover; a deleted article cannot be brought back."
        confirmLabel="Delete article"
        onConfirm={() => submit({ intent: "delete" }, { method: "post" })}
        onCancel={() => setDeleting(false)}
      />
    </div>
  );
}
