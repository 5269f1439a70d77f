import type { Product } from "@pitstop/contract/catalogue";
import { describe, expect, test } from "vitest";
import {
  breadcrumbList,
  canonicalListing,
  plainSummary,
  productBreadcrumbs,
  productStructuredData,
} from "./structured-data";

const origin = "https://shop.example";
const product = {
  id: 7,
  path: "/brakes/brake-pads/ceramic-pads-7",
  title: "Ceramic pads </script><script>alert(1)</script>",
  part_number: "SW-1007",
  brand: { slug: "stopwell", name: "Stopwell" },
  type: { slug: "brake-pads", name: "Brake pads" },
  category: { slug: "brakes", name: "Brakes" },
  price: 41.5,
  qty: 3,
  rating: 4.26,
  review_count: 12,
  image_url: "/api/media/a",
  images: [
    { url: "/api/media/a", alt: "" },
    { url: "/api/media/b", alt: "" },
  ],
  description: "**Quiet** ceramic pads. See [the guide](/blog/pads).",
} as unknown as Product;

describe("a product's structured data", () => {
  test("Product with brand, part number, absolute pictures, an Offer and the rating", () => {
    const data = productStructuredData(product, origin);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.title,
      url: `${origin}${product.path}`,
      sku: "SW-1007",
      mpn: "SW-1007",
      brand: { "@type": "Brand", name: "Stopwell" },
      image: [`${origin}/api/media/a`, `${origin}/api/media/b`],
      description: "Quiet ceramic pads. See the guide.",
      offers: {
        "@type": "Offer",
        priceCurrency: "USD",
        price: "41.50",
        availability: "https://schema.org/InStock",
      },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.3, reviewCount: 12 },
    });
  });

  test("out of stock says so, and no reviews means no rating at all", () => {
    const data = productStructuredData({ ...product, qty: 0, review_count: 0, rating: 0 }, origin);
    expect((data.offers as { availability: string }).availability).toBe("https://schema.org/OutOfStock");
    expect(data).not.toHaveProperty("aggregateRating");
  });

  test("breadcrumbs are a BreadcrumbList of absolute addresses, in order", () => {
    const list = breadcrumbList(productBreadcrumbs(product), origin);
    expect(list).toMatchObject({ "@type": "BreadcrumbList" });
    expect(
      (list.itemListElement as Array<{ position: number; item: string; name: string }>).map((i) => [
        i.position,
        i.item,
      ]),
    ).toEqual([
      [1, `${origin}/`],
      [2, `${origin}/brakes`],
      [3, `${origin}/brakes/brake-pads`],
      [4, `${origin}${product.path}`],
    ]);
  });

  test("a summary drops Markdown's marks and stays short", () => {
    expect(plainSummary("# Title\n\n![x](/a.png) Some *bold* text", 100)).toBe("Title Some bold text");
    expect(plainSummary("word ".repeat(100), 20)).toHaveLength(20);
  });
});

describe("a listing's canonical address", () => {
  test("is the path alone, whatever its filters, sort or vehicle switch, keeping a page past the first", () => {
    expect(canonicalListing(origin, "/brakes", "?brand=stopwell&sort=price_asc&fits=0")).toBe(`${origin}/brakes`);
    expect(canonicalListing(origin, "/brakes", "?page=3&type=brake-pads")).toBe(`${origin}/brakes?page=3`);
    expect(canonicalListing(origin, "/brakes", "?page=1")).toBe(`${origin}/brakes`);
    expect(canonicalListing(origin, "/brakes", "?page=abc")).toBe(`${origin}/brakes`);
  });
});
