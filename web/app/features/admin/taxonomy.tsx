import { Pencil, RefreshCw, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import {
  fieldError,
  fieldLabel,
  linkButton,
  primaryButton,
  secondaryButton,
  textInput,
} from "~/components/forms/form-styles";
import { TextField } from "~/components/forms/text-field";
import { cn } from "~/lib/cn";
import { useOutcomeToast } from "./outcome";

/** What a brand or category action answers (the API's message and field messages). */
export type TaxonomyOutcome = { ok: boolean; message: string; status?: number; errors?: Record<string, string[]> };

/** Says an outcome once: a success or a refusal without field messages as a toast. */
export function useTaxonomyToast(outcome: TaxonomyOutcome | undefined) {
  useOutcomeToast(outcome);
}

/** The stale-copy refusal (409): said clearly, with a reload that opens their version. */
export function StaleNotice({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
    >
      <p>
        <strong>Not saved.</strong> {message}
      </p>
      <a
        href={typeof window === "undefined" ? "" : window.location.pathname}
        className="inline-flex items-center gap-1.5 font-semibold underline"
      >
        <RefreshCw className="size-4" aria-hidden="true" /> Reload
      </a>
    </div>
  );
}

/**
 * The name, slug and description form of a brand or a category (create when `version` is absent,
 * edit otherwise), sent with `intent`; `extra` adds fields (a category's position).
 */
export function TaxonomyForm({
  intent,
  id,
  version,
  values,
  extra,
  submitLabel,
  onCancel,
  onDone,
}: {
  intent: "create" | "update";
  id?: number;
  version?: number;
  values?: { name: string; slug: string; description: string };
  extra?: (errors: Record<string, string[]> | undefined) => ReactNode;
  submitLabel: string;
  onCancel?: () => void;
  onDone?: () => void;
}) {
  const fetcher = useFetcher<TaxonomyOutcome>();
  useTaxonomyToast(fetcher.data);
  const outcome = fetcher.data;
  const errors = outcome && !outcome.ok ? outcome.errors : undefined;
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const descriptionId = useId();
  useEffect(() => {
    if (fetcher.state !== "idle" || !outcome?.ok) return;
    if (intent === "create") form.current?.reset();
    onDone?.();
  }, [fetcher.state, outcome, intent, onDone]);
  return (
    <fetcher.Form ref={form} method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {id !== undefined && <input type="hidden" name="id" value={id} />}
      {version !== undefined && <input type="hidden" name="version" value={version} />}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Name"
          name="name"
          defaultValue={values?.name}
          maxLength={80}
          required
          error={errors?.name?.[0]}
        />
        <TextField
          label="Slug"
          name="slug"
          defaultValue={values?.slug}
          maxLength={120}
          placeholder="From the name if empty"
          autoComplete="off"
          className="[&_input]:font-mono"
          error={errors?.slug?.[0]}
        />
      </div>
      <div>
        <label htmlFor={descriptionId} className={fieldLabel}>
          Description
        </label>
        <textarea
          id={descriptionId}
          name="description"
          rows={3}
          maxLength={2000}
          defaultValue={values?.description}
          aria-invalid={errors?.description ? true : undefined}
          className={cn(textInput, "h-auto py-2")}
        />
        {errors?.description && <p className={fieldError}>{errors.description[0]}</p>}
      </div>
      {extra?.(errors)}
      {outcome && !outcome.ok && outcome.status === 409 && <StaleNotice message={outcome.message} />}
      {outcome && !outcome.ok && outcome.errors && (
        <p role="alert" className={fieldError}>
          {outcome.message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {onCancel && (
          <button type="button" className={secondaryButton} onClick={onCancel} disabled={busy}>
            <X className="size-4" aria-hidden="true" /> Cancel
          </button>
        )}
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? "Saving…" : submitLabel}
        </button>
      </div>
    </fetcher.Form>
  );
}

export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={linkButton} aria-label={label} onClick={onClick}>
      <Pencil className="size-4" aria-hidden="true" /> Edit
    </button>
  );
}

/** The name/slug/description (and position) a form sent, as the API's create or edit body. */
export function readTaxonomyForm(form: FormData, withPosition: boolean) {
  const str = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const body: Record<string, unknown> = {
    name: str("name").trim(),
    description: str("description").replaceAll("\r\n", "\n"),
  };
  const slug = str("slug").trim();
  if (slug) body.slug = slug;
  if (withPosition && str("position").trim() !== "") {
    const position = Number(str("position").trim());
    body.position = Number.isFinite(position) ? position : str("position");
  }
  const version = str("version");
  if (version) body.version = /^\d{1,10}$/.test(version) ? Number(version) : version;
  return body;
}
