import { blocksImport } from "@pitstop/contract/admin-catalogue";
import {
  FITMENT_CSV_COLUMNS,
  FITMENT_CSV_OPTIONAL_COLUMNS,
  FITMENT_IMPORT_MAX_BYTES,
  type FitmentImportReport,
  type FitmentImportStarted,
  type FitmentImportStatus,
  type FitmentImportSummary,
} from "@pitstop/contract/admin-import";
import { Check } from "lucide-react";
import { useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { primaryButton } from "~/components/forms/form-styles";
import { countOf } from "~/lib/plural";
import { fitmentFormat } from "./catalogue-form";
import { errorMessage, FilePicker, ProblemList, Progress, postImport, Step, useElapsed } from "./file-import";
import { changes, FITMENT_IMPORTS, useImportJob } from "./fitment-import-job";
import { ImportJob, Report, Sample } from "./fitment-import-report";
import { FitmentRemovals } from "./fitment-removals";
import { Problem } from "./pager";
import { RecentImports } from "./recent-imports";

type Chosen = { name: string; text: string; bytes: number; format: "csv" | "aces" };

/** A fitment file (CSV or ACES XML): a dry run's report, then Apply: all of the file or none. */
export function FitmentImportPage({
  samples,
  missing,
  imports,
  followed,
}: {
  samples: { csv: string; aces: string };
  missing: string | null;
  imports: FitmentImportSummary[];
  followed: FitmentImportStatus | null;
}) {
  const [, setSearchParams] = useSearchParams();
  const { job, unreachable } = useImportJob(followed);
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
        await postImport<FitmentImportReport>(FITMENT_IMPORTS, {
          format: chosen.format,
          content: chosen.text,
          dry_run: true,
        }),
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
      const started = await postImport<FitmentImportStarted>(FITMENT_IMPORTS, {
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
                maxBytes={FITMENT_IMPORT_MAX_BYTES}
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
                  <Check className="size-4" aria-hidden="true" /> Apply {countOf(changes(report), "change")}
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
