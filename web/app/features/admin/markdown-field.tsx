import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { fieldError, fieldLabel, textInput } from "~/components/forms/form-styles";
import { cn } from "~/lib/cn";

/**
 * Write Markdown, or see it rendered as the shop renders it: the preview is the page's own action
 * (`intent=preview`, the text as `markdown`), rendered and sanitised on the server
 * (features/admin/markdown.server.ts), so no Markdown parser reaches the browser. Used by the
 * product editor (description) and the article editor (body).
 */
export function MarkdownField({
  label,
  name,
  defaultValue,
  maxLength,
  rows = 8,
  error,
}: {
  label: string;
  name: string;
  defaultValue: string;
  maxLength: number;
  rows?: number;
  error?: string;
}) {
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  const [tab, setTab] = useState<"write" | "preview">("write");
  const preview = useFetcher<{ preview?: string; message?: string }>();
  const show = (next: "write" | "preview") => {
    setTab(next);
    if (next === "preview") preview.submit({ intent: "preview", markdown: value }, { method: "post" });
  };
  const tabClass = (active: boolean) =>
    cn(
      "h-8 rounded-lg px-3 text-sm font-semibold",
      active
        ? "bg-slate-900 text-white dark:bg-white dark:text-slate-900"
        : "text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
    );
  return (
    <div>
      <div className="flex items-end justify-between gap-3">
        <label htmlFor={id} className={fieldLabel}>
          {label} <span className="font-normal text-slate-500 dark:text-slate-400">(Markdown)</span>
        </label>
        <div role="tablist" aria-label={`${label} view`} className="flex gap-1">
          <button
            type="button"
            role="tab"
            aria-selected={tab === "write"}
            className={tabClass(tab === "write")}
            onClick={() => show("write")}
          >
            Write
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={tab === "preview"}
            className={tabClass(tab === "preview")}
            onClick={() => show("preview")}
          >
            Preview
          </button>
        </div>
      </div>
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(textInput, "h-auto py-2 font-mono text-sm leading-6", tab === "preview" && "hidden")}
      />
      {tab === "preview" && (
        <div
          role="tabpanel"
          aria-label="Preview"
          aria-busy={preview.state !== "idle"}
          className="mt-1 min-h-[12.5rem] rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950/40"
        >
          {preview.state !== "idle" || !preview.data ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">Rendering…</p>
          ) : value.trim() === "" ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">Nothing to preview yet.</p>
          ) : (
            // Rendered on the server and cut to the article allow-list (markdown.server.ts).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML from our own server
            <div className="prose-article text-sm" dangerouslySetInnerHTML={{ __html: preview.data.preview ?? "" }} />
          )}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className={fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
