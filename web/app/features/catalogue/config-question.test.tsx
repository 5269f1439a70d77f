import type { FacetValue } from "@pitstop/contract/catalogue";
import type { Fit } from "@pitstop/contract/fitment";
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { camry2018 } from "~/test-support/test-user";
import { ConfigQuestion } from "./config-question";
import { activeCamry, renderWithCar } from "./fit-test-setup";
import { ListingView } from "./listing-view";
import type { CardProduct } from "./product-card";

const { main: _main, ...camry } = camry2018;
const engines: FacetValue[] = [
  { value: "2.5L 4-cyl", label: "2.5L 4-cyl", count: 10 },
  { value: "3.5L V6", label: "3.5L V6", count: 1 },
];
const needsEngine: Fit = {
  state: "needs_config",
  position: null,
  note: null,
  question: "engine",
  options: [
    { value: "2.5L 4-cyl", fits: true },
    { value: "3.5L V6", fits: false },
  ],
  applications: [],
};
const card = (id: number, fit: Fit): CardProduct => ({
  id,
  path: `/filters/oil-filters/filter-${id}`,
  title: `Oil Filter ${id}`,
  brand: { name: "Kestrel" },
  price: 8,
  shipping: 0,
  rating: 4,
  review_count: 3,
  qty: 9,
  image_url: null,
  universal: false,
  fit,
});

describe("a list asks its car's engine once", () => {
  test("the question names the shopper's car and each engine with how many parts it lists", () => {
    renderWithCar(<ConfigQuestion vehicle={camry} facets={{ engine: engines, trim: [] }} />);
    const question = screen.getByRole("region", { name: "Which engine does your 2018 Toyota Camry have?" });
    const choices = within(question).getAllByRole("button");
    expect(choices.map((b) => b.textContent)).toEqual(["2.5L 4-cyl 10 parts", "3.5L V6 1 part"]);
  });

  test("choosing an engine saves it on the active car", async () => {
    const { state, user } = renderWithCar(<ConfigQuestion vehicle={camry} facets={{ engine: engines }} />);
    await user.click(screen.getByRole("button", { name: "2.5L 4-cyl 10 parts" }));
    expect(state.configure).toHaveBeenCalledWith({ engine: "2.5L 4-cyl" });
    expect(state.choose).not.toHaveBeenCalled();
  });

  test("on another car's page, choosing its engine makes that car the active one with it", async () => {
    const civic = { ...activeCamry, id: 1, model: "Civic", make: "Honda", slug: "honda-civic-2015", year: "2015" };
    const { state, user } = renderWithCar(<ConfigQuestion vehicle={camry} facets={{ engine: engines }} />, civic);
    screen.getByRole("region", { name: "Which engine does the 2018 Toyota Camry have?" });
    await user.click(screen.getByRole("button", { name: "3.5L V6 1 part" }));
    expect(state.choose).toHaveBeenCalledWith(expect.objectContaining({ id: camry.id, engine: "3.5L V6" }));
    expect(state.configure).not.toHaveBeenCalled();
  });

  test("the trim is asked once the engine is known or does not matter", async () => {
    const withEngine = { ...camry, engine: "2.5L 4-cyl" };
    const trims = [
      { value: "LE", label: "LE", count: 4 },
      { value: "XSE", label: "XSE", count: 6 },
    ];
    const { state, user } = renderWithCar(
      <ConfigQuestion vehicle={withEngine} facets={{ engine: engines, trim: trims }} />,
      { ...activeCamry, engine: "2.5L 4-cyl" },
    );
    screen.getByRole("region", { name: "Which trim does your 2018 Toyota Camry 2.5L 4-cyl have?" });
    await user.click(screen.getByRole("button", { name: "XSE 6 parts" }));
    expect(state.configure).toHaveBeenCalledWith({ trim: "XSE" });
  });

  test("nothing is asked without choices, without a car, or of a car that already names them", () => {
    renderWithCar(
      <>
        <ConfigQuestion vehicle={camry} facets={{ engine: [], trim: [] }} />
        <ConfigQuestion vehicle={null} facets={{ engine: engines }} />
        <ConfigQuestion vehicle={{ ...camry, engine: "3.5L V6" }} facets={{ engine: engines }} />
      </>,
    );
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  test("a list asks once at its top; its cards say only 'Needs engine', without the choices", () => {
    const products = [card(1, needsEngine), card(2, needsEngine), card(3, needsEngine)];
    renderWithCar(
      <ListingView
        breadcrumbs={[]}
        header={<h1>Oil Filters</h1>}
        listing={{
          products,
          total: 3,
          total_capped: false,
          page: 1,
          pages: 1,
          facets: { type: [], brand: [], rating: [], fitment: [], engine: engines, trim: [] },
        }}
        sortMenu={null}
        showType={false}
        fitsVehicle={camry}
      />,
    );
    expect(screen.getAllByRole("region", { name: /^Which engine does/ })).toHaveLength(1);
    for (const article of screen.getAllByRole("article")) {
      expect(within(article).getByText("Needs engine")).toBeDefined();
      expect(within(article).queryByRole("button", { name: /Choose engine/ })).toBeNull();
    }
    // The sidebar no longer asks it a second time.
    expect(within(screen.getByRole("complementary", { name: "Filters" })).queryByText(/engine/i)).toBeNull();
  });
});
