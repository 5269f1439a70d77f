import { UserSchema } from "@pitstop/contract/profile";
import { AlertCircle, Camera, ImageUp, LoaderCircle } from "lucide-react";
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { primaryButton, secondaryButton } from "~/components/forms/form-styles";
import { DialogHeader, DialogShell } from "~/components/ui/dialog-shell";
import { ApiError, readJson } from "~/lib/api-fetch";
import { toast } from "~/lib/toasts";
import { AVATAR_ACCEPT, avatarFileProblem } from "./avatar-file";

type Props = { open: boolean; onClose: () => void; userId: number; currentImage: string | null };

/**
 * The profile photo modal. The file is checked in the browser with the API's own
 * rules and messages before anything is sent; the upload goes through the storefront's /api proxy
 * as multipart (`user_id`, `image`), and the pages' data is reloaded so the new photo shows at once.
 */
export function AvatarModal({ open, onClose, userId, currentImage }: Props) {
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  // A chosen file's preview lives as an object URL; let it go when it is replaced or the modal closes.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  useEffect(() => {
    if (open) return;
    setFile(null);
    setPreview(null);
    setProblem(null);
    setUploading(false);
  }, [open]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(null);
    setPreview(null);
    setProblem(null);
    if (!chosen) return;
    const found = await avatarFileProblem(chosen);
    if (found) {
      setProblem(found);
      // Let the same file be chosen again after it was fixed elsewhere.
      if (inputRef.current) inputRef.current.value = "";
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || uploading) return;
    setUploading(true);
    setProblem(null);
    const body = new FormData();
    body.set("user_id", String(userId));
    body.set("image", file, file.name);
    try {
      const response = await fetch("/api/profile/uploadImage", {
        method: "POST",
        body,
        headers: { accept: "application/json" },
        credentials: "same-origin",
      });
      await readJson(response, UserSchema);
      toast.success("Avatar updated");
      await revalidator.revalidate();
      onClose();
    } catch (err: unknown) {
      const message =
        err instanceof ApiError ? err.message : "The photo could not be uploaded. Check your connection and try again.";
      setProblem(message);
      toast.error(message);
    } finally {
      setUploading(false);
    }
  };

  const shown = preview ?? currentImage;
  return (
    <DialogShell open={open} busy={uploading} onClose={onClose} width="sm:max-w-md">
      <DialogHeader
        icon={<Camera className="size-5" aria-hidden="true" />}
        title="Profile photo"
        description="A PNG or JPEG image of up to 5 MB."
        onClose={onClose}
        closeDisabled={uploading}
        className="border-b border-slate-200 px-5 py-4 dark:border-slate-800"
      />
      <form onSubmit={upload} className="space-y-5 px-5 pt-5 pb-6">
        <div className="flex items-center gap-4">
          <span className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-full bg-slate-100 ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700">
            {shown ? (
              <img
                src={shown}
                alt={preview ? "Preview of the new photo" : "Your current photo"}
                className="size-full object-cover"
              />
            ) : (
              <Camera className="size-8 text-slate-400" aria-hidden="true" />
            )}
          </span>
          <div className="min-w-0 flex-1">
            <label
              htmlFor={inputId}
              className="flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-slate-300 px-4 py-5 text-center text-sm hover:border-brand-400 hover:bg-brand-50/50 has-focus-visible:border-brand-500 dark:border-slate-700 dark:hover:border-brand-500 dark:hover:bg-slate-800/60"
            >
              <ImageUp className="size-6 text-brand-500" aria-hidden="true" />
              <span className="font-semibold">Choose a photo</span>
              <span className="max-w-full truncate text-slate-500 dark:text-slate-400">
                {file ? file.name : "PNG or JPEG, up to 5 MB"}
              </span>
            </label>
            <input
              ref={inputRef}
              id={inputId}
              name="image"
              type="file"
              accept={AVATAR_ACCEPT}
              onChange={choose}
              disabled={uploading}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              className="sr-only"
            />
          </div>
        </div>
        {problem && (
          <p
            id={errorId}
            role="alert"
            className="flex items-start gap-2 rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-700 dark:bg-rose-950/50 dark:text-rose-300"
          >
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {problem}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={uploading} className={secondaryButton}>
            Cancel
          </button>
          <button type="submit" disabled={!file || uploading} className={primaryButton}>
            {uploading ? (
              <>
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> Uploading…
              </>
            ) : (
              <>
                <ImageUp className="size-4" aria-hidden="true" /> Upload
              </>
            )}
          </button>
        </div>
      </form>
    </DialogShell>
  );
}
