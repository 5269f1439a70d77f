import { type AdminReturn, AdminReturnSchema, RefuseReturnSchema } from "@pitstop/contract/returns";
import { ListChecks } from "lucide-react";
import { LocalTime } from "~/components/local-time";
import { RecordHeader } from "~/features/admin/editor-frame";
import { requireOperator } from "~/features/admin/operator.server";
import { OrderNumberLink } from "~/features/admin/order-list";
import type { Outcome } from "~/features/admin/outcome";
import { refusal } from "~/features/admin/refusal";
import { ReturnSteps } from "~/features/admin/return-actions";
import { returnUnits } from "~/features/admin/return-list";
import { ReturnStatusBadge } from "~/features/admin/return-status";
import {
  LabelPanel,
  Panel,
  RefundPanel,
  ReturnCustomerPanel,
  ReturnHistoryPanel,
  ReturnLinesPanel,
  ReturnPhotosPanel,
} from "~/features/admin/return-view";
import { privateData, RECORD_ID, recordIdOf, refusedBy, type Sent } from "~/features/admin/route.server";
import { apiFor } from "~/lib/api.server";
import { keyOutlivesAnswer, newIdempotencyKey } from "~/lib/idempotency-key";
import { formatPrice } from "~/lib/money";
import type { Route } from "./+types/admin-return";

/**
 * The return and a fresh Idempotency-Key for its refund: the key is drawn once per page load, so a
 * double submit of the refund sends the same one; a settled answer reloads the page and draws anew.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireOperator(request);
  const id = recordIdOf(request, params.id);
  const ret = await apiFor(request).get(`/api/admin/returns/${id}`, AdminReturnSchema);
  return privateData({ ret, refundKey: newIdempotencyKey() });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The toast that says a step was taken, in the return's own words. */
function doneMessage(intent: string, ret: AdminReturn): string {
  switch (intent) {
    case "approve":
      return ret.label
        ? `Return ${ret.number} approved; the buyer is mailed the prepaid label`
        : `Return ${ret.number} approved`;
    case "refuse":
      return `Return ${ret.number} refused; the buyer is told why`;
    case "receive": {
      const restocked = ret.lines.filter((l) => l.restocked).reduce((sum, l) => sum + l.quantity, 0);
      return `Return ${ret.number} received; ${restocked === 0 ? "nothing" : `${restocked} ${restocked === 1 ? "unit" : "units"}`} back in stock`;
    }
    default:
      return `Return ${ret.number} refunded ${formatPrice(ret.refunded_amount ?? 0)}`;
  }
}

/** Approve, refuse, receive or refund through the admin API, which decides whether the step is allowed now. */
export async function action({ request, params }: Route.ActionArgs): Promise<Outcome | ReturnType<typeof refusal>> {
  await requireOperator(request);
  const form = await request.formData();
  const intent = String(form.get("intent"));
  if (!RECORD_ID.test(params.id) || !["approve", "refuse", "receive", "refund"].includes(intent))
    return refusal({ ok: false as const, intent, message: "Unknown action" }, 400);
  const path = `/api/admin/returns/${params.id}/${intent}`;
  const api = apiFor(request);
  let answer: Sent<AdminReturn>;
  if (intent === "refuse") {
    const parsed = RefuseReturnSchema.safeParse({ reason: String(form.get("reason") ?? "") });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Say why the return is refused";
      return refusal({ ok: false as const, intent, message, errors: { reason: [message] } }, 400);
    }
    answer = await api.send("POST", path, AdminReturnSchema, parsed.data);
  } else if (intent === "receive") {
    const damaged = form
      .getAll("damaged_line_ids")
      .map(String)
      .filter((id) => RECORD_ID.test(id))
      .map(Number);
    answer = await api.send("POST", path, AdminReturnSchema, { damaged_line_ids: damaged });
  } else if (intent === "refund") {
    const key = String(form.get("idempotency_key") ?? "");
    if (!UUID.test(key))
      return { ok: false, intent, message: "This page is out of date: the refund was not sent. Try again." };
    answer = await api.send("POST", path, AdminReturnSchema, undefined, { "idempotency-key": key });
    // No answer, a refund still under way (409) or the API failing: its outcome is unknown, so the
    // page keeps its key (a refused answer leaves the page's data as it is) and a retry is the same refund.
    if (!answer.ok && keyOutlivesAnswer(answer.status)) return refusedBy(answer, { intent });
  } else {
    answer = await api.send("POST", path, AdminReturnSchema);
  }
  // Any other refusal reloads the page: it shows where the return stands now, with a fresh key.
  if (!answer.ok) return { ok: false, intent, status: answer.status, message: answer.message, errors: answer.errors };
  return { ok: true, intent, message: doneMessage(intent, answer.data) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Return ${loaderData.ret.number} · Back office · Pitstop` : "Return · Back office" },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminReturnPage({ loaderData }: Route.ComponentProps) {
  const { ret, refundKey } = loaderData;
  const units = returnUnits(ret);
  return (
    <div className="space-y-6">
      <RecordHeader
        back="/admin/returns"
        backLabel="Returns"
        title={
          <>
            Return <span className="font-mono">{ret.number}</span>
          </>
        }
        details={
          <>
            Requested <LocalTime iso={ret.created_at} /> · order{" "}
            <OrderNumberLink id={ret.order_id} number={ret.order_number} /> · {units} {units === 1 ? "unit" : "units"} ·
            estimated {formatPrice(ret.refund_estimate.total)}
          </>
        }
        aside={<ReturnStatusBadge status={ret.status} />}
      />
      {ret.status === "refused" && ret.refusal_reason && (
        <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm dark:border-slate-800 dark:bg-slate-900">
          <strong>Refused:</strong> <span className="whitespace-pre-line">{ret.refusal_reason}</span>
        </p>
      )}
      <div className="grid items-start gap-6 xl:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <ReturnLinesPanel ret={ret} />
          <ReturnPhotosPanel photos={ret.photos} />
          <ReturnHistoryPanel history={ret.history} />
        </div>
        <div className="space-y-6">
          <Panel title="Next step" icon={<ListChecks className="size-5 text-brand-500" aria-hidden="true" />}>
            <ReturnSteps ret={ret} refundKey={refundKey} />
          </Panel>
          <RefundPanel ret={ret} />
          <LabelPanel ret={ret} />
          <ReturnCustomerPanel customer={ret.customer} />
        </div>
      </div>
    </div>
  );
}
