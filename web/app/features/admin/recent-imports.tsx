import type { FitmentImportSummary } from "@pitstop/contract/admin-import";
import { Link } from "react-router";
import { LocalTime } from "~/components/local-time";

const STATUS: Record<FitmentImportSummary["status"], { label: string; tone: string }> = {
  queued: { label: "Waiting", tone: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300" },
  resolving: { label: "Checking", tone: "bg-sky-100 text-sky-800 dark:bg-sky-500/20 dark:text-sky-200" },
  writing: { label: "Writing", tone: "bg-sky-100 text-sky-800 dark:bg-sky-500/20 dark:text-sky-200" },
  done: { label: "Imported", tone: "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-200" },
  failed: { label: "Failed", tone: "bg-rose-100 text-rose-800 dark:bg-rose-500/20 dark:text-rose-200" },
};

const fileOf = (i: FitmentImportSummary) => i.file_name ?? `${i.format === "aces" ? "ACES XML" : "CSV"} file`;

/**
 * The recent applied imports, newest first: who sent which file, when, and how it ended. Each
 * opens on this page (`?import=ID`) with its progress or its report.
 */
export function RecentImports({ imports }: { imports: FitmentImportSummary[] }) {
  return (
    <section aria-labelledby="recent-imports" className="space-y-3">
      <h2 id="recent-imports" className="text-lg font-bold">
        Recent imports
      </h2>
      {imports.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No file has been applied yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:bg-slate-900 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-4 py-3">
                  File
                </th>
                <th scope="col" className="px-4 py-3">
                  Sent by
                </th>
                <th scope="col" className="px-4 py-3">
                  Started
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Rows
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {imports.map((i) => {
                const status = STATUS[i.status];
                return (
                  <tr key={i.id} className="hover:bg-slate-50 dark:hover:bg-slate-900/60">
                    <td className="max-w-72 px-4 py-3">
                      <Link
                        to={`?import=${i.id}`}
                        className="block truncate font-semibold text-brand-600 hover:underline dark:text-brand-400"
                      >
                        {fileOf(i)}
                      </Link>
                      <span className="text-xs text-slate-500 dark:text-slate-400">Import {i.id}</span>
                    </td>
                    <td
                      className="max-w-60 truncate px-4 py-3 text-slate-600 dark:text-slate-400"
                      title={i.actor.email}
                    >
                      {i.actor.email}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-600 dark:text-slate-400">
                      <LocalTime iso={i.created_at} />
                    </td>
                    <td className="px-4 py-3">
                      <span
                        className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${status.tone}`}
                        title={i.error ?? undefined}
                      >
                        {status.label}
                      </span>
                    </td>
                    <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                      {i.status === "done"
                        ? i.rows_done.toLocaleString("en-US")
                        : `${i.rows_done.toLocaleString("en-US")} of ${i.rows_total.toLocaleString("en-US")}`}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
