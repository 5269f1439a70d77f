import type { AdminProduct } from "@pitstop/contract/admin-catalogue";
import { UPLOAD_MAX_BYTES } from "@pitstop/contract/uploads";
import { ArrowLeft, ArrowRight, ImagePlus, Images, Trash2 } from "lucide-react";
import { type ChangeEvent, useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { fieldError, linkButton, secondaryButton, sectionCard } from "~/components/forms/form-styles";
import { ConfirmRemoval } from "~/components/ui/confirm-removal";
import { ApiError, readJsonAs } from "~/lib/api-fetch";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toasts";
import { everyRefusal, useOutcomeToast } from "./outcome";

/** The API's limit for one picture (api/src/modules/admin/product-images.ts). */
const MAX_BYTES = UPLOAD_MAX_BYTES;

type Outcome = { ok: boolean; message: string };

/** The order after moving one picture one place left (-1) or right (+1). */
export function moved(ids: string[], index: number, by: -1 | 1): string[] {
  const target = index + by;
  if (target < 0 || target >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[target]] = [next[target] as string, next[index] as string];
  return next;
}

/**
 * A product's pictures: uploaded straight to the admin API through the shop's /api (multipart, as
 * the API takes it; it checks, re-encodes to WebP and strips metadata), reordered and deleted.
 */
export function ProductImages({ product }: { product: AdminProduct }) {
  const order = useFetcher<Outcome>();
  const remove = useFetcher<Outcome>();
  useOutcomeToast(order.data, everyRefusal);
  useOutcomeToast(remove.data, everyRefusal);
  const revalidator = useRevalidator();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = product.images.map((i) => i.media_id);
  const busy = uploading || order.state !== "idle" || remove.state !== "idle";

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    if (files.length === 0) return;
    setProblem(null);
    setUploading(true);
    try {
      for (const file of files) {
        if (!/^image\/(png|jpeg)$/.test(file.type))
          throw new ApiError(415, `${file.name}: choose a PNG or JPEG picture`);
        if (file.size > MAX_BYTES) throw new ApiError(413, `${file.name} is more than 5MB`);
        const body = new FormData();
        body.set("image", file, file.name);
        const response = await fetch(`/api/admin/products/${product.id}/images`, {
          method: "POST",
          body,
          headers: { accept: "application/json" },
          credentials: "same-origin",
        });
        await readJsonAs<AdminProduct>(response);
      }
      toast.success(files.length === 1 ? "Picture added" : `${files.length} pictures added`);
    } catch (err) {
      const message =
        err instanceof ApiError
          ? err.message
          : "The picture could not be uploaded. Check your connection and try again.";
      setProblem(message);
    } finally {
      setUploading(false);
      await revalidator.revalidate();
    }
  };

  const [deleting, setDeleting] = useState<string | null>(null);
  const deleteImage = (mediaId: string) =>
    remove.submit({ intent: "image-delete", media_id: mediaId }, { method: "post" });

  const reorder = (next: string[]) => {
    const form = new FormData();
    form.set("intent", "image-order");
    for (const id of next) form.append("media_id", id);
    order.submit(form, { method: "post" });
  };

  return (
    <section className={sectionCard} aria-labelledby="images-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="images-heading" className="flex items-center gap-2 text-lg font-bold">
          <Images className="size-5 text-brand-500" aria-hidden="true" /> Pictures
        </h2>
        <div>
          <input
            ref={input}
            id="product-image-file"
            type="file"
            accept="image/png,image/jpeg"
            multiple
            className="sr-only"
            aria-label="Add pictures"
            onChange={upload}
            disabled={busy || ids.length >= 20}
          />
          <button
            type="button"
            className={secondaryButton}
            onClick={() => input.current?.click()}
            disabled={busy || ids.length >= 20}
          >
            <ImagePlus className="size-4" aria-hidden="true" /> {uploading ? "Uploading…" : "Add pictures"}
          </button>
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        PNG or JPEG, 5 MB at most each; the first picture is the product's main one.
      </p>
      {problem && (
        <p role="alert" className={fieldError}>
          {problem}
        </p>
      )}
      {product.images.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          No pictures yet.
        </p>
      ) : (
        <ol className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-5">
          {product.images.map((image, index) => (
            <li
              key={image.media_id}
              className={cn(
                "overflow-hidden rounded-xl border bg-white dark:bg-slate-950",
                index === 0 ? "border-brand-500 ring-2 ring-brand-500/30" : "border-slate-200 dark:border-slate-800",
              )}
            >
              <img
                src={image.url}
                alt={image.alt}
                className="aspect-square w-full bg-white object-contain"
                loading="lazy"
              />
              <div className="flex items-center justify-between gap-1 border-t border-slate-200 px-1 py-1 dark:border-slate-800">
                <button
                  type="button"
                  className={linkButton}
                  aria-label={`Move picture ${index + 1} earlier`}
                  disabled={busy || index === 0}
                  onClick={() => reorder(moved(ids, index, -1))}
                >
                  <ArrowLeft className="size-4" aria-hidden="true" />
                </button>
                <span className="text-xs font-semibold text-slate-500 dark:text-slate-400">
                  {index === 0 ? "Main" : index + 1}
                </span>
                <button
                  type="button"
                  className={linkButton}
                  aria-label={`Move picture ${index + 1} later`}
                  disabled={busy || index === ids.length - 1}
                  onClick={() => reorder(moved(ids, index, 1))}
                >
                  <ArrowRight className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={cn(linkButton, "text-rose-600 dark:text-rose-400")}
                  aria-label={`Delete picture ${index + 1}`}
                  disabled={busy}
                  onClick={() => setDeleting(image.media_id)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <ConfirmRemoval
        open={deleting !== null}
        title="Delete this picture?"
        description="The shop stops showing it at once; a deleted picture cannot be brought back, only uploaded again."
        confirmLabel="Delete picture"
        onConfirm={() => deleting && deleteImage(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
