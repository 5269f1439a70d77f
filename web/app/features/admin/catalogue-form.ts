/**
 * The back office's catalogue forms and lists: what an operator typed, read into the
 * body the admin API takes, and a list's filters kept in its URL. Pure, so tested without a page.
 */

export type FieldErrors = Record<string, string[]>;

/** A form value as text ("" when absent or a file). */
export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * Dollars as typed: "49.99", "$1,249.5", " 12 ". Answers the number, or an error message. Rounding
 * and limits are the API's to judge (it says "has at most two decimals"), so 1.234 passes through.
 */
export function parseMoney(raw: string, label: string): number | string {
  const cleaned = raw.trim().replace(/^\$/, "").replaceAll(",", "").trim();
  if (cleaned === "") return `${label} is required`;
  if (!/^-?\d+(\.\d+)?$|^-?\.\d+$/.test(cleaned)) return `${label} must be an amount in dollars, like 49.99`;
  return Number(cleaned);
}

/** A whole number as typed ("1,200" too); an error message otherwise. */
export function parseWhole(raw: string, label: string): number | string {
  const cleaned = raw.trim().replaceAll(",", "");
  if (cleaned === "") return `${label} is required`;
  if (!/^-?\d+$/.test(cleaned)) return `${label} must be a whole number`;
  return Number(cleaned);
}

/** An id from a select; null when none was chosen. */
function parseId(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw.trim()) ? Number(raw.trim()) : null;
}

export type Specification = { name: string; value: string };

/**
 * The specification rows (`spec_name`/`spec_value` repeated, in order): a row left blank is dropped,
 * a row with only one side filled is an error on that row (`specifications.N.name|value`, as the
 * API names them).
 */
export function readSpecifications(form: FormData): { rows: Specification[]; errors: FieldErrors } {
  const names = form.getAll("spec_name").map((v) => (typeof v === "string" ? v.trim() : ""));
  const values = form.getAll("spec_value").map((v) => (typeof v === "string" ? v.trim() : ""));
  const rows: Specification[] = [];
  const errors: FieldErrors = {};
  for (let i = 0; i < Math.max(names.length, values.length); i++) {
    const name = names[i] ?? "";
    const value = values[i] ?? "";
    if (!name && !value) continue;
    const at = rows.length;
    if (!name) errors[`specifications.${at}.name`] = ["Name the specification, or clear its value"];
    if (!value) errors[`specifications.${at}.value`] = ["Give the specification a value, or clear its name"];
    rows.push({ name, value });
  }
  return { rows, errors };
}

export type ProductBody = {
  title: string;
  description: string;
  category_id: number;
  type_id: number;
  brand_id: number;
  part_number: string;
  price: number;
  handling: number;
  shipping: number;
  stock: number;
  specifications: Specification[];
  universal: boolean;
  /** Shown in the shop; a hidden product's page is the not-found page for shoppers. */
  published: boolean;
  slug?: string;
  version?: number;
};

/**
 * The product editor's fields as the admin API's create (no version) or edit (with the version the
 * form was opened with) body. Every field is sent on an edit too: the form shows them all. Answers
 * the body, or the field messages of what cannot be sent at all (the API judges the rest).
 */
export function readProductForm(
  form: FormData,
): { body: ProductBody; errors: null } | { body: null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => {
    errors[field] = [message];
  };
  const money = (name: "price" | "handling" | "shipping", label: string, blankIsZero: boolean) => {
    const raw = text(form, name);
    if (blankIsZero && raw.trim() === "") return 0;
    const value = parseMoney(raw, label);
    if (typeof value === "string") {
      fail(name, value);
      return 0;
    }
    return value;
  };
  const id = (name: "category_id" | "type_id" | "brand_id", message: string) => {
    const value = parseId(text(form, name));
    if (value === null) fail(name, message);
    return value ?? 0;
  };
  const price = money("price", "Price", false);
  const handling = money("handling", "Handling", true);
  const shipping = money("shipping", "Shipping", true);
  const stockValue = parseWhole(text(form, "stock"), "Stock");
  if (typeof stockValue === "string") fail("stock", stockValue);
  const category_id = id("category_id", "Choose a category");
  const type_id = id("type_id", "Choose a type of the category");
  const brand_id = id("brand_id", "Choose a brand");
  const specs = readSpecifications(form);
  Object.assign(errors, specs.errors);

  const body: ProductBody = {
    title: text(form, "title").trim(),
    // Markdown: its line breaks are its own; only the browser's CRLF is made LF.
    description: text(form, "description").replaceAll("\r\n", "\n"),
    category_id,
    type_id,
    brand_id,
    part_number: text(form, "part_number").trim(),
    price,
    handling,
    shipping,
    stock: typeof stockValue === "number" ? stockValue : 0,
    specifications: specs.rows,
    universal: form.get("universal") === "on",
    published: form.get("published") === "on",
  };
  const slug = text(form, "slug").trim();
  if (slug) body.slug = slug;
  const versionRaw = text(form, "version");
  if (versionRaw) {
    const version = parseWhole(versionRaw, "version");
    if (typeof version === "string" || version < 1) fail("version", "The form lost its version: reload the product");
    else body.version = version;
  }
  return Object.keys(errors).length > 0 ? { body: null, errors } : { body, errors: null };
}

