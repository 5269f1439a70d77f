import type { OrderAddress } from "@pitstop/contract/orders";

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A postal address as it goes on the parcel. */
export function ShippingAddress({ address }: { address: OrderAddress }) {
  // A deleted account's order keeps only where it was taxed (docs/decisions/010).
  if (!address.first_name && !address.last_name && !address.address_line1) {
    return (
      <address className="text-sm leading-6 not-italic text-slate-700 dark:text-slate-300">
        <span className="font-semibold text-slate-900 dark:text-white">Former customer</span>
        <br />
        {address.city}
        {address.state && `, ${address.state}`} {address.zip}
        <br />
        {countryName(address.country)}
      </address>
    );
  }
  return (
    <address className="text-sm leading-6 not-italic text-slate-700 dark:text-slate-300">
      <span className="font-semibold text-slate-900 dark:text-white">
        {address.first_name} {address.last_name}
      </span>
      <br />
      {address.address_line1}
      {address.address_line2 && (
        <>
          <br />
          {address.address_line2}
        </>
      )}
      <br />
      {address.city}
      {address.state && `, ${address.state}`} {address.zip}
      <br />
      {countryName(address.country)}
      {address.phone && (
        <>
          <br />
          <span className="text-slate-500 dark:text-slate-400">{address.phone}</span>
        </>
      )}
    </address>
  );
}
