import { type AdminReturn, RETURN_REFUSAL_MAX, type ReturnStatus } from "@pitstop/contract/returns";
import { Ban, CircleCheck, HandCoins, PackageOpen } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import {
  dangerButton,
  fieldError,
  fieldLabel,
  primaryButton,
  secondaryButton,
  textInput,
} from "~/components/forms/form-styles";
import { WarningDialog } from "~/components/ui/warning-dialog";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/money";
import { type Outcome, unlessFieldErrors, useOutcomeToast } from "./outcome";

/**
 * A return's next steps in the back office: approve it (which issues the label), refuse it with a
 * reason, mark its parts received (saying which arrived damaged), refund it. Each goes through the
 * page's action; the API decides whether the step is allowed, this only offers the ones that apply.
 */

export type ReturnStep = "approve" | "refuse" | "receive" | "refund";

/** The steps an operator may take from a return's status, in the order they are offered. */
export function returnSteps(status: ReturnStatus): ReturnStep[] {
  switch (status) {
    // An approved return whose label the carrier did not issue is approved again to retry the label.
    case "requested":
    case "approved":
      return ["approve", "refuse"];
    case "label_issued":
      return ["receive", "refuse"];
    // Once the parts are at the shop, the return is refunded: it can no longer be refused.
    case "received":
      return ["refund"];
    default:
      return [];
  }
}

/** What the refund comes to: the estimate, never more than is left of what the buyer paid. */
export function refundDue(ret: Pick<AdminReturn, "refund_estimate" | "order_paid" | "order_refunded">): number {
  const left = Math.max(0, Math.round((ret.order_paid - ret.order_refunded) * 100) / 100);
  return Math.min(ret.refund_estimate.total, left);
}

/** Approve a requested return; an approved one is still waiting for its label, and asks the carrier again. */
function ApproveForm({ retry }: { retry: boolean }) {
  const fetcher = useFetcher<Outcome>();
  useOutcomeToast(fetcher.data, unlessFieldErrors);
  const busy = fetcher.state !== "idle";
  const label = retry ? "Issue the label" : "Approve";
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="approve" />
      <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
        <CircleCheck className="size-4" aria-hidden="true" /> {busy ? (retry ? "Issuing…" : "Approving…") : label}
      </button>
      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
        {retry
          ? "The return is approved but the carrier did not issue its label; ask for it again."
          : "Approving issues the prepaid return label; the buyer is mailed it."}
      </p>
    </fetcher.Form>
  );
}

