import { createHash } from "node:crypto";
import { HttpError } from "../http-error.ts";
import type { Carrier, LabelAddress, ReturnLabel, ReturnLabelRequest } from "./carrier.ts";

export const SIMULATED_CARRIER_NAME = "Pitstop Returns (test mode)";

const SHIPPER_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** UPS's service code for a return label; the simulated numbers borrow UPS's 1Z shape. */
const RETURN_SERVICE_CODE = "90";

/**
 * Test mode (the only carrier today): no network, no account. It answers a tracking number shaped
 * like a UPS one (`1Z` + 6-character shipper + 2-digit service + 7-digit parcel + check digit)
 * derived from the idempotency key, so approving the same return twice gives the same label, the
 * way a real carrier's idempotency key would. A real carrier (EasyPost, Shippo, UPS) plugs in by
 * implementing `Carrier` and being chosen in `createCarrier` (index.ts).
 */
export function createSimulatedCarrier(): Carrier {
  return {
    name: "simulated",

    async createReturnLabel(req: ReturnLabelRequest): Promise<ReturnLabel> {
      checkRequest(req);
      return { carrier: SIMULATED_CARRIER_NAME, trackingNumber: simulatedTrackingNumber(req.idempotencyKey) };
    },
  };
}

/** The tracking number the simulated carrier gives a key: the same key always gives the same number. */
export function simulatedTrackingNumber(idempotencyKey: string): string {
  const digest = createHash("sha256").update(idempotencyKey).digest();
  let shipper = "";
  for (let i = 0; i < 6; i++) shipper += SHIPPER_ALPHABET[(digest[i] ?? 0) % 36];
  const parcel = (digest.readUInt32BE(6) % 10_000_000).toString().padStart(7, "0");
  const body = `${shipper}${RETURN_SERVICE_CODE}${parcel}`;
  return `1Z${body}${upsCheckDigit(body)}`;
}

/**
 * UPS's check digit over the 15 characters after `1Z`: letters count as (code − 63) mod 10, the
 * characters in even positions count double, and the digit brings the sum up to a multiple of 10.
 */
export function upsCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    const value = c >= 48 && c <= 57 ? c - 48 : (c - 63) % 10;
    sum += i % 2 === 1 ? value * 2 : value;
  }
  return (10 - (sum % 10)) % 10;
}

/** What a real carrier refuses too: a label needs whole parcels and complete addresses at both ends. */
function checkRequest(req: ReturnLabelRequest): void {
  if (!Number.isInteger(req.parcels) || req.parcels < 1) {
    throw new HttpError(422, "A return label needs at least one parcel.");
  }
  if (req.idempotencyKey.trim() === "") throw new HttpError(422, "A return label needs an idempotency key.");
  for (const [side, address] of [
    ["sender", req.from],
    ["recipient", req.to],
  ] as const) {
    const missing = missingFields(address);
    if (missing.length > 0) {
      throw new HttpError(422, `The ${side}'s address is missing its ${missing.join(", ")}.`);
    }
  }
}

function missingFields(address: LabelAddress): string[] {
  const required = { name: address.name, street: address.line1, city: address.city, "ZIP code": address.zip };
  const countryMissing = address.country.trim() === "" ? ["country"] : [];
  return [
    ...Object.entries(required)
      .filter(([, value]) => value.trim() === "")
      .map(([field]) => field),
    ...countryMissing,
  ];
}
