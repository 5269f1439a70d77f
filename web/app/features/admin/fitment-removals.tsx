import type { FitmentRemoval } from "@pitstop/contract/admin-import";
import { Trash2 } from "lucide-react";

const qualifiers = (r: FitmentRemoval) =>
  [
    r.engines ? r.engines.join("; ") : "All engines",
    r.trims ? r.trims.join("; ") : "all trims",
    r.position,
    r.note,
    r.quantity === null ? null : `qty ${r.quantity}`,
  ]
    .filter(Boolean)
    .join(", ");

/**
 * What a fitment file would remove (issue 23), listed before it is applied: the applications its
 * deletes name, and those a FULL file replaces (its parts' applications it does not list).
 */
export function FitmentRemovals({ removals, total }: { removals: FitmentRemoval[]; total: number }) {
  if (total === 0) return null;
  return (
    <section aria-labelledby="fitment-removals-heading">
      <h3
        id="fitment-removals-heading"
        className="flex items-center gap-2 font-semibold text-amber-700 dark:text-amber-300"
      >
        <Trash2 className="size-4" aria-hidden="true" /> {total.toLocaleString("en-US")}{" "}
        {total === 1 ? "application" : "applications"} to remove
        {removals.length < total && (
          <span className="font-normal text-slate-600 dark:text-slate-400">
            (the first {removals.length.toLocaleString("en-US")} shown)
          </span>
        )}
      </h3>
      <div className="mt-2 max-h-80 overflow-auto rounded-xl border border-slate-200 dark:border-slate-800">
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:bg-slate-900 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-3 py-2">
                Part
              </th>
              <th scope="col" className="px-3 py-2">
                Vehicle
              </th>
              <th scope="col" className="px-3 py-2">
                Application
              </th>
              <th scope="col" className="px-3 py-2">
                Why
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {removals.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is the report's, never reordered
              <tr key={i}>
                <td className="px-3 py-1.5 font-mono whitespace-nowrap">{r.part_number}</td>
                <td className="px-3 py-1.5 whitespace-nowrap">{r.vehicle}</td>
                <td className="px-3 py-1.5 text-slate-700 dark:text-slate-300">{qualifiers(r)}</td>
                <td className="px-3 py-1.5 whitespace-nowrap text-slate-700 dark:text-slate-300">
                  {r.reason === "deleted" ? `Deleted by line ${r.line}` : "Not in this FULL file"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
