import type { AdminCategorySchema } from "@pitstop/contract/admin-catalogue";
import { Plus } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import type { z } from "zod";
import { fieldError, secondaryButton, sectionCard, textInput } from "~/components/forms/form-styles";
import { TextField } from "~/components/forms/text-field";
import { cn } from "~/lib/cn";
import { countOf } from "~/lib/plural";
import { EditButton, TaxonomyForm, type TaxonomyOutcome, useTaxonomyToast } from "./taxonomy";
import { DeleteButton, DeleteChipButton, DeletionRefusal, type TaxonomyDeletion } from "./taxonomy-deletion";

type AdminCategory = z.infer<typeof AdminCategorySchema>;

/** A category's place in the shop's menus. */
export function PositionField({ value, errors }: { value?: number; errors: Record<string, string[]> | undefined }) {
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

/** A category with its types: edit it, delete it or one of its types, add a type. */
export function CategoryCard({
  category,
  editing,
  onEdit,
  deletion,
}: {
  category: AdminCategory;
  editing: boolean;
  onEdit: (id: number | null) => void;
  deletion: TaxonomyDeletion;
}) {
  return (
    <li className={sectionCard}>
      {editing ? (
        <TaxonomyForm
          intent="update"
          id={category.id}
          version={category.version}
          values={category}
          extra={(errors) => <PositionField value={category.position} errors={errors} />}
          submitLabel="Save category"
          onCancel={() => onEdit(null)}
          onDone={() => onEdit(null)}
        />
      ) : (
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <h2 className="text-lg font-bold">
              {category.name} <span className="ml-1 font-mono text-xs font-normal text-slate-500">{category.slug}</span>
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Position {category.position} ·{" "}
              <Link
                to={`/admin/products?category_id=${category.id}`}
                className="text-brand-600 hover:underline dark:text-brand-400"
              >
                {countOf(category.product_count, "product")}
              </Link>
            </p>
            {category.description && (
              <p className="mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{category.description}</p>
            )}
            <DeletionRefusal message={deletion.refusal(`category-${category.id}`)} />
          </div>
          <div className="flex shrink-0 gap-1">
            <EditButton label={`Edit ${category.name}`} onClick={() => onEdit(category.id)} />
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
  );
}
