import { blocksImport } from "@pitstop/contract/admin-catalogue";
import {
  FITMENT_CSV_COLUMNS,
  FITMENT_CSV_OPTIONAL_COLUMNS,
  FITMENT_IMPORT_MAX_BYTES,
  FitmentImportListSchema,
  type FitmentImportReport,
  type FitmentImportStarted,
  type FitmentImportStatus,
  FitmentImportStatusSchema,
} from "@pitstop/contract/admin-import";
import { Check, Download, FileCode2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, useSearchParams } from "react-router";
import { primaryButton, secondaryButton } from "~/components/forms/form-styles";
import { fitmentFormat } from "~/features/admin/catalogue-form";
import {
  errorMessage,
  Figure,
  FilePicker,
  ProblemList,
  Progress,
  postImport,
  RowsProgress,
  Step,
  useElapsed,
} from "~/features/admin/file-import";
import { FitmentRemovals } from "~/features/admin/fitment-removals";
import { requireOperator } from "~/features/admin/operator.server";
import { Problem } from "~/features/admin/pager";
import { RecentImports } from "~/features/admin/recent-imports";
import { apiFor } from "~/lib/api.server";
import { ApiError, readJsonAs } from "~/lib/api-fetch";
import { toast } from "~/lib/toasts";
import sampleCsv from "../../../docs/fitment-import-sample.csv?raw";
import sampleXml from "../../../docs/fitment-import-sample.xml?raw";
import type { Route } from "./+types/admin-fitment-import";

const PATH = "/api/admin/fitment-imports";
const MAX_BYTES = FITMENT_IMPORT_MAX_BYTES;

const IMPORT_ID = /^[1-9]\d{0,9}$/;
/** How often the page asks how an applied import is doing. */
const POLL_MS = 500;

/**
 * The samples in docs/ travel with the page's data, so the route's own bundle stays small. An
 * applied import is in the address (`?import=12`): a reload mid-import finds it where it is.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  const samples = { csv: sampleCsv, aces: sampleXml };
  const id = new URL(request.url).searchParams.get("import");
  const api = apiFor(request);
  /** The import in the address, or null when there is none by that number. */
  const followed = async (): Promise<FitmentImportStatus | null> => {
    if (id === null || !IMPORT_ID.test(id)) return null;
    try {
      return await api.get(`${PATH}/${id}`, FitmentImportStatusSchema);
    } catch (err) {
      // The API's 404, which `get` makes the not-found page: here it is said on this page instead.
      if (err instanceof Response && err.status === 404) return null;
      throw err;
    }
  };
  const [job, { imports }] = await Promise.all([followed(), api.get(PATH, FitmentImportListSchema)]);
  const missing =
    id !== null && !job
      ? `No fitment import has the number ${id.slice(0, 12)}: choose the file to import below.`
      : null;
  return data({ samples, job, missing, imports }, { headers: { "Cache-Control": "private, no-store" } });
}

const finished = (job: FitmentImportStatus) => job.status === "done" || job.status === "failed";

/**
 * Follows an applied import: its status every half second until it is done or failed. A lost
 * answer (the connection, the API restarting) is said and the next poll tries again; a refusal
 * is said and ends the polling.
 */
