import type { OrderAddress } from "@pitstop/contract/orders";

/** An address as a label prints it: one name line, then the street, the town and the country. */
export type LabelAddress = {
  name: string;
  line1: string;
  line2?: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone?: string | null;
};

export type ReturnLabelRequest = {
  returnNumber: string;
  orderNumber: string;
  /** The buyer: where the parcel is picked up or dropped off from. */
  from: LabelAddress;
  /** The shop's returns dock. */
  to: LabelAddress;
  parcels: number;
  /** Sent to the carrier, so a retried approval buys one label, not two. */
  idempotencyKey: string;
};

export type ReturnLabel = { carrier: string; trackingNumber: string };

/**
 * A shipping carrier as the shop uses it: it sells a prepaid return label for a parcel going from
 * the buyer to the shop. Test mode uses the simulated carrier (simulated-carrier.ts); a real one
 * (EasyPost, Shippo, UPS) plugs in by implementing this interface and being chosen in index.ts.
 */
export interface Carrier {
  readonly name: string;
  /** One label per idempotency key: asking again with the same key answers the same label. */
  createReturnLabel(req: ReturnLabelRequest): Promise<ReturnLabel>;
}

/** An order's shipping address as the FROM block of its return label (first and last name on one line). */
export function labelAddressFromOrder(address: OrderAddress): LabelAddress {
  return {
    name: `${address.first_name} ${address.last_name}`.trim(),
    line1: address.address_line1,
    line2: address.address_line2 === "" ? null : address.address_line2,
    city: address.city,
    state: address.state,
    zip: address.zip,
    country: address.country,
    phone: address.phone === "" ? null : address.phone,
  };
}
