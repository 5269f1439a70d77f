import type { Config } from "../../config.ts";
import type { Carrier, LabelAddress } from "./carrier.ts";
import { createSimulatedCarrier } from "./simulated-carrier.ts";

export type { Carrier, LabelAddress, ReturnLabel, ReturnLabelRequest } from "./carrier.ts";
export { labelAddressFromOrder } from "./carrier.ts";

/** Where returned parcels go: the warehouse's receiving dock, not the shop's street address. */
export const RETURN_ADDRESS: LabelAddress = {
  name: "Pitstop Returns",
  line1: "1200 Commerce Dr",
  line2: "Dock 4",
  city: "Columbus",
  state: "OH",
  zip: "43219",
  country: "US",
  phone: null,
};

/**
 * The carrier that sells return labels. Only the simulated one exists (test mode); this is the one
 * place that chooses, so a real carrier configured in `config` is switched on here alone.
 */
export function createCarrier(_config: Config): Carrier {
  return createSimulatedCarrier();
}
