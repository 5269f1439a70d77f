import type { Order } from "@pitstop/contract/orders";
import { vehicleLabel } from "@pitstop/contract/vehicle-names";
import { ArrowLeft, Ban, CarFront, CircleAlert, CreditCard, History, MapPin, PackageCheck, Truck } from "lucide-react";
import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { brandName } from "~/components/card-brand";
import { primaryButton, secondaryButton } from "~/components/forms/form-styles";
import { LocalTime } from "~/components/local-time";
import { OrderLines } from "~/components/orders/order-lines";
import { OrderTotals } from "~/components/orders/order-totals";
import { ShippingAddress } from "~/components/orders/shipping-address";
import { formatPrice } from "~/lib/money";
import { countOf } from "~/lib/plural";
import { toast } from "~/lib/toasts";
import type { CancelOutcome } from "./cancel-order";
import { CancelOrderDialog } from "./cancel-order-dialog";
import { OrderProgressBar } from "./order-progress-bar";
import { STATUS_LABEL, StatusBadge } from "./order-status";

export function Card({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="mb-3 flex items-center gap-2 font-bold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

const when = (iso: string) => <LocalTime iso={iso} />;

export function PaymentState({ order }: { order: Order }) {
  const { payment } = order;
  const card = payment.card ? `${brandName(payment.card.brand)} •••• ${payment.card.last4}` : null;
  switch (payment.state) {
    case "paid":
      return (
        <p className="text-sm">
          Paid {payment.amount !== null && formatPrice(payment.amount)}
          {card && ` with ${card}`}
          {payment.paid_at && <> on {when(payment.paid_at)}</>}
        </p>
      );
    case "processing":
      return <p className="text-sm">The payment{card && ` with ${card}`} is being confirmed.</p>;
    case "refund pending":
      return (
        <p className="text-sm">
          Refund of {payment.amount !== null && formatPrice(payment.amount)} on its way{card && ` to ${card}`}.
        </p>
      );
    case "refunded":
      return (
        <p className="text-sm">
          Refunded {payment.amount !== null && formatPrice(payment.amount)}
          {card && ` to ${card}`}
          {payment.refunded_at && <> on {when(payment.refunded_at)}</>}
        </p>
      );
    default:
      return <p className="text-sm text-slate-600 dark:text-slate-400">Not paid.</p>;
  }
}

/** The order's parts, with the car they were bought for ("Bought for your 2018 Toyota Camry"). */
export function PartsCard({ order, boughtFor }: { order: Order; boughtFor: string }) {
  return (
    <Card title="Parts" icon={<PackageCheck className="size-5 text-brand-500" aria-hidden="true" />}>
      {order.vehicle && (
        <p className="mb-1 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <CarFront className="size-4 text-brand-500" aria-hidden="true" />
          {boughtFor}{" "}
          <Link to={order.vehicle.path} className="font-semibold text-slate-900 hover:underline dark:text-white">
            {vehicleLabel(order.vehicle)}
          </Link>
        </p>
      )}
      <OrderLines lines={order.lines} />
    </Card>
  );
}

export function HistoryCard({ order }: { order: Order }) {
  return (
    <Card title="Status history" icon={<History className="size-5 text-brand-500" aria-hidden="true" />}>
      <StatusHistory history={order.history} />
    </Card>
  );
}

/** The totals and how the order was paid. */
export function PaymentCard({ order, title }: { order: Order; title: string }) {
  return (
    <Card title={title} icon={<CreditCard className="size-5 text-brand-500" aria-hidden="true" />}>
      <OrderTotals order={order} shippingName={order.shipping_method.name} />
      <div className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800">
        <PaymentState order={order} />
        {order.refunded_total > 0 && (
          <p className="mt-1 flex justify-between gap-3 text-sm font-semibold tabular-nums">
            <span>Refunded for returns</span>
            <span>−{formatPrice(order.refunded_total)}</span>
          </p>
        )}
      </div>
    </Card>
  );
}

/** Where and how it ships. */
export function ShippingCard({ order, title }: { order: Order; title: string }) {
  return (
    <Card title={title} icon={<MapPin className="size-5 text-brand-500" aria-hidden="true" />}>
      <ShippingAddress address={order.shipping_address} />
      <p className="mt-3 text-sm">
        <span className="font-semibold">{order.shipping_method.name}</span>{" "}
        <span className="text-slate-600 dark:text-slate-400">· {order.shipping_method.days}</span>
      </p>
    </Card>
  );
}

/** An order's steps, newest first, with their notes (the tracking number, a refund). */
export function StatusHistory({ history }: { history: Order["history"] }) {
  return (
    <ol className="space-y-3">
      {[...history].reverse().map((entry) => (
        <li key={`${entry.status}-${entry.at}`} className="flex gap-3 text-sm">
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-500" aria-hidden="true" />
          <span>
            <span className="font-semibold">
              {entry.status === "created" ? "Order placed" : STATUS_LABEL[entry.status]}
            </span>
            <span className="text-slate-500 dark:text-slate-400"> · {when(entry.at)}</span>
            {entry.note && <span className="block text-slate-600 dark:text-slate-400">{entry.note}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * One order: its progress, 'Pay now' while it awaits payment (with the last decline
 * reason), tracking once shipped, lines and totals, address and method, payment, status history,
 * and Cancel while the API allows it.
 */
export function OrderView({
  order,
  fit,
  returns,
  backTo = { to: "/profile/orders", label: "All orders" },
  payHref = `/pay?order=${order.id}`,
}: {
  order: Order;
  /** The link above the heading (a guest's order, reached by its link, has none). */
  backTo?: { to: string; label: string } | null;
  /** Where "Pay now" goes. */
  payHref?: string;
  /** "Did it fit?" once completed. */
  fit?: ReactNode;
  /** The order's returns, and the way to start one. */
  returns?: ReactNode;
}) {
  const fetcher = useFetcher<CancelOutcome>();
  const [confirming, setConfirming] = useState(false);
  const busy = fetcher.state !== "idle";
  const handled = useRef<CancelOutcome | undefined>(undefined);
  const settle = useEffectEvent((outcome: CancelOutcome) => {
    if (outcome.ok) toast.success(outcome.message);
    else toast.error(outcome.message);
    setConfirming(false);
  });
  useEffect(() => {
    const outcome = fetcher.data;
    if (!outcome || handled.current === outcome) return;
    handled.current = outcome;
    settle(outcome);
  }, [fetcher.data]);

  const awaitingPayment = order.status === "awaiting payment";
  const paid = order.payment.state === "paid";
  return (
    <div className="space-y-6">
      <div>
        {backTo && (
          <Link
            to={backTo.to}
            className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-brand-600 dark:text-slate-400"
          >
            <ArrowLeft className="size-4" aria-hidden="true" /> {backTo.label}
          </Link>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-2xl font-extrabold tracking-tight">
              Order <span className="font-mono">{order.number}</span>
            </h1>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              Placed <LocalTime iso={order.created_at} style="date" /> · {countOf(order.totals.item_count, "item")} ·{" "}
              {formatPrice(order.totals.total)}
            </p>
          </div>
          <StatusBadge status={order.status} />
        </div>
      </div>

      {awaitingPayment && (
        <section
          aria-label="Payment due"
          className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:p-5 dark:border-amber-500/40 dark:bg-amber-500/10"
        >
          <div className="min-w-0 flex-1 text-amber-950 dark:text-amber-100">
            <p className="font-semibold">This order is waiting for payment.</p>
            {order.payment.last_decline && (
              <p className="mt-1 flex items-start gap-1.5 text-sm">
                <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>
                  Last attempt declined: <strong>{order.payment.last_decline}</strong>
                </span>
              </p>
            )}
            {order.expires_at && (
              <p className="mt-1 text-sm">
                The parts are held until {when(order.expires_at)}; after that the order is canceled.
              </p>
            )}
          </div>
          {order.can_pay && (
            <Link to={payHref} className={primaryButton}>
              <CreditCard className="size-4" aria-hidden="true" /> Pay now
            </Link>
          )}
        </section>
      )}

      <section aria-label="Progress" className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
        <OrderProgressBar status={order.status} />
        {order.tracking_number && (
          <p className="mt-5 flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
            <Truck className="size-4 text-brand-500" aria-hidden="true" />
            <span>
              Tracking number{order.carrier && ` (${order.carrier})`}:{" "}
              <strong className="font-mono select-all">{order.tracking_number}</strong>
            </span>
          </p>
        )}
      </section>

      {returns}

      {fit}

      <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <PartsCard order={order} boughtFor="Bought for your" />
          <HistoryCard order={order} />
        </div>
        <div className="space-y-6">
          <PaymentCard order={order} title="Summary" />
          <ShippingCard order={order} title="Shipping" />
          {order.can_cancel && (
            <div className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Changed your mind? You can cancel until the order ships{paid && "; the payment is refunded"}.
              </p>
              <button type="button" onClick={() => setConfirming(true)} className={`${secondaryButton} mt-3 w-full`}>
                <Ban className="size-4" aria-hidden="true" /> Cancel order
              </button>
            </div>
          )}
        </div>
      </div>

      <CancelOrderDialog
        open={confirming}
        number={order.number}
        paid={paid}
        busy={busy}
        onClose={() => setConfirming(false)}
        onConfirm={() => fetcher.submit({ intent: "cancel" }, { method: "post", encType: "application/json" })}
      />
    </div>
  );
}
