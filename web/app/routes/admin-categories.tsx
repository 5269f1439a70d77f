import { AdminCategoryListSchema, AdminCategorySchema } from "@pitstop/contract/admin-catalogue";
import { FolderTree, Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Link, useFetcher } from "react-router";
import { z } from "zod";
import { fieldError, secondaryButton, sectionCard, textInput } from "~/components/forms/form-styles";
import { TextField } from "~/components/forms/text-field";
import { requireOperator } from "~/features/admin/operator.server";
import { refusal } from "~/features/admin/refusal";
import {
  EditButton,
  readTaxonomyForm,
  TaxonomyForm,
  type TaxonomyOutcome,
  useTaxonomyToast,
} from "~/features/admin/taxonomy";
import {
  DeleteButton,
  DeleteChipButton,
  DeletionRefusal,
  useTaxonomyDeletion,
} from "~/features/admin/taxonomy-deletion";
import { apiFor } from "~/lib/api.server";
import { cn } from "~/lib/cn";
import { countOf } from "~/lib/plural";
import type { Route } from "./+types/admin-categories";

const ID = /^[1-9]\d{0,9}$/;

export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  const categories = await apiFor(request).get("/api/admin/categories", AdminCategoryListSchema);
  return data({ categories }, { headers: { "Cache-Control": "private, no-store" } });
}

export function meta() {
  return [{ title: "Categories · Back office · Pitstop" }, { name: "robots", content: "noindex" }];
}

/** Create, edit or delete a category, or add or delete one of its types, through the admin API. */
export async function action({ request }: Route.ActionArgs) {
  await requireOperator(request);
  const form = await request.formData();
  const intent = form.get("intent");
  const api = apiFor(request);
  const refused = (a: { status: number; message: string; errors?: Record<string, string[]> }) =>
    refusal({ ok: false as const, status: a.status, message: a.message, errors: a.errors }, a.status);
  if (intent === "create") {
    const answer = await api.send("POST", "/api/admin/categories", AdminCategorySchema, readTaxonomyForm(form, true));
    if (!answer.ok) return refused(answer);
    return { ok: true, message: `Category ${answer.data.name} created` };
  }
  const id = String(form.get("id") ?? "");
  if (!ID.test(id)) return refusal({ ok: false, message: "Unknown category" }, 400);
  if (intent === "update") {
    const answer = await api.send(
      "PATCH",
      `/api/admin/categories/${id}`,
      AdminCategorySchema,
      readTaxonomyForm(form, true),
    );
    if (!answer.ok) return refused(answer);
    return { ok: true, message: `Category ${answer.data.name} saved` };
  }
  if (intent === "delete" || intent === "delete-type") {
    const key = String(form.get("key") ?? "");
    const name = String(form.get("name") ?? "");
    const version = String(form.get("version") ?? "");
    const typeId = String(form.get("type_id") ?? "");
    if (intent === "delete" ? !ID.test(version) : !ID.test(typeId))
      return refusal({ ok: false, key, message: "Unknown category or type: reload the page" }, 400);
    const url =
      intent === "delete"
        ? `/api/admin/categories/${id}?version=${version}`
        : `/api/admin/categories/${id}/types/${typeId}`;
    const answer = await api.send("DELETE", url, z.unknown());
    if (!answer.ok) return refusal({ ok: false, key, status: answer.status, message: answer.message }, answer.status);
    return { ok: true, key, message: intent === "delete" ? `Category ${name} deleted` : `Type ${name} deleted` };
  }
  if (intent === "add-type") {
    const name = String(form.get("name") ?? "").trim();
    const slug = String(form.get("slug") ?? "").trim();
    const answer = await api.send("POST", `/api/admin/categories/${id}/types`, AdminCategorySchema, {
      name,
      ...(slug ? { slug } : {}),
    });
    if (!answer.ok) return refused(answer);
    return { ok: true, message: `Type ${name} added to ${answer.data.name}` };
  }
  return refusal({ ok: false, message: "Unknown action" }, 400);
}

function PositionField({ value, errors }: { value?: number; errors: Record<string, string[]> | undefined }) {
  return (
    <TextField
      label="Position in menus (0–1000, lower first)"
      name="position"
      inputMode="numeric"
      defaultValue={value === undefined ? "" : String(value)}
      className="max-w-xs"
      error={errors?.position?.[0]}
    />
  );
}

