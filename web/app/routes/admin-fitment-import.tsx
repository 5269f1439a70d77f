import {
  FITMENT_CSV_COLUMNS,
  FITMENT_IMPORT_MAX_BYTES,
  type FitmentImportReport,
} from "@pitstop/contract/admin-import";
import { Check, Download, FileCode2 } from "lucide-react";
import { useState } from "react";
import { primaryButton, secondaryButton } from "~/components/forms/form-styles";
import { fitmentFormat } from "~/features/admin/catalogue-form";
import {
  errorMessage,
  Figure,
  FilePicker,
  ProblemList,
  Progress,
  postImport,
  Step,
  useElapsed,
} from "~/features/admin/file-import";
import { requireOperator } from "~/features/admin/operator.server";
import { toast } from "~/lib/toasts";
import sampleCsv from "../../../docs/fitment-import-sample.csv?raw";
import sampleXml from "../../../docs/fitment-import-sample.xml?raw";
import type { Route } from "./+types/admin-fitment-import";

const PATH = "/api/admin/fitment-imports";
const MAX_BYTES = FITMENT_IMPORT_MAX_BYTES;

/** The samples in docs/ travel with the page's data, so the route's own bundle stays small. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  return { samples: { csv: sampleCsv, aces: sampleXml } };
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
  const { samples } = loaderData;
  const [file, setFile] = useState<Chosen | null>(null);
  const [report, setReport] = useState<FitmentImportReport | null>(null);
  const [phase, setPhase] = useState<"idle" | "checking" | "applying">("idle");
  const [problem, setProblem] = useState<string | null>(null);
  const seconds = useElapsed(phase !== "idle");

  const run = async (chosen: Chosen, dryRun: boolean) => {
    setPhase(dryRun ? "checking" : "applying");
    setProblem(null);
    try {
      const answer = await postImport<FitmentImportReport>(PATH, {
        format: chosen.format,
        content: chosen.text,
        dry_run: dryRun,
      });
      setReport(answer);
      if (answer.applied)
        toast.success(
          `${answer.fitment_rows.toLocaleString("en-US")} fitment rows written (${answer.new_rows.toLocaleString("en-US")} new)`,
        );
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setPhase("idle");
    }
  };

  // Duplicates are merged; any other problem blocks applying (the API refuses it too).
  // (The list holds the first 500: past them the API's refusal says the rest.)
  const blocking = report ? report.problems.some((p) => p.kind !== "duplicate") : true;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight">Fitment import</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
          A CSV with the columns <code className="font-mono">{FITMENT_CSV_COLUMNS.join(",")}</code>, or an ACES XML file
          (<code className="font-mono">App</code> elements with <code className="font-mono">Make</code>/
          <code className="font-mono">Model</code>/<code className="font-mono">Years</code>,{" "}
          <code className="font-mono">EngineBase</code>, <code className="font-mono">SubModel</code>,{" "}
          <code className="font-mono">Position</code>, <code className="font-mono">Note</code> and{" "}
          <code className="font-mono">Part</code>; vehicles by their vPIC names or ids). You see what resolves first;
          applying writes all of the file or none of it.
        </p>
      </div>
      <Step title="1. Choose the file">
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
              void run(chosen, true);
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
        {problem && (
          <p
            role="alert"
            className="rounded-xl bg-rose-50 p-3 text-sm text-rose-800 dark:bg-rose-500/10 dark:text-rose-200"
          >
            {problem}
          </p>
        )}
        <div className="grid gap-3 lg:grid-cols-2">
          <Sample name="fitment-import-sample.csv" type="text/csv" text={samples.csv} />
          <Sample name="fitment-import-sample.xml" type="application/xml" text={samples.aces} />
        </div>
      </Step>
      {report && file && (
        <Step title={report.applied ? "Imported" : "2. Check the report, then apply"}>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
            <Figure label="Applications" value={report.applications} />
            <Figure label="Resolved" value={report.resolved} tone="good" />
            <Figure label="Fitment rows" value={report.fitment_rows} />
            <Figure label="New rows" value={report.new_rows} tone="good" />
            <Figure label="Products" value={report.products} />
            <Figure label="Duplicates" value={report.duplicates} />
          </dl>
          {report.applied ? (
            <p className="flex items-center gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-200">
              <Check className="size-4" aria-hidden="true" /> Imported: {report.fitment_rows.toLocaleString("en-US")}{" "}
              rows written, {report.new_rows.toLocaleString("en-US")} of them new. The storefront shows them within
              seconds.
            </p>
          ) : (
            <>
              <ProblemList problems={report.problems} total={report.problem_count} />
              {phase === "applying" ? (
                <Progress
                  label={`Writing ${report.fitment_rows.toLocaleString("en-US")} fitment rows, all or nothing`}
                  seconds={seconds}
                />
              ) : (
                <div className="flex flex-wrap items-center justify-end gap-3">
                  {blocking && (
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      Unknown vehicles, part numbers or invalid lines block the import: correct them and choose the file
                      again.
                    </p>
                  )}
                  <button
                    type="button"
                    className={primaryButton}
                    disabled={blocking || report.fitment_rows === 0}
                    onClick={() => void run(file, false)}
                  >
                    <Check className="size-4" aria-hidden="true" /> Apply {report.fitment_rows.toLocaleString("en-US")}{" "}
                    rows
                  </button>
                </div>
              )}
            </>
          )}
          {report.applied && (
            <button
              type="button"
              className={secondaryButton}
              onClick={() => {
                setFile(null);
                setReport(null);
              }}
            >
              Import another file
            </button>
          )}
        </Step>
      )}
    </div>
  );
}
