import { createHmac, timingSafeEqual } from "node:crypto";
import { badRequest } from "../http-error.ts";

/** Stripe's default tolerance: a signed event older (or newer) than this is refused as a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The part of a Stripe event the shop reads. */
export type StripeEvent = {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
};

/** `t=…,v1=…` as Stripe signs it: HMAC-SHA256 over `${t}.${raw body}` with the endpoint's secret. */
export function stripeSignature(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

/**
 * Checks the `Stripe-Signature` header against the raw body (docs.stripe.com/webhooks#verify-manually):
 * any `v1` signature may match (Stripe sends several while a secret is rolled), compared in constant
 * time, and the timestamp must be within the tolerance. Answers the parsed event, else a 400.
 */
export function verifyStripeEvent(
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): StripeEvent {
  if (!header) throw badRequest("Missing Stripe-Signature header");
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [k, v] = part.trim().split("=", 2);
    if (k === "t" && v && /^\d{1,12}$/.test(v)) timestamp = Number(v);
    if (k === "v1" && v && /^[0-9a-f]{64}$/.test(v)) signatures.push(v);
  }
  if (timestamp === null || signatures.length === 0) throw badRequest("Malformed Stripe-Signature header");
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw badRequest("The Stripe-Signature timestamp is outside the tolerance");
  }
  const expected = createHmac("sha256", secret).update(`${timestamp}.`, "utf8").update(rawBody).digest();
  const matches = signatures.some((s) => timingSafeEqual(Buffer.from(s, "hex"), expected));
  if (!matches) throw badRequest("The Stripe-Signature does not match the payload");

  let event: unknown;
  try {
    event = JSON.parse(rawBody.toString("utf8"));
  } catch {
    throw badRequest("The webhook body is not JSON");
  }
  const e = event as Partial<StripeEvent> | null;
  if (
    !e ||
    typeof e.id !== "string" ||
    typeof e.type !== "string" ||
    typeof e.data !== "object" ||
    e.data === null ||
    typeof e.data.object !== "object" ||
    e.data.object === null
  ) {
    throw badRequest("The webhook body is not a Stripe event");
  }
  return e as StripeEvent;
}
