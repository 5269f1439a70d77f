import {
  AdminBrandListSchema,
  AdminCategoryListSchema,
  AdminFitmentListSchema,
  AdminProductDeletionSchema,
  AdminProductSchema,
} from "@pitstop/contract/admin-catalogue";
import { useActionData } from "react-router";
import { readProductForm, text } from "~/features/admin/catalogue-form";
import { saveRecord } from "~/features/admin/editor-action.server";
import { markdownPreview } from "~/features/admin/markdown.server";
import { adminMeta } from "~/features/admin/meta";
import { requireOperator } from "~/features/admin/operator.server";
import type { Outcome } from "~/features/admin/outcome";
import { ProductEditor } from "~/features/admin/product-editor";
import { productWrite } from "~/features/admin/product-writes.server";
import { refusal } from "~/features/admin/refusal";
import { notFound, privateData, RECORD_ID } from "~/features/admin/route.server";
import { apiFor } from "~/lib/api.server";
import type { Route } from "./+types/admin-product";

/** /admin/products/new (no id) creates; /admin/products/:id edits. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireOperator(request);
  const api = apiFor(request);
  const id = params.id;
  if (id !== undefined && !RECORD_ID.test(id)) throw notFound(request);
  const [categories, brands, product, fitment, deletion] = await Promise.all([
    api.get("/api/admin/categories", AdminCategoryListSchema),
    api.get("/api/admin/brands", AdminBrandListSchema),
    id ? api.get(`/api/admin/products/${id}`, AdminProductSchema) : null,
    id ? api.get(`/api/admin/products/${id}/fitment`, AdminFitmentListSchema) : null,
    id ? api.get(`/api/admin/products/${id}/deletion`, AdminProductDeletionSchema) : null,
  ]);
  return privateData({
    product,
    fitment,
    deletion,
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      types: c.types.map((t) => ({ id: t.id, name: t.name })),
    })),
    brands: brands.map((b) => ({ id: b.id, name: b.name })),
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.product ? `${loaderData.product.title}` : "New product");
}

/** Every write of the editor, through the admin API (which validates, locks, audits and refreshes). */
export async function action({ request, params }: Route.ActionArgs) {
  await requireOperator(request);
  const form = await request.formData();
  const intent = text(form, "intent");
  const id = params.id;
  if (id !== undefined && !RECORD_ID.test(id)) return refusal({ intent, ok: false, message: "Unknown product" }, 400);
  const api = apiFor(request);
  if (intent === "preview") return { intent, ok: true, message: "", preview: markdownPreview(text(form, "markdown")) };
  if (intent === "save")
    return saveRecord({
      api,
      id,
      read: readProductForm(form),
      what: "product",
      apiPath: "/api/admin/products",
      pagePath: "/admin/products",
      schema: AdminProductSchema,
      saved: () => "Product saved",
    });
  if (!id) return refusal({ intent, ok: false, message: "Save the product first" }, 400);
  return productWrite(api, id, intent, form);
}

export default function AdminProduct({ loaderData }: Route.ComponentProps) {
  const outcome = useActionData<typeof action>() as Outcome | undefined;
  return <ProductEditor {...loaderData} outcome={outcome} />;
}
