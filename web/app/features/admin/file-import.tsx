import type { ImportProblem } from "@pitstop/contract/admin-catalogue";
import { CircleAlert, FileUp, LoaderCircle } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { fieldError, primaryButton, sectionCard } from "~/components/forms/form-styles";
import { ApiError, readJsonAs } from "~/lib/api-fetch";
import { cn } from "~/lib/cn";
import { countOf } from "~/lib/plural";

/** What a problem's kind is called in a report. */
export const PROBLEM_KIND: Record<ImportProblem["kind"], string> = {
  invalid: "Invalid line",
  unknown_part: "Unknown part number",
  unknown_vehicle: "Unknown vehicle",
  duplicate: "Duplicate",
  absent: "Nothing to delete",
};

/** Sends a file's text to an import endpoint of the admin API (through the shop's /api). */
export async function postImport<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { accept: "application/json", "content-type": "application/json" },
    credentials: "same-origin",
    signal,
  });
  return readJsonAs<T>(response);
}

export function errorMessage(err: unknown): string {
  return err instanceof ApiError ? err.message : "The shop could not be reached. Check your connection and try again.";
}

/** Seconds since `running` became true, ticking while it stays so (the apply's progress). */
export function useElapsed(running: boolean): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!running) return;
    setSeconds(0);
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 250);
    return () => clearInterval(timer);
  }, [running]);
  return seconds;
}

/** A file chooser that reads the chosen file's text (the API takes the text in JSON). */
export function FilePicker({
  accept,
  label,
  busy,
  maxBytes,
  onFile,
}: {
  accept: string;
  label: string;
  busy: boolean;
  maxBytes: number;
  onFile: (file: { name: string; text: string; bytes: number }) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        aria-label={label}
        disabled={busy}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (!file) return;
          setProblem(null);
          if (file.size > maxBytes) {
            setProblem(`${file.name} is too large (${Math.round(maxBytes / 1024 / 1024)} MB at most)`);
            return;
          }
          onFile({ name: file.name, text: await file.text(), bytes: file.size });
        }}
      />
      <button type="button" className={primaryButton} disabled={busy} onClick={() => input.current?.click()}>
        <FileUp className="size-4" aria-hidden="true" /> {label}
      </button>
      {problem && (
        <p role="alert" className={fieldError}>
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * A report's list of rows under a heading that counts them — `shown` of `total` when the API kept
 * only the first — in a scrolling table: a report's problems, a fitment file's removals.
 */
export function ReportTable({
  icon,
  tone,
  total,
  shown,
  noun,
  columns,
  children,
}: {
  icon: ReactNode;
  tone: "problem" | "warning";
  total: number;
  shown: number;
  noun: [singular: string, plural: string];
  columns: Array<{ label: string; className?: string }>;
  children: ReactNode;
}) {
  const headingId = useId();
  if (total === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3
        id={headingId}
        className={cn(
          "flex items-center gap-2 font-semibold",
          tone === "problem" ? "text-rose-700 dark:text-rose-300" : "text-amber-700 dark:text-amber-300",
        )}
      >
        {icon} {countOf(total, noun[0], noun[1])}
        {shown < total && (
          <span className="font-normal text-slate-600 dark:text-slate-400">
            (the first {shown.toLocaleString("en-US")} shown)
          </span>
        )}
      </h3>
      <div className="mt-2 max-h-80 overflow-auto rounded-xl border border-slate-200 dark:border-slate-800">
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:bg-slate-900 dark:text-slate-400">
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col" className={cn("px-3 py-2", c.className)}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">{children}</tbody>
        </table>
      </div>
    </section>
  );
}

/** A report's problems with their line numbers; `shown` of `total` when the API kept only the first. */
export function ProblemList({ problems, total }: { problems: ImportProblem[]; total: number }) {
  return (
    <ReportTable
      icon={<CircleAlert className="size-4" aria-hidden="true" />}
      tone="problem"
      total={total}
      shown={problems.length}
      noun={["problem", "problems"]}
      columns={[{ label: "Line", className: "w-20 text-right" }, { label: "Kind" }, { label: "Problem" }]}
    >
      {problems.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a line may have several problems; the list never reorders
        <tr key={`${p.line}-${i}`}>
          <td className="px-3 py-1.5 text-right font-mono tabular-nums">{p.line}</td>
          <td className="px-3 py-1.5 whitespace-nowrap">{PROBLEM_KIND[p.kind]}</td>
          <td className="px-3 py-1.5 text-slate-700 dark:text-slate-300">{p.message}</td>
        </tr>
      ))}
    </ReportTable>
  );
}

export function Figure({ label, value, tone }: { label: string; value: number; tone?: "good" | "bad" }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
      <dd
        className={cn(
          "mt-1 text-2xl font-extrabold tabular-nums",
          tone === "good" && "text-emerald-600 dark:text-emerald-400",
          tone === "bad" && value > 0 && "text-rose-600 dark:text-rose-400",
        )}
      >
        {value.toLocaleString("en-US")}
      </dd>
    </div>
  );
}

/** A step answered at once by the API (a dry run, a price update): the seconds it has taken so far. */
export function Progress({ label, seconds }: { label: string; seconds: number }) {
  return (
    <div role="status" className="space-y-2">
      <p className="flex items-center gap-2 text-sm font-medium">
        <LoaderCircle className="size-4 animate-spin text-brand-500" aria-hidden="true" /> {label} · {seconds}s
      </p>
      <div className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
        <div className="h-full w-full animate-pulse rounded-full bg-brand-500" />
      </div>
    </div>
  );
}

export function Step({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={cn(sectionCard, "space-y-4", className)} aria-label={title}>
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * A job's real progress: a bar at `done` of `total` with the rows as words,
 * "12,400 of 50,000 rows" — for assistive technology too (role progressbar, its values).
 */
export function RowsProgress({ label, done, total }: { label: string; done: number; total: number }) {
  const shown = total > 0 ? Math.min(done, total) : 0;
  const words = `${shown.toLocaleString("en-US")} of ${countOf(total, "row")}`;
  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-center justify-between gap-2 text-sm font-medium">
        <span>{label}</span>
        <span className="tabular-nums text-slate-600 dark:text-slate-400">{words}</span>
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={shown}
        aria-valuetext={words}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-brand-500 transition-[width] duration-300"
          style={{ width: `${total > 0 ? (shown / total) * 100 : 0}%` }}
        />
      </div>
    </div>
  );
}
