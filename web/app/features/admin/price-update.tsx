import type { BulkUpdateReport } from "@pitstop/contract/admin-catalogue";
import { ArrowRight, Check, FileSpreadsheet } from "lucide-react";
import { useState } from "react";
import { primaryButton, secondaryButton } from "~/components/forms/form-styles";
import { formatPrice } from "~/lib/money";
import { countOf } from "~/lib/plural";
import { toast } from "~/lib/toasts";
import { errorMessage, Figure, FilePicker, ProblemList, Progress, postImport, Step, useElapsed } from "./file-import";
import { Problem } from "./pager";

const PATH = "/api/admin/products/bulk-update";
/** The API's body limit for the bulk update, less its JSON framing. */
const MAX_BYTES = 7 * 1024 * 1024;

type File = { name: string; text: string; bytes: number };

function Preview({ report }: { report: BulkUpdateReport }) {
  if (report.preview.length === 0) return null;
  return (
    <div>
      <h3 className="font-semibold">
        Changes{" "}
        {report.preview.length < report.changes && (
          <span className="font-normal text-slate-600 dark:text-slate-400">
            (the first {report.preview.length.toLocaleString("en-US")} of {report.changes.toLocaleString("en-US")})
          </span>
        )}
      </h3>
      <div className="mt-2 max-h-96 overflow-auto rounded-xl border border-slate-200 dark:border-slate-800">
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:bg-slate-900 dark:text-slate-400">
            <tr>
              <th scope="col" className="w-20 px-3 py-2 text-right">
                Line
              </th>
              <th scope="col" className="px-3 py-2">
                Part number
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Price
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Stock
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {report.preview.map((change) => (
              <tr key={change.line}>
                <td className="px-3 py-1.5 text-right font-mono tabular-nums">{change.line}</td>
                <td className="px-3 py-1.5 font-mono">{change.part_number}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">
                  {change.price.before === change.price.after ? (
                    formatPrice(change.price.after)
                  ) : (
                    <>
                      <span className="text-slate-500 line-through">{formatPrice(change.price.before)}</span>{" "}
                      <ArrowRight className="inline size-3" aria-label="to" />{" "}
                      <strong>{formatPrice(change.price.after)}</strong>
                    </>
                  )}
                </td>
                <td className="px-3 py-1.5 text-right tabular-nums">
                  {change.stock.before === change.stock.after ? (
                    change.stock.after
                  ) : (
                    <>
                      <span className="text-slate-500 line-through">{change.stock.before}</span>{" "}
                      <ArrowRight className="inline size-3" aria-label="to" /> <strong>{change.stock.after}</strong>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Bulk price and stock from a CSV — a dry run's report first, then Apply (all or nothing). */
export function PriceUpdatePage() {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<BulkUpdateReport | null>(null);
  const [phase, setPhase] = useState<"idle" | "checking" | "applying">("idle");
  const [problem, setProblem] = useState<string | null>(null);
  const seconds = useElapsed(phase === "applying");

  const run = async (chosen: File, dryRun: boolean) => {
    setPhase(dryRun ? "checking" : "applying");
    setProblem(null);
    try {
      const answer = await postImport<BulkUpdateReport>(PATH, { csv: chosen.text, dry_run: dryRun });
      setReport(answer);
      if (answer.applied) toast.success(`${countOf(answer.changes, "product")} updated`);
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setPhase("idle");
    }
  };

  const blocked = report ? report.problem_count > 0 : true;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight">Price & stock CSV</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
          A CSV whose first line is <code className="font-mono">part_number,price,stock</code>, one product a line (
          <code className="font-mono">MAP-07523L,54.99,12</code>); a blank price or stock leaves it as it is. You see
          what would change first; applying changes every line or none.
        </p>
      </div>
      <Step title="1. Choose the file">
        <div className="flex flex-wrap items-center gap-4">
          <FilePicker
            accept=".csv,text/csv"
            label={file ? "Choose another file" : "Choose a CSV file"}
            busy={phase !== "idle"}
            maxBytes={MAX_BYTES}
            onFile={(chosen) => {
              setFile(chosen);
              setReport(null);
              void run(chosen, true);
            }}
          />
          {file && (
            <p className="flex items-center gap-2 text-sm">
              <FileSpreadsheet className="size-4 text-brand-500" aria-hidden="true" />
              <span className="font-medium">{file.name}</span>
              <span className="text-slate-500">{(file.bytes / 1024).toFixed(1)} KB</span>
            </p>
          )}
        </div>
        {phase === "checking" && <Progress label="Checking the file" seconds={seconds} />}
        {problem && <Problem>{problem}</Problem>}
      </Step>
      {report && file && (
        <Step title={report.applied ? "Applied" : "2. Check the report, then apply"}>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <Figure label="Lines" value={report.lines} />
            <Figure label={report.applied ? "Changed" : "Would change"} value={report.changes} tone="good" />
            <Figure label="Unchanged" value={report.unchanged} />
            <Figure label="Problems" value={report.problem_count} tone="bad" />
          </dl>
          {report.applied ? (
            <p className="flex items-center gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-200">
              <Check className="size-4" aria-hidden="true" /> Done: the shop shows the new prices and stock within
              seconds.
            </p>
          ) : (
            <>
              <ProblemList problems={report.problems} total={report.problem_count} />
              <Preview report={report} />
              {phase === "applying" ? (
                <Progress label={`Updating ${countOf(report.changes, "product")}`} seconds={seconds} />
              ) : (
                <div className="flex flex-wrap items-center justify-end gap-3">
                  {blocked && report.problem_count > 0 && (
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      Correct the problem lines and choose the file again.
                    </p>
                  )}
                  <button
                    type="button"
                    className={primaryButton}
                    disabled={blocked || report.changes === 0}
                    onClick={() => void run(file, false)}
                  >
                    <Check className="size-4" aria-hidden="true" /> Apply {countOf(report.changes, "change")}
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
              Update from another file
            </button>
          )}
        </Step>
      )}
    </div>
  );
}
