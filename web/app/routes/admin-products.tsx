import {
  AdminBrandListSchema,
  AdminCategoryListSchema,
  AdminProductListSchema,
} from "@pitstop/contract/admin-catalogue";
import { ArrowDown, ArrowUp, ImageOff, Plus, Search } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { fieldLabel, primaryButton, secondaryButton, textInput } from "~/components/forms/form-styles";
import { LocalTime } from "~/components/local-time";
import {
  LOW_STOCK,
  listHref,
  nextSort,
  type ProductFilters,
  productQuery,
  readProductFilters,
} from "~/features/admin/catalogue-form";
import { HiddenBadge } from "~/features/admin/hidden-badge";
import { useLandingToast } from "~/features/admin/landing-toast";
import { requireOperator } from "~/features/admin/operator.server";
import { EmptyList, Pager, Problem } from "~/features/admin/pager";
import { apiFor } from "~/lib/api.server";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/money";
import type { Route } from "./+types/admin-products";

const BASE = "/admin/products";

export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  const filters = readProductFilters(new URL(request.url));
  const api = apiFor(request);
  const [answer, categories, brands] = await Promise.all([
    api.send("GET", `/api/admin/products?${productQuery(filters)}`, AdminProductListSchema),
    api.get("/api/admin/categories", AdminCategoryListSchema),
    api.get("/api/admin/brands", AdminBrandListSchema),
  ]);
  const options = {
    categories: categories.map((c) => ({ id: c.id, name: c.name })),
    brands: brands.map((b) => ({ id: b.id, name: b.name })),
  };
  const headers = { "Cache-Control": "private, no-store" };
  // A filter the API refuses (a page past the end, a stock of -1) is said on the page.
  if (!answer.ok) return data({ list: null, problem: answer.message, filters, ...options }, { headers });
  return data({ list: answer.data, problem: null, filters, ...options }, { headers });
}

export function meta() {
  return [{ title: "Products · Back office · Pitstop" }, { name: "robots", content: "noindex" }];
}

type Option = { id: number; name: string };

function Filters({ filters, categories, brands }: { filters: ProductFilters; categories: Option[]; brands: Option[] }) {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === BASE;
  const select = cn(textInput, "pr-8");
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Find products">
      {filters.sort && <input type="hidden" name="sort" value={filters.sort} />}
      <div className="min-w-[12rem] flex-[2]">
        <label htmlFor="products-q" className={fieldLabel}>
          Title or part number
        </label>
        <input
          id="products-q"
          name="q"
          type="search"
          defaultValue={filters.q}
          maxLength={200}
          placeholder="Brake pads, KF-2231…"
          className={textInput}
        />
      </div>
      <div className="min-w-[9rem] flex-1">
        <label htmlFor="products-category" className={fieldLabel}>
          Category
        </label>
        <select id="products-category" name="category_id" defaultValue={filters.category_id} className={select}>
          <option value="">All categories</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-[9rem] flex-1">
        <label htmlFor="products-brand" className={fieldLabel}>
          Brand
        </label>
        <select id="products-brand" name="brand_id" defaultValue={filters.brand_id} className={select}>
          <option value="">All brands</option>
          {brands.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
      <div className="w-28">
        <label htmlFor="products-published" className={fieldLabel}>
          In the shop
        </label>
        <select id="products-published" name="published" defaultValue={filters.published} className={select}>
          <option value="">All</option>
          <option value="true">Published</option>
          <option value="false">Hidden</option>
        </select>
      </div>
      <div className="w-24">
        <label htmlFor="products-stock" className={fieldLabel}>
          Stock ≤
        </label>
        <input
          id="products-stock"
          name="stock_max"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          defaultValue={filters.stock_max}
          className={textInput}
        />
      </div>
      <button type="submit" className={secondaryButton} disabled={busy}>
        <Search className="size-4" aria-hidden="true" /> Find
      </button>
    </Form>
  );
}

function QuickFilters({ filters }: { filters: ProductFilters }) {
  const low = filters.stock_max === String(LOW_STOCK);
  const hidden = filters.published === "false";
  const any = filters.q || filters.category_id || filters.brand_id || filters.stock_max || filters.published;
  const chip = (active: boolean) =>
    cn(
      "inline-flex h-9 items-center rounded-full px-3.5 text-sm font-semibold whitespace-nowrap",
      active
        ? "bg-slate-900 text-white dark:bg-white dark:text-slate-900"
        : "bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:hover:bg-slate-700",
    );
  return (
    <div className="flex flex-wrap gap-2">
      <Link
        to={listHref(BASE, filters, { stock_max: low ? null : LOW_STOCK })}
        aria-pressed={low}
        className={chip(low)}
      >
        Low stock (≤ {LOW_STOCK})
      </Link>
      <Link
        to={listHref(BASE, filters, { published: hidden ? null : "false" })}
        aria-pressed={hidden}
        className={chip(hidden)}
      >
        Hidden
      </Link>
      {any && (
        <Link to={listHref(BASE, { sort: filters.sort }, {})} className={chip(false)}>
          Clear filters
        </Link>
      )}
    </div>
  );
}

