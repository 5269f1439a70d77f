import type { FitmentRemoval } from "@pitstop/contract/admin-import";
import { Trash2 } from "lucide-react";
import { ReportTable } from "./file-import";

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
 * What a fitment file would remove, listed before it is applied: the applications its
 * deletes name, and those a FULL file replaces (its parts' applications it does not list).
 */
export function FitmentRemovals({ removals, total }: { removals: FitmentRemoval[]; total: number }) {
  return (
    <ReportTable
      icon={<Trash2 className="size-4" aria-hidden="true" />}
      tone="warning"
      total={total}
      shown={removals.length}
      noun={["application to remove", "applications to remove"]}
      columns={[{ label: "Part" }, { label: "Vehicle" }, { label: "Application" }, { label: "Why" }]}
    >
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
    </ReportTable>
  );
}
