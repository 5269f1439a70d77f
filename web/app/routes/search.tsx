import { SearchResponseSchema } from "@pitstop/contract/catalogue";
import { vehiclePagePath } from "@pitstop/contract/slug";
import { CarFront, FolderOpen, Tag } from "lucide-react";
import { Link, redirect } from "react-router";
import { AddToCartButton } from "~/features/cart/add-to-cart";
import { cardProduct, ProductCard } from "~/features/catalogue/product-card";
import { WishlistHeart } from "~/features/favorites/wishlist-heart";
import { activeVehicleKey } from "~/lib/active-vehicle";
import { activeVehicleFor } from "~/lib/active-vehicle.server";
import { apiFor } from "~/lib/api.server";
import type { Route } from "./+types/search";

export async function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  if (!q) throw redirect("/");
  // Cards answer for the active vehicle unless the query names another one (issue 10).
  const active = await activeVehicleFor(request);
  const key = activeVehicleKey(active);
  const results = await apiFor(request).get(
    `/api/search?q=${encodeURIComponent(q.slice(0, 200))}${key ? `&vehicle=${encodeURIComponent(key)}` : ""}`,
    SearchResponseSchema,
  );
  return { q, results: { ...results, products: results.products.map(cardProduct) }, active };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Search: ${loaderData?.q ?? ""} · Pitstop` }, { name: "robots", content: "noindex" }];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, results, active } = loaderData;
  const fitsVehicle = results.vehicle
    ? { ...results.vehicle, trim: null, engine: null }
    : active
      ? { ...active, path: vehiclePagePath(active) }
      : null;
  const nothing =
    results.products.length === 0 &&
    results.categories.length === 0 &&
    results.brands.length === 0 &&
    results.vehicles.length === 0;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Results for “{q}”</h1>
      {results.vehicle && (
        <p className="mt-3 text-slate-600 dark:text-slate-400">
          Showing parts that fit the{" "}
          <Link to={results.vehicle.path} className="font-semibold text-brand-600 hover:underline dark:text-brand-400">
            {results.vehicle.year} {results.vehicle.make} {results.vehicle.model}
          </Link>
          .
        </p>
      )}
      {nothing && (
        <p className="mt-6 text-lg text-slate-600 dark:text-slate-400">
          Nothing matched. Try a part name, a brand or a part number.
        </p>
      )}
      {(results.vehicles.length > 0 || results.categories.length > 0 || results.brands.length > 0) && (
        <ul className="mt-6 flex flex-wrap gap-2">
          {results.vehicles.map((v) => (
            <li key={v.id}>
              <Link
                to={v.path}
                className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium hover:border-brand-400 dark:border-slate-700"
              >
                <CarFront className="size-4" aria-hidden="true" /> {v.year} {v.make} {v.model}
              </Link>
            </li>
          ))}
          {results.categories.map((c) => (
            <li key={c.path}>
              <Link
                to={c.path}
                className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium hover:border-brand-400 dark:border-slate-700"
              >
                <FolderOpen className="size-4" aria-hidden="true" /> {c.name}
              </Link>
            </li>
          ))}
          {results.brands
            .filter((brand) => brand.path !== `/search?q=${encodeURIComponent(q)}`)
            .map((brand) => (
              <li key={brand.slug}>
                <Link
                  to={brand.path}
                  className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium hover:border-brand-400 dark:border-slate-700"
                >
                  <Tag className="size-4" aria-hidden="true" /> {brand.name}
                </Link>
              </li>
            ))}
        </ul>
      )}
      {results.products.length > 0 && (
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
          {results.products.map((p) => (
            <li key={p.id} className="flex">
              <ProductCard
                product={p}
                vehicle={fitsVehicle}
                actions={<WishlistHeart productId={p.id} title={p.title} price={p.price} brand={p.brand.name} />}
                purchase={
                  <AddToCartButton
                    productId={p.id}
                    title={p.title}
                    stock={p.qty}
                    price={p.price}
                    brand={p.brand.name}
                  />
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