function SortHeader({
  filters,
  column,
  label,
  className,
}: {
  filters: ProductFilters;
  column: "title" | "price" | "stock" | "updated";
  label: string;
  className?: string;
}) {
  const current = filters.sort || "title";
  const direction = current === column ? "ascending" : current === `-${column}` ? "descending" : undefined;
  return (
    <th scope="col" className={cn("px-4 py-3", className)} aria-sort={direction ?? "none"}>
      <Link
        to={listHref(BASE, filters, { sort: nextSort(filters.sort, column) })}
        className="inline-flex items-center gap-1 hover:text-slate-900 dark:hover:text-white"
      >
        {label}
        {direction === "ascending" && <ArrowUp className="size-3.5" aria-hidden="true" />}
        {direction === "descending" && <ArrowDown className="size-3.5" aria-hidden="true" />}
      </Link>
    </th>
  );
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { list, problem, filters, categories, brands } = loaderData;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.page_size)) : 1;
  useLandingToast("deleted", "Part deleted");
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-baseline gap-3">
          <h1 className="text-2xl font-extrabold tracking-tight">Products</h1>
          {list && (
            <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
              {list.total.toLocaleString("en-US")} {list.total === 1 ? "product" : "products"}
            </p>
          )}
        </div>
        <Link to="/admin/products/new" className={primaryButton}>
          <Plus className="size-4" aria-hidden="true" /> New product
        </Link>
      </div>
      <Filters filters={filters} categories={categories} brands={brands} />
      <QuickFilters filters={filters} />
      {problem && <Problem>{problem}</Problem>}
      {list && list.products.length === 0 && <EmptyList>No products match these filters.</EmptyList>}
      {list && list.products.length > 0 && (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:bg-slate-900 dark:text-slate-400">
              <tr>
                <SortHeader filters={filters} column="title" label="Product" />
                <th scope="col" className="px-4 py-3">
                  Category
                </th>
                <th scope="col" className="px-4 py-3">
                  Brand
                </th>
                <SortHeader filters={filters} column="price" label="Price" className="text-right" />
                <SortHeader filters={filters} column="stock" label="Stock" className="text-right" />
                <SortHeader filters={filters} column="updated" label="Changed" className="hidden xl:table-cell" />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {list.products.map((p) => (
                <tr key={p.id} className="hover:bg-slate-50 dark:hover:bg-slate-900/60">
                  <td className="px-4 py-2.5">
                    <Link to={`${BASE}/${p.id}`} className="group flex items-center gap-3">
                      {p.image ? (
                        <img
                          src={p.image}
                          alt=""
                          width={40}
                          height={40}
                          loading="lazy"
                          className="size-10 shrink-0 rounded-lg bg-white object-contain ring-1 ring-slate-200 dark:ring-slate-700"
                        />
                      ) : (
                        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-400 dark:bg-slate-800">
                          <ImageOff className="size-4" aria-hidden="true" />
                        </span>
                      )}
                      <span className="min-w-0">
                        <span className="line-clamp-2 font-semibold text-slate-900 group-hover:text-brand-600 group-hover:underline dark:text-white dark:group-hover:text-brand-400">
                          {p.title}
                        </span>
                        <span className="block font-mono text-xs text-slate-500 dark:text-slate-400">
                          {p.part_number}
                          {p.universal && <span className="ml-2 font-sans">· Universal</span>}
                        </span>
                        {!p.published && (
                          <span className="mt-1 block">
                            <HiddenBadge />
                          </span>
                        )}
                      </span>
                    </Link>
                  </td>
                  <td className="px-4 py-2.5 text-slate-700 dark:text-slate-300">{p.category}</td>
                  <td className="px-4 py-2.5 text-slate-700 dark:text-slate-300">{p.brand}</td>
                  <td className="px-4 py-2.5 text-right font-semibold tabular-nums">{formatPrice(p.price)}</td>
                  <td
                    className={cn(
                      "px-4 py-2.5 text-right tabular-nums",
                      p.stock <= LOW_STOCK && "font-semibold text-rose-600 dark:text-rose-400",
                    )}
                  >
                    {p.stock.toLocaleString("en-US")}
                  </td>
                  <td className="hidden px-4 py-2.5 whitespace-nowrap text-slate-600 xl:table-cell dark:text-slate-400">
                    <LocalTime iso={p.updated_at} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list && <Pager page={list.page} pages={pages} hrefFor={(page) => listHref(BASE, filters, { page })} />}
    </div>
  );
}