function useImportJob(initial: FitmentImportStatus | null) {
  const [job, setJob] = useState(initial);
  const [unreachable, setUnreachable] = useState<string | null>(null);
  const id = initial?.id ?? null;
  useEffect(() => setJob(initial), [initial]);
  useEffect(() => {
    if (id === null || (initial && finished(initial))) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const response = await fetch(`${PATH}/${id}`, {
          headers: { accept: "application/json" },
          credentials: "same-origin",
        });
        const status = await readJsonAs<FitmentImportStatus>(response);
        if (stopped) return;
        setUnreachable(null);
        setJob(status);
        if (finished(status)) {
          if (status.status === "done" && status.report) toast.success(`Imported: ${changesSaid(status.report)}`);
          return;
        }
      } catch (err) {
        if (stopped) return;
        setUnreachable(errorMessage(err));
        // Refused (signed out, no longer an operator): asking again would not change the answer.
        if (err instanceof ApiError && err.status < 500 && err.status !== 408 && err.status !== 429) return;
      }
      timer = setTimeout(() => void poll(), POLL_MS);
    };
    timer = setTimeout(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id, initial]);
  return { job, unreachable };
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** "2 applications added, 1 deleted, 3 duplicates kept once": what the import changes, said short. */
function changesSaid(report: FitmentImportReport): string {
  const said = [
    `${count(report.added, "application", "applications")} added`,
    report.updated > 0 && `${report.updated.toLocaleString("en-US")} with a new quantity`,
    report.deleted > 0 && `${report.deleted.toLocaleString("en-US")} deleted`,
    report.replaced > 0 && `${report.replaced.toLocaleString("en-US")} replaced`,
    report.duplicates > 0 && `${count(report.duplicates, "duplicate", "duplicates")} kept once`,
  ];
  return said.filter(Boolean).join(", ");
}

/** Whether applying the report's file would change anything. */
const changes = (report: FitmentImportReport) => report.added + report.updated + report.deleted + report.replaced;

const STAGE: Record<FitmentImportStatus["status"], string> = {
  queued: "Waiting to start",
  resolving: "Checking the file against the catalogue",
  writing: "Writing the applications, all or nothing",
  done: "Written",
  failed: "Stopped",
};

