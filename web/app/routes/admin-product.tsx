import {
  AdminBrandListSchema,
  AdminCategoryListSchema,
  AdminFitmentListSchema,
  AdminProductDeletionSchema,
  AdminProductSchema,
} from "@pitstop/contract/admin-catalogue";
import { ArrowLeft, ExternalLink, Save } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Link, redirect, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { primaryButton } from "~/components/forms/form-styles";
import { firstErrors, readFitmentForm, readProductForm, text } from "~/features/admin/catalogue-form";
import { DeleteProduct } from "~/features/admin/delete-product";
import { FitmentEditor } from "~/features/admin/fitment-editor";
import { HiddenBadge } from "~/features/admin/hidden-badge";
import { markdownPreview } from "~/features/admin/markdown.server";
import { requireOperator } from "~/features/admin/operator.server";
import { Problem, StaleNotice } from "~/features/admin/pager";
import { ProductFields } from "~/features/admin/product-fields";
import { ProductImages } from "~/features/admin/product-images";
import { refusal } from "~/features/admin/refusal";
import { apiFor } from "~/lib/api.server";
import { requestPath } from "~/lib/request-path";
import { toast } from "~/lib/toasts";
import type { Route } from "./+types/admin-product";

const PRODUCT_ID = /^[1-9]\d{0,9}$/;
const MEDIA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const APPLICATION_ID = /^[1-9]\d{0,9}$/;

/** /admin/products/new (no id) creates; /admin/products/:id edits. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireOperator(request);
  const api = apiFor(request);
  const id = params.id;
  if (id !== undefined && !PRODUCT_ID.test(id))
    throw new Response(`Page Not Found: ${requestPath(request)}`, { status: 404 });
  const [categories, brands, product, fitment, deletion] = await Promise.all([
    api.get("/api/admin/categories", AdminCategoryListSchema),
    api.get("/api/admin/brands", AdminBrandListSchema),
    id ? api.get(`/api/admin/products/${id}`, AdminProductSchema) : null,
    id ? api.get(`/api/admin/products/${id}/fitment`, AdminFitmentListSchema) : null,
    id ? api.get(`/api/admin/products/${id}/deletion`, AdminProductDeletionSchema) : null,
  ]);
  return data(
    {
      product,
      fitment,
      deletion,
      categories: categories.map((c) => ({
        id: c.id,
        name: c.name,
        types: c.types.map((t) => ({ id: t.id, name: t.name })),
      })),
      brands: brands.map((b) => ({ id: b.id, name: b.name })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.product ? `${loaderData.product.title}` : "New product";
  return [{ title: `${title} · Back office · Pitstop` }, { name: "robots", content: "noindex" }];
}

export type EditorOutcome = {
  intent: string;
  ok: boolean;
  message: string;
  status?: number;
  errors?: Record<string, string[]>;
  preview?: string;
};

const Empty = z.unknown();

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
const allShown = (errors: Record<string, string[]>) =>
  Object.keys(errors).every((field) => FIELDS.has(field) || /^specifications\.\d+\.(name|value)$/.test(field));

/** Every write of the editor, through the admin API (which validates, locks, audits and refreshes). */
export async function action({ request, params }: Route.ActionArgs) {
  await requireOperator(request);
  const form = await request.formData();
  const intent = text(form, "intent");
  const id = params.id;
  if (id !== undefined && !PRODUCT_ID.test(id)) return refusal({ intent, ok: false, message: "Unknown product" }, 400);
  const api = apiFor(request);
  const refused = (answer: { status: number; message: string; errors?: Record<string, string[]> }) =>
    refusal(
      { intent, ok: false as const, status: answer.status, message: answer.message, errors: answer.errors },
      answer.status,
    );

  if (intent === "preview") return { intent, ok: true, message: "", preview: markdownPreview(text(form, "markdown")) };

  if (intent === "save") {
    const read = readProductForm(form);
    if (!read.body) return refusal({ intent, ok: false, message: "Some fields need a look", errors: read.errors }, 400);
    if (!id) {
      const { version: _none, ...create } = read.body;
      const answer = await api.send("POST", "/api/admin/products", AdminProductSchema, create);
      if (!answer.ok) return refused(answer);
      return redirect(`/admin/products/${answer.data.id}?created=1`);
    }
    if (read.body.version === undefined)
      return refusal({ intent, ok: false, message: "The form lost its version: reload the product" }, 400);
    const answer = await api.send("PATCH", `/api/admin/products/${id}`, AdminProductSchema, read.body);
    if (!answer.ok) return refused(answer);
    return { intent, ok: true, message: "Product saved" };
  }

  if (!id) return refusal({ intent, ok: false, message: "Save the product first" }, 400);

  if (intent === "delete" || intent === "hide") {
    const version = text(form, "version");
    if (!/^[1-9]\d{0,9}$/.test(version))
      return refusal({ intent, ok: false, message: "The form lost its version: reload the product" }, 400);
    if (intent === "hide") {
      const answer = await api.send("PATCH", `/api/admin/products/${id}`, AdminProductSchema, {
        published: false,
        version: Number(version),
      });
      if (!answer.ok) return refused(answer);
      return { intent, ok: true, message: "Hidden: the shop no longer shows this part" };
    }
    const answer = await api.send("DELETE", `/api/admin/products/${id}?version=${version}`, Empty);
    if (!answer.ok) return refused(answer);
    return redirect("/admin/products?deleted=1");
  }

  if (intent === "fitment-add") {
    const read = readFitmentForm(form);
    if (!read.body) return refusal({ intent, ok: false, message: "Some fields need a look", errors: read.errors }, 400);
    const answer = await api.send("POST", `/api/admin/products/${id}/fitment`, AdminFitmentListSchema, read.body);
    if (!answer.ok) return refused(answer);
    const { make, model, year_from, year_to } = read.body;
    const years = year_from === year_to ? `${year_from}` : `${year_from}–${year_to}`;
    return { intent, ok: true, message: `Fits the ${years} ${make} ${model} now` };
  }
  if (intent === "fitment-remove") {
    const applicationId = text(form, "application_id");
    if (!APPLICATION_ID.test(applicationId)) return refusal({ intent, ok: false, message: "Unknown application" }, 400);
    const answer = await api.send(
      "DELETE",
      `/api/admin/products/${id}/fitment/applications/${applicationId}`,
      AdminFitmentListSchema,
    );
    if (!answer.ok) return refused(answer);
    return { intent, ok: true, message: "Application removed" };
  }
  if (intent === "image-order") {
    const mediaIds = form.getAll("media_id").map(String);
    if (mediaIds.length === 0 || !mediaIds.every((m) => MEDIA_ID.test(m)))
      return refusal({ intent, ok: false, message: "Unknown picture" }, 400);
    const answer = await api.send("PUT", `/api/admin/products/${id}/images/order`, AdminProductSchema, {
      media_ids: mediaIds,
    });
    if (!answer.ok) return refused(answer);
    return { intent, ok: true, message: "Pictures reordered" };
  }
  if (intent === "image-delete") {
    const mediaId = text(form, "media_id");
    if (!MEDIA_ID.test(mediaId)) return refusal({ intent, ok: false, message: "Unknown picture" }, 400);
    const answer = await api.send("DELETE", `/api/admin/products/${id}/images/${mediaId}`, Empty);
    if (!answer.ok) return refused(answer);
    return { intent, ok: true, message: "Picture deleted" };
  }
  return refusal({ intent, ok: false, message: "Unknown action" }, 400);
}

