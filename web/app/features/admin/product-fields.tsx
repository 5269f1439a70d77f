import type { AdminProduct } from "@pitstop/contract/admin-catalogue";
import { Plus, Trash2 } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Form } from "react-router";
import { fieldError, fieldLabel, linkButton, sectionCard, textInput } from "~/components/forms/form-styles";
import { TextField } from "~/components/forms/text-field";
import { cn } from "~/lib/cn";
import { MarkdownField } from "./markdown-field";

type Option = { id: number; name: string };
type CategoryOption = Option & { types: Option[] };

/** Money as the field shows it: 49.9 → "49.90". */
const dollars = (n: number | undefined) => (n === undefined ? "" : n.toFixed(2));

function Select({
  label,
  name,
  value,
  onChange,
  defaultValue,
  options,
  placeholder,
  error,
  disabled,
}: {
  label: string;
  name: string;
  value?: string;
  onChange?: (value: string) => void;
  defaultValue?: string;
  options: Option[];
  placeholder: string;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        required
        value={value}
        defaultValue={defaultValue}
        onChange={onChange ? (e) => onChange(e.target.value) : undefined}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={textInput}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

function Specifications({
  initial,
  errors,
}: {
  initial: Array<{ name: string; value: string }>;
  errors: Record<string, string>;
}) {
  const [rows, setRows] = useState(() =>
    (initial.length > 0 ? initial : [{ name: "", value: "" }]).map((r, i) => ({ ...r, key: i })),
  );
  const [next, setNext] = useState(rows.length);
  const listError = errors.specifications;
  return (
    <fieldset>
      <legend className={fieldLabel}>Specifications</legend>
      <div className="mt-1 space-y-2">
        {rows.map((row, index) => {
          const nameError = errors[`specifications.${index}.name`];
          const valueError = errors[`specifications.${index}.value`];
          return (
            <div key={row.key} className="grid grid-cols-[1fr_1.5fr_auto] items-start gap-2">
              <div>
                <input
                  name="spec_name"
                  aria-label={`Specification ${index + 1} name`}
                  defaultValue={row.name}
                  maxLength={80}
                  placeholder="Name (Thread size)"
                  aria-invalid={nameError ? true : undefined}
                  className={cn(textInput, "mt-0")}
                />
                {nameError && <p className={fieldError}>{nameError}</p>}
              </div>
              <div>
                <input
                  name="spec_value"
                  aria-label={`Specification ${index + 1} value`}
                  defaultValue={row.value}
                  maxLength={200}
                  placeholder="Value (M20 × 1.5)"
                  aria-invalid={valueError ? true : undefined}
                  className={cn(textInput, "mt-0")}
                />
                {valueError && <p className={fieldError}>{valueError}</p>}
              </div>
              <button
                type="button"
                className={cn(linkButton, "h-11")}
                aria-label={`Remove specification ${index + 1}`}
                onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </div>
          );
        })}
      </div>
      {rows.length < 50 && (
        <button
          type="button"
          className={cn(linkButton, "mt-2")}
          onClick={() => {
            setRows((all) => [...all, { name: "", value: "", key: next }]);
            setNext((n) => n + 1);
          }}
        >
          <Plus className="size-4" aria-hidden="true" /> Add a specification
        </button>
      )}
      {listError && <p className={fieldError}>{listError}</p>}
    </fieldset>
  );
}

/** The product's own fields (everything but pictures and fitment), one form, saved at once. */
export function ProductFields({
  product,
  categories,
  brands,
  errors,
  problem,
  submit,
  danger,
}: {
  product: AdminProduct | null;
  categories: CategoryOption[];
  brands: Option[];
  errors: Record<string, string>;
  problem: string | null;
  submit: ReactNode;
  /** At the foot's other end: the editor's "Delete part". */
  danger?: ReactNode;
}) {
  const [categoryId, setCategoryId] = useState(product ? String(product.category.id) : "");
  const [typeId, setTypeId] = useState(product ? String(product.type.id) : "");
  const types = categories.find((c) => String(c.id) === categoryId)?.types ?? [];
  return (
    <Form method="post" className={cn(sectionCard, "space-y-5")} aria-label="Product" noValidate>
      {product && <input type="hidden" name="version" value={product.version} />}
      <div className="grid gap-5 lg:grid-cols-[2fr_1fr]">
        <TextField
          label="Title"
          name="title"
          defaultValue={product?.title}
          maxLength={200}
          required
          error={errors.title}
        />
        <TextField
          label="Part number"
          name="part_number"
          defaultValue={product?.part_number}
          maxLength={40}
          required
          autoComplete="off"
          className="[&_input]:font-mono"
          error={errors.part_number}
        />
      </div>
      <div className="grid gap-5 md:grid-cols-3">
        <Select
          label="Category"
          name="category_id"
          value={categoryId}
          onChange={(value) => {
            setCategoryId(value);
            setTypeId("");
          }}
          options={categories}
          placeholder="Choose a category"
          error={errors.category_id}
        />
        <Select
          label="Type"
          name="type_id"
          value={typeId}
          onChange={setTypeId}
          options={types}
          placeholder={categoryId ? "Choose a type" : "Pick a category"}
          disabled={!categoryId}
          error={errors.type_id}
        />
        <Select
          label="Brand"
          name="brand_id"
          defaultValue={product ? String(product.brand.id) : ""}
          options={brands}
          placeholder="Choose a brand"
          error={errors.brand_id}
        />
      </div>
      <div className="grid grid-cols-2 gap-5 md:grid-cols-4">
        <TextField
          label="Price ($)"
          name="price"
          inputMode="decimal"
          defaultValue={dollars(product?.price)}
          placeholder="49.99"
          required
          error={errors.price}
        />
        <TextField
          label="Handling ($)"
          name="handling"
          inputMode="decimal"
          defaultValue={dollars(product?.handling ?? 0)}
          error={errors.handling}
        />
        <TextField
          label="Shipping ($)"
          name="shipping"
          inputMode="decimal"
          defaultValue={dollars(product?.shipping ?? 0)}
          error={errors.shipping}
        />
        <TextField
          label="Stock"
          name="stock"
          inputMode="numeric"
          defaultValue={product ? String(product.stock) : "0"}
          required
          error={errors.stock}
        />
      </div>
      <MarkdownField
        label="Description"
        name="description"
        defaultValue={product?.description ?? ""}
        maxLength={20_000}
        error={errors.description}
      />
      <Specifications initial={product?.specifications ?? []} errors={errors} />
      <div className="grid items-start gap-5 md:grid-cols-2">
        <TextField
          label="Slug (the product page's address)"
          name="slug"
          defaultValue={product?.slug}
          maxLength={120}
          autoComplete="off"
          placeholder="Made from the title if empty"
          className="[&_input]:font-mono"
          error={errors.slug}
        />
        <label className="mt-7 flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            name="universal"
            defaultChecked={product?.universal ?? false}
            className="mt-0.5 size-5 rounded border-slate-300 accent-brand-500"
          />
          <span>
            <span className="font-medium">Universal</span>
            <span className="block text-slate-600 dark:text-slate-400">
              Fits every vehicle (a fluid, a tool): such a product has no fitment rows.
            </span>
          </span>
        </label>
      </div>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          name="published"
          defaultChecked={product?.published ?? true}
          className="mt-0.5 size-5 rounded border-slate-300 accent-brand-500"
        />
        <span>
          <span className="font-medium">Published</span>
          <span className="block text-slate-600 dark:text-slate-400">
            Shown in the shop. Untick to hide it from shoppers: its page, the search and the lists leave it out.
          </span>
        </span>
      </label>
      {errors.published && <p className={fieldError}>{errors.published}</p>}
      {errors.version && <p className={fieldError}>{errors.version}</p>}
      {problem && (
        <p role="alert" className={fieldError}>
          {problem}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-5 dark:border-slate-800">
        {danger && <div className="mr-auto">{danger}</div>}
        {submit}
      </div>
    </Form>
  );
}
