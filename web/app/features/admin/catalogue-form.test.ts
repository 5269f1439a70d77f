import { describe, expect, test } from "vitest";
import {
  fitmentFormat,
  listHref,
  nextSort,
  parseMoney,
  parseWhole,
  productQuery,
  readFitmentForm,
  readProductFilters,
  readProductForm,
  readSpecifications,
  splitQualifiers,
} from "./catalogue-form";
import { moved } from "./product-images";

function formOf(entries: Array<[string, string]>): FormData {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  return form;
}

const filled: Array<[string, string]> = [
  ["title", "  Ceramic Brake Pads  "],
  ["part_number", " MAP-1 "],
  ["category_id", "3"],
  ["type_id", "12"],
  ["brand_id", "7"],
  ["price", "$1,249.50"],
  ["handling", ""],
  ["shipping", "4.5"],
  ["stock", "1,200"],
  ["description", "**Quiet**\r\nand clean"],
];

describe("money and whole numbers as typed", () => {
  test("dollars with a sign, thousands commas and spaces are read; words and blanks are said", () => {
    expect(parseMoney(" $49.99 ", "Price")).toBe(49.99);
    expect(parseMoney("1,249.5", "Price")).toBe(1249.5);
    expect(parseMoney(".5", "Price")).toBe(0.5);
    expect(parseMoney("-3", "Price")).toBe(-3); // the API says "cannot be negative"
    expect(parseMoney("", "Price")).toBe("Price is required");
    expect(parseMoney("12 dollars", "Price")).toBe("Price must be an amount in dollars, like 49.99");
    expect(parseMoney("1e3", "Price")).toMatch(/must be an amount/);
  });
  test("stock is a whole number", () => {
    expect(parseWhole("1,200", "Stock")).toBe(1200);
    expect(parseWhole("2.5", "Stock")).toBe("Stock must be a whole number");
    expect(parseWhole(" ", "Stock")).toBe("Stock is required");
  });
});

describe("readProductForm", () => {
  test("a filled form becomes the API's body: trimmed, numbers parsed, blank handling is 0, CRLF made LF", () => {
    const read = readProductForm(formOf([...filled, ["universal", "on"], ["published", "on"]]));
    expect(read.errors).toBeNull();
    expect(read.body).toEqual({
      title: "Ceramic Brake Pads",
      part_number: "MAP-1",
      category_id: 3,
      type_id: 12,
      brand_id: 7,
      price: 1249.5,
      handling: 0,
      shipping: 4.5,
      stock: 1200,
      description: "**Quiet**\nand clean",
      specifications: [],
      universal: true,
      published: true,
    });
  });
  test("an edit carries its version and a slug only when one was typed", () => {
    const read = readProductForm(formOf([...filled, ["version", "4"], ["slug", " pads-map-1 "]]));
    expect(read.body?.version).toBe(4);
    expect(read.body?.slug).toBe("pads-map-1");
    expect(read.body?.universal).toBe(false);
    expect(read.body?.published).toBe(false); // an unticked box is not sent: hidden
    expect(readProductForm(formOf(filled)).body).not.toHaveProperty("slug");
  });
  test("unreadable fields are each said under their own name", () => {
    const read = readProductForm(
      formOf([
        ["title", "x"],
        ["price", "ten"],
        ["stock", "-"],
        ["category_id", ""],
        ["type_id", "0"],
        ["brand_id", "abc"],
        ["version", "x"],
      ]),
    );
    expect(read.body).toBeNull();
    expect(Object.keys(read.errors ?? {}).sort()).toEqual(
      ["brand_id", "category_id", "price", "stock", "type_id", "version"].sort(),
    );
    expect(read.errors?.category_id).toEqual(["Choose a category"]);
  });
});

describe("specification rows", () => {
  test("blank rows are dropped; a half-filled row is an error at its place among the kept rows", () => {
    const read = readSpecifications(
      formOf([
        ["spec_name", "Thread"],
        ["spec_value", "M20"],
        ["spec_name", ""],
        ["spec_value", ""],
        ["spec_name", "Width"],
        ["spec_value", " "],
      ]),
    );
    expect(read.rows).toEqual([
      { name: "Thread", value: "M20" },
      { name: "Width", value: "" },
    ]);
    expect(read.errors).toEqual({ "specifications.1.value": ["Give the specification a value, or clear its name"] });
  });
});