/** The first message of each field, for the fields' error slots. */
export function firstErrors(errors: FieldErrors | undefined): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) if (messages[0]) first[field] = messages[0];
  return first;
}

/** The product list's filters, as its URL keeps them (and the admin API's query takes them). */
export const PRODUCT_FILTER_KEYS = ["q", "category_id", "brand_id", "stock_max", "published", "sort", "page"] as const;
export type ProductFilters = Record<(typeof PRODUCT_FILTER_KEYS)[number], string>;

/** The low-stock quick filter: a part with 5 or fewer in stock is low. */
export const LOW_STOCK = 5;

export function readProductFilters(url: URL): ProductFilters {
  const filters = {} as ProductFilters;
  for (const key of PRODUCT_FILTER_KEYS) filters[key] = url.searchParams.get(key)?.trim() ?? "";
  // Shown or hidden, or both: anything else would only earn the API's 400.
  if (filters.published !== "true" && filters.published !== "false") filters.published = "";
  return filters;
}

/** The API's query for the filters: the empty ones left out. */
export function productQuery(filters: ProductFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of PRODUCT_FILTER_KEYS) if (filters[key]) query.set(key, filters[key]);
  return query;
}

/**
 * A list's URL with some filters changed. Changing a filter starts at page 1 (a page change keeps
 * the filters); page 1 and empty values are left out, so each view has one address.
 */
export function listHref(
  base: string,
  filters: Record<string, string>,
  change: Record<string, string | number | null>,
): string {
  const merged: Record<string, string | number | null> = { ...filters, ...change };
  if (!("page" in change)) merged.page = null;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(merged))
    if (value !== null && value !== "" && !(key === "page" && Number(value) === 1)) params.set(key, String(value));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** The sort a column header sets: the same column again flips its direction. */
export function nextSort(current: string, column: "title" | "price" | "stock" | "updated"): string {
  const active = current || "title";
  if (active === column) return `-${column}`;
  if (active === `-${column}`) return column;
  // Newest changes and fullest stock are what one looks for first only for "updated".
  return column === "updated" ? "-updated" : column;
}

export type FitmentBody = {
  make: string;
  model: string;
  year_from: number;
  year_to: number;
  engines: string[] | null;
  trims: string[] | null;
  position: string | null;
  note: string | null;
  quantity: number | null;
};

/** Several engines or trims in one field, separated by semicolons; none is "all of them" (null). */
export function splitQualifiers(raw: string): string[] | null {
  const parts = [
    ...new Set(
      raw
        .split(";")
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
  return parts.length > 0 ? parts : null;
}

/** The "add fitment" form as the API's body; the years are checked here only for being years in order. */
export function readFitmentForm(
  form: FormData,
): { body: FitmentBody; errors: null } | { body: null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const make = text(form, "make").trim();
  const model = text(form, "model").trim();
  if (!make) errors.make = ["Choose a make"];
  if (!model) errors.model = ["Choose a model"];
  const from = parseWhole(text(form, "year_from"), "First year");
  const toRaw = text(form, "year_to").trim();
  const to = toRaw === "" ? from : parseWhole(toRaw, "Last year");
  if (typeof from === "string") errors.year_from = [from];
  if (typeof to === "string") errors.year_to = [to];
  if (typeof from === "number" && typeof to === "number" && to < from)
    errors.year_to = ["The last year cannot come before the first"];
  const position = text(form, "position").trim();
  const note = text(form, "note").trim();
  const quantityRaw = text(form, "quantity").trim();
  const quantity = quantityRaw === "" ? null : parseWhole(quantityRaw, "Quantity");
  if (typeof quantity === "string") errors.quantity = [quantity];
  else if (quantity !== null && (quantity < 1 || quantity > 100))
    errors.quantity = ["Quantity must be a whole number from 1 to 100"];
  if (
    Object.keys(errors).length > 0 ||
    typeof from !== "number" ||
    typeof to !== "number" ||
    typeof quantity === "string"
  )
    return { body: null, errors };
  return {
    body: {
      make,
      model,
      year_from: from,
      year_to: to,
      engines: splitQualifiers(text(form, "engines")),
      trims: splitQualifiers(text(form, "trims")),
      position: position || null,
      note: note || null,
      quantity,
    },
    errors: null,
  };
}

/** A fitment file's format: by its name (.xml, .csv), else by its first characters (XML starts with "<"). */
export function fitmentFormat(name: string, content: string): "csv" | "aces" {
  if (/\.xml$/i.test(name)) return "aces";
  if (/\.csv$/i.test(name)) return "csv";
  return content.trimStart().startsWith("<") ? "aces" : "csv";
}
