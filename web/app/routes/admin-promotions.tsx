import { AdminBrandListSchema, AdminCategoryListSchema } from "@pitstop/contract/admin-catalogue";
import { PromotionListSchema, PromotionSchema } from "@pitstop/contract/promotions";
import { BadgePercent } from "lucide-react";
import { adminMeta } from "~/features/admin/meta";
import { requireOperator } from "~/features/admin/operator.server";
import { readPromotionForm } from "~/features/admin/promotion-form";
import { PromotionForm, PromotionRow } from "~/features/admin/promotion-list";
import { refusal } from "~/features/admin/refusal";
import { privateData, RECORD_ID, refusedBy } from "~/features/admin/route.server";
import { NewTaxonomy, TaxonomyHeading } from "~/features/admin/taxonomy-page";
import { apiFor } from "~/lib/api.server";
import { timeZoneFromCookie } from "~/lib/time-zone";
import type { Route } from "./+types/admin-promotions";

/** Every promotion (newest first, with its uses), and the shop's categories, types and brands to scope one. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  const api = apiFor(request);
  const [promotions, categories, brands] = await Promise.all([
    api.get("/api/admin/promotions", PromotionListSchema),
    api.get("/api/admin/categories", AdminCategoryListSchema),
    api.get("/api/admin/brands", AdminBrandListSchema),
  ]);
  return privateData({
    promotions,
    choices: { categories, brands: brands.map((b) => ({ slug: b.slug, name: b.name })) },
    timeZone: timeZoneFromCookie(request.headers.get("cookie")) ?? "UTC",
  });
}

export function meta() {
  return adminMeta("Promotions");
}

/** Create, edit or deactivate a promotion through the admin API (validated and audited there). */
export async function action({ request }: Route.ActionArgs) {
  await requireOperator(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const api = apiFor(request);
  const timeZone = timeZoneFromCookie(request.headers.get("cookie")) ?? "UTC";
  if ((intent === "update" || intent === "deactivate") && !RECORD_ID.test(id)) {
    return refusal({ ok: false, message: "That promotion does not exist" }, 404);
  }
  const answer =
    intent === "create"
      ? await api.send("POST", "/api/admin/promotions", PromotionSchema, readPromotionForm(form, timeZone))
      : intent === "update"
        ? await api.send("PATCH", `/api/admin/promotions/${id}`, PromotionSchema, readPromotionForm(form, timeZone))
        : intent === "deactivate"
          ? await api.send("POST", `/api/admin/promotions/${id}/deactivate`, PromotionSchema, {})
          : null;
  if (answer === null) return refusal({ ok: false, message: "Unknown action" }, 400);
  if (!answer.ok) return refusedBy(answer, { intent });
  const name = answer.data.code ?? answer.data.label;
  const said = {
    create: `Promotion ${name} created`,
    update: `Promotion ${name} saved`,
    deactivate: `${name} deactivated`,
  };
  return { ok: true as const, intent, message: said[intent as keyof typeof said] };
}

export default function AdminPromotions({ loaderData }: Route.ComponentProps) {
  const { promotions, choices, timeZone } = loaderData;
  return (
    <div className="space-y-6">
      <TaxonomyHeading title="Promotions" count={promotions.length} />
      <NewTaxonomy
        id="new-promotion"
        icon={<BadgePercent className="size-5 text-brand-500" aria-hidden="true" />}
        title="New promotion"
      >
        <PromotionForm choices={choices} timeZone={timeZone} />
      </NewTaxonomy>
      {promotions.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">No promotions yet.</p>
      ) : (
        <ul
          aria-label="Promotions"
          className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
        >
          {promotions.map((p) => (
            <PromotionRow key={`${p.id}-${p.updated_at}`} promotion={p} choices={choices} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </div>
  );
}
