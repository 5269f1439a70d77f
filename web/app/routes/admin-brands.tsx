import { AdminBrandListSchema, AdminBrandSchema } from "@pitstop/contract/admin-catalogue";
import { Tags } from "lucide-react";
import { useState } from "react";
import { BrandRow } from "~/features/admin/brand-list";
import { adminMeta } from "~/features/admin/meta";
import { requireOperator } from "~/features/admin/operator.server";
import { refusal } from "~/features/admin/refusal";
import { privateData } from "~/features/admin/route.server";
import { readTaxonomyForm, TaxonomyForm } from "~/features/admin/taxonomy";
import { useTaxonomyDeletion } from "~/features/admin/taxonomy-deletion";
import { NewTaxonomy, TaxonomyHeading } from "~/features/admin/taxonomy-page";
import { deleteRow, field, RECORD_ID, unknownRow, written } from "~/features/admin/taxonomy-writes.server";
import { apiFor } from "~/lib/api.server";
import type { Route } from "./+types/admin-brands";

export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  return privateData({ brands: await apiFor(request).get("/api/admin/brands", AdminBrandListSchema) });
}

export function meta() {
  return adminMeta("Brands");
}

/** Create, edit or delete a brand through the admin API (validated, locked by version, audited). */
export async function action({ request }: Route.ActionArgs) {
  await requireOperator(request);
  const form = await request.formData();
  const intent = form.get("intent");
  const api = apiFor(request);
  const id = field(form, "id");
  if (intent === "delete") {
    const version = field(form, "version");
    if (!RECORD_ID.test(id) || !RECORD_ID.test(version)) return unknownRow(form, "brand");
    return deleteRow(api, form, `/api/admin/brands/${id}?version=${version}`, `Brand ${field(form, "name")} deleted`);
  }
  const body = readTaxonomyForm(form, false);
  if (intent === "create")
    return written(
      await api.send("POST", "/api/admin/brands", AdminBrandSchema, body),
      (b) => `Brand ${b.name} created`,
    );
  if (intent !== "update" || !RECORD_ID.test(id)) return refusal({ ok: false, message: "Unknown action" }, 400);
  const answer = await api.send("PATCH", `/api/admin/brands/${id}`, AdminBrandSchema, body);
  return written(answer, (b) => `Brand ${b.name} saved`);
}

export default function AdminBrands({ loaderData }: Route.ComponentProps) {
  const { brands } = loaderData;
  const [editing, setEditing] = useState<number | null>(null);
  const deletion = useTaxonomyDeletion();
  return (
    <div className="space-y-6">
      <TaxonomyHeading title="Brands" count={brands.length} />
      <NewTaxonomy
        id="new-brand"
        icon={<Tags className="size-5 text-brand-500" aria-hidden="true" />}
        title="New brand"
      >
        <TaxonomyForm intent="create" submitLabel="Create brand" />
      </NewTaxonomy>
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {brands.map((brand) => (
          <BrandRow
            key={`${brand.id}-${brand.version}`}
            brand={brand}
            editing={editing === brand.id}
            onEdit={setEditing}
            deletion={deletion}
          />
        ))}
      </ul>
      {deletion.dialog}
    </div>
  );
}
