import { FilterResponseSchema, ProductSchema } from "@pitstop/contract/catalogue";
import { ProductFitSchema, ReviewListSchema } from "@pitstop/contract/reviews";
import { Suspense } from "react";
import { filterRequestFromUrl, isSort } from "~/features/catalogue/catalogue-params";
import { CatalogueView } from "~/features/catalogue/catalogue-view";
import { pageListing } from "~/features/catalogue/page-listing";
import {
  breadcrumbList,
  canonicalListing,
  plainSummary,
  productBreadcrumbs,
  productStructuredData,
} from "~/features/catalogue/structured-data";
import { reviewApiQuery, reviewViewFromUrl } from "~/features/reviews/review-params";
import { RememberVehicle } from "~/features/vehicles/remember-vehicle";
import { activeVehicleKey } from "~/lib/active-vehicle/active-vehicle";
import { activeVehicleFor } from "~/lib/active-vehicle/active-vehicle.server";
import { apiFor } from "~/lib/api.server";
import { type JsonData, jsonData, readJsonData } from "~/lib/json-data";
import { serverRenderedComponent } from "~/lib/lazy";
import { markdownHtml } from "~/lib/markdown.server";
import { publicOrigin } from "~/lib/public-origin.server";
import { requestPath } from "~/lib/request-path";
import { sharedPage } from "~/lib/shared-page";
import type { Route } from "./+types/catch-all";
import { useCardControls } from "./card-controls";

/**
 * The product page's code loads only where a product page renders, so category pages never
 * download it. The server's loader awaits it before the page renders; the browser,
 * hydrating a product page, loads it before hydrating (lib/lazy.ts `serverRenderedComponent`),
 * and a client navigation to a product keeps the previous page meanwhile (navigations are
 * transitions).
 */
const ProductPage = serverRenderedComponent("product-page", () =>
  import("./catch-all.product").then((m) => m.ProductPage),
);

const SEGMENT = /^[a-z0-9-]{1,200}$/;

