import type { Product } from "@pitstop/contract/catalogue";

/**
 * What search engines read of a page besides its text (docs/decisions/033): schema.org `Product`
 * with its `Offer` and `AggregateRating`, a `BreadcrumbList`, and the canonical address. Absolute
 * addresses are built from the shop's public origin (PUBLIC_URL), never from the request's Host,
 * which a visitor chooses and the page cache would keep for others.
 */
type JsonLd = Record<string, unknown>;

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

/** Markdown's marks out of a description, cut to a sentence-sized summary for `description`. */
export function plainSummary(markdown: string, max = 500): string {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`~|]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export function productStructuredData(product: Product, origin: string): JsonLd {
  const url = absolute(origin, product.path);
  const images =
    product.images.length > 0 ? product.images.map((i) => i.url) : product.image_url ? [product.image_url] : [];
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    url,
    sku: product.part_number,
    mpn: product.part_number,
    brand: { "@type": "Brand", name: product.brand.name },
    category: `${product.category.name} > ${product.type.name}`,
    ...(images.length > 0 ? { image: images.map((src) => absolute(origin, src)) } : {}),
    ...(product.description ? { description: plainSummary(product.description) } : {}),
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "USD",
      price: product.price.toFixed(2),
      availability: product.qty > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    },
    // Only with reviews: a rating of nothing is not a rating.
    ...(product.review_count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Number(product.rating.toFixed(1)),
            reviewCount: product.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function breadcrumbList(items: Array<{ label: string; path: string }>, origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.label,
      item: absolute(origin, item.path),
    })),
  };
}

/** A product's trail: the shop, its category, its type, itself. */
export const productBreadcrumbs = (product: Product) => [
  { label: "Home", path: "/" },
  { label: product.category.name, path: `/${product.category.slug}` },
  { label: product.type.name, path: `/${product.category.slug}/${product.type.slug}` },
  { label: product.title, path: product.path },
];

/**
 * A listing's canonical address: its path alone, whatever filters, sort or vehicle switch the URL
 * carries (they show the same pages in another order or a part of them), keeping only the page
 * number past the first — each page of a long list is a page of its own.
 */
export function canonicalListing(origin: string, pathname: string, search: string): string {
  const page = Number(new URLSearchParams(search).get("page") ?? "1");
  return `${origin}${pathname}${Number.isInteger(page) && page > 1 ? `?page=${page}` : ""}`;
}
