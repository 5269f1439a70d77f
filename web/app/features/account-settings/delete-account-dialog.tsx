import { ORDER_STATUSES_KEEPING_ACCOUNT, type OrderStatus } from "@pitstop/contract/orders";
import type { User } from "@pitstop/contract/profile";
import { LoaderCircle, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, useFetcher } from "react-router";
import { dangerButton, fieldLabel, secondaryButton, textInput } from "~/components/forms/form-styles";
import { WarningDialog } from "~/components/ui/warning-dialog";
import { formatPrice } from "~/lib/money";
import { useSettingsFetcher } from "./use-settings-fetcher";

export const DELETE_CONFIRMATION = "DELETE";

type OrderSummary = User["orders"][number];

/** Orders that keep the account (docs/decisions/010): paid, not shipped yet — the API's own rule. */
export const ordersKeepingAccount = (orders: readonly OrderSummary[]) =>
  orders.filter((o) => ORDER_STATUSES_KEEPING_ACCOUNT.includes(o.status as OrderStatus));

/**
 * Deleting the account sits behind a confirmation — the person types DELETE. The
 * action deletes it, forgets the session and redirects to /login, where 'User account deleted' is
 * shown as an error toast. While an order is paid and not shipped the account stays; the
 * dialog names those orders and offers to cancel each with a refund.
 */
export function DeleteAccountDialog({
  open,
  onClose,
  orders,
}: {
  open: boolean;
  onClose: () => void;
  /** The account's orders as the profile lists them (every open one included). */
  orders: readonly OrderSummary[];
}) {
  const inputId = useId();
  // A refusal is toasted by the fetcher; success is a redirect to /login, toasted by the page's
  // client action (settings-client-action.ts).
  const { fetcher, busy } = useSettingsFetcher();
  const [typed, setTyped] = useState("");

  useEffect(() => {
    if (!open) setTyped("");
  }, [open]);

  const refusal = fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  const keeping = ordersKeepingAccount(orders);

  if (keeping.length > 0) {
    return (
      <WarningDialog
        open={open}
        busy={busy}
        onClose={onClose}
        title="Delete your account?"
        description={
          <>
            {keeping.length === 1 ? "This order is" : "These orders are"} paid and not shipped yet. Your account can be
            deleted once {keeping.length === 1 ? "it ships or is canceled" : "they ship or are canceled"}.
          </>
        }
      >
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {keeping.map((order) => (
            <KeptOrder key={order.id} order={order} />
          ))}
        </ul>
        <div className="mt-5 flex justify-end">
          <button type="button" onClick={onClose} className={secondaryButton}>
            Keep my account
          </button>
        </div>
      </WarningDialog>
    );
  }

  return (
    <WarningDialog
      open={open}
      busy={busy}
      onClose={onClose}
      title="Delete your account?"
      description={
        <>
          Your profile, garage, wishlist, addresses, saved cards and saved articles are erased, and unpaid orders are
          canceled. For our tax records we keep your past orders and payments: what you bought, the amounts and tax, the
          city, state and ZIP code they shipped to, and the card's brand and last 4 digits — without your name, email,
          street address or phone. This cannot be undone.
        </>
      }
    >
      <fetcher.Form method="post" className="mt-5 space-y-4">
        <input type="hidden" name="intent" value="delete-account" />
        <div>
          <label htmlFor={inputId} className={fieldLabel}>
            Type <span className="font-mono font-bold">{DELETE_CONFIRMATION}</span> to confirm
          </label>
          <input
            id={inputId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className={textInput}
          />
        </div>
        {refusal && (
          <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
            {refusal}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={busy} className={secondaryButton}>
            Keep my account
          </button>
          <button type="submit" disabled={typed.trim() !== DELETE_CONFIRMATION || busy} className={dangerButton}>
            {busy ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Trash2 className="size-4" aria-hidden="true" />
            )}
            Delete account
          </button>
        </div>
      </fetcher.Form>
    </WarningDialog>
  );
}

/** One order that keeps the account: its page, and cancel with a refund (the order page's own action). */
function KeptOrder({ order }: { order: OrderSummary }) {
  const cancel = useFetcher<{ ok: boolean; message: string }>();
  const busy = cancel.state !== "idle";
  const failed = cancel.data && !cancel.data.ok ? cancel.data.message : null;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5 text-sm">
      <div className="min-w-0 flex-1">
        <Link to={`/profile/orders/${order.id}`} className="font-semibold underline-offset-2 hover:underline">
          Order <span className="whitespace-nowrap">{order.number}</span>
        </Link>
        <p className="text-slate-600 dark:text-slate-400">
          {formatPrice(order.total)} · {order.status === "paid" ? "Paid" : "Awaiting shipment"}
        </p>
        {failed && (
          <p role="alert" className="text-rose-700 dark:text-rose-300">
            {failed}
          </p>
        )}
      </div>
      <button
        type="button"
        disabled={busy}
        onClick={() => void cancel.submit(null, { method: "post", action: `/profile/orders/${order.id}` })}
        className={secondaryButton}
      >
        {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
        Cancel and refund
      </button>
    </li>
  );
}
