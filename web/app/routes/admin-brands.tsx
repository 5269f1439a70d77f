import { AdminBrandListSchema, AdminBrandSchema } from "@pitstop/contract/admin-catalogue";
import { Tags } from "lucide-react";
import { useState } from "react";
import { data, Link } from "react-router";
import { z } from "zod";
import { sectionCard } from "~/components/forms/form-styles";
import { requireOperator } from "~/features/admin/operator.server";
import { refusal } from "~/features/admin/refusal";
import { EditButton, readTaxonomyForm, TaxonomyForm } from "~/features/admin/taxonomy";
import { DeleteButton, DeletionRefusal, useTaxonomyDeletion } from "~/features/admin/taxonomy-deletion";
import { apiFor } from "~/lib/api.server";
import type { Route } from "./+types/admin-brands";

const ID = /^[1-9]\d{0,9}$/;

export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  const brands = await apiFor(request).get("/api/admin/brands", AdminBrandListSchema);
  return data({ brands }, { headers: { "Cache-Control": "private, no-store" } });
}

export function meta() {
  return [{ title: "Brands · Back office · Pitstop" }, { name: "robots", content: "noindex" }];
}

/** Create, edit or delete a brand through the admin API (validated, locked by version, audited). */
export async function action({ request }: Route.ActionArgs) {
  await requireOperator(request);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "delete") return deleteBrand(request, form);
  const body = readTaxonomyForm(form, false);
  const api = apiFor(request);
  if (intent === "create") {
    const answer = await api.send("POST", "/api/admin/brands", AdminBrandSchema, body);
    if (!answer.ok)
      return refusal(
        { ok: false, status: answer.status, message: answer.message, errors: answer.errors },
        answer.status,
      );
    return { ok: true, message: `Brand ${answer.data.name} created` };
  }
  const id = String(form.get("id") ?? "");
  if (intent !== "update" || !ID.test(id)) return refusal({ ok: false, message: "Unknown action" }, 400);
  const answer = await api.send("PATCH", `/api/admin/brands/${id}`, AdminBrandSchema, body);
  if (!answer.ok)
    return refusal({ ok: false, status: answer.status, message: answer.message, errors: answer.errors }, answer.status);
  return { ok: true, message: `Brand ${answer.data.name} saved` };
}

async function deleteBrand(request: Request, form: FormData) {
  const field = (name: string) => String(form.get(name) ?? "");
  const key = field("key");
  if (!ID.test(field("id")) || !ID.test(field("version")))
    return refusal({ ok: false, key, message: "Unknown brand: reload the page" }, 400);
  const answer = await apiFor(request).send(
    "DELETE",
    `/api/admin/brands/${field("id")}?version=${field("version")}`,
    z.unknown(),
  );
  if (!answer.ok) return refusal({ ok: false, key, status: answer.status, message: answer.message }, answer.status);
  return { ok: true, key, message: `Brand ${field("name")} deleted` };
}

export default function AdminBrands({ loaderData }: Route.ComponentProps) {
  const { brands } = loaderData;
  const [editing, setEditing] = useState<number | null>(null);
  const deletion = useTaxonomyDeletion();
  return (
    <div className="space-y-6">
      <div className="flex items-baseline gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight">Brands</h1>
        <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
          {brands.length.toLocaleString("en-US")}
        </p>
      </div>
      <section className={sectionCard} aria-labelledby="new-brand">
        <h2 id="new-brand" className="mb-4 flex items-center gap-2 text-lg font-bold">
          <Tags className="size-5 text-brand-500" aria-hidden="true" /> New brand
        </h2>
        <TaxonomyForm intent="create" submitLabel="Create brand" />
      </section>
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {brands.map((brand) => (
          <li key={`${brand.id}-${brand.version}`} className="p-4">
            {editing === brand.id ? (
              <TaxonomyForm
                intent="update"
                id={brand.id}
                version={brand.version}
                values={brand}
                submitLabel="Save brand"
                onCancel={() => setEditing(null)}
                onDone={() => setEditing(null)}
              />
            ) : (
              <div className="flex items-start justify-between gap-4">
                <div className="min-w-0">
                  <p className="font-semibold">
                    {brand.name} <span className="ml-1 font-mono text-xs font-normal text-slate-500">{brand.slug}</span>
                  </p>
                  {brand.description && (
                    <p className="mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{brand.description}</p>
                  )}
                  <Link
                    to={`/admin/products?brand_id=${brand.id}`}
                    className="mt-1 inline-block text-sm text-brand-600 hover:underline dark:text-brand-400"
                  >
                    {brand.product_count.toLocaleString("en-US")} {brand.product_count === 1 ? "product" : "products"}
                  </Link>
                  <DeletionRefusal message={deletion.refusal(`brand-${brand.id}`)} />
                </div>
                <div className="flex shrink-0 gap-1">
                  <EditButton label={`Edit ${brand.name}`} onClick={() => setEditing(brand.id)} />
                  <DeleteButton
                    label={`Delete ${brand.name}`}
                    busy={deletion.pending(`brand-${brand.id}`)}
                    onClick={() =>
                      deletion.ask({
                        key: `brand-${brand.id}`,
                        fields: {
                          intent: "delete",
                          id: String(brand.id),
                          version: String(brand.version),
                          name: brand.name,
                        },
                        title: `Delete the brand ${brand.name}?`,
                        description:
                          "Only a brand no part uses can be deleted: move or delete its parts first. A deleted brand cannot be brought back.",
                        confirmLabel: "Delete brand",
                      })
                    }
                  />
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      {deletion.dialog}
    </div>
  );
}
