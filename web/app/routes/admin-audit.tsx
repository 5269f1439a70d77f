import { AuditListSchema } from "@pitstop/contract/admin";
import { ListBody, ListHeading } from "~/features/admin/admin-list";
import { AUDIT, AUDIT_KEYS, AuditFilters, AuditTable } from "~/features/admin/audit-list";
import { apiQuery, listHref, pageCount, readListState } from "~/features/admin/list-url";
import { adminMeta } from "~/features/admin/meta";
import { requireOperator } from "~/features/admin/operator.server";
import { zonedToIso } from "~/features/admin/promotion-form";
import { listData } from "~/features/admin/route.server";
import { apiFor } from "~/lib/api.server";
import { timeZoneFromCookie } from "~/lib/time-zone";
import type { Route } from "./+types/admin-audit";

/** A day of the operator's calendar as the instant it starts, for the API's `from` and `to`. */
function dayStart(day: string, timeZone: string, plusDays = 0): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day; // the API says what is wrong with it
  const next = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + plusDays));
  return zonedToIso(`${next.toISOString().slice(0, 10)}T00:00`, timeZone) ?? day;
}

/** Who did what, when, to which record, with before and after: every back-office write, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  const state = readListState(new URL(request.url), AUDIT_KEYS);
  const timeZone = timeZoneFromCookie(request.headers.get("cookie")) ?? "UTC";
  const query = {
    ...state,
    from: state.from ? dayStart(state.from, timeZone) : "",
    // "To" is the whole day: before the next one starts.
    to: state.to ? dayStart(state.to, timeZone, 1) : "",
  };
  const answer = await apiFor(request).send("GET", `/api/admin/audit${apiQuery(query)}`, AuditListSchema);
  return listData(answer, { state });
}

export function meta() {
  return adminMeta("Audit trail");
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { list, problem, state } = loaderData;
  const filtered = AUDIT_KEYS.some((k) => k !== "page" && state[k]);
  return (
    <div className="space-y-5">
      <ListHeading title="Audit trail" total={list?.total ?? null} one="change" many="changes" />
      <AuditFilters state={state} />
      <ListBody
        problem={problem}
        rows={list?.entries ?? null}
        empty={filtered ? "No change matches these filters." : "No back-office change yet."}
        pager={
          list && {
            page: list.page,
            pages: pageCount(list.total, list.page_size),
            hrefFor: (page) => listHref(AUDIT, state, { page }),
          }
        }
      >
        {(entries) => <AuditTable entries={entries} />}
      </ListBody>
    </div>
  );
}
