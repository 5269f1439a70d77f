import type { Order } from "@pitstop/contract/orders";
import {
  RETURN_PROGRESS,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  type Return,
  type ReturnStatus,
} from "@pitstop/contract/returns";
import { Ban, Check, Printer, RotateCcw, ShieldCheck } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { secondaryButton } from "~/components/forms/form-styles";
import { LocalTime } from "~/components/local-time";
import { refundsToReport, trackRefund } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/money";

/** Where a return stands: each step reached up to its status; a refused one says so with the reason. */
function ReturnProgress({ status }: { status: ReturnStatus }) {
  if (status === "refused") return null;
  const at = RETURN_PROGRESS.indexOf(status);
  return (
    <ol aria-label="Return progress" className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-xs">
      {RETURN_PROGRESS.map((step, i) => {
        const reached = i <= at;
        return (
          <li
            key={step}
            aria-current={i === at ? "step" : undefined}
            className={cn(
              "inline-flex items-center gap-1.5",
              reached ? "font-semibold text-slate-900 dark:text-white" : "text-slate-500 dark:text-slate-400",
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                "grid size-5 place-items-center rounded-full",
                reached ? "bg-brand-500 text-white" : "bg-slate-200 dark:bg-slate-800",
              )}
            >
              {reached ? <Check className="size-3" /> : i + 1}
            </span>
            {RETURN_STATUS_LABELS[step]}
            <span className="sr-only">{reached ? " (reached)" : " (not reached)"}</span>
          </li>
        );
      })}
    </ol>
  );
}

function ReturnItem({ ret }: { ret: Return }) {
  const refused = ret.status === "refused";
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          Return <span className="font-mono">{ret.number}</span>
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Requested <LocalTime iso={ret.created_at} style="date" />
        </p>
      </div>
      <ReturnProgress status={ret.status} />
      {refused && (
        <p className="mt-2 flex items-start gap-1.5 text-sm text-rose-700 dark:text-rose-300">
          <Ban className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Refused{ret.refusal_reason ? `: ${ret.refusal_reason}` : ""}. The parts can be returned again while the
            window is open.
          </span>
        </p>
      )}
      <ul className="mt-3 space-y-1 text-sm">
        {ret.lines.map((line) => (
          <li key={line.line_id}>
            {line.quantity} × {line.title}{" "}
            <span className="text-slate-500 dark:text-slate-400">· {RETURN_REASON_LABELS[line.reason]}</span>
            {line.guaranteed && (
              <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200">
                <ShieldCheck className="size-3" aria-hidden="true" /> Fit guarantee
              </span>
            )}
          </li>
        ))}
      </ul>
      {!refused && (
        <p className="mt-3 text-sm">
          {ret.refunded_amount !== null ? (
            <strong>
              Refunded {formatPrice(ret.refunded_amount)}
              {ret.refunded_at && (
                <>
                  {" "}
                  on <LocalTime iso={ret.refunded_at} style="date" />
                </>
              )}
            </strong>
          ) : (
            <>Estimated refund {formatPrice(ret.refund_estimate.total)}</>
          )}
          <span className="text-slate-600 dark:text-slate-400">
            {" · "}
            {ret.free_label
              ? "Free return label"
              : `Return shipping ${formatPrice(ret.refund_estimate.return_shipping_fee)} deducted`}
          </span>
        </p>
      )}
      {ret.label && !refused && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <a href={ret.label.url} target="_blank" rel="noopener" className={secondaryButton}>
            <Printer className="size-4" aria-hidden="true" /> Print return label
          </a>
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {ret.label.carrier} · tracking <span className="font-mono select-all">{ret.label.tracking_number}</span>
          </span>
        </div>
      )}
    </li>
  );
}

/** GA4's `refund`, once per refunded return on this device, with the returned parts. */
function useReportRefunds(order: Order) {
  useEffect(() => {
    const refunded = order.returns.filter((r) => r.refunded_amount !== null);
    const fresh = new Set(refundsToReport(refunded.map((r) => r.id)));
    for (const ret of refunded) {
      if (!fresh.has(ret.id)) continue;
      trackRefund({
        transactionId: order.number,
        value: ret.refunded_amount ?? 0,
        lines: ret.lines.flatMap((line) => {
          const bought = order.lines.find((l) => l.id === line.line_id);
          return bought && line.product_id !== null
            ? [{ product: { id: line.product_id, title: line.title, price: bought.price }, quantity: line.quantity }]
            : [];
        }),
      });
    }
  }, [order]);
}

/**
 * The order page's returns: "Return items" while the window is open, and each return with its
 * progress, reasons, refund and label.
 */
export function OrderReturns({ order }: { order: Order }) {
  useReportRefunds(order);
  if (order.returns.length === 0 && !order.can_return) return null;
  return (
    <section
      id="returns"
      aria-labelledby="returns-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="returns-title" className="flex items-center gap-2 font-bold">
          <RotateCcw className="size-5 text-brand-500" aria-hidden="true" /> Returns
        </h2>
        {order.can_return && (
          <Link to={`/profile/orders/${order.id}/return`} className={secondaryButton}>
            Return items
          </Link>
        )}
      </div>
      {order.can_return && order.return_by && (
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
          Returns accepted until <LocalTime iso={order.return_by} style="date" />.{" "}
          <Link to="/returns" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            How returns work
          </Link>
        </p>
      )}
      {order.returns.length > 0 && (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {order.returns.map((ret) => (
            <ReturnItem key={ret.id} ret={ret} />
          ))}
        </ul>
      )}
    </section>
  );
}
