import type { AdminArticleSchema } from "@pitstop/contract/admin-content";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Form, useSubmit } from "react-router";
import type { z } from "zod";
import { dangerButton, fieldError, fieldLabel, sectionCard } from "~/components/forms/form-styles";
import { TextField } from "~/components/forms/text-field";
import { ConfirmRemoval } from "~/components/ui/confirm-removal";
import { cn } from "~/lib/cn";
import { ArticleCover } from "./article-cover";
import { firstErrors } from "./catalogue-form";
import { localFieldFromUtc } from "./content-form";
import { AfterCreate, footProblem, isStale, RecordHeader, SaveButton, ShopLink } from "./editor-frame";
import { HiddenBadge } from "./hidden-badge";
import { useLandingToast } from "./landing-toast";
import { MarkdownField } from "./markdown-field";
import { type Outcome, useOutcomeToast } from "./outcome";
import { StaleNotice } from "./pager";

type AdminArticle = z.infer<typeof AdminArticleSchema>;

/** The API's limit for an article's body (contract/admin-content). */
export const ARTICLE_BODY_MAX = 100_000;

/** The fields the editor shows a message under; anything else is said at the form's foot. */
const FIELDS = new Set(["title", "slug", "excerpt", "category", "author", "body_markdown", "published_at", "draft"]);

/** A news article's editor: its fields, its cover once it exists, and its deletion. */
export function ArticleEditor({ article, outcome }: { article: AdminArticle | null; outcome: Outcome | undefined }) {
  const saveOutcome = outcome && outcome.intent !== "preview" ? outcome : undefined;
  useOutcomeToast(saveOutcome);
  useLandingToast(
    "created",
    article && (article.draft ? "Draft created: add a cover, then publish it" : "Article created"),
  );
  const [deleting, setDeleting] = useState(false);
  const submit = useSubmit();
  return (
    <div className="space-y-6">
      <RecordHeader
        back="/admin/articles"
        backLabel="News articles"
        title={article ? article.title : "New article"}
        details={
          article && (
            <>
              {article.draft ? <HiddenBadge label="Draft" /> : article.live ? "Published" : "Scheduled"} · version{" "}
              {article.version} · {article.reading_minutes} min read
            </>
          )
        }
        aside={article?.live && <ShopLink href={`/blog/${article.slug}`} />}
      />
      {isStale(saveOutcome) && (
        <StaleNotice
          message={saveOutcome.message}
          reloadHref={article ? `/admin/articles/${article.id}` : "/admin/articles/new"}
          what="article"
        />
      )}
      <ArticleForm
        key={article ? `${article.id}-${article.version}` : "new"}
        article={article}
        outcome={saveOutcome}
        onDelete={() => setDeleting(true)}
      />
      {article ? (
        <ArticleCover article={article} />
      ) : (
        <AfterCreate>The cover picture is added once the article is created.</AfterCreate>
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

function ArticleForm({
  article,
  outcome,
  onDelete,
}: {
  article: AdminArticle | null;
  outcome: Outcome | undefined;
  onDelete: () => void;
}) {
  const errors = firstErrors(outcome?.ok ? undefined : outcome?.errors);
  const problem = footProblem(outcome, (field) => FIELDS.has(field));
  return (
    <Form method="post" className={cn(sectionCard, "space-y-5")} aria-label="Article" noValidate>
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
        maxLength={ARTICLE_BODY_MAX}
        rows={16}
        error={errors.body_markdown}
      />
      <div className="grid items-start gap-5 md:grid-cols-2">
        <TextField
          label="Publish date and time (UTC)"
          name="published_at"
          type="datetime-local"
          defaultValue={localFieldFromUtc(article ? article.published_at : new Date().toISOString())}
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
      {problem && (
        <p role="alert" className={fieldError}>
          {problem}
        </p>
      )}
      <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-5 dark:border-slate-800">
        {article ? (
          <button type="button" className={dangerButton} onClick={onDelete}>
            <Trash2 className="size-4" aria-hidden="true" /> Delete
          </button>
        ) : (
          <span />
        )}
        <SaveButton label={article ? "Save changes" : "Create article"} />
      </div>
    </Form>
  );
}
