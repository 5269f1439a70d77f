import type { NotFitReason, ProductFit } from "@pitstop/contract/reviews";
import { countOf } from "~/lib/plural";

/** The reasons a part did not fit, as the buyer picks them and the product page says them. */
export const NOT_FIT_REASON_LABELS: Record<NotFitReason, string> = {
  wrong_size: "wrong size",
  wrong_position: "wrong position",
  needs_other_parts: "needs other parts",
  other: "other",
};

/** "Confirmed to fit by 14 owners of a 2018 Toyota Camry"; null when nobody confirmed it. */
export function confirmedSentence(fit: ProductFit): string | null {
  if (fit.confirmed === 0) return null;
  return `Confirmed to fit by ${countOf(fit.confirmed, "owner")} of a ${fit.vehicle.name}`;
}

/**
 * "3 owners said it did not fit (wrong position)"; with several reasons each says how many
 * ("(2 wrong position, 1 wrong size)"), the most given first. Null when nobody said so.
 */
export function didNotFitSentence(fit: ProductFit): string | null {
  const { total, reasons } = fit.did_not_fit;
  if (total === 0) return null;
  const given = reasons.filter((r) => r.count > 0).sort((a, b) => b.count - a.count);
  const why =
    given.length === 1
      ? NOT_FIT_REASON_LABELS[given[0]?.reason ?? "other"]
      : given.map((r) => `${r.count} ${NOT_FIT_REASON_LABELS[r.reason]}`).join(", ");
  const who = total === 1 ? "1 owner" : `${total} owners`;
  return `${who} said it did not fit${why ? ` (${why})` : ""}`;
}
