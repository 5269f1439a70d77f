import type { CardPromotion } from "@pitstop/contract/promotions";
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { promotionRedemptions, promotions } from "../../db/schema/index.ts";
import { countLookup } from "../../lib/metrics.ts";
import { dollars } from "../../lib/pricing.ts";
import { bestFor, type PromotionRow, type ScopedProduct } from "./promotion-rules.ts";

/**
 * The automatic promotions running now, which product cards show ("15% off this week"). Every
 * list and product page builds cards, so the list is read once per few seconds per process, not
 * per request: a promotion an operator creates or changes shows on this process's cards at once
 * (the writes forget the copy) and on another replica's within RUNNING_TTL_MS. Start and end are
 * checked against the clock on every read, so a promotion ends on its cards when it ends.
 */
export const RUNNING_TTL_MS = 5_000;

type Running = { readAt: number; rows: Promise<PromotionRow[]> };
const copies = new WeakMap<Db, Running>();

async function readRunning(db: Db): Promise<PromotionRow[]> {
  const rows: PromotionRow[] = await db
    .select()
    .from(promotions)
    .where(and(isNull(promotions.code), eq(promotions.active, true)));
  const limited = rows.filter((p) => p.usageLimit !== null).map((p) => p.id);
  if (limited.length === 0) return rows;
  const uses = await db
    .select({ id: promotionRedemptions.promotionId, n: count() })
    .from(promotionRedemptions)
    .where(and(inArray(promotionRedemptions.promotionId, limited), isNull(promotionRedemptions.releasedAt)))
    .groupBy(promotionRedemptions.promotionId);
  const used = new Map(uses.map((u) => [u.id, u.n]));
  return rows.filter((p) => p.usageLimit === null || (used.get(p.id) ?? 0) < p.usageLimit);
}

/** The automatic promotions an order could get now (before its cart's minimum and scope are known). */
export async function runningAutomaticPromotions(db: Db, now = Date.now()): Promise<PromotionRow[]> {
  let copy = copies.get(db);
  const fresh = copy !== undefined && now - copy.readAt < RUNNING_TTL_MS;
  countLookup("running_promotions", fresh);
  if (!copy || !fresh) {
    copy = { readAt: now, rows: readRunning(db) };
    copies.set(db, copy);
    // A failed read is not kept: the next card asks again.
    copy.rows.catch(() => copies.delete(db));
  }
  const rows = await copy.rows;
  return rows.filter((p) => (!p.startsAt || p.startsAt.getTime() <= now) && (!p.endsAt || p.endsAt.getTime() > now));
}

/** An operator's write: this process's cards show it at once. */
export function forgetRunningPromotions(db: Db) {
  copies.delete(db);
}

/** What a card says of the best of `running` for this product, or null. */
export function cardPromotion(
  running: readonly PromotionRow[],
  product: ScopedProduct & { priceCents: number },
): CardPromotion | null {
  const best = bestFor(running, product);
  if (!best) return null;
  return {
    id: best.id,
    label: best.label,
    kind: best.kind,
    value: best.kind === "percent" ? best.percent : best.kind === "fixed" ? dollars(best.amountCents ?? 0) : null,
    min_subtotal: best.minSubtotalCents === null ? null : dollars(best.minSubtotalCents),
    ends_at: best.endsAt?.toISOString() ?? null,
  };
}
