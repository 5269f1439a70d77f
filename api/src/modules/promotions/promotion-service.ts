import {
  type Promotion,
  type PromotionCreate,
  type PromotionScope,
  type PromotionUpdate,
  promotionProblems,
} from "@pitstop/contract/promotions";
import { desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { brands, categories, products, productTypes, promotionRedemptions, promotions } from "../../db/schema/index.ts";
import type { PromotionScopeRow } from "../../db/schema/promotions.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import { cents, dollars } from "../../lib/pricing.ts";
import { type Actor, recordAudit } from "../../plugins/audit.ts";
import { dollarText } from "./promotion-rules.ts";
import { forgetRunningPromotions } from "./running.ts";

type PromotionRecord = typeof promotions.$inferSelect;

/** PostgreSQL's unique violation (23505), as node-postgres and PGlite report it (maybe wrapped by Drizzle). */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  return (e.code ?? e.cause?.code) === "23505";
}

const EMPTY_SCOPE: PromotionScopeRow = { categories: [], product_types: [], brands: [], product_ids: [] };

const codeTaken = (code: string) =>
  new HttpError(409, `The code ${code} is already taken`, { code: [`The code ${code} is already taken`] });

/** The label shoppers see when the operator gives none: "15% off", "$10 off", "Free shipping". */
function defaultLabel(kind: PromotionRecord["kind"], percent: number | null, amountCents: number | null) {
  if (kind === "percent") return `${percent}% off`;
  if (kind === "fixed") return `${dollarText(amountCents ?? 0)} off`;
  return "Free shipping";
}

/** Every slug and product of a scope must exist: unknown products are a 404, unknown slugs a 422. */
async function checkScope(db: Db, scope: PromotionScope): Promise<PromotionScopeRow> {
  const uniq = <T>(list: readonly T[]) => [...new Set(list)];
  const s: PromotionScopeRow = {
    categories: uniq(scope.categories),
    product_types: uniq(scope.product_types),
    brands: uniq(scope.brands),
    product_ids: uniq(scope.product_ids),
  };
  if (s.product_ids.length) {
    const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, s.product_ids));
    const missing = s.product_ids.find((id) => !found.some((f) => f.id === id));
    if (missing !== undefined) throw notFound(`There is no product ${missing}`);
  }
  const unknown = async (
    label: string,
    field: string,
    slugs: string[],
    known: () => Promise<Array<{ slug: string }>>,
  ) => {
    if (slugs.length === 0) return;
    const rows = await known();
    const missing = slugs.find((slug) => !rows.some((r) => r.slug === slug));
    if (missing !== undefined) {
      const message = `There is no ${label} "${missing}"`;
      throw new HttpError(422, message, { [`scope.${field}`]: [message] });
    }
  };
  await unknown("category", "categories", s.categories, () =>
    db.select({ slug: categories.slug }).from(categories).where(inArray(categories.slug, s.categories)),
  );
  await unknown("product type", "product_types", s.product_types, () =>
    db.select({ slug: productTypes.slug }).from(productTypes).where(inArray(productTypes.slug, s.product_types)),
  );
  await unknown("brand", "brands", s.brands, () =>
    db.select({ slug: brands.slug }).from(brands).where(inArray(brands.slug, s.brands)),
  );
  return s;
}

function view(p: PromotionRecord, used: { n: number; cents: number } | undefined): Promotion {
  return {
    id: p.id,
    code: p.code,
    label: p.label,
    kind: p.kind,
    value: p.kind === "percent" ? p.percent : p.kind === "fixed" ? dollars(p.amountCents ?? 0) : null,
    min_subtotal: p.minSubtotalCents === null ? null : dollars(p.minSubtotalCents),
    starts_at: p.startsAt?.toISOString() ?? null,
    ends_at: p.endsAt?.toISOString() ?? null,
    usage_limit: p.usageLimit,
    per_customer_limit: p.perCustomerLimit,
    scope: p.scope,
    combines_with_loyalty: p.combinesWithLoyalty,
    active: p.active,
    times_used: used?.n ?? 0,
    amount_given: dollars(used?.cents ?? 0),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/** Live uses and what they gave away, per promotion (released uses left out). */
async function usage(db: Db, ids?: number[]) {
  const rows = await db
    .select({
      id: promotionRedemptions.promotionId,
      n: sql<number>`count(*)::int`,
      cents: sql<number>`coalesce(sum(${promotionRedemptions.amountCents}), 0)::int`,
    })
    .from(promotionRedemptions)
    .where(
      ids
        ? sql`${promotionRedemptions.releasedAt} is null and ${inArray(promotionRedemptions.promotionId, ids)}`
        : sql`${promotionRedemptions.releasedAt} is null`,
    )
    .groupBy(promotionRedemptions.promotionId);
  return new Map(rows.map((r) => [r.id, { n: Number(r.n), cents: Number(r.cents) }]));
}

/** The columns a promotion's fields make. */
function columnsOf(p: {
  kind: PromotionRecord["kind"];
  value?: number | null | undefined;
  min_subtotal?: number | null | undefined;
  starts_at?: string | null | undefined;
  ends_at?: string | null | undefined;
}) {
  return {
    kind: p.kind,
    percent: p.kind === "percent" ? (p.value ?? null) : null,
    amountCents: p.kind === "fixed" && p.value != null ? cents(p.value) : null,
    minSubtotalCents: p.min_subtotal == null ? null : cents(p.min_subtotal),
    startsAt: p.starts_at ? new Date(p.starts_at) : null,
    endsAt: p.ends_at ? new Date(p.ends_at) : null,
  };
}

/** POST /api/admin/promotions */
export async function createPromotion(db: Db, input: PromotionCreate, actor: Actor): Promise<Promotion> {
  const scope = input.scope ? await checkScope(db, input.scope) : EMPTY_SCOPE;
  const columns = columnsOf(input);
  try {
    const promotion = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(promotions)
        .values({
          ...columns,
          code: input.code ?? null,
          label: input.label ?? defaultLabel(columns.kind, columns.percent, columns.amountCents),
          usageLimit: input.usage_limit ?? null,
          perCustomerLimit: input.per_customer_limit ?? null,
          scope,
          combinesWithLoyalty: input.combines_with_loyalty,
        })
        .returning();
      if (!row) throw new Error("the promotion insert returned nothing");
      const created = view(row, undefined);
      await recordAudit(tx, actor, {
        entity: "promotion",
        entityId: row.id,
        action: "create",
        before: null,
        after: created,
      });
      return created;
    });
    forgetRunningPromotions(db);
    return promotion;
  } catch (err) {
    if (isUniqueViolation(err) && input.code) throw codeTaken(input.code);
    throw err;
  }
}

