import { AUDIT_ENTITIES, type AuditEntry } from "@pitstop/contract/admin";
import { Form, Link } from "react-router";
import { fieldLabel, textInput } from "~/components/forms/form-styles";
import { LocalTime } from "~/components/local-time";
import { AdminTable, ClearLink, FindButton, Row } from "./admin-list";

export const AUDIT = "/admin/audit";

/** The trail's filters as the URL keeps them: dates are days of the operator's own calendar. */
export const AUDIT_KEYS = ["entity", "entity_id", "actor", "action", "from", "to", "page"] as const;
export type AuditState = Record<(typeof AUDIT_KEYS)[number], string>;

const ENTITY_LABEL: Record<string, string> = {
  product: "Product",
  brand: "Brand",
  category: "Category",
  product_type: "Part type",
  fitment: "Fitment",
  fitment_import: "Fitment import",
  bulk_update: "Price & stock CSV",
  user: "Customer",
  article: "Article",
  settings: "Shop settings",
  promotion: "Promotion",
  review: "Review",
  order: "Order",
  return: "Return",
};

/** Where the record written to lives in the back office, when it has a page of its own. */
export function recordHref(entity: string, id: string): string | null {
  if (!/^\d+$/.test(id)) return null;
  switch (entity) {
    case "product":
      return `/admin/products/${id}`;
    case "user":
      return `/admin/customers/${id}`;
    case "order":
      return `/admin/orders/${id}`;
    case "return":
      return `/admin/returns/${id}`;
    case "article":
      return `/admin/articles/${id}`;
    default:
      return null;
  }
}

const show = (v: unknown): string => {
  if (v === null || v === undefined) return "—";
  if (typeof v === "string") return v === "" ? "“”" : v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  const text = JSON.stringify(v);
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
};

/**
 * What a write changed, field by field: each field whose value differs before and after (a field
 * only after: created; only before: deleted). Values are shown as text, never as markup.
 */
export function changedFields(before: unknown, after: unknown): Array<{ field: string; from: string; to: string }> {
  const object = (v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  const a = object(before);
  const b = object(after);
  if (!a || !b) {
    return JSON.stringify(before) === JSON.stringify(after)
      ? []
      : [{ field: "value", from: show(before), to: show(after) }];
  }
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return fields
    .filter((f) => JSON.stringify(a[f]) !== JSON.stringify(b[f]))
    .map((f) => ({ field: f, from: f in a ? show(a[f]) : "—", to: f in b ? show(b[f]) : "—" }));
}

export function AuditFilters({ state }: { state: AuditState }) {
  const filtered = AUDIT_KEYS.some((k) => k !== "page" && state[k]);
  return (
    <Form method="get" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Filter the audit trail">
      <div>
        <label htmlFor="audit-actor" className={fieldLabel}>
          Who (operator's email)
        </label>
        <input
          id="audit-actor"
          name="actor"
          type="search"
          defaultValue={state.actor}
          maxLength={254}
          className={textInput}
        />
      </div>
      <div>
        <label htmlFor="audit-entity" className={fieldLabel}>
          Record
        </label>
        <select id="audit-entity" name="entity" defaultValue={state.entity} className={textInput}>
          <option value="">Any kind</option>
          {AUDIT_ENTITIES.map((e) => (
            <option key={e} value={e}>
              {ENTITY_LABEL[e] ?? e}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-entity-id" className={fieldLabel}>
          Record id
        </label>
        <input
          id="audit-entity-id"
          name="entity_id"
          defaultValue={state.entity_id}
          maxLength={40}
          className={textInput}
        />
      </div>
      <div>
        <label htmlFor="audit-action" className={fieldLabel}>
          Action
        </label>
        <input
          id="audit-action"
          name="action"
          defaultValue={state.action}
          maxLength={40}
          placeholder="update, delete, remove…"
          className={textInput}
        />
      </div>
      <div>
        <label htmlFor="audit-from" className={fieldLabel}>
          From (day)
        </label>
        <input id="audit-from" name="from" type="date" defaultValue={state.from} className={textInput} />
      </div>
      <div>
        <label htmlFor="audit-to" className={fieldLabel}>
          To (day, included)
        </label>
        <input id="audit-to" name="to" type="date" defaultValue={state.to} className={textInput} />
      </div>
      <div className="flex items-end gap-3 lg:col-span-2">
        <FindButton path={AUDIT} />
        {filtered && <ClearLink to={AUDIT} />}
      </div>
    </Form>
  );
}

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <AdminTable minWidth="min-w-[52rem]" columns={["When", "Who", "Did", "To", "What changed"]}>
      {entries.map((e) => {
        const href = recordHref(e.entity, e.entity_id);
        const changes = changedFields(e.before, e.after);
        return (
          <Row key={e.id}>
            <td className="px-4 py-3 align-top whitespace-nowrap text-slate-600 dark:text-slate-400">
              <LocalTime iso={e.at} />
            </td>
            <td className="max-w-56 px-4 py-3 align-top">
              <span className="block truncate">{e.actor.email}</span>
            </td>
            <td className="px-4 py-3 align-top font-medium">{e.action}</td>
            <td className="px-4 py-3 align-top whitespace-nowrap">
              {ENTITY_LABEL[e.entity] ?? e.entity}{" "}
              {href ? (
                <Link to={href} className="text-brand-600 hover:underline dark:text-brand-400">
                  #{e.entity_id}
                </Link>
              ) : (
                <span className="text-slate-600 dark:text-slate-400">#{e.entity_id}</span>
              )}
            </td>
            <td className="px-4 py-3 align-top">
              {changes.length === 0 ? (
                <span className="text-slate-500 dark:text-slate-400">No field changed</span>
              ) : (
                <dl className="space-y-1 text-xs">
                  {changes.slice(0, 12).map((c) => (
                    <div key={c.field} className="grid grid-cols-[8rem_1fr] gap-2">
                      <dt className="truncate font-mono text-slate-500 dark:text-slate-400">{c.field}</dt>
                      <dd className="break-words">
                        <span className="text-rose-700 line-through decoration-rose-400/60 dark:text-rose-300">
                          {c.from}
                        </span>
                        {" → "}
                        <span className="text-emerald-800 dark:text-emerald-300">{c.to}</span>
                      </dd>
                    </div>
                  ))}
                  {changes.length > 12 && (
                    <p className="text-slate-500 dark:text-slate-400">and {changes.length - 12} more fields</p>
                  )}
                </dl>
              )}
            </td>
          </Row>
        );
      })}
    </AdminTable>
  );
}
