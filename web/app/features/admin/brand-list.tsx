import type { AdminBrandSchema } from "@pitstop/contract/admin-catalogue";
import { Link } from "react-router";
import type { z } from "zod";
import { countOf } from "~/lib/plural";
import { EditButton, TaxonomyForm } from "./taxonomy";
import { DeleteButton, DeletionRefusal, type TaxonomyDeletion } from "./taxonomy-deletion";

type AdminBrand = z.infer<typeof AdminBrandSchema>;

/** A brand of the brands page: edit it or delete it. */
export function BrandRow({
  brand,
  editing,
  onEdit,
  deletion,
}: {
  brand: AdminBrand;
  editing: boolean;
  onEdit: (id: number | null) => void;
  deletion: TaxonomyDeletion;
}) {
  return (
    <li className="p-4">
      {editing ? (
        <TaxonomyForm
          intent="update"
          id={brand.id}
          version={brand.version}
          values={brand}
          submitLabel="Save brand"
          onCancel={() => onEdit(null)}
          onDone={() => onEdit(null)}
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
              {countOf(brand.product_count, "product")}
            </Link>
            <DeletionRefusal message={deletion.refusal(`brand-${brand.id}`)} />
          </div>
          <div className="flex shrink-0 gap-1">
            <EditButton label={`Edit ${brand.name}`} onClick={() => onEdit(brand.id)} />
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
  );
}