/** GET /api/admin/promotions: newest first, with their uses. */
export async function listPromotions(db: Db): Promise<Promotion[]> {
  const [rows, used] = await Promise.all([db.select().from(promotions).orderBy(desc(promotions.id)), usage(db)]);
  return rows.map((r) => view(r, used.get(r.id)));
}

const promotionNotFound = (id: number) => notFound(`There is no promotion ${id}`);

/**
 * PATCH /api/admin/promotions/{id}: the fields sent change, checked together with the ones kept.
 * Orders already placed keep what they were given (their redemption rows).
 */
export async function updatePromotion(db: Db, id: number, input: PromotionUpdate, actor: Actor): Promise<Promotion> {
  const scope =
    input.scope === undefined ? undefined : input.scope === null ? EMPTY_SCOPE : await checkScope(db, input.scope);
  try {
    const promotion = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for("update");
      if (!row) throw promotionNotFound(id);
      const before = view(row, undefined);
      const merged = {
        kind: input.kind ?? row.kind,
        value:
          input.value !== undefined
            ? input.value
            : input.kind !== undefined && input.kind !== row.kind
              ? null
              : before.value,
        min_subtotal: input.min_subtotal !== undefined ? input.min_subtotal : before.min_subtotal,
        starts_at: input.starts_at !== undefined ? input.starts_at : before.starts_at,
        ends_at: input.ends_at !== undefined ? input.ends_at : before.ends_at,
      };
      const problems = promotionProblems(merged);
      const first = problems[0];
      if (first) {
        throw new HttpError(422, first.message, Object.fromEntries(problems.map((p) => [p.path, [p.message]])));
      }
      const columns = columnsOf(merged);
      const valueChanged = input.kind !== undefined || input.value !== undefined;
      const label =
        input.label !== undefined
          ? (input.label ?? defaultLabel(columns.kind, columns.percent, columns.amountCents))
          : valueChanged && row.label === defaultLabel(row.kind, row.percent, row.amountCents)
            ? defaultLabel(columns.kind, columns.percent, columns.amountCents)
            : row.label;
      const [updated] = await tx
        .update(promotions)
        .set({
          ...columns,
          ...(input.code !== undefined ? { code: input.code } : {}),
          label,
          ...(input.usage_limit !== undefined ? { usageLimit: input.usage_limit } : {}),
          ...(input.per_customer_limit !== undefined ? { perCustomerLimit: input.per_customer_limit } : {}),
          ...(scope !== undefined ? { scope } : {}),
          ...(input.combines_with_loyalty !== undefined ? { combinesWithLoyalty: input.combines_with_loyalty } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(promotions.id, id))
        .returning();
      if (!updated) throw promotionNotFound(id);
      const used = await usage(tx, [id]);
      const after = view(updated, used.get(id));
      await recordAudit(tx, actor, { entity: "promotion", entityId: id, action: "update", before, after });
      return after;
    });
    forgetRunningPromotions(db);
    return promotion;
  } catch (err) {
    if (isUniqueViolation(err) && input.code) throw codeTaken(input.code);
    throw err;
  }
}

/** POST /api/admin/promotions/{id}/deactivate: no new order gets it; placed orders keep it. */
export async function deactivatePromotion(db: Db, id: number, actor: Actor): Promise<Promotion> {
  const promotion = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for("update");
    if (!row) throw promotionNotFound(id);
    const [updated] = await tx
      .update(promotions)
      .set({ active: false, updatedAt: sql`now()` })
      .where(eq(promotions.id, id))
      .returning();
    if (!updated) throw promotionNotFound(id);
    const used = await usage(tx, [id]);
    const after = view(updated, used.get(id));
    if (row.active) {
      await recordAudit(tx, actor, {
        entity: "promotion",
        entityId: id,
        action: "deactivate",
        before: view(row, used.get(id)),
        after,
      });
    }
    return after;
  });
  forgetRunningPromotions(db);
  return promotion;
}
