import { ADDRESSES_MAX, type User } from "@pitstop/contract/profile";
import { ArrowRight, MapPin, Plus } from "lucide-react";
import { primaryButton } from "~/components/forms/form-styles";
import { ShippingAddress } from "~/components/orders/shipping-address";
import { cn } from "~/lib/cn";
import { type NewAddress, type ShipTo, shipsTo } from "./checkout-steps";
import { NewAddressForm } from "./new-address-form";

type Address = User["addresses"][number];

const choiceCard = (chosen: boolean, disabled = false) =>
  cn(
    "relative flex gap-3 rounded-2xl border p-4 text-sm transition",
    "has-focus-visible:ring-2 has-focus-visible:ring-brand-500/40",
    disabled
      ? "cursor-not-allowed border-dashed border-slate-200 opacity-70 dark:border-slate-800"
      : chosen
        ? "cursor-pointer border-brand-500 bg-brand-50/60 ring-1 ring-brand-500 dark:bg-brand-500/10"
        : "cursor-pointer border-slate-200 hover:border-slate-300 dark:border-slate-800 dark:hover:border-slate-700",
  );

/**
 * Step 1: where the parts go — a saved address (the default one chosen to begin with) or a new
 * one, which can be kept in the address book.
 */
export function AddressStep({
  addresses,
  shipTo,
  typing,
  typed,
  onChooseSaved,
  onChooseNew,
  onTyped,
  onContinue,
}: {
  addresses: Address[];
  shipTo: ShipTo | null;
  /** The "new address" option is the one chosen. */
  typing: boolean;
  typed: NewAddress | null;
  onChooseSaved: (id: number) => void;
  onChooseNew: () => void;
  onTyped: (typed: NewAddress) => void;
  onContinue: () => void;
}) {
  const canSave = addresses.length < ADDRESSES_MAX;
  const chosenId = !typing && shipTo?.kind === "saved" ? shipTo.id : null;
  return (
    <section aria-labelledby="ship-to-title">
      <h2 id="ship-to-title" className="mb-3 flex items-center gap-2 text-lg font-bold">
        <MapPin className="size-5 text-brand-500" aria-hidden="true" /> Where should we send your parts?
      </h2>
      {addresses.length > 0 && (
        <fieldset>
          <legend className="sr-only">Ship to</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {addresses.map((a) => (
              <label key={a.id} className={choiceCard(a.id === chosenId, !shipsTo(a))}>
                <input
                  type="radio"
                  name="ship-to"
                  value={a.id}
                  checked={a.id === chosenId}
                  disabled={!shipsTo(a)}
                  onChange={() => onChooseSaved(a.id)}
                  aria-label={`${a.first_name} ${a.last_name}, ${a.address_line1}, ${a.city}`}
                  className="mt-0.5 size-4 shrink-0 accent-brand-500"
                />
                <span className="min-w-0">
                  <ShippingAddress address={a} />
                  {a.default && (
                    <span className="mt-2 inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                      Default
                    </span>
                  )}
                  {!shipsTo(a) && (
                    <span className="mt-2 block text-xs text-slate-500 dark:text-slate-400">
                      We ship within the United States only.
                    </span>
                  )}
                </span>
              </label>
            ))}
            <label className={choiceCard(typing)}>
              <input
                type="radio"
                name="ship-to"
                value="new"
                checked={typing}
                onChange={onChooseNew}
                className="mt-0.5 size-4 shrink-0 accent-brand-500"
              />
              <span className="flex items-center gap-2 font-semibold">
                <Plus className="size-4" aria-hidden="true" /> Ship to a new address
              </span>
            </label>
          </div>
        </fieldset>
      )}
      {typing ? (
        <div
          className={cn(
            "rounded-2xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-950/40",
            addresses.length > 0 && "mt-4",
          )}
        >
          {addresses.length === 0 && (
            <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
              You have no saved address yet. Where should the parts go?
            </p>
          )}
          <NewAddressForm initial={typed} canSave={canSave} onDone={onTyped} />
        </div>
      ) : (
        <div className="mt-5 flex justify-end">
          <button type="button" onClick={onContinue} disabled={chosenId === null} className={primaryButton}>
            Continue to shipping <ArrowRight className="size-4" aria-hidden="true" />
          </button>
        </div>
      )}
    </section>
  );
}
