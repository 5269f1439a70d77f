import { shipsTo } from "@pitstop/contract/address-regions";
import { ADDRESSES_MAX, type User } from "@pitstop/contract/profile";
import { MapPin, Pencil, Plus, Star, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { ADDRESS_FIELDS, countryName } from "~/components/forms/address-input";
import { linkButton, secondaryButton } from "~/components/forms/form-styles";
import { ConfirmRemoval } from "~/components/ui/confirm-removal";
import { countOf } from "~/lib/plural";
import { AddressForm } from "./address-form";
import { useSettingsFetcher } from "./use-settings-fetcher";

type Address = User["addresses"][number];

/** The saved addresses (default first, as the API lists them), with add, edit and remove. */
export function AddressBook({ addresses }: { addresses: Address[] }) {
  // "new" for the add form, an address id while that address is edited, else null.
  const [editing, setEditing] = useState<"new" | number | null>(null);
  const full = addresses.length >= ADDRESSES_MAX;
  return (
    <div className="space-y-4">
      {editing === "new" ? (
        <AddressForm onDone={() => setEditing(null)} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {addresses.length === 0
              ? "No saved addresses yet. Add one to check out faster."
              : `${countOf(addresses.length, "saved address", "saved addresses")}.`}
          </p>
          <button
            type="button"
            onClick={() => setEditing("new")}
            disabled={full}
            title={full ? `You can keep up to ${ADDRESSES_MAX} addresses` : undefined}
            className={secondaryButton}
          >
            <Plus className="size-4" aria-hidden="true" /> Add address
          </button>
        </div>
      )}
      {addresses.length > 0 && (
        <ul className="grid gap-3 md:grid-cols-2">
          {addresses.map((address) =>
            editing === address.id ? (
              <li key={address.id} className="md:col-span-2">
                <AddressForm address={address} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <AddressCard key={address.id} address={address} onEdit={() => setEditing(address.id)} />
            ),
          )}
        </ul>
      )}
    </div>
  );
}

function AddressCard({ address, onEdit }: { address: Address; onEdit: () => void }) {
  const remove = useSettingsFetcher();
  const removeForm = useRef<HTMLFormElement>(null);
  const [confirming, setConfirming] = useState(false);
  const makeDefault = useSettingsFetcher();
  const busy = remove.busy || makeDefault.busy;
  const cityLine = [address.city, [address.state, address.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  const name = `${address.first_name} ${address.last_name}`.trim();
  // Saved before the address book took US addresses only: it can be edited into one, or removed.
  const usable = shipsTo(address);
  return (
    <li
      aria-label={`${name}, ${address.address_line1}`}
      className="flex flex-col rounded-xl border border-slate-200 p-4 aria-busy:opacity-60 dark:border-slate-700"
      aria-busy={busy || undefined}
    >
      <div className="flex items-start gap-3">
        <MapPin className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
        <address className="min-w-0 flex-1 text-sm not-italic leading-6">
          <span className="flex flex-wrap items-center gap-2 font-semibold text-slate-900 dark:text-white">
            {name}
            {address.default && (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-500/20 dark:text-brand-200">
                <Star className="size-3 fill-current" aria-hidden="true" /> Default
              </span>
            )}
          </span>
          <span className="block break-words text-slate-700 dark:text-slate-300">{address.address_line1}</span>
          {address.address_line2 && (
            <span className="block break-words text-slate-700 dark:text-slate-300">{address.address_line2}</span>
          )}
          <span className="block text-slate-700 dark:text-slate-300">{cityLine}</span>
          <span className="block text-slate-700 dark:text-slate-300">{countryName(address.country)}</span>
          <span className="block text-slate-500 dark:text-slate-400">{address.phone}</span>
        </address>
      </div>
      {!usable && (
        <p className="mt-2 text-sm text-amber-800 dark:text-amber-300">
          We ship within the United States only, so this address can't be used at checkout.
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-1 border-t border-slate-100 pt-2 dark:border-slate-800">
        <button type="button" onClick={onEdit} disabled={busy} className={linkButton}>
          <Pencil className="size-4" aria-hidden="true" /> Edit
        </button>
        {!address.default && usable && (
          <makeDefault.fetcher.Form method="post">
            <input type="hidden" name="intent" value="address-update" />
            <input type="hidden" name="id" value={address.id} />
            {ADDRESS_FIELDS.map((field) => (
              <input key={field} type="hidden" name={field} value={address[field]} />
            ))}
            <input type="hidden" name="default" value="on" />
            <button type="submit" disabled={busy} className={linkButton}>
              <Star className="size-4" aria-hidden="true" /> Make default
            </button>
          </makeDefault.fetcher.Form>
        )}
        <remove.fetcher.Form method="post" className="ml-auto" ref={removeForm}>
          <input type="hidden" name="intent" value="address-delete" />
          <input type="hidden" name="id" value={address.id} />
          <button
            type="button"
            onClick={() => setConfirming(true)}
            disabled={busy}
            className={`${linkButton} text-rose-600 hover:bg-rose-50 hover:text-rose-700 dark:text-rose-400 dark:hover:bg-rose-950/40`}
            aria-label={`Remove the address ${address.address_line1}`}
          >
            <Trash2 className="size-4" aria-hidden="true" /> Remove
          </button>
        </remove.fetcher.Form>
      </div>
      <ConfirmRemoval
        open={confirming}
        title="Remove this address?"
        description={`${address.address_line1}, ${cityLine} will no longer be offered at checkout.`}
        confirmLabel="Remove address"
        onCancel={() => setConfirming(false)}
        onConfirm={() => removeForm.current?.requestSubmit()}
      />
    </li>
  );
}
