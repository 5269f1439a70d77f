import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { readProductForm } from "./catalogue-form";
import { ProductFields } from "./product-fields";

const categories = [
  {
    id: 1,
    name: "Brakes",
    types: [
      { id: 11, name: "Brake Pads" },
      { id: 12, name: "Brake Rotors" },
    ],
  },
  { id: 2, name: "Filters", types: [{ id: 21, name: "Oil Filters" }] },
];
const brands = [{ id: 5, name: "Halvorsen Brake Co." }];

/** The editor in a router whose action hands back what the form sent, read as the route reads it. */
function renderEditor() {
  const sent: FormData[] = [];
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <ProductFields
            product={null}
            categories={categories}
            brands={brands}
            errors={{}}
            problem={null}
            submit={
              <button type="submit" name="intent" value="save">
                Create product
              </button>
            }
          />
        ),
        action: async ({ request }) => {
          sent.push(await request.formData());
          return null;
        },
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return sent;
}

describe("the product editor's fields", () => {
  test("the type list follows the category, and a category change clears the type", async () => {
    const user = userEvent.setup();
    renderEditor();
    const type = screen.getByLabelText("Type") as HTMLSelectElement;
    expect(type.disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText("Category"), "Brakes");
    expect(type.disabled).toBe(false);
    expect([...type.options].map((o) => o.text)).toEqual(["Choose a type", "Brake Pads", "Brake Rotors"]);
    await user.selectOptions(type, "Brake Rotors");
    await user.selectOptions(screen.getByLabelText("Category"), "Filters");
    expect(type.value).toBe("");
    expect([...type.options].map((o) => o.text)).toEqual(["Choose a type", "Oil Filters"]);
  });

  test("specification rows are added and removed, and the form sends what the API takes", async () => {
    const user = userEvent.setup();
    const sent = renderEditor();
    await user.type(screen.getByLabelText("Title"), "Ceramic Pads");
    await user.type(screen.getByLabelText("Part number"), "HB-1");
    await user.selectOptions(screen.getByLabelText("Category"), "Brakes");
    await user.selectOptions(screen.getByLabelText("Type"), "Brake Pads");
    await user.selectOptions(screen.getByLabelText("Brand"), "Halvorsen Brake Co.");
    await user.type(screen.getByLabelText("Price ($)"), "49.99");
    await user.type(screen.getByLabelText("Specification 1 name"), "Material");
    await user.type(screen.getByLabelText("Specification 1 value"), "Ceramic");
    await user.click(screen.getByRole("button", { name: "Add a specification" }));
    await user.click(screen.getByRole("button", { name: "Add a specification" }));
    await user.type(screen.getByLabelText("Specification 2 name"), "Wear sensor");
    await user.type(screen.getByLabelText("Specification 3 name"), "Removed");
    await user.click(screen.getByRole("button", { name: "Remove specification 3" }));
    await user.click(screen.getByRole("button", { name: "Create product" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const read = readProductForm(sent[0] as FormData);
    // The second row has a name but no value: said on that row, nothing sent.
    expect(read.errors).toEqual({
      "specifications.1.value": ["Give the specification a value, or clear its name"],
    });
    await user.type(screen.getByLabelText("Specification 2 value"), "Included");
    await user.click(screen.getByRole("button", { name: "Create product" }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(readProductForm(sent[1] as FormData).body).toEqual({
      title: "Ceramic Pads",
      description: "",
      category_id: 1,
      type_id: 11,
      brand_id: 5,
      part_number: "HB-1",
      price: 49.99,
      handling: 0,
      shipping: 0,
      stock: 0,
      specifications: [
        { name: "Material", value: "Ceramic" },
        { name: "Wear sensor", value: "Included" },
      ],
      universal: false,
      published: true, // a new product is shown unless unticked
    });
  });
});
