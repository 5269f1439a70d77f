import type { Order, PayRequest } from "@pitstop/contract/orders";
import type { PaymentsConfig } from "@pitstop/contract/payments";
import type { User } from "@pitstop/contract/profile";
import { CircleAlert, CircleCheck, Clock, Hourglass, Package, RotateCw, ShoppingBag, WifiOff } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher, useRevalidator } from "react-router";
import { primaryButton, secondaryButton } from "~/components/forms/form-styles";
import { cardFieldErrors } from "~/components/forms/test-card";
import { OrderTotals } from "~/components/orders/order-totals";
import { ShippingAddress } from "~/components/orders/shipping-address";
import { SummaryPanel } from "~/components/orders/summary-panel";
import { useAttemptKeys } from "~/lib/idempotency-key";
import { formatPrice } from "~/lib/money";
import { StatusBadge } from "./order-status";
import type { PayOutcome, PaySubmission } from "./pay-action";
import { PayForm } from "./pay-form";
import { type PayPageState, payPageState, timeLeft } from "./pay-state";

/** The browser's clock, ticking each second (null on the server, so the page hydrates as rendered). */
function useNow(ticking: boolean): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

const accountOrderLink = (order: Order) => `/profile/orders/${order.id}`;

function Panel({
  icon,
  tone,
  title,
  children,
  bringIntoView = false,
}: {
  icon: ReactNode;
  tone: string;
  title: string;
  children: ReactNode;
  /** The outcome of what the shopper just did: scrolled to and focused (paying from the bottom of a long form on a phone left it half out of view). */
  bringIntoView?: boolean;
}) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!bringIntoView) return;
    panel.current?.scrollIntoView?.({ block: "start", behavior: "smooth" });
    heading.current?.focus({ preventScroll: true });
  }, [bringIntoView]);
  return (
    <section
      ref={panel}
      aria-labelledby={titleId}
      className="mx-auto mt-8 max-w-xl scroll-mt-4 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <span className={`mx-auto grid size-14 place-items-center rounded-full ${tone}`}>{icon}</span>
      <h2
        ref={heading}
        tabIndex={-1}
        id={titleId}
        className="mt-4 text-2xl font-extrabold tracking-tight focus:outline-none"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">{children}</div>;
}

/**
 * /pay: pay an order awaiting payment with a saved card or, in test mode, a Stripe
 * test card; each attempt carries its own Idempotency-Key, sent again only when the same attempt
 * is retried. The outcome is clear: the success page with the order number, or the decline
 * reason prominently with the card choice still there for another try.
 */
export function PayView({
  order,
  cards,
  config,
  orderHref = accountOrderLink(order),
  intro,
}: {
  order: Order;
  cards: User["payments"];
  config: PaymentsConfig | null;
  /** The order's own page (a guest's is behind its private link). */
  orderHref?: string;
  /** Shown above the payment (a guest's "your order is placed"). */
  intro?: ReactNode;
}) {
  const now = useNow(order.status === "awaiting payment" && order.expires_at !== null);
  const fetcher = useFetcher<PayOutcome>();
  const keys = useAttemptKeys();
  const inFlight = useRef(false);
  const outcome = fetcher.data;
  const state = payPageState(order, outcome, now);

  useEffect(() => {
    if (fetcher.state === "idle") inFlight.current = false;
  }, [fetcher.state]);
  useEffect(() => {
    if (outcome) keys.settle(outcome.ok ? 200 : outcome.status);
  }, [outcome, keys]);

  const pay = (payment: PayRequest) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const submission: PaySubmission = { orderId: order.id, key: keys.keyFor(JSON.stringify(payment)), payment };
    fetcher.submit(submission, { method: "post", encType: "application/json" });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      {intro}
      <PayHeading order={order} now={state.kind === "pay" ? now : undefined} />
      <PayBody
        orderHref={orderHref}
        order={order}
        cards={cards}
        config={config}
        state={state}
        outcome={outcome}
        busy={fetcher.state !== "idle"}
        onPay={pay}
      />
    </div>
  );
}

