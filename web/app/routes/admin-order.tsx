import { AdminOrderSchema } from "@pitstop/contract/admin-orders";
import { OrderSchema } from "@pitstop/contract/orders";
import { ArrowLeft, Ban, CircleCheck, Printer, Truck, UserRound } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Link, useFetcher } from "react-router";
import { dangerButton, fieldError, primaryButton, secondaryButton } from "~/components/forms/form-styles";
import { TextField } from "~/components/forms/text-field";
import { LocalTime } from "~/components/local-time";
import { requireOperator } from "~/features/admin/operator.server";
import { StatusBadge } from "~/features/orders/order-status";
import { Card, HistoryCard, PartsCard, PaymentCard, ShippingCard } from "~/features/orders/order-view";
import { apiFor } from "~/lib/api.server";
import { formatPrice } from "~/lib/money";
import { requestPath } from "~/lib/request-path";
import { toast } from "~/lib/toasts";
import type { Route } from "./+types/admin-order";

const ORDER_ID = /^[1-9]\d{0,9}$/;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireOperator(request);
  if (!ORDER_ID.test(params.id)) throw new Response(`Page Not Found: ${requestPath(request)}`, { status: 404 });
  const order = await apiFor(request).get(`/api/admin/orders/${params.id}`, AdminOrderSchema);
  return data({ order }, { headers: { "Cache-Control": "private, no-store" } });
}

export type OperatorOutcome = {
  ok: boolean;
  message: string;
  errors?: Record<string, string[]>;
};

const DONE: Record<string, string> = {
  ship: "Marked shipped; the buyer was mailed the tracking number",
  complete: "Marked completed; the buyer was credited the order's miles",
  cancel: "Order canceled; its stock is released",
};