/** Says the outcome of a save once, as a toast (field messages stay under their fields). */
export function useOutcomeToast(outcome: EditorOutcome | undefined) {
  const said = useRef<EditorOutcome | undefined>(undefined);
  useEffect(() => {
    if (!outcome || said.current === outcome || outcome.intent === "preview") return;
    said.current = outcome;
    if (outcome.ok) toast.success(outcome.message);
    else if (outcome.status !== 409 && !outcome.errors) toast.error(outcome.message);
  }, [outcome]);
}

export default function AdminProduct({ loaderData }: Route.ComponentProps) {
  const { product, fitment, deletion, categories, brands } = loaderData;
  const outcome = useActionData<typeof action>() as EditorOutcome | undefined;
  const saveOutcome = outcome?.intent === "save" ? outcome : undefined;
  useOutcomeToast(saveOutcome);
  // A refused deletion (the part was ordered meanwhile, or changed) is said at the top, as the API says it.
  const deleteRefusal = outcome?.intent === "delete" && !outcome.ok ? outcome.message : null;
  useOutcomeToast(outcome?.intent === "hide" ? outcome : undefined);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const created = useRef(false);
  useEffect(() => {
    if (created.current || !product) return;
    const url = new URL(window.location.href);
    if (url.searchParams.get("created") !== "1") return;
    created.current = true;
    toast.success("Product created: add its pictures and fitment");
    url.searchParams.delete("created");
    window.history.replaceState(window.history.state, "", url.pathname + url.search);
  }, [product]);
  const stale = saveOutcome && !saveOutcome.ok && saveOutcome.status === 409;
  return (
    <div className="space-y-6">
      <div>
        <Link
          to="/admin/products"
          className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-brand-600 dark:text-slate-400"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Products
        </Link>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-extrabold tracking-tight">{product ? product.title : "New product"}</h1>
            {product && (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {!product.published && (
                  <>
                    <HiddenBadge />{" "}
                  </>
                )}
                <span className="font-mono">{product.part_number}</span> · version {product.version} ·{" "}
                {product.fitment_count.toLocaleString("en-US")} fitment{" "}
                {product.fitment_count === 1 ? "application" : "applications"}
              </p>
            )}
          </div>
          {product && (
            <a
              href={`/${product.category.slug}/${product.type.slug}/${product.slug}`}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-600 hover:underline dark:text-brand-400"
            >
              View in the shop <ExternalLink className="size-4" aria-hidden="true" />
            </a>
          )}
        </div>
      </div>

      {stale && (
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
        problem={
          saveOutcome && !saveOutcome.ok && !stale && saveOutcome.errors && !allShown(saveOutcome.errors)
            ? saveOutcome.message
            : null
        }
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
        submit={
          <button type="submit" name="intent" value="save" className={primaryButton} disabled={saving}>
            <Save className="size-4" aria-hidden="true" />
            {saving ? "Saving…" : product ? "Save changes" : "Create product"}
          </button>
        }
      />

      {product && fitment ? (
        <>
          <ProductImages product={product} />
          <FitmentEditor productId={product.id} universal={product.universal} rows={fitment} />
        </>
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          Pictures and fitment are added once the product is created.
        </p>
      )}
    </div>
  );
}
