import { Ban, CircleCheck, Truck } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { dangerButton, fieldError, primaryButton, secondaryButton } from "~/components/forms/form-styles";
import { TextField } from "~/components/forms/text-field";
import { type Outcome, unlessFieldErrors, useOutcomeToast } from "./outcome";

/**
 * An order's next steps in the back office: ship it (with its tracking number), complete it or
 * cancel it, each through the page's action.
 */

function ShipForm() {
  const fetcher = useFetcher<Outcome>();
  useOutcomeToast(fetcher.data, unlessFieldErrors);
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
  const fetcher = useFetcher<Outcome>();
  useOutcomeToast(fetcher.data, unlessFieldErrors);
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
export function NextSteps({ status, paid }: { status: string; paid: boolean }) {
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
        confirm="The order is marked completed: the buyer earns its miles and is asked whether the parts fit. This cannot be undone."
      />
    );
  if (status === "awaiting payment") return cancel;
  return <p className="text-sm text-slate-600 dark:text-slate-400">Nothing left to do: the order is {status}.</p>;
}

/** Who bought the order, or that their account is gone. */
export function OrderCustomer({
  customer,
  guestEmail = null,
}: {
  customer: { name: string; email: string } | null;
  /** The email of an order placed without an account (a guest checkout). */
  guestEmail?: string | null;
}) {
  if (!customer && guestEmail) {
    return (
      <p className="text-sm">
        <span className="font-semibold">Guest checkout (no account)</span>
        <a href={`mailto:${guestEmail}`} className="block truncate text-brand-600 hover:underline dark:text-brand-400">
          {guestEmail}
        </a>
      </p>
    );
  }
  return customer ? (
    <p className="text-sm">
      <span className="font-semibold">{customer.name || "No name given"}</span>
      <a
        href={`mailto:${customer.email}`}
        className="block truncate text-brand-600 hover:underline dark:text-brand-400"
      >
        {customer.email}
      </a>
    </p>
  ) : (
    <p className="text-sm">
      <span className="font-semibold">Former customer</span>
      <span className="block text-slate-600 dark:text-slate-400">
        The buyer deleted their account; the order stays as the shop's record, without their name, email, street or
        phone.
      </span>
    </p>
  );
}
