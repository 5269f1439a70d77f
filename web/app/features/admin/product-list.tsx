import type { AdminProductList } from "@pitstop/contract/admin-catalogue";
import { ArrowDown, ArrowUp } from "lucide-react";
import { Form, Link } from "react-router";
import { fieldLabel, textInput } from "~/components/forms/form-styles";
import { LocalTime } from "~/components/local-time";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/money";
import { AdminTable, chipClass, FindButton, PictureLink, Row, Th } from "./admin-list";
import { LOW_STOCK, listHref, nextSort, type ProductFilters } from "./catalogue-form";
import { HiddenBadge } from "./hidden-badge";

export const PRODUCTS = "/admin/products";

type Option = { id: number; name: string };

/** The product list's filters: a search, category, brand, shown or hidden, and a stock ceiling. */
export function ProductFilterForm({
  filters,
  categories,
  brands,
}: {
  filters: ProductFilters;
  categories: Option[];
  brands: Option[];
}) {
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
      <FindButton path={PRODUCTS} />
    </Form>
  );
}

/** One-click filters: low stock, hidden parts, and taking every filter off. */
export function QuickFilters({ filters }: { filters: ProductFilters }) {
  const low = filters.stock_max === String(LOW_STOCK);
  const hidden = filters.published === "false";
  const any = filters.q || filters.category_id || filters.brand_id || filters.stock_max || filters.published;
  return (
    <div className="flex flex-wrap gap-2">
      <Link
        to={listHref(PRODUCTS, filters, { stock_max: low ? null : LOW_STOCK })}
        aria-pressed={low}
        className={chipClass(low)}
      >
        Low stock (≤ {LOW_STOCK})
      </Link>
      <Link
        to={listHref(PRODUCTS, filters, { published: hidden ? null : "false" })}
        aria-pressed={hidden}
        className={chipClass(hidden)}
      >
        Hidden
      </Link>
      {any && (
        <Link to={listHref(PRODUCTS, { sort: filters.sort }, {})} className={chipClass(false)}>
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
    <Th className={className} aria-sort={direction ?? "none"}>
      <Link
        to={listHref(PRODUCTS, filters, { sort: nextSort(filters.sort, column) })}
        className="inline-flex items-center gap-1 hover:text-slate-900 dark:hover:text-white"
      >
        {label}
        {direction === "ascending" && <ArrowUp className="size-3.5" aria-hidden="true" />}
        {direction === "descending" && <ArrowDown className="size-3.5" aria-hidden="true" />}
      </Link>
    </Th>
  );
}

/** The products of a page, sortable by their column headings. */
export function ProductTable({
  products,
  filters,
}: {
  products: AdminProductList["products"];
  filters: ProductFilters;
}) {
  return (
    <AdminTable
      minWidth="min-w-[40rem]"
      columns={[
        <SortHeader key="title" filters={filters} column="title" label="Product" />,
        "Category",
        "Brand",
        <SortHeader key="price" filters={filters} column="price" label="Price" className="text-right" />,
        <SortHeader key="stock" filters={filters} column="stock" label="Stock" className="text-right" />,
        <SortHeader
          key="updated"
          filters={filters}
          column="updated"
          label="Changed"
          className="hidden xl:table-cell"
        />,
      ]}
    >
      {products.map((p) => (
        <Row key={p.id}>
          <td className="px-4 py-2.5">
            <PictureLink to={`${PRODUCTS}/${p.id}`} picture={p.image} shape="square" title={p.title}>
              <span className="block font-mono text-xs text-slate-500 dark:text-slate-400">
                {p.part_number}
                {p.universal && <span className="ml-2 font-sans">· Universal</span>}
              </span>
              {!p.published && (
                <span className="mt-1 block">
                  <HiddenBadge />
                </span>
              )}
            </PictureLink>
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
        </Row>
      ))}
    </AdminTable>
  );
}
