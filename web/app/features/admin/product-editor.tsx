import type { AdminFitmentListSchema, AdminProduct, AdminProductDeletion } from "@pitstop/contract/admin-catalogue";
import type { z } from "zod";
import { countOf } from "~/lib/plural";
import { firstErrors } from "./catalogue-form";
import { DeleteProduct } from "./delete-product";
import { AfterCreate, footProblem, isStale, RecordHeader, SaveButton, ShopLink } from "./editor-frame";
import { FitmentEditor } from "./fitment-editor";
import { HiddenBadge } from "./hidden-badge";
import { useLandingToast } from "./landing-toast";
import { type Outcome, useOutcomeToast } from "./outcome";
import { Problem, StaleNotice } from "./pager";
import { ProductFields } from "./product-fields";
import { ProductImages } from "./product-images";

type Option = { id: number; name: string };

/** The fields the editor shows a message under; a message for anything else is said at the form's foot. */
const FIELDS = new Set([
  "title",
  "part_number",
  "category_id",
  "type_id",
  "brand_id",
  "price",
  "handling",
  "shipping",
  "stock",
  "description",
  "slug",
  "version",
  "specifications",
  "published",
]);
const shown = (field: string) => FIELDS.has(field) || /^specifications\.\d+\.(name|value)$/.test(field);

/** A product's editor: its fields, then (once it exists) its pictures and fitment, and its deletion. */
export function ProductEditor({
  product,
  fitment,
  deletion,
  categories,
  brands,
  outcome,
}: {
  product: AdminProduct | null;
  fitment: z.infer<typeof AdminFitmentListSchema> | null;
  deletion: AdminProductDeletion | null;
  categories: Array<Option & { types: Option[] }>;
  brands: Option[];
  outcome: Outcome | undefined;
}) {
  const saveOutcome = outcome?.intent === "save" ? outcome : undefined;
  useOutcomeToast(saveOutcome);
  // A refused deletion (the part was ordered meanwhile, or changed) is said at the top, as the API says it.
  const deleteRefusal = outcome?.intent === "delete" && !outcome.ok ? outcome.message : null;
  useOutcomeToast(outcome?.intent === "hide" ? outcome : undefined);
  useLandingToast("created", product && "Product created: add its pictures and fitment");
  return (
    <div className="space-y-6">
      <RecordHeader
        back="/admin/products"
        backLabel="Products"
        title={product ? product.title : "New product"}
        details={
          product && (
            <>
              {!product.published && (
                <>
                  <HiddenBadge />{" "}
                </>
              )}
              <span className="font-mono">{product.part_number}</span> · version {product.version} ·{" "}
              {countOf(product.fitment_count, "fitment application")}
            </>
          )
        }
        aside={product && <ShopLink href={`/${product.category.slug}/${product.type.slug}/${product.slug}`} />}
      />
      {isStale(saveOutcome) && (
        <StaleNotice
          message={saveOutcome.message}
          reloadHref={product ? `/admin/products/${product.id}` : "/admin/products/new"}
          what="product"
        />
      )}
      {deleteRefusal && (
        <Problem>
          <strong>Not deleted.</strong> {deleteRefusal}
        </Problem>
      )}
      <ProductFields
        key={product ? `${product.id}-${product.version}` : "new"}
        product={product}
        categories={categories}
        brands={brands}
        errors={firstErrors(saveOutcome?.ok ? undefined : saveOutcome?.errors)}
        problem={footProblem(saveOutcome, shown)}
        danger={
          product &&
          deletion && (
            <DeleteProduct
              title={product.title}
              version={product.version}
              published={product.published}
              deletion={deletion}
            />
          )
        }
        submit={<SaveButton label={product ? "Save changes" : "Create product"} />}
      />
      {product && fitment ? (
        <>
          <ProductImages product={product} />
          <FitmentEditor productId={product.id} universal={product.universal} rows={fitment} />
        </>
      ) : (
        <AfterCreate>Pictures and fitment are added once the product is created.</AfterCreate>
      )}
    </div>
  );
}