function RefuseForm() {
  const fetcher = useFetcher<Outcome>();
  useOutcomeToast(fetcher.data, unlessFieldErrors);
  const [open, setOpen] = useState(false);
  const id = useId();
  const busy = fetcher.state !== "idle";
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const error = refused?.errors?.reason?.[0] ?? (refused?.errors ? refused.message : undefined);
  if (!open)
    return (
      <button type="button" className={`${secondaryButton} w-full`} onClick={() => setOpen(true)}>
        <Ban className="size-4" aria-hidden="true" /> Refuse…
      </button>
    );
  return (
    <fetcher.Form method="post" className="space-y-3" aria-label="Refuse the return">
      <input type="hidden" name="intent" value="refuse" />
      <div>
        <label htmlFor={id} className={fieldLabel}>
          Why is it refused?
        </label>
        <textarea
          id={id}
          name="reason"
          rows={3}
          required
          maxLength={RETURN_REFUSAL_MAX}
          // biome-ignore lint/a11y/noAutofocus: the field is opened by the operator's own click on Refuse
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className={cn(textInput, "h-auto py-2")}
        />
        {error ? (
          <p id={`${id}-error`} className={fieldError}>
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            The buyer reads this in the e-mail that tells them; their units can be returned again.
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <button type="submit" className={`${dangerButton} flex-1`} disabled={busy}>
          <Ban className="size-4" aria-hidden="true" /> {busy ? "Refusing…" : "Refuse return"}
        </button>
        <button type="button" className={secondaryButton} onClick={() => setOpen(false)} disabled={busy}>
          Cancel
        </button>
      </div>
    </fetcher.Form>
  );
}

function ReceiveForm({ lines }: { lines: AdminReturn["lines"] }) {
  const fetcher = useFetcher<Outcome>();
  useOutcomeToast(fetcher.data, unlessFieldErrors);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="space-y-3" aria-label="Mark the return received">
      <input type="hidden" name="intent" value="receive" />
      <fieldset className="space-y-2">
        <legend className={fieldLabel}>Arrived damaged?</legend>
        <p className="text-xs text-slate-500 dark:text-slate-400">Every other unit goes back in stock.</p>
        {lines.map((line) => (
          <label
            key={line.line_id}
            className="flex items-start gap-2.5 rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-800"
          >
            <input
              type="checkbox"
              name="damaged_line_ids"
              value={line.line_id}
              className="mt-0.5 size-4 shrink-0 accent-brand-500"
            />
            <span className="min-w-0">
              <span className="block font-medium">
                {line.title} <span className="text-slate-500 tabular-nums dark:text-slate-400">× {line.quantity}</span>
              </span>
              <span className="block text-slate-600 dark:text-slate-400">Arrived damaged — don’t restock</span>
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
        <PackageOpen className="size-4" aria-hidden="true" /> {busy ? "Saving…" : "Mark received"}
      </button>
    </fetcher.Form>
  );
}

/**
 * Refund, asked first. The Idempotency-Key comes with the page (`refundKey`), so a double click or
 * a retry after a lost answer sends the same key and the buyer is refunded once.
 */
function RefundForm({ amount, refundKey }: { amount: number; refundKey: string }) {
  const fetcher = useFetcher<Outcome>();
  useOutcomeToast(fetcher.data, unlessFieldErrors);
  const [asking, setAsking] = useState(false);
  const busy = fetcher.state !== "idle";
  const price = formatPrice(amount);
  // The question closes once the API has answered, whatever it said (the toast says it).
  const answered = useRef<Outcome | undefined>(undefined);
  useEffect(() => {
    if (fetcher.data && fetcher.data !== answered.current) {
      answered.current = fetcher.data;
      setAsking(false);
    }
  }, [fetcher.data]);
  return (
    <>
      <button type="button" className={`${primaryButton} w-full`} onClick={() => setAsking(true)} disabled={busy}>
        <HandCoins className="size-4" aria-hidden="true" /> {busy ? "Refunding…" : `Refund ${price}`}
      </button>
      <WarningDialog
        open={asking}
        busy={busy}
        onClose={() => setAsking(false)}
        title={`Refund ${price}?`}
        description={`${price} goes back to the buyer's card. A refund cannot be undone.`}
      >
        <fetcher.Form method="post" className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="idempotency_key" value={refundKey} />
          <button type="button" className={secondaryButton} onClick={() => setAsking(false)} disabled={busy}>
            Not yet
          </button>
          <button type="submit" className={primaryButton} disabled={busy}>
            <HandCoins className="size-4" aria-hidden="true" /> {busy ? "Refunding…" : `Yes, refund ${price}`}
          </button>
        </fetcher.Form>
      </WarningDialog>
    </>
  );
}

/** What the operator can do next with a return, by its status; a finished return says how it ended. */
export function ReturnSteps({ ret, refundKey }: { ret: AdminReturn; refundKey: string }) {
  const steps = returnSteps(ret.status);
  if (steps.length === 0)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {ret.status === "refunded"
          ? `Nothing left to do: the buyer was refunded ${formatPrice(ret.refunded_amount ?? 0)}.`
          : "Nothing left to do: the return was refused."}
      </p>
    );
  return (
    <div className="space-y-4">
      {steps.map((step) => (
        <div key={step} className={cn(step === "refuse" && "border-t border-slate-200 pt-4 dark:border-slate-800")}>
          {step === "approve" && <ApproveForm retry={ret.status === "approved"} />}
          {step === "receive" && <ReceiveForm lines={ret.lines} />}
          {step === "refund" && <RefundForm amount={refundDue(ret)} refundKey={refundKey} />}
          {step === "refuse" && <RefuseForm />}
        </div>
      ))}
    </div>
  );
}