function AddType({ categoryId }: { categoryId: number }) {
  const fetcher = useFetcher<TaxonomyOutcome>();
  useTaxonomyToast(fetcher.data);
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.errors : undefined;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form ref={form} method="post" className="mt-3 flex flex-wrap items-start gap-2" noValidate>
      <input type="hidden" name="intent" value="add-type" />
      <input type="hidden" name="id" value={categoryId} />
      <div className="min-w-[12rem] flex-1">
        <input
          name="name"
          aria-label="New type's name"
          placeholder="New type (Ceramic Brake Pads)"
          maxLength={80}
          aria-invalid={errors?.name ? true : undefined}
          className={cn(textInput, "mt-0 h-9")}
        />
        {errors?.name && <p className={fieldError}>{errors.name[0]}</p>}
      </div>
      <div className="min-w-[10rem] flex-1">
        <input
          name="slug"
          aria-label="New type's slug"
          placeholder="slug (optional)"
          maxLength={120}
          aria-invalid={errors?.slug ? true : undefined}
          className={cn(textInput, "mt-0 h-9 font-mono")}
        />
        {errors?.slug && <p className={fieldError}>{errors.slug[0]}</p>}
      </div>
      <button type="submit" className={cn(secondaryButton, "h-9 px-3")} disabled={fetcher.state !== "idle"}>
        <Plus className="size-4" aria-hidden="true" /> Add type
      </button>
      {fetcher.data && !fetcher.data.ok && !errors && (
        <p className={cn(fieldError, "basis-full")}>{fetcher.data.message}</p>
      )}
    </fetcher.Form>
  );
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const [editing, setEditing] = useState<number | null>(null);
  const deletion = useTaxonomyDeletion();
  return (
    <div className="space-y-6">
      <div className="flex items-baseline gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight">Categories</h1>
        <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
          {categories.length.toLocaleString("en-US")}
        </p>
      </div>
      <section className={sectionCard} aria-labelledby="new-category">
        <h2 id="new-category" className="mb-4 flex items-center gap-2 text-lg font-bold">
          <FolderTree className="size-5 text-brand-500" aria-hidden="true" /> New category
        </h2>
        <TaxonomyForm
          intent="create"
          submitLabel="Create category"
          extra={(errors) => <PositionField errors={errors} />}
        />
      </section>
      <ul className="space-y-4">
        {categories.map((category) => (
          <li key={`${category.id}-${category.version}`} className={sectionCard}>
            {editing === category.id ? (
              <TaxonomyForm
                intent="update"
                id={category.id}
                version={category.version}
                values={category}
                extra={(errors) => <PositionField value={category.position} errors={errors} />}
                submitLabel="Save category"
                onCancel={() => setEditing(null)}
                onDone={() => setEditing(null)}
              />
            ) : (
              <div className="flex items-start justify-between gap-4">
                <div className="min-w-0">
                  <h2 className="text-lg font-bold">
                    {category.name}{" "}
                    <span className="ml-1 font-mono text-xs font-normal text-slate-500">{category.slug}</span>
                  </h2>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    Position {category.position} ·{" "}
                    <Link
                      to={`/admin/products?category_id=${category.id}`}
                      className="text-brand-600 hover:underline dark:text-brand-400"
                    >
                      {category.product_count.toLocaleString("en-US")}{" "}
                      {category.product_count === 1 ? "product" : "products"}
                    </Link>
                  </p>
                  {category.description && (
                    <p className="mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">
                      {category.description}
                    </p>
                  )}
                  <DeletionRefusal message={deletion.refusal(`category-${category.id}`)} />
                </div>
                <div className="flex shrink-0 gap-1">
                  <EditButton label={`Edit ${category.name}`} onClick={() => setEditing(category.id)} />
                  <DeleteButton
                    label={`Delete ${category.name}`}
                    busy={deletion.pending(`category-${category.id}`)}
                    onClick={() =>
                      deletion.ask({
                        key: `category-${category.id}`,
                        fields: {
                          intent: "delete",
                          id: String(category.id),
                          version: String(category.version),
                          name: category.name,
                        },
                        title: `Delete the category ${category.name}?`,
                        description: `${
                          category.types.length > 0
                            ? `Its ${countOf(category.types.length, "type")} (${category.types.map((t) => t.name).join(", ")}) go with it. `
                            : ""
                        }Only a category with no parts can be deleted: move or delete its parts first. A deleted category cannot be brought back.`,
                        confirmLabel: "Delete category",
                      })
                    }
                  />
                </div>
              </div>
            )}
            <div className="mt-4 border-t border-slate-200 pt-3 dark:border-slate-800">
              <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                Types ({category.types.length})
              </h3>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {category.types.map((type) => (
                  <li
                    key={type.id}
                    className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300"
                    title={type.slug}
                  >
                    {type.name}
                    <DeleteChipButton
                      label={`Delete type ${type.name}`}
                      busy={deletion.pending(`type-${type.id}`)}
                      onClick={() =>
                        deletion.ask({
                          key: `type-${type.id}`,
                          fields: {
                            intent: "delete-type",
                            id: String(category.id),
                            type_id: String(type.id),
                            name: type.name,
                          },
                          title: `Delete the type ${type.name}?`,
                          description: `It leaves ${category.name}. Only a type no part is of can be deleted. A deleted type cannot be brought back.`,
                          confirmLabel: "Delete type",
                        })
                      }
                    />
                  </li>
                ))}
              </ul>
              {category.types.map((type) => (
                <DeletionRefusal key={type.id} message={deletion.refusal(`type-${type.id}`)} />
              ))}
              <AddType categoryId={category.id} />
            </div>
          </li>
        ))}
      </ul>
      {deletion.dialog}
    </div>
  );
}
