import type { GuestOrder } from "@pitstop/contract/guest";
import type { PaymentsConfig } from "@pitstop/contract/payments";
import { CircleCheck, LinkIcon, UserPlus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { primaryButton, secondaryButton } from "~/components/forms/form-styles";
import { OrderView } from "./order-view";
import { PayView } from "./pay-view";

/** Shown after placing: the order exists, its link went by email. */
function Placed({ order }: { order: GuestOrder }) {
  return (
    <section
      aria-label="Order placed"
      className="mb-6 flex items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-100"
    >
      <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>
        Thanks! Order <strong className="font-mono">{order.number}</strong> is placed. We've emailed a private link to
        this page to <strong>{order.email}</strong> — keep it to follow your order.
      </p>
    </section>
  );
}

/** "Create an account" with the order's email: verifying it adds this order (and its miles) to the account. */
export function ClaimOrder({ order }: { order: GuestOrder }) {
  return (
    <section
      aria-labelledby="claim-title"
      className="rounded-2xl border border-brand-200 bg-brand-50/60 p-5 dark:border-brand-500/30 dark:bg-brand-500/10"
    >
      <h2 id="claim-title" className="flex items-center gap-2 font-bold">
        <UserPlus className="size-5 text-brand-600 dark:text-brand-400" aria-hidden="true" /> Keep this order in an
        account
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        Create an account with <strong>{order.email}</strong> to return items, earn miles on this order and see it with
        your garage and wishlist. Once you confirm the email, this order is added to the account.
      </p>
      <Link to={`/sign-up?email=${encodeURIComponent(order.email)}`} className={`${primaryButton} mt-3`}>
        Create an account
      </Link>
    </section>
  );
}

/**
 * A guest's order behind its private link (docs/decisions/030). While it awaits payment the page
 * is the payment, with the test cards in test mode; a paid order's page keeps the thanks until the
 * buyer opens the order. Then the order's progress, tracking, lines, totals and address, Cancel
 * while unshipped, and the way to keep it in an account.
 */
export function GuestOrderView({
  order,
  config,
  token,
  placed,
  viewOrder,
}: {
  order: GuestOrder;
  config: PaymentsConfig | null;
  token: string;
  /** Just placed (`?placed=1`). */
  placed: boolean;
  /** The buyer asked for the order itself (`?view=order`), not the payment. */
  viewOrder: boolean;
}) {
  const here = `/guest/orders/${encodeURIComponent(token)}`;
  // Decided once per visit: after paying, the thanks stays until the buyer opens the order.
  const [paying] = useState(!viewOrder && order.status === "awaiting payment" && order.can_pay);
  if (paying) {
    if (config && config.provider !== "simulated") {
      return (
        <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
          {placed && <Placed order={order} />}
          <h1 className="text-3xl font-extrabold tracking-tight">Order {order.number}</h1>
          <p className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100">
            Card payments for guest orders are not open yet. Create an account with {order.email} to pay for this order
            — it is held for you until then.
          </p>
          <ClaimOrder order={order} />
        </div>
      );
    }
    return (
      <PayView
        order={order}
        cards={[]}
        config={config}
        orderHref={`${here}?view=order`}
        intro={placed ? <Placed order={order} /> : null}
      />
    );
  }
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <LinkIcon className="size-4" aria-hidden="true" /> Your order's private page. Anyone with this link can see it,
        so keep it to yourself.
      </p>
      <OrderView order={order} backTo={null} payHref={here} returns={<ClaimOrder order={order} />} />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Lost the link later?{" "}
        <Link to="/orders/find" className="font-semibold text-brand-600 hover:underline dark:text-brand-400">
          Find my order
        </Link>{" "}
        mails a fresh one.
      </p>
    </div>
  );
}

/** A link that is not (or no longer) valid: say so, and where a fresh one comes from. */
export function GuestOrderLinkInvalid() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-extrabold tracking-tight">This order link has expired or is not valid</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        Order links work for a while after each email. Enter your order number and email and we'll send a fresh link.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/orders/find" className={primaryButton}>
          Find my order
        </Link>
        <Link to="/" className={secondaryButton}>
          Continue shopping
        </Link>
      </div>
    </div>
  );
}