/**
 * `/{slug...}` — vehicle pages (`/toyota-camry-2018-accessories`), categories, types,
 * brands, their combinations, and product pages (`/{category}/{type}/{product}`). Anything the
 * catalogue does not know is the not-found page with HTTP 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = requestPath(request);
  const notFound = () => new Response(`Page Not Found: ${path}`, { status: 404 });
  const segments = (params["*"] ?? "").split("/").filter(Boolean);
  if (segments.length === 0 || segments.length > 3 || !segments.every((s) => SEGMENT.test(s))) throw notFound();
  const api = apiFor(request);
  // Every answer on the page is for the one active vehicle (and its trim and engine).
  const vehicleKey = activeVehicleKey(await activeVehicleFor(request));

  const isProduct = segments.length === 3 && !segments[0]?.endsWith("-accessories");
  if (isProduct) {
    const slug = segments[2];
    const query = vehicleKey ? `?vehicle=${encodeURIComponent(vehicleKey)}` : "";
    // The reviews as the URL asks (sort, stars, owners, page), the owners' most helpful
    // for the first block, and what owners of the active vehicle said after fitting it.
    const view = reviewViewFromUrl(url.searchParams);
    const ownersFirst = { sort: "helpful" as const, page: 1, stars: null, owners: true };
    const [product, reviews, ownersPreview, fitVotes] = await Promise.all([
      api.get(`/api/products/${slug}${query}`, ProductSchema),
      api.get(`/api/products/${slug}/reviews?${reviewApiQuery(view, vehicleKey)}`, ReviewListSchema),
      vehicleKey && !view.owners
        ? api
            .get(`/api/products/${slug}/reviews?${reviewApiQuery(ownersFirst, vehicleKey)}`, ReviewListSchema)
            .then((list) => list.reviews.slice(0, 2))
        : [],
      vehicleKey ? api.get(`/api/products/${slug}/fit-answers${query}`, ProductFitSchema) : null,
      ProductPage.preload(),
    ]);
    if (product.path !== path) throw notFound();
    // Operators write the description in Markdown: rendered and sanitised here, on the server.
    return {
      kind: "product" as const,
      origin: publicOrigin(request),
      product,
      reviews,
      ownersPreview,
      fitVotes,
      descriptionHtml: markdownHtml(product.description),
    };
  }

  const sort = url.searchParams.get("sort") ?? "featured";
  if (!isSort(sort)) throw notFound();
  try {
    const listing = await api.post(
      "/api/filter",
      FilterResponseSchema,
      filterRequestFromUrl(segments.join("/"), url.searchParams, vehicleKey),
    );
    return {
      kind: "listing" as const,
      origin: publicOrigin(request),
      listing: jsonData(pageListing(listing, url.searchParams)),
      sort,
    };
  } catch (err) {
    // A malformed filter in a hand-edited URL is a page that does not exist, not a crash.
    if (err instanceof Error && "status" in err && err.status === 400) throw notFound();
    throw err;
  }
}

/**
 * A client navigation to a product page ends once the page's code is here too: the list stays on
 * screen until the product can be drawn, instead of an empty page while its chunk downloads.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  if (data.kind === "product") await ProductPage.preload();
  return data;
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Page not found · Pitstop" }, { name: "robots", content: "noindex" }];
  const { origin } = loaderData;
  if (loaderData.kind === "product") {
    const p = loaderData.product;
    return [
      { title: `${p.title} · ${p.brand.name} ${p.part_number} · Pitstop` },
      { name: "description", content: plainSummary(p.description, 155) },
      { property: "og:title", content: p.title },
      { property: "og:type", content: "product" },
      { property: "og:url", content: `${origin}${p.path}` },
      { tagName: "link", rel: "canonical", href: `${origin}${p.path}` },
      { "script:ld+json": productStructuredData(p, origin) },
      { "script:ld+json": breadcrumbList(productBreadcrumbs(p), origin) },
    ];
  }
  const { context, total } = readJsonData(loaderData.listing);
  const description = context.vehicle
    ? `${total} parts and accessories that fit the ${context.vehicle.year} ${context.vehicle.make} ${context.vehicle.model}: brakes, filters, oils, batteries and more, checked against its fitment.`
    : `Shop ${total} ${context.title.toLowerCase()} at Pitstop — every part checked against your vehicle's year, make and model.`;
  return [
    { title: `${context.title} · Pitstop` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonicalListing(origin, location.pathname, location.search) },
    { "script:ld+json": breadcrumbList(context.breadcrumbs, origin) },
  ];
}

export default function CatalogueRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "product") {
    return (
      <Suspense>
        <ProductPage
          key={loaderData.product.id}
          product={loaderData.product}
          reviews={loaderData.reviews}
          ownersPreview={loaderData.ownersPreview}
          fitVotes={loaderData.fitVotes}
          descriptionHtml={loaderData.descriptionHtml}
        />
      </Suspense>
    );
  }
  return <ListingPage data={loaderData.listing} sort={loaderData.sort} />;
}

type CatalogueProps = Parameters<typeof CatalogueView>[0];

/** A category, type, brand or vehicle page: its list, with the cards' controls read once for it. */
function ListingPage({ data, sort }: { data: JsonData<CatalogueProps["data"]>; sort: CatalogueProps["sort"] }) {
  const controls = useCardControls();
  const listing = readJsonData(data);
  const vehicle = listing.context.vehicle;
  return (
    <>
      {vehicle && <RememberVehicle vehicle={vehicle} />}
      <CatalogueView data={listing} sort={sort} fitsVehicle={listing.fits_vehicle} {...controls} />
    </>
  );
}

/** The same page for every visitor without a session shopping for the same vehicle. */
export const headers: Route.HeadersFunction = sharedPage;