function Report({ report }: { report: FitmentImportReport }) {
  return (
    <div className="space-y-3">
      {report.submission === "full" && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          A FULL file: every application of the {count(report.products, "part", "parts")} it names that it does not list
          is removed.
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
function ImportJob({
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

export function meta() {
  return [{ title: "Fitment import · Back office · Pitstop" }, { name: "robots", content: "noindex" }];
}

type Chosen = { name: string; text: string; bytes: number; format: "csv" | "aces" };

function Sample({ name, type, text }: { name: string; type: string; text: string }) {
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

/** Issue 14 §2: a fitment file (CSV or ACES XML) — a dry run's report, then Apply: all of the file or none. */
export default function AdminFitmentImport({ loaderData }: Route.ComponentProps) {
  const { samples, missing, imports } = loaderData;
  const [, setSearchParams] = useSearchParams();
  const { job, unreachable } = useImportJob(loaderData.job);
  const [file, setFile] = useState<Chosen | null>(null);
  const [report, setReport] = useState<FitmentImportReport | null>(null);
  const [phase, setPhase] = useState<"idle" | "checking" | "applying">("idle");
  const [problem, setProblem] = useState<string | null>(null);
  const seconds = useElapsed(phase === "checking");
  const heading = useRef<HTMLHeadingElement>(null);

  const check = async (chosen: Chosen) => {
    setPhase("checking");
    setProblem(null);
    try {
      setReport(
        await postImport<FitmentImportReport>(PATH, { format: chosen.format, content: chosen.text, dry_run: true }),
      );
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setPhase("idle");
    }
  };

  // Applying answers at once with the import's number; its progress is then followed from the address.
  const apply = async (chosen: Chosen) => {
    setPhase("applying");
    setProblem(null);
    try {
      const started = await postImport<FitmentImportStarted>(PATH, {
        format: chosen.format,
        content: chosen.text,
        dry_run: false,
        file_name: chosen.name.slice(0, 255),
      });
      setFile(null);
      setReport(null);
      setSearchParams({ import: String(started.id) }, { preventScrollReset: true });
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setPhase("idle");
    }
  };

  const another = () => {
    setFile(null);
    setReport(null);
    setProblem(null);
    setSearchParams({}, { preventScrollReset: true });
    heading.current?.focus();
  };

  // Duplicates and deletes of nothing block nothing; any other problem does (the import refuses it
  // too). The report lists those first, so the first 500 hold one if there is any.
  const blocking = report ? report.problems.some(blocksImport) : true;
  return (
    <div className="space-y-6">
      <div>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-extrabold tracking-tight outline-none">
          Fitment import
        </h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
          A CSV with the columns <code className="font-mono break-all">{FITMENT_CSV_COLUMNS.join(",")}</code> (
          {FITMENT_CSV_OPTIONAL_COLUMNS.map((c, i) => (
            <span key={c}>
              {i > 0 && " and "}
              <code className="font-mono">{c}</code>
            </span>
          ))}{" "}
          may be left out), or an ACES XML file (<code className="font-mono">App</code> elements with{" "}
          <code className="font-mono">Make</code>/<code className="font-mono">Model</code>/
          <code className="font-mono">Years</code>, <code className="font-mono">EngineBase</code>,{" "}
          <code className="font-mono">SubModel</code>, <code className="font-mono">Position</code> (a name or a PCdb
          position id), <code className="font-mono">Note</code>, <code className="font-mono">Qty</code> and{" "}
          <code className="font-mono">Part</code>; vehicles by their vPIC names or ids). Each line or App is one
          application: <code className="font-mono">action="D"</code> deletes the identical one, one the shop already has
          is a duplicate, and a Header's <code className="font-mono">SubmissionType</code> FULL replaces every
          application of the parts the file names. You see what resolves and what would be removed first; applying
          writes all of the file or none of it, and this page shows how far it is.
        </p>
      </div>
      {job ? (
        <ImportJob job={job} unreachable={unreachable} onAnother={another} />
      ) : (
        <>
          <Step title="1. Choose the file">
            {missing && (
              <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
                {missing}
              </p>
            )}
            <div className="flex flex-wrap items-center gap-4">
              <FilePicker
                accept=".csv,.xml,text/csv,application/xml,text/xml"
                label={file ? "Choose another file" : "Choose a CSV or ACES XML file"}
                busy={phase !== "idle"}
                maxBytes={MAX_BYTES}
                onFile={(picked) => {
                  const chosen = { ...picked, format: fitmentFormat(picked.name, picked.text) };
                  setFile(chosen);
                  setReport(null);
                  void check(chosen);
                }}
              />
              {file && (
                <p className="text-sm">
                  <span className="font-medium">{file.name}</span>{" "}
                  <span className="text-slate-500">
                    {file.format === "aces" ? "ACES XML" : "CSV"} · {(file.bytes / 1024).toFixed(1)} KB
                  </span>
                </p>
              )}
            </div>
            {phase === "checking" && <Progress label="Checking the file" seconds={seconds} />}
            {problem && <Problem>{problem}</Problem>}
            <div className="grid gap-3 lg:grid-cols-2">
              <Sample name="fitment-import-sample.csv" type="text/csv" text={samples.csv} />
              <Sample name="fitment-import-sample.xml" type="application/xml" text={samples.aces} />
            </div>
          </Step>
          {report && file && (
            <Step title="2. Check the report, then apply">
              <Report report={report} />
              <FitmentRemovals removals={report.removals} total={report.removal_count} />
              <ProblemList problems={report.problems} total={report.problem_count} />
              <div className="flex flex-wrap items-center justify-end gap-3">
                {blocking ? (
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    Unknown vehicles, part numbers or invalid lines block the import: correct them and choose the file
                    again.
                  </p>
                ) : (
                  changes(report) === 0 && (
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      Nothing to change: the shop already has every application of this file.
                    </p>
                  )
                )}
                <button
                  type="button"
                  className={primaryButton}
                  disabled={blocking || changes(report) === 0 || phase !== "idle"}
                  onClick={() => void apply(file)}
                >
                  <Check className="size-4" aria-hidden="true" /> Apply {count(changes(report), "change", "changes")}
                </button>
              </div>
            </Step>
          )}
          <RecentImports imports={imports} />
        </>
      )}
    </div>
  );
}
