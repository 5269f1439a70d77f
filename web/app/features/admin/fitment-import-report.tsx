import type { FitmentImportReport, FitmentImportStatus } from "@pitstop/contract/admin-import";
import { Check, Download, FileCode2 } from "lucide-react";
import { secondaryButton } from "~/components/forms/form-styles";
import { countOf } from "~/lib/plural";
import { Figure, ProblemList, RowsProgress, Step } from "./file-import";
import { changesSaid, finished } from "./fitment-import-job";

const STAGE: Record<FitmentImportStatus["status"], string> = {
  queued: "Waiting to start",
  resolving: "Checking the file against the catalogue",
  writing: "Writing the applications, all or nothing",
  done: "Written",
  failed: "Stopped",
};

export function Report({ report }: { report: FitmentImportReport }) {
  return (
    <div className="space-y-3">
      {report.submission === "full" && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          A FULL file: every application of the {countOf(report.products, "part")} it names that it does not list is
          removed.
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7">
        <Figure label="Applications" value={report.applications} />
        <Figure label="Resolved" value={report.resolved} tone="good" />
        <Figure label="Added" value={report.added} tone="good" />
        <Figure label="Duplicates" value={report.duplicates} />
        <Figure label="Deleted" value={report.deleted} />
        <Figure label="Replaced" value={report.replaced} />
        <Figure label="Products" value={report.products} />
      </dl>
    </div>
  );
}

/** An applied import, as its job says: progress while it runs, then its report or why it stopped. */
export function ImportJob({
  job,
  unreachable,
  onAnother,
}: {
  job: FitmentImportStatus;
  unreachable: string | null;
  onAnother: () => void;
}) {
  const name = job.file_name ?? `the ${job.format === "aces" ? "ACES" : "CSV"} file`;
  const title = job.status === "done" ? "Imported" : job.status === "failed" ? "Import failed" : `Importing ${name}`;
  return (
    <Step title={title}>
      {job.status !== "failed" && (
        <RowsProgress label={STAGE[job.status]} done={job.rows_done} total={job.rows_total} />
      )}
      {unreachable && !finished(job) && (
        <p role="status" className="text-sm text-amber-700 dark:text-amber-300">
          {unreachable} The import goes on in the shop meanwhile; reload this page to see how far it is.
        </p>
      )}
      {job.report && finished(job) && <Report report={job.report} />}
      {job.status === "done" && job.report && (
        <p className="flex items-center gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-200">
          <Check className="size-4" aria-hidden="true" /> Imported {name}: {changesSaid(job.report)}. The storefront
          shows them within seconds.
        </p>
      )}
      {job.status === "failed" && (
        <>
          <p
            role="alert"
            className="rounded-xl bg-rose-50 p-3 text-sm text-rose-800 dark:bg-rose-500/10 dark:text-rose-200"
          >
            {job.error}
          </p>
          {job.report && <ProblemList problems={job.report.problems} total={job.report.problem_count} />}
        </>
      )}
      {finished(job) && (
        <button type="button" className={secondaryButton} onClick={onAnother}>
          Import another file
        </button>
      )}
    </Step>
  );
}

/** A sample file of docs/, shown folded, with its download. */
export function Sample({ name, type, text }: { name: string; type: string; text: string }) {
  return (
    <details className="rounded-xl border border-slate-200 dark:border-slate-800">
      <summary className="flex cursor-pointer items-center justify-between gap-3 px-4 py-3 text-sm font-semibold">
        <span className="flex items-center gap-2">
          <FileCode2 className="size-4 text-brand-500" aria-hidden="true" /> {name}
        </span>
        <a
          href={`data:${type};charset=utf-8,${encodeURIComponent(text)}`}
          download={name}
          className="inline-flex items-center gap-1 font-medium text-brand-600 hover:underline dark:text-brand-400"
        >
          <Download className="size-4" aria-hidden="true" /> Download
        </a>
      </summary>
      <pre className="max-h-72 overflow-auto border-t border-slate-200 bg-slate-50 p-4 font-mono text-xs leading-5 dark:border-slate-800 dark:bg-slate-950/50">
        {text}
      </pre>
    </details>
  );
}