function PayBody({
  orderHref,
  order,
  cards,
  config,
  state,
  outcome,
  busy,
  onPay,
}: {
  order: Order;
  cards: User["payments"];
  config: PaymentsConfig | null;
  state: PayPageState;
  outcome: PayOutcome | undefined;
  busy: boolean;
  onPay: (payment: PayRequest) => void;
  orderHref: string;
}) {
  const orderLink = (_order: Order) => orderHref;
  const revalidator = useRevalidator();

  if (state.kind === "paid") {
    return (
      <Panel
        icon={<CircleCheck className="size-8" aria-hidden="true" />}
        tone="bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300"
        title="Payment received — thank you!"
        bringIntoView
      >
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Order <strong className="font-mono text-slate-900 dark:text-white">{state.order.number}</strong> is paid:{" "}
          {formatPrice(state.order.totals.total)}
          {state.order.payment.card && ` on the card ending in ${state.order.payment.card.last4}`}. We're getting your
          parts ready to ship, and a receipt is on its way to your inbox.
        </p>
        <Actions>
          <Link to={orderLink(state.order)} className={primaryButton}>
            <Package className="size-4" aria-hidden="true" /> View your order
          </Link>
          <Link to="/" className={secondaryButton}>
            <ShoppingBag className="size-4" aria-hidden="true" /> Continue shopping
          </Link>
        </Actions>
      </Panel>
    );
  }
  if (state.kind === "closed") {
    return (
      <Panel
        icon={<Package className="size-7" aria-hidden="true" />}
        tone="bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300"
        title={`Order ${order.number}`}
      >
        <p className="mt-3 flex items-center justify-center gap-2 text-slate-600 dark:text-slate-300">
          This order is <StatusBadge status={order.status} />
        </p>
        {state.message && (
          <p role="alert" className="mt-3 text-sm text-rose-700 dark:text-rose-300">
            {state.message}
          </p>
        )}
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">There is nothing to pay for it.</p>
        <Actions>
          <Link to={orderLink(order)} className={primaryButton}>
            View the order
          </Link>
        </Actions>
      </Panel>
    );
  }
  if (state.kind === "expired") {
    return (
      <Panel
        icon={<Hourglass className="size-7" aria-hidden="true" />}
        tone="bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300"
        title="The time to pay has run out"
      >
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Order <strong className="font-mono">{order.number}</strong> was held for you until its deadline. It is being
          canceled and its parts go back on the shelf; place a new order to buy them.
        </p>
        <Actions>
          <Link to="/cart" className={primaryButton}>
            Go to the cart
          </Link>
          <Link to={orderLink(order)} className={secondaryButton}>
            View the order
          </Link>
        </Actions>
      </Panel>
    );
  }
  if (state.kind === "processing") {
    return (
      <Panel
        icon={<Clock className="size-7" aria-hidden="true" />}
        tone="bg-sky-100 text-sky-700 dark:bg-sky-500/15 dark:text-sky-300"
        title="Your payment is being confirmed"
      >
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          The card provider is still confirming the payment for order{" "}
          <strong className="font-mono">{order.number}</strong>. This usually takes a few seconds.
        </p>
        <Actions>
          <button
            type="button"
            onClick={() => void revalidator.revalidate()}
            disabled={revalidator.state !== "idle"}
            className={primaryButton}
          >
            <RotateCw className="size-4" aria-hidden="true" /> Check again
          </button>
          <Link to={orderLink(order)} className={secondaryButton}>
            View the order
          </Link>
        </Actions>
      </Panel>
    );
  }

  const apiErrors = outcome && !outcome.ok ? cardFieldErrors(outcome.errors) : undefined;
  return (
    <div className="mt-6 grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-5">
        {state.decline && (
          <div
            role="alert"
            className="rounded-2xl border-2 border-rose-300 bg-rose-50 p-4 text-rose-900 sm:p-5 dark:border-rose-500/40 dark:bg-rose-500/10 dark:text-rose-100"
          >
            <p className="flex items-center gap-2 text-base font-bold">
              <CircleAlert className="size-5 shrink-0" aria-hidden="true" /> Payment declined
            </p>
            <p className="mt-1 text-lg font-semibold">{state.decline}</p>
            <p className="mt-2 text-sm">
              Nothing was charged. The order is still waiting for payment — try again or choose another card.
            </p>
          </div>
        )}
        {state.problem && (
          <div
            role="alert"
            className="flex items-start gap-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
          >
            <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> {state.problem}
          </div>
        )}
        <PayForm
          total={order.totals.total}
          cards={cards}
          config={config}
          busy={busy}
          apiErrors={apiErrors}
          onPay={onPay}
        />
      </div>
      <SummaryPanel
        titleId="pay-summary-title"
        as="aside"
        sticky
        beside={
          <Link
            to={orderLink(order)}
            className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-400"
          >
            Details
          </Link>
        }
      >
        <OrderTotals order={order} shippingName={order.shipping_method.name} className="mt-4" />
        <div className="mt-5 border-t border-slate-200 pt-4 dark:border-slate-800">
          <h3 className="mb-1 text-sm font-semibold">Ships to</h3>
          <ShippingAddress address={order.shipping_address} />
        </div>
      </SummaryPanel>
    </div>
  );
}

/**
 * The page's heading: the order, its total and, while it can be paid (`now` given; null before
 * the browser's clock is read), how long its parts stay held.
 */
function PayHeading({ order, now }: { order: Order; now: number | null | undefined }) {
  const waiting = now !== undefined && order.status === "awaiting payment" && order.expires_at !== null;
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">Payment</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Order <span className="font-mono font-semibold text-slate-900 dark:text-white">{order.number}</span> ·{" "}
          <span className="font-semibold text-slate-900 dark:text-white">{formatPrice(order.totals.total)}</span>
        </p>
      </div>
      {waiting && order.expires_at && (
        <p
          className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1.5 text-sm font-semibold text-amber-900 dark:bg-amber-500/15 dark:text-amber-200"
          aria-live="off"
        >
          <Clock className="size-4" aria-hidden="true" />
          {now === null ? (
            "Parts held for you while you pay"
          ) : (
            <>
              Parts held for <span className="tabular-nums">{timeLeft(order.expires_at, now)}</span>
            </>
          )}
        </p>
      )}
    </header>
  );
}
