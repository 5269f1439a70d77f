import {
  type AdminReturn,
  type AdminReturnList,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  type ReturnReason,
  type ReturnStatus,
} from "@pitstop/contract/returns";
import { useId } from "react";
import { Form, Link } from "react-router";
import { fieldLabel, textInput } from "~/components/forms/form-styles";
import { LocalTime } from "~/components/local-time";
import { formatPrice } from "~/lib/money";
import { AdminTable, ClearLink, FindButton, ListTabs, Row, Th } from "./admin-list";
import { listHref } from "./list-url";
import { ORDERS } from "./order-list";
import { ReturnStatusBadge } from "./return-status";

export const RETURNS = "/admin/returns";
/** The filters the returns queue keeps in its URL (the page besides). */
export const RETURN_FILTER_KEYS = ["status", "reason"] as const;
export type ReturnFilters = Record<(typeof RETURN_FILTER_KEYS)[number], string>;

/** How many units a return sends back, over its lines. */
export function returnUnits(ret: Pick<AdminReturn, "lines">): number {
  return ret.lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The reasons of a return's lines, each once, in the order the lines give them. */
export function returnReasons(ret: Pick<AdminReturn, "lines">): ReturnReason[] {
  return [...new Set(ret.lines.map((line) => line.reason))];
}

/** A tab per status with how many returns have it (within the reason filter); a tab change starts at page 1. */
export function ReturnStatusTabs({ list, filters }: { list: AdminReturnList | null; filters: ReturnFilters }) {
  const counts = list?.status_counts;
  const countOf = (status: ReturnStatus) => counts?.[status] ?? 0;
  const all = counts ? RETURN_STATUSES.reduce((sum, s) => sum + countOf(s), 0) : null;
  const tabs: Array<{ status: ReturnStatus | ""; label: string; count: number | null }> = [
    { status: "", label: "All", count: all },
    ...RETURN_STATUSES.map((s) => ({ status: s, label: RETURN_STATUS_LABELS[s], count: counts ? countOf(s) : null })),
  ];
  return (
    <ListTabs
      label="Return status"
      tabs={tabs.map((tab) => ({
        key: tab.status || "all",
        to: listHref(RETURNS, filters, { status: tab.status || null, page: null }),
        label: tab.label,
        current: filters.status === tab.status,
        count: tab.count,
      }))}
    />
  );
}

/** The reason filter; the status tab chosen stays, the page starts again at 1. */
export function ReturnFilterForm({ filters }: { filters: ReturnFilters }) {
  const id = useId();
  return (
    <Form method="get" action={RETURNS} className="flex flex-wrap items-end gap-3" aria-label="Filter returns">
      {filters.status && <input type="hidden" name="status" value={filters.status} />}
      <div className="min-w-[14rem] flex-1 sm:max-w-xs">
        <label htmlFor={id} className={fieldLabel}>
          Reason
        </label>
        {/* Keyed by the URL's reason, so Back or a link shows the reason the list is filtered by. */}
        <select key={filters.reason} id={id} name="reason" defaultValue={filters.reason} className={textInput}>
          <option value="">Any reason</option>
          {RETURN_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {RETURN_REASON_LABELS[reason]}
            </option>
          ))}
        </select>
      </div>
      <FindButton path={RETURNS} />
      {filters.reason && <ClearLink to={listHref(RETURNS, { status: filters.status })} />}
    </Form>
  );
}

/** The queue, newest first as the API gives it: one row per return. */
export function ReturnTable({ returns }: { returns: AdminReturn[] }) {
  return (
    <AdminTable
      minWidth="min-w-[52rem]"
      columns={[
        "Return",
        "Customer",
        "Reasons",
        <Th key="units" className="text-right">
          Units
        </Th>,
        <Th key="refund" className="text-right whitespace-nowrap">
          Est. refund
        </Th>,
        "Status",
        "Requested",
      ]}
    >
      {returns.map((r) => (
        <Row key={r.id}>
          <td className="px-4 py-3">
            <Link
              to={`${RETURNS}/${r.id}`}
              className="font-mono font-semibold whitespace-nowrap text-brand-600 hover:underline dark:text-brand-400"
            >
              {r.number}
            </Link>
            <span className="block text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">
              of order{" "}
              <Link
                to={`${ORDERS}/${r.order_id}`}
                className="font-mono font-medium text-slate-700 hover:text-brand-600 hover:underline dark:text-slate-300 dark:hover:text-brand-400"
              >
                {r.order_number}
              </Link>
            </span>
          </td>
          <td className="max-w-56 px-4 py-3">
            {r.customer ? (
              <>
                <span className="block truncate font-medium">{r.customer.name || "No name given"}</span>
                <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{r.customer.email}</span>
              </>
            ) : (
              <span className="block text-slate-500 italic dark:text-slate-400">Former customer</span>
            )}
          </td>
          <td className="px-4 py-3 text-slate-700 dark:text-slate-300">
            <ul>
              {returnReasons(r).map((reason) => (
                <li key={reason} className="whitespace-nowrap">
                  {RETURN_REASON_LABELS[reason]}
                </li>
              ))}
            </ul>
          </td>
          <td className="px-4 py-3 text-right tabular-nums">{returnUnits(r)}</td>
          <td className="px-4 py-3 text-right font-semibold tabular-nums">{formatPrice(r.refund_estimate.total)}</td>
          <td className="px-4 py-3">
            <ReturnStatusBadge status={r.status} />
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-slate-600 dark:text-slate-400">
            <LocalTime iso={r.created_at} style="date" />
          </td>
        </Row>
      ))}
    </AdminTable>
  );
}
