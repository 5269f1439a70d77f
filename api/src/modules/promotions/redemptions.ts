import type { AppliedPromotion } from "@pitstop/contract/promotions";
import { and, asc, count, eq, getTableColumns, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { brands, categories, products, productTypes, promotionRedemptions, promotions } from "../../db/schema/index.ts";
import { dollars, type PricedLineInput, type PricingRules } from "../../lib/pricing.ts";
import {
  type AppliedPromotionFigure,
  applyPromotions,
  type PromotionLine,
  type PromotionOutcome,
  type PromotionRow,
} from "./promotion-rules.ts";

export type { PromotionOutcome };

/** Where each product sits in the catalogue, for the promotions' scopes. */
async function catalogueTags(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return new Map<number, { categorySlug: string; typeSlug: string; brandSlug: string }>();
  const rows = await db
    .select({
      id: products.id,
      categorySlug: categories.slug,
      typeSlug: productTypes.slug,
      brandSlug: brands.slug,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(productTypes, eq(productTypes.id, products.typeId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** What a scope covers, in a shopper's words: "brake pads", "Stopwell parts", a part's title. */
async function scopeNamer(db: Db, candidates: readonly PromotionRow[]) {
  const scopes = candidates.map((p) => p.scope);
  const cats = [...new Set(scopes.flatMap((s) => s.categories))];
  const types = [...new Set(scopes.flatMap((s) => s.product_types))];
  const brandSlugs = [...new Set(scopes.flatMap((s) => s.brands))];
  const ids = [...new Set(scopes.flatMap((s) => s.product_ids))];
  const [catRows, typeRows, brandRows, productRows] = await Promise.all([
    cats.length
      ? db
          .select({ slug: categories.slug, name: categories.name })
          .from(categories)
          .where(inArray(categories.slug, cats))
      : [],
    types.length
      ? db
          .select({ slug: productTypes.slug, name: productTypes.name })
          .from(productTypes)
          .where(inArray(productTypes.slug, types))
      : [],
    brandSlugs.length
      ? db.select({ slug: brands.slug, name: brands.name }).from(brands).where(inArray(brands.slug, brandSlugs))
      : [],
    ids.length
      ? db.select({ id: products.id, title: products.title }).from(products).where(inArray(products.id, ids))
      : [],
  ]);
  const name = (rows: Array<{ slug: string; name: string }>, slug: string) =>
    rows.find((r) => r.slug === slug)?.name ?? slug;
  return (p: PromotionRow) => {
    const names = [
      ...p.scope.categories.map((s) => name(catRows, s).toLowerCase()),
      ...p.scope.product_types.map((s) => name(typeRows, s).toLowerCase()),
      ...p.scope.brands.map((s) => `${name(brandRows, s)} parts`),
      ...p.scope.product_ids.map((id) => productRows.find((r) => r.id === id)?.title ?? `product ${id}`),
    ];
    if (names.length <= 1) return names[0] ?? "some parts";
    return `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
  };
}

/**
 * The promotions that apply to a checkout and its prices. With `lock` (inside the checkout's
 * transaction) the rows of promotions with a usage limit are locked first, in id order, so their
 * live uses are counted while no other checkout can add one: twenty buyers racing for the last five
 * uses make exactly five orders with it.
 */
/** Who redeems a promotion: an account, or a guest known by email. */
export type Customer = { userId: number | null; email: string | null };

export async function promotionsForCheckout(
  db: Db,
  input: {
    /** The buyer: an account, or a guest by the order's email (per-customer limits count either). */
    customer: Customer;
    coupon: string | null;
    lines: ReadonlyArray<PricedLineInput & { id: number }>;
    rules: PricingRules;
    lock: boolean;
  },
): Promise<PromotionOutcome> {
  const which = and(
    input.coupon === null ? isNull(promotions.code) : or(isNull(promotions.code), eq(promotions.code, input.coupon)),
    // A deactivated coupon is still read, so its buyer is told it ended rather than that it is unknown.
    input.coupon === null ? eq(promotions.active, true) : or(eq(promotions.active, true), isNotNull(promotions.code)),
  );
  const mine =
    input.customer.userId !== null
      ? eq(promotionRedemptions.userId, input.customer.userId)
      : eq(promotionRedemptions.email, (input.customer.email ?? "").toLowerCase());
  const tagsRead = catalogueTags(
    db,
    input.lines.map((l) => l.id),
  );
  // Awaited below; a failure before then must not go unhandled.
  tagsRead.catch(() => undefined);
  let candidates: PromotionRow[];
  let uses: Array<{ id: number; n: number }>;
  let customerUses: Array<{ id: number; n: number }>;
  if (input.lock) {
    // Placing an order: the rows of limited promotions are locked first, then their uses counted by
    // a statement of its own — its snapshot sees every use committed before the lock was granted.
    const limited = db
      .select()
      .from(promotions)
      .where(and(which, isNotNull(promotions.usageLimit)))
      .orderBy(asc(promotions.id))
      .for("update");
    const [lockedRows, openRows] = await Promise.all([
      limited,
      db
        .select()
        .from(promotions)
        .where(and(which, isNull(promotions.usageLimit))),
    ]);
    candidates = [...lockedRows, ...openRows];
    const counted = candidates.filter((p) => p.usageLimit !== null || p.perCustomerLimit !== null).map((p) => p.id);
    const counts =
      counted.length === 0
        ? []
        : await db
            .select({
              id: promotionRedemptions.promotionId,
              n: count(),
              mine: sql<number>`(count(*) filter (where ${mine}))::int`,
            })
            .from(promotionRedemptions)
            .where(and(inArray(promotionRedemptions.promotionId, counted), isNull(promotionRedemptions.releasedAt)))
            .groupBy(promotionRedemptions.promotionId);
    uses = counts.map((c) => ({ id: c.id, n: c.n }));
    customerUses = counts.map((c) => ({ id: c.id, n: c.mine }));
  } else {
    // A quote: the promotions and their live uses in one statement, so a code costs no extra round
    // trip (npm run bench -- --only quote); nothing is held, the order's own checkout counts again.
    const live = sql`${promotionRedemptions.promotionId} = ${promotions.id} and ${promotionRedemptions.releasedAt} is null`;
    const rows = await db
      .select({
        ...getTableColumns(promotions),
        uses: sql<number>`(select count(*)::int from ${promotionRedemptions} where ${live})`,
        mine: sql<number>`(select count(*)::int from ${promotionRedemptions} where ${live} and ${mine})`,
      })
      .from(promotions)
      .where(which)
      .orderBy(asc(promotions.id));
    candidates = rows;
    uses = rows.map((r) => ({ id: r.id, n: r.uses }));
    customerUses = rows.map((r) => ({ id: r.id, n: r.mine }));
  }
  const tags = await tagsRead;
  const lines: PromotionLine[] = input.lines.map((l) => {
    const t = tags.get(l.id);
    return {
      ...l,
      productId: l.id,
      categorySlug: t?.categorySlug ?? "",
      typeSlug: t?.typeSlug ?? "",
      brandSlug: t?.brandSlug ?? "",
    };
  });
  return applyPromotions(
    candidates,
    {
      lines,
      rules: input.rules,
      coupon: input.coupon,
      now: new Date(),
      uses: new Map(uses.map((u) => [u.id, u.n])),
      customerUses: new Map(customerUses.map((u) => [u.id, u.n])),
    },
    await scopeNamer(db, candidates),
  );
}

/** The applied promotions as a quote or an order shows them. */
export const appliedView = (applied: readonly AppliedPromotionFigure[]): AppliedPromotion[] =>
  applied.map((a) => ({
    id: a.promotion.id,
    code: a.promotion.code,
    label: a.promotion.label,
    kind: a.promotion.kind,
    amount: dollars(a.amountCents),
    product_ids: a.productIds,
  }));

/** One use per applied promotion, with what it took off, written with the order. */
export async function recordRedemptions(
  tx: Db,
  orderId: number,
  customer: { userId: number | null; email?: string | null },
  applied: readonly AppliedPromotionFigure[],
) {
  if (applied.length === 0) return;
  await tx.insert(promotionRedemptions).values(
    applied.map((a) => ({
      promotionId: a.promotion.id,
      orderId,
      userId: customer.userId,
      email: customer.email?.toLowerCase() ?? null,
      code: a.promotion.code,
      label: a.promotion.label,
      kind: a.promotion.kind,
      amountCents: a.amountCents,
      productIds: a.productIds,
    })),
  );
}

/** A canceled or expired order gives its uses back (its rows stay, marked released). */
export async function releaseRedemptions(tx: Db, orderId: number) {
  await tx
    .update(promotionRedemptions)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(promotionRedemptions.orderId, orderId), isNull(promotionRedemptions.releasedAt)));
}

/** What an order was placed with, as it applied then (later edits of the promotion change nothing). */
export async function appliedPromotionsOf(db: Db, orderId: number): Promise<AppliedPromotion[]> {
  const rows = await db
    .select()
    .from(promotionRedemptions)
    .where(eq(promotionRedemptions.orderId, orderId))
    .orderBy(asc(promotionRedemptions.promotionId));
  return rows.map((r) => ({
    id: r.promotionId,
    code: r.code,
    label: r.label,
    kind: r.kind,
    amount: dollars(r.amountCents),
    product_ids: r.productIds,
  }));
}
