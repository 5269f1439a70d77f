import type { FitmentImportReport, FitmentImportStatus } from "@pitstop/contract/admin-import";
import { useEffect, useState } from "react";
import { ApiError, readJsonAs } from "~/lib/api-fetch";
import { countOf } from "~/lib/plural";
import { toast } from "~/lib/toasts";
import { errorMessage } from "./file-import";

/** The admin API's fitment imports, through the shop's /api. */
export const FITMENT_IMPORTS = "/api/admin/fitment-imports";
/** How often the page asks how an applied import is doing. */
const POLL_MS = 500;

export const finished = (job: FitmentImportStatus) => job.status === "done" || job.status === "failed";

/**
 * Follows an applied import: its status every half second until it is done or failed. A lost
 * answer (the connection, the API restarting) is said and the next poll tries again; a refusal
 * is said and ends the polling.
 */
export function useImportJob(initial: FitmentImportStatus | null) {
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
        const response = await fetch(`${FITMENT_IMPORTS}/${id}`, {
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

/** "2 applications added, 1 deleted, 3 duplicates kept once": what the import changes, said short. */
export function changesSaid(report: FitmentImportReport): string {
  const said = [
    `${countOf(report.added, "application")} added`,
    report.updated > 0 && `${report.updated.toLocaleString("en-US")} with a new quantity`,
    report.deleted > 0 && `${report.deleted.toLocaleString("en-US")} deleted`,
    report.replaced > 0 && `${report.replaced.toLocaleString("en-US")} replaced`,
    report.duplicates > 0 && `${countOf(report.duplicates, "duplicate")} kept once`,
  ];
  return said.filter(Boolean).join(", ");
}

/** Whether applying the report's file would change anything. */
export const changes = (report: FitmentImportReport) =>
  report.added + report.updated + report.deleted + report.replaced;