describe("readFitmentForm", () => {
  const base: Array<[string, string]> = [
    ["make", "Toyota"],
    ["model", "Camry"],
    ["year_from", "2018"],
  ];
  test("one year when the last is left empty; qualifiers split on semicolons; blanks are null", () => {
    const read = readFitmentForm(formOf([...base, ["year_to", ""], ["engines", "2.5L; 3.5L V6 ;2.5L"], ["trims", ""]]));
    expect(read.body).toEqual({
      make: "Toyota",
      model: "Camry",
      year_from: 2018,
      year_to: 2018,
      engines: ["2.5L", "3.5L V6"],
      trims: null,
      position: null,
      note: null,
      quantity: null,
    });
  });
  test("a quantity is a whole number from 1 to 100", () => {
    expect(readFitmentForm(formOf([...base, ["quantity", " 2 "]])).body?.quantity).toBe(2);
    expect(readFitmentForm(formOf([...base, ["quantity", "0"]])).errors).toEqual({
      quantity: ["Quantity must be a whole number from 1 to 100"],
    });
    expect(readFitmentForm(formOf([...base, ["quantity", "two"]])).errors).toEqual({
      quantity: ["Quantity must be a whole number"],
    });
  });
  test("years out of order and a missing model are said", () => {
    const read = readFitmentForm(
      formOf([
        ["make", "Toyota"],
        ["year_from", "2019"],
        ["year_to", "2017"],
      ]),
    );
    expect(read.errors).toEqual({
      model: ["Choose a model"],
      year_to: ["The last year cannot come before the first"],
    });
  });
  test("splitQualifiers", () => {
    expect(splitQualifiers(" ; ")).toBeNull();
    expect(splitQualifiers("LE;XSE")).toEqual(["LE", "XSE"]);
  });
});

describe("the product list's URL", () => {
  test("filters are read from the URL and only the set ones reach the API", () => {
    const filters = readProductFilters(new URL("http://shop/admin/products?q=%20pads%20&stock_max=5&evil=1"));
    expect(filters).toEqual({
      q: "pads",
      category_id: "",
      brand_id: "",
      stock_max: "5",
      published: "",
      sort: "",
      page: "",
    });
    expect(productQuery(filters).toString()).toBe("q=pads&stock_max=5");
  });
  test("the published filter is shown, hidden or nothing", () => {
    const hidden = readProductFilters(new URL("http://shop/admin/products?published=false"));
    expect(productQuery(hidden).toString()).toBe("published=false");
    expect(readProductFilters(new URL("http://shop/admin/products?published=true")).published).toBe("true");
    expect(readProductFilters(new URL("http://shop/admin/products?published=maybe")).published).toBe("");
  });
  test("changing a filter starts at page 1; paging keeps the filters; page 1 is not written", () => {
    const filters = { q: "pads", sort: "-price", page: "3", brand_id: "" };
    expect(listHref("/admin/products", filters, { brand_id: 7 })).toBe("/admin/products?q=pads&sort=-price&brand_id=7");
    expect(listHref("/admin/products", filters, { page: 4 })).toBe("/admin/products?q=pads&sort=-price&page=4");
    expect(listHref("/admin/products", filters, { page: 1 })).toBe("/admin/products?q=pads&sort=-price");
    expect(listHref("/admin/products", {}, {})).toBe("/admin/products");
  });
  test("a column's header flips its own sort and starts another's", () => {
    expect(nextSort("", "title")).toBe("-title");
    expect(nextSort("-title", "title")).toBe("title");
    expect(nextSort("title", "price")).toBe("price");
    expect(nextSort("price", "price")).toBe("-price");
    expect(nextSort("title", "updated")).toBe("-updated");
  });
});

test("a fitment file's format by its name, else by its content", () => {
  expect(fitmentFormat("apps.XML", "part_number,…")).toBe("aces");
  expect(fitmentFormat("apps.csv", "<ACES>")).toBe("csv");
  expect(fitmentFormat("apps", "  <?xml version")).toBe("aces");
  expect(fitmentFormat("apps.txt", "part_number,make")).toBe("csv");
});

test("moving a picture swaps it with its neighbour and never past the ends", () => {
  expect(moved(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
  expect(moved(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
  expect(moved(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
  expect(moved(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
});
