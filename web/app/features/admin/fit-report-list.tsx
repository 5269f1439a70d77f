import type { AdminFitReportListSchema } from "@pitstop/contract/reviews";
import { Flag } from "lucide-react";
import { Link } from "react-router";
import type { z } from "zod";
import { AdminTable, Row, Th } from "./admin-list";

type FitReport = z.infer<typeof AdminFitReportListSchema>["reports"][number];

const REASON_LABEL: Record<string, string> = {
  wrong_size: "Wrong size",
  wrong_position: "Wrong position",
  needs_other_parts: "Needs other parts",
  other: "Other",
};

/** A part and vehicle per row: how many said it did not fit, how many that it did, and why not. */
export function FitReportTable({ reports }: { reports: FitReport[] }) {
  return (
    <AdminTable
      minWidth="min-w-[48rem]"
      columns={[
        "Part",
        "Vehicle",
        <Th key="no" className="text-right">
          Did not fit
        </Th>,
        <Th key="yes" className="text-right">
          Fit
        </Th>,
        "Reasons",
      ]}
    >
      {reports.map((r) => (
        <Row key={`${r.product.id}-${r.vehicle.id}`}>
          <td className="max-w-80 px-4 py-3">
            <Link
              to={`/admin/products/${r.product.id}`}
              className="block truncate font-semibold text-brand-600 hover:underline dark:text-brand-400"
            >
              {r.product.title}
            </Link>
            <span className="font-mono text-xs text-slate-500 dark:text-slate-400">{r.product.part_number}</span>
          </td>
          <td className="px-4 py-3">
            <span className="flex items-center gap-1.5">
              {r.flagged && (
                <span className="inline-flex items-center gap-1 rounded-full bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-800 dark:bg-rose-500/15 dark:text-rose-200">
                  <Flag className="size-3" aria-hidden="true" /> Flagged
                </span>
              )}
              {r.vehicle.name}
            </span>
          </td>
          <td className="px-4 py-3 text-right font-semibold text-rose-600 tabular-nums dark:text-rose-400">{r.no}</td>
          <td className="px-4 py-3 text-right tabular-nums text-emerald-700 dark:text-emerald-400">{r.yes}</td>
          <td className="px-4 py-3 text-slate-600 dark:text-slate-400">
            {r.reasons
              .filter((x) => x.count > 0)
              .map((x) => `${REASON_LABEL[x.reason] ?? x.reason} ${x.count}`)
              .join(" · ")}
          </td>
        </Row>
      ))}
    </AdminTable>
  );
}
