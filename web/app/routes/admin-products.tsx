import {
  AdminBrandListSchema,
  AdminCategoryListSchema,
  AdminProductListSchema,
} from "@pitstop/contract/admin-catalogue";
import { ListBody, ListHeading, NewLink } from "~/features/admin/admin-list";
import { listHref, productQuery, readProductFilters } from "~/features/admin/catalogue-form";
import { useLandingToast } from "~/features/admin/landing-toast";
import { pageCount } from "~/features/admin/list-url";
import { adminMeta } from "~/features/admin/meta";
import { requireOperator } from "~/features/admin/operator.server";
import { PRODUCTS, ProductFilterForm, ProductTable, QuickFilters } from "~/features/admin/product-list";
import { listData } from "~/features/admin/route.server";
import { apiFor } from "~/lib/api.server";
import type { Route } from "./+types/admin-products";

export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  const filters = readProductFilters(new URL(request.url));
  const api = apiFor(request);
  const [answer, categories, brands] = await Promise.all([
    api.send("GET", `/api/admin/products?${productQuery(filters)}`, AdminProductListSchema),
    api.get("/api/admin/categories", AdminCategoryListSchema),
    api.get("/api/admin/brands", AdminBrandListSchema),
  ]);
  return listData(answer, {
    filters,
    categories: categories.map((c) => ({ id: c.id, name: c.name })),
    brands: brands.map((b) => ({ id: b.id, name: b.name })),
  });
}

export function meta() {
  return adminMeta("Products");
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { list, problem, filters, categories, brands } = loaderData;
  useLandingToast("deleted", "Part deleted");
  return (
    <div className="space-y-5">
      <ListHeading
        title="Products"
        total={list?.total ?? null}
        one="product"
        many="products"
        action={<NewLink to={`${PRODUCTS}/new`}>New product</NewLink>}
      />
      <ProductFilterForm filters={filters} categories={categories} brands={brands} />
      <QuickFilters filters={filters} />
      <ListBody
        problem={problem}
        rows={list?.products ?? null}
        empty="No products match these filters."
        pager={
          list && {
            page: list.page,
            pages: pageCount(list.total, list.page_size),
            hrefFor: (page) => listHref(PRODUCTS, filters, { page }),
          }
        }
      >
        {(products) => <ProductTable products={products} filters={filters} />}
      </ListBody>
    </div>
  );
}
