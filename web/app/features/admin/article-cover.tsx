import type { AdminArticleSchema } from "@pitstop/contract/admin-content";
import { UPLOAD_MAX_BYTES } from "@pitstop/contract/uploads";
import { ImagePlus } from "lucide-react";
import { type ChangeEvent, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { z } from "zod";
import { fieldError, secondaryButton, sectionCard } from "~/components/forms/form-styles";
import { ApiError, readJsonAs } from "~/lib/api-fetch";
import { toast } from "~/lib/toasts";

type AdminArticle = z.infer<typeof AdminArticleSchema>;

/** The API's limit for one picture (api/src/modules/admin/product-images.ts). */
const MAX_BYTES = UPLOAD_MAX_BYTES;

/**
 * An article's cover: uploaded straight to the admin API through the shop's /api (multipart, as the
 * product pictures are; the API checks it, re-encodes it to WebP and strips its metadata). A new
 * cover replaces the old one.
 */
export function ArticleCover({ article }: { article: AdminArticle }) {
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setProblem(null);
    setUploading(true);
    try {
      if (!/^image\/(png|jpeg)$/.test(file.type)) throw new ApiError(415, `${file.name}: choose a PNG or JPEG picture`);
      if (file.size > MAX_BYTES) throw new ApiError(413, `${file.name} is more than 5MB`);
      const body = new FormData();
      body.set("image", file, file.name);
      const response = await fetch(`/api/admin/articles/${article.id}/cover`, {
        method: "POST",
        body,
        headers: { accept: "application/json" },
        credentials: "same-origin",
      });
      await readJsonAs<AdminArticle>(response);
      toast.success(article.cover_url ? "Cover replaced" : "Cover added");
    } catch (err) {
      setProblem(
        err instanceof ApiError ? err.message : "The cover could not be uploaded. Check your connection and try again.",
      );
    } finally {
      setUploading(false);
      await revalidator.revalidate();
    }
  };

  return (
    <section className={sectionCard} aria-labelledby="cover-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="cover-heading" className="text-lg font-bold">
          Cover picture
        </h2>
        <div>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg"
            className="sr-only"
            aria-label="Choose a cover picture"
            onChange={upload}
            disabled={uploading}
          />
          <button type="button" className={secondaryButton} onClick={() => input.current?.click()} disabled={uploading}>
            <ImagePlus className="size-4" aria-hidden="true" />
            {uploading ? "Uploading…" : article.cover_url ? "Replace cover" : "Add a cover"}
          </button>
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        PNG or JPEG, 5 MB at most; shown on the blog's card and at the top of the article. Save the text first: a new
        cover reloads the article.
      </p>
      {problem && (
        <p role="alert" className={fieldError}>
          {problem}
        </p>
      )}
      {article.cover_url ? (
        <img
          src={article.cover_url}
          alt="The article's cover"
          className="mt-4 aspect-[16/9] w-full max-w-xl rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700"
        />
      ) : (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          No cover yet.
        </p>
      )}
    </section>
  );
}
