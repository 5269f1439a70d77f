import { AdminOrderSchema } from "@pitstop/contract/admin-orders";
import { OrderSchema } from "@pitstop/contract/orders";
import { Printer, Truck, UserRound } from "lucide-react";
import { Link } from "react-router";
import { secondaryButton } from "~/components/forms/form-styles";
import { LocalTime } from "~/components/local-time";
import { RecordHeader } from "~/features/admin/editor-frame";
import { requireOperator } from "~/features/admin/operator.server";
import { NextSteps, OrderCustomer } from "~/features/admin/order-actions";
import type { Outcome } from "~/features/admin/outcome";
import { privateData, RECORD_ID, recordIdOf } from "~/features/admin/route.server";
import { StatusBadge } from "~/features/orders/order-status";
import { Card, HistoryCard, PartsCard, PaymentCard, ShippingCard } from "~/features/orders/order-view";
import { apiFor } from "~/lib/api.server";
import { formatPrice } from "~/lib/money";
import { countOf } from "~/lib/plural";
import type { Route } from "./+types/admin-order";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireOperator(request);
  const id = recordIdOf(request, params.id);
  const order = await apiFor(request).get(`/api/admin/orders/${id}`, AdminOrderSchema);
  return privateData({ order });
}

const DONE: Record<string, string> = {
  ship: "Marked shipped; the buyer was mailed the tracking number",
  complete: "Marked completed; the buyer was credited the order's miles",
  cancel: "Order canceled; its stock is released",
};

/** Ship, complete or cancel through the admin API — the same services the command line runs. */
export async function action({ request, params }: Route.ActionArgs): Promise<Outcome> {
  await requireOperator(request);
  const form = await request.formData();
  const intent = String(form.get("intent"));
  if (!RECORD_ID.test(params.id) || !(intent in DONE)) return { ok: false, message: "Unknown action" };
  const carrier = String(form.get("carrier") ?? "").trim() ? { carrier: String(form.get("carrier")) } : {};
  const body = intent === "ship" ? { tracking_number: String(form.get("tracking_number") ?? ""), ...carrier } : {};
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

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  return (
    <div className="space-y-6">
      <RecordHeader
        back="/admin/orders"
        backLabel="Orders"
        title={
          <>
            Order <span className="font-mono">{order.number}</span>
          </>
        }
        details={
          <>
            Placed <LocalTime iso={order.created_at} /> · {countOf(order.totals.item_count, "item")} ·{" "}
            {formatPrice(order.totals.total)}
          </>
        }
        aside={
          <div className="flex items-center gap-3">
            <StatusBadge status={order.status} />
            <Link to={`/admin/orders/${order.id}/packing-slip`} className={secondaryButton} target="_blank">
              <Printer className="size-4" aria-hidden="true" /> Packing slip
            </Link>
          </div>
        }
      />
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
            <NextSteps status={order.status} paid={order.payment.state === "paid"} />
          </Card>
          <Card title="Customer" icon={<UserRound className="size-5 text-brand-500" aria-hidden="true" />}>
            <OrderCustomer customer={order.customer} guestEmail={order.guest_email} />
          </Card>
          <PaymentCard order={order} title="Payment" />
          <ShippingCard order={order} title="Ship to" />
        </div>
      </div>
    </div>
  );
}
