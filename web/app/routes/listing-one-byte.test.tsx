import { FilterResponseSchema } from "@pitstop/contract/catalogue";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { CatalogueView } from "~/features/catalogue/catalogue-view";
import { withCar } from "~/features/catalogue/fit-test-setup";
import { pageListing } from "~/features/catalogue/page-listing";
import { Footer } from "~/layout/footer";
import { jsonData } from "~/lib/json-data";
import { isOneByte } from "~/test-support/one-byte";
import { useCardControls } from "./card-controls";

/**
 * A vehicle page the cache has not seen is rendered as one string of ~120,000 characters, and V8
 * holds it in one byte a character only while every piece of it is Latin-1 (lib/html.ts, `narrow`):
 * one "—" from a product's title made it two bytes a character, and the page ~20% slower to render
 * (docs/decisions/016). The titles of the catalogue carry dashes and quotes, so a list's cards, their
 * hearts, the listing's data and the page's own words must not let one in.
 */
const vehicle = {
  id: 4730,
  year: "2016",
  make: "Honda",
  model: "Civic",
  slug: "honda-civic-2016",
  path: "/honda-civic-2016-accessories",
};
const card = (id: number, title: string) => ({
  id,
  slug: `part-${id}`,
  path: `/brakes/brake-pads/part-${id}`,
  title,
  part_number: `P-${id}`,
  brand: { slug: "stopline", name: "Stopline" },
  type: { slug: "brake-pads", name: "Brake Pads" },
  price: 49.49,
  shipping: 0,
  rating: 4.7,
  review_count: 3,
  qty: 8,
  image_url: null,
  universal: false,
  fits: true,
  fit: { state: "fits", position: "Front", note: null, question: null, options: [], applications: [] },
  fit_confirmations: 2,
  promotion: null,
});
const facet = (value: string, count: number) => ({ value, label: value, count });
/** The API's answer for a vehicle page, as JSON brings it (so its titles are two-byte strings). */
const answer = FilterResponseSchema.parse(
  JSON.parse(
    JSON.stringify({
      products: [
        card(1, "Stopline Semi-Metallic Brake Pad Set, Front — With Hardware (SL-0322HV)"),
        card(2, "Halvorsen “Quiet” Ceramic Pads, Rear"),
        card(3, "Voltaris 6.75 in Component Speakers, Pair — 300 W Peak"),
      ],
      total: 566,
      total_capped: false,
      fits_vehicle: { ...vehicle, trim: null, engine: null },
      page: 1,
      pages: 24,
      facets: {
        type: [facet("Brake Pads", 3)],
        brand: [facet("Stopline", 2)],
        rating: [facet("4", 3)],
        fitment: [facet("direct", 3)],
        engine: [facet("1.5L 4-cyl", 3), facet("2.0L 4-cyl", 2)],
        trim: [],
      },
      only_fits: true,
      all_total: null,
      context: {
        title: "Parts and accessories for 2016 Honda Civic",
        category: null,
        type: null,
        brand: null,
        vehicle,
        categories: [facet("brakes", 42)],
        breadcrumbs: [
          { label: "Home", path: "/" },
          { label: "2016 Honda Civic", path: vehicle.path },
        ],
      },
    }),
  ),
);

function VehiclePage() {
  const controls = useCardControls();
  const listing = pageListing(answer, new URLSearchParams());
  return (
    <>
      <CatalogueView data={listing} sort="featured" fitsVehicle={listing.fits_vehicle} {...controls} />
      <Footer contact={undefined} social={undefined} latestNews={[{ id: 1, slug: "winter", title: "Winter prep" }]} />
    </>
  );
}

/** The page as the server renders it, for a visitor with no car chosen. */
function serverRender(): string {
  const { element } = withCar(<VehiclePage />, null);
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [vehicle.path] });
  return renderToString(<RouterProvider router={router} />);
}

describe("a vehicle page stays in one byte a character", () => {
  test("its titles' dashes and quotes are in it, as character references", () => {
    expect(isOneByte(answer.products[0]?.title ?? "")).toBe(false);
    const html = serverRender();
    expect(html).toContain("Front &#8212; With Hardware (SL-0322HV)</a>");
    expect(html).toContain("Add Halvorsen &#8220;Quiet&#8221; Ceramic Pads, Rear to wishlist");
    // Pages 1, 2 … 24: the gap between them is drawn, not written.
    expect(html).toContain('aria-label="Pagination"');
    expect(isOneByte(`<!DOCTYPE html>${html}`)).toBe(true);
  });

  test("and so is the listing's data, which reads back as it was", () => {
    const data = jsonData(pageListing(answer, new URLSearchParams()));
    expect(isOneByte(data.json)).toBe(true);
    expect(JSON.parse(data.json).products[1].title).toBe("Halvorsen “Quiet” Ceramic Pads, Rear");
  });
});
