/**
 * Loyalty (docs/loyalty.md): a completed order earns one mile per whole dollar paid. The level is
 * the highest threshold reached; its number is the personal discount in percent used by the cart
 * (the level is used as the discount). `max_mile` is the next threshold (the top one at the top).
 */
export const LOYALTY_LEVELS = [
  { name: "Starter", minMiles: 0, discountPercent: 0 },
  { name: "Bronze", minMiles: 250, discountPercent: 2 },
  { name: "Silver", minMiles: 1000, discountPercent: 4 },
  { name: "Gold", minMiles: 2500, discountPercent: 6 },
  { name: "Platinum", minMiles: 5000, discountPercent: 8 },
] as const;

export function loyaltyFor(miles: number) {
  let index = 0;
  for (let i = 0; i < LOYALTY_LEVELS.length; i++) {
    if (miles >= (LOYALTY_LEVELS[i]?.minMiles ?? Number.POSITIVE_INFINITY)) index = i;
  }
  const level = LOYALTY_LEVELS[index] ?? LOYALTY_LEVELS[0];
  const next = LOYALTY_LEVELS[index + 1];
  return { name: level.name, discountPercent: level.discountPercent, maxMile: next ? next.minMiles : level.minMiles };
}

/** Miles a completed order earns: one per whole dollar of its total. */
export const milesForOrder = (totalCents: number) => Math.floor(totalCents / 100);