/** Ship, complete or cancel through the admin API — the same services the command line runs. */
export async function action({ request, params }: Route.ActionArgs): Promise<OperatorOutcome> {
  await requireOperator(request);
  const form = await request.formData();
  const intent = String(form.get("intent"));
  if (!ORDER_ID.test(params.id) || !(intent in DONE)) return { ok: false, message: "Unknown action" };
  const body =
    intent === "ship"
      ? {
          tracking_number: String(form.get("tracking_number") ?? ""),
          ...(String(form.get("carrier") ?? "").trim() ? { carrier: String(form.get("carrier")) } : {}),
        }
      : {};
  const answer = await apiFor(request).send("POST", `/api/admin/orders/${params.id}/${intent}`, OrderSchema, body);
  if (!answer.ok) return { ok: false, message: answer.message, errors: answer.errors };
  const refunding = answer.data.payment.state === "refund pending" || answer.data.payment.state === "refunded";
  return {
    ok: true,
    message: intent === "cancel" && refunding ? `${DONE.cancel}; the payment is being refunded` : (DONE[intent] ?? ""),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Order ${loaderData.order.number} · Back office · Pitstop` : "Order · Back office" },
    { name: "robots", content: "noindex" },
  ];
}

/** Says the outcome of an action once, as a toast. */
function useOutcomeToast(outcome: OperatorOutcome | undefined) {
  const said = useRef<OperatorOutcome | undefined>(undefined);
  useEffect(() => {
    if (!outcome || said.current === outcome) return;
    said.current = outcome;
    if (outcome.ok) toast.success(outcome.message);
    else if (!outcome.errors) toast.error(outcome.message);
  }, [outcome]);
}

function ShipForm() {
  const fetcher = useFetcher<OperatorOutcome>();
  useOutcomeToast(fetcher.data);
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.errors : undefined;
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="space-y-3" aria-label="Ship the order">
      <input type="hidden" name="intent" value="ship" />
      <TextField
        label="Tracking number"
        name="tracking_number"
        required
        minLength={4}
        maxLength={40}
        autoComplete="off"
        placeholder="1Z999AA10123456784"
        error={errors?.tracking_number?.[0]}
      />
      <TextField
        label="Carrier (optional)"
        name="carrier"
        maxLength={40}
        list="carriers"
        placeholder="UPS"
        error={errors?.carrier?.[0]}
      />
      <datalist id="carriers">
        <option value="UPS" />
        <option value="USPS" />
        <option value="FedEx" />
        <option value="DHL" />
      </datalist>
      {fetcher.data && !fetcher.data.ok && fetcher.data.errors && !errors?.tracking_number && !errors?.carrier && (
        <p className={fieldError}>{fetcher.data.message}</p>
      )}
      <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
        <Truck className="size-4" aria-hidden="true" /> {busy ? "Shipping…" : "Mark shipped"}
      </button>
    </fetcher.Form>
  );
}

function ActionButton({
  intent,
  label,
  busyLabel,
  icon,
  className,
  confirm,
}: {
  intent: "complete" | "cancel";
  label: string;
  busyLabel: string;
  icon: React.ReactNode;
  className: string;
  confirm?: string;
}) {
  const fetcher = useFetcher<OperatorOutcome>();
  useOutcomeToast(fetcher.data);
  const [asking, setAsking] = useState(false);
  const busy = fetcher.state !== "idle";
  if (confirm && asking)
    return (
      <div role="alertdialog" aria-label={label} className="space-y-2 rounded-xl bg-rose-50 p-3 dark:bg-rose-500/10">
        <p className="text-sm text-rose-900 dark:text-rose-100">{confirm}</p>
        <div className="flex gap-2">
          <fetcher.Form method="post" className="flex-1">
            <input type="hidden" name="intent" value={intent} />
            <button type="submit" className={`${className} w-full`} disabled={busy}>
              {icon} {busy ? busyLabel : `Yes, ${label.toLowerCase()}`}
            </button>
          </fetcher.Form>
          <button type="button" className={secondaryButton} onClick={() => setAsking(false)} disabled={busy}>
            Keep it
          </button>
        </div>
      </div>
    );
  return confirm ? (
    <button type="button" className={`${className} w-full`} onClick={() => setAsking(true)}>
      {icon} {label}
    </button>
  ) : (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={`${className} w-full`} disabled={busy}>
        {icon} {busy ? busyLabel : label}
      </button>
    </fetcher.Form>
  );
}

/** What the operator can do next, by the order's status (the API's transitions decide; this only offers them). */
function NextSteps({ status, paid }: { status: string; paid: boolean }) {
  const cancel = (
    <ActionButton
      intent="cancel"
      label="Cancel order"
      busyLabel="Canceling…"
      icon={<Ban className="size-4" aria-hidden="true" />}
      className={dangerButton}
      confirm={
        paid
          ? "The order is canceled, its parts go back to stock and the payment is refunded to the buyer's card."
          : "The order is canceled and its parts go back to stock."
      }
    />
  );
  if (status === "awaiting shipment" || status === "paid")
    return (
      <div className="space-y-4">
        <ShipForm />
        <div className="border-t border-slate-200 pt-4 dark:border-slate-800">{cancel}</div>
      </div>
    );
  if (status === "shipped")
    return (
      <ActionButton
        intent="complete"
        label="Mark completed"
        busyLabel="Completing…"
        icon={<CircleCheck className="size-4" aria-hidden="true" />}
        className={primaryButton}
      />
    );
  if (status === "awaiting payment") return cancel;
  return <p className="text-sm text-slate-600 dark:text-slate-400">Nothing left to do: the order is {status}.</p>;
}

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const paid = order.payment.state === "paid";
  return (
    <div className="space-y-6">
      <div>
        <Link
          to="/admin/orders"
          className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-brand-600 dark:text-slate-400"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Orders
        </Link>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-2xl font-extrabold tracking-tight">
              Order <span className="font-mono">{order.number}</span>
            </h1>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              Placed <LocalTime iso={order.created_at} /> · {order.totals.item_count}{" "}
              {order.totals.item_count === 1 ? "item" : "items"} · {formatPrice(order.totals.total)}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <StatusBadge status={order.status} />
            <Link to={`/admin/orders/${order.id}/packing-slip`} className={secondaryButton} target="_blank">
              <Printer className="size-4" aria-hidden="true" /> Packing slip
            </Link>
          </div>
        </div>
      </div>

      <div className="grid items-start gap-6 xl:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <PartsCard order={order} boughtFor="Bought for a" />
          <HistoryCard order={order} />
        </div>
        <div className="space-y-6">
          <Card title="Next step" icon={<Truck className="size-5 text-brand-500" aria-hidden="true" />}>
            {order.tracking_number && (
              <p className="mb-3 text-sm">
                Tracking{order.carrier && ` (${order.carrier})`}:{" "}
                <strong className="font-mono select-all">{order.tracking_number}</strong>
              </p>
            )}
            <NextSteps status={order.status} paid={paid} />
          </Card>
          <Card title="Customer" icon={<UserRound className="size-5 text-brand-500" aria-hidden="true" />}>
            {order.customer ? (
              <p className="text-sm">
                <span className="font-semibold">{order.customer.name || "No name given"}</span>
                <a
                  href={`mailto:${order.customer.email}`}
                  className="block truncate text-brand-600 hover:underline dark:text-brand-400"
                >
                  {order.customer.email}
                </a>
              </p>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                The buyer deleted their account; the order stays as the shop's record.
              </p>
            )}
          </Card>
          <PaymentCard order={order} title="Payment" />
          <ShippingCard order={order} title="Ship to" />
        </div>
      </div>
    </div>
  );
}
