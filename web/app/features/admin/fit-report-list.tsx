import type { AdminFitReportListSchema } from "@pitstop/contract/reviews";
import { Flag, Undo2 } from "lucide-react";
import { Fragment, useId, useState } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import { LocalTime } from "~/components/local-time";
import { AdminTable, Th } from "./admin-list";

type FitReport = z.infer<typeof AdminFitReportListSchema>["reports"][number];
type FitReturn = FitReport["returns"][number];

/** Returns shown before "Show more", and a note's length past which it is cut. */
const RETURNS_SHOWN = 2;
const NOTE_SHOWN = 160;

/** "3 returned as doesn't fit": how many of the "No" are parts that came back. */
export function returnedLabel(returned: number): string {
  return `${returned} returned as doesn’t fit`;
}

/** A buyer's note, cut when long, with a button to read it all. */
function ReturnNote({ note }: { note: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (note.length <= NOTE_SHOWN) return <q className="text-slate-700 dark:text-slate-300">{note}</q>;
  return (
    <>
      <q id={id} className="text-slate-700 dark:text-slate-300">
        {open ? note : `${note.slice(0, NOTE_SHOWN).trimEnd()}…`}
      </q>{" "}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="font-medium text-brand-600 hover:underline dark:text-brand-400"
      >
        {open ? "Show less" : "Read all"}
      </button>
    </>
  );
}

function ReturnEntry({ entry }: { entry: FitReturn }) {
  return (
    <li className="text-xs leading-5">
      <span className="font-mono font-semibold text-slate-900 dark:text-white">{entry.return_number}</span>
      <span className="text-slate-500 dark:text-slate-400">
        {entry.configuration && ` · ${entry.configuration}`} · <LocalTime iso={entry.at} style="date" />
      </span>
      {entry.note ? (
        <>
          {": "}
          <ReturnNote note={entry.note} />
        </>
      ) : (
        <span className="text-slate-500 italic dark:text-slate-400"> · no note</span>
      )}
    </li>
  );
}

/** The returns behind a row's "No", newest first: the buyer's note and the configuration bought for. */
export function FitReturns({ returns }: { returns: FitReturn[] }) {
  const [all, setAll] = useState(false);
  const id = useId();
  const shown = all ? returns : returns.slice(0, RETURNS_SHOWN);
  const hidden = returns.length - RETURNS_SHOWN;
  // Held at the left edge of the visible table and as wide as it, so the notes read without
  // scrolling the table sideways on a phone (the table is wider than the screen there).
  return (
    <div className="sticky left-4 flex max-w-[calc(100vw-4.5rem)] gap-2 rounded-xl bg-slate-50 px-3 py-2 lg:max-w-[calc(100vw-19.5rem)] dark:bg-slate-900">
      <Undo2 className="mt-1 size-3.5 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden="true" />
      <div className="min-w-0">
        <ul id={id} aria-label="Returns as doesn’t fit" className="space-y-1">
          {shown.map((entry) => (
            <ReturnEntry key={entry.return_number} entry={entry} />
          ))}
        </ul>
        {hidden > 0 && (
          <button
            type="button"
            aria-expanded={all}
            aria-controls={id}
            onClick={() => setAll(!all)}
            className="mt-1 text-xs font-medium text-brand-600 hover:underline dark:text-brand-400"
          >
            {all ? "Show fewer" : `Show ${hidden} more`}
          </button>
        )}
      </div>
    </div>
  );
}

const REASON_LABEL: Record<string, string> = {
  wrong_size: "Wrong size",
  wrong_position: "Wrong position",
  needs_other_parts: "Needs other parts",
  other: "Other",
};

/**
 * A part and vehicle per row: how many said it did not fit (and how many of those sent it back),
 * how many that it did, and why not; the returns' notes under the row.
 */
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
        <Fragment key={`${r.product.id}-${r.vehicle.id}`}>
          <tr className={r.returns.length > 0 ? "border-b-0" : undefined}>
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
            <td className="px-4 py-3 text-right">
              <span className="font-semibold text-rose-600 tabular-nums dark:text-rose-400">{r.no}</span>
              {r.returned > 0 && (
                <span className="block text-xs whitespace-nowrap text-slate-600 dark:text-slate-400">
                  {returnedLabel(r.returned)}
                </span>
              )}
            </td>
            <td className="px-4 py-3 text-right tabular-nums text-emerald-700 dark:text-emerald-400">{r.yes}</td>
            <td className="px-4 py-3 text-slate-600 dark:text-slate-400">
              {r.reasons
                .filter((x) => x.count > 0)
                .map((x) => `${REASON_LABEL[x.reason] ?? x.reason} ${x.count}`)
                .join(" · ")}
            </td>
          </tr>
          {r.returns.length > 0 && (
            <tr>
              <td colSpan={5} className="px-4 pt-0 pb-3">
                <FitReturns returns={r.returns} />
              </td>
            </tr>
          )}
        </Fragment>
      ))}
    </AdminTable>
  );
}
