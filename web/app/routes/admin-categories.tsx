import { AdminCategoryListSchema, AdminCategorySchema } from "@pitstop/contract/admin-catalogue";
import { FolderTree } from "lucide-react";
import { useState } from "react";
import { CategoryCard, PositionField } from "~/features/admin/category-list";
import { adminMeta } from "~/features/admin/meta";
import { requireOperator } from "~/features/admin/operator.server";
import { refusal } from "~/features/admin/refusal";
import { privateData } from "~/features/admin/route.server";
import { readTaxonomyForm, TaxonomyForm } from "~/features/admin/taxonomy";
import { useTaxonomyDeletion } from "~/features/admin/taxonomy-deletion";
import { NewTaxonomy, TaxonomyHeading } from "~/features/admin/taxonomy-page";
import { deleteRow, field, RECORD_ID, unknownRow, written } from "~/features/admin/taxonomy-writes.server";
import { apiFor } from "~/lib/api.server";
import type { Route } from "./+types/admin-categories";

export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  return privateData({ categories: await apiFor(request).get("/api/admin/categories", AdminCategoryListSchema) });
}

export function meta() {
  return adminMeta("Categories");
}

/** Create, edit or delete a category, or add or delete one of its types, through the admin API. */
export async function action({ request }: Route.ActionArgs) {
  await requireOperator(request);
  const form = await request.formData();
  const intent = form.get("intent");
  const api = apiFor(request);
  const base = "/api/admin/categories";
  if (intent === "create") {
    const answer = await api.send("POST", base, AdminCategorySchema, readTaxonomyForm(form, true));
    return written(answer, (c) => `Category ${c.name} created`);
  }
  const id = field(form, "id");
  if (!RECORD_ID.test(id)) return refusal({ ok: false, message: "Unknown category" }, 400);
  if (intent === "update") {
    const answer = await api.send("PATCH", `${base}/${id}`, AdminCategorySchema, readTaxonomyForm(form, true));
    return written(answer, (c) => `Category ${c.name} saved`);
  }
  const name = field(form, "name");
  if (intent === "delete") {
    const version = field(form, "version");
    if (!RECORD_ID.test(version)) return unknownRow(form, "category or type");
    return deleteRow(api, form, `${base}/${id}?version=${version}`, `Category ${name} deleted`);
  }
  if (intent === "delete-type") {
    const typeId = field(form, "type_id");
    if (!RECORD_ID.test(typeId)) return unknownRow(form, "category or type");
    return deleteRow(api, form, `${base}/${id}/types/${typeId}`, `Type ${name} deleted`);
  }
  if (intent === "add-type") {
    const slug = field(form, "slug").trim();
    const body = { name: name.trim(), ...(slug ? { slug } : {}) };
    const answer = await api.send("POST", `${base}/${id}/types`, AdminCategorySchema, body);
    return written(answer, (c) => `Type ${name.trim()} added to ${c.name}`);
  }
  return refusal({ ok: false, message: "Unknown action" }, 400);
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const [editing, setEditing] = useState<number | null>(null);
  const deletion = useTaxonomyDeletion();
  return (
    <div className="space-y-6">
      <TaxonomyHeading title="Categories" count={categories.length} />
      <NewTaxonomy
        id="new-category"
        icon={<FolderTree className="size-5 text-brand-500" aria-hidden="true" />}
        title="New category"
      >
        <TaxonomyForm
          intent="create"
          submitLabel="Create category"
          extra={(errors) => <PositionField errors={errors} />}
        />
      </NewTaxonomy>
      <ul className="space-y-4">
        {categories.map((category) => (
          <CategoryCard
            key={`${category.id}-${category.version}`}
            category={category}
            editing={editing === category.id}
            onEdit={setEditing}
            deletion={deletion}
          />
        ))}
      </ul>
      {deletion.dialog}
    </div>
  );
}
