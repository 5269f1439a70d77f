import type { Product } from "@pitstop/contract/catalogue";
import type { FitmentGroup } from "@pitstop/contract/fitment";
import { type ReactNode, useEffect, useState } from "react";
import { FreeShippingRule, PartShippingNote } from "~/components/shipping-note";
import { Icon } from "~/components/ui/icon";
import { Stars } from "~/components/ui/stars";
import { trackViewItem, trackViewPromotion } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/money";
import { Breadcrumbs } from "./breadcrumbs";
import { FitCheck } from "./fit-check";
import { PromotionBadge } from "./promotion-badge";
import { StockState } from "./stock-state";

/** "2.5L 4-cyl · XSE · Front · w/o sport suspension": what narrows a fitment row, in one line. */
const qualifiers = (f: FitmentGroup) =>
  [f.engines?.join(" / "), f.trims?.join(" / "), f.position, f.note].filter(Boolean).join(" · ");

export function ProductView({
  product,
  descriptionHtml,
  purchase,
  wishlist,
  myCars,
  fitVotes,
  reviews,
}: {
  product: Product;
  /** The Markdown description as sanitised HTML (rendered on the server). */
  descriptionHtml: string;
  purchase: ReactNode;
  wishlist: ReactNode;
  myCars: ReactNode;
  /** What owners of the active vehicle said after fitting it. */
  fitVotes?: ReactNode;
  /** The reviews section. */
  reviews: ReactNode;
}) {
  const [imageIndex, setImageIndex] = useState(0);
  // The view_item event, once per product shown.
  const { id, title, price } = product;
  const brand = product.brand.name;
  const category = product.category.name;
  const promotion = product.promotion ?? null;
  useEffect(() => {
    trackViewItem({ id, title, price, brand, category });
    if (promotion) trackViewPromotion(promotion, [{ id, title, price, brand, category }]);
  }, [id, title, price, brand, category, promotion]);
  const image = product.images[imageIndex] ?? product.images[0];
  const crumbs = [
    { label: "Home", path: "/" },
    { label: product.category.name, path: `/${product.category.slug}` },
    { label: product.type.name, path: `/${product.category.slug}/${product.type.slug}` },
    { label: product.title, path: product.path },
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs items={crumbs} />
      {/*
        The fit answer is where a shopper looks before buying — under the title and price,
        just above add to cart — on every width. On a phone the part's summary and its answer come
        first and the pictures follow (the photo above them left the answer a screen down); from lg
        the pictures take the left column, as before.
      */}
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-10 lg:gap-y-5">
        <section aria-label="Buy" className="lg:col-start-2 lg:row-start-1">
          <p className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{product.brand.name}</p>
          <h1 className="mt-1 text-2xl font-extrabold tracking-tight sm:text-3xl">{product.title}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <a href="#reviews" className="hover:underline">
              <Stars rating={product.rating} count={product.review_count} size="md" />
            </a>
            <span>Part # {product.part_number}</span>
          </div>
          <p className="mt-4 text-3xl font-bold">{formatPrice(product.price)}</p>
          {product.promotion && <PromotionBadge promotion={product.promotion} className="mt-2 text-sm" />}
          <div className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-600 dark:text-slate-400">
            <StockState qty={product.qty} />
            <PartShippingNote price={product.price} shipping={product.shipping} />
            {product.handling > 0 && <span>Handling {formatPrice(product.handling)}</span>}
          </div>
          <div className="mt-4">
            <FitCheck
              universal={product.universal}
              fit={product.fit}
              vehicle={product.vehicle}
              fitmentVehicleCount={product.fitment_vehicle_count}
            />
          </div>
          <div className="mt-4">{purchase}</div>
          {fitVotes && <div className="mt-4">{fitVotes}</div>}
        </section>

        <section aria-label="Pictures" className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
            {image && (
              <img
                src={image.url}
                alt={image.alt}
                // The page's largest paint: fetched first.
                fetchPriority="high"
                width={800}
                height={800}
                className="aspect-[4/3] w-full object-contain p-6 lg:aspect-square lg:p-8"
              />
            )}
            <div className="absolute top-4 right-4">{wishlist}</div>
          </div>
          {product.images.length > 1 && (
            <ul className="mt-3 flex gap-2">
              {product.images.map((img, i) => (
                <li key={img.url}>
                  <button
                    type="button"
                    onClick={() => setImageIndex(i)}
                    aria-label={`Picture ${i + 1}`}
                    aria-current={i === imageIndex}
                    className={cn(
                      "size-20 overflow-hidden rounded-lg border-2",
                      i === imageIndex ? "border-brand-500" : "border-transparent",
                    )}
                  >
                    <img src={img.url} alt="" className="h-full w-full object-contain" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <div className="lg:col-start-2 lg:row-start-2">
          <ul className="space-y-2 text-sm text-slate-600 dark:text-slate-400">
            <li className="flex items-center gap-2">
              <FreeShippingRule />
            </li>
            <li className="flex items-center gap-2">
              <Icon name="package-check" className="size-4 text-brand-500" /> 30-day returns on unused parts
            </li>
          </ul>
          <div className="mt-6">{myCars}</div>
        </div>
      </div>

      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="about-title">
          <h2 id="about-title" className="text-xl font-bold">
            About this part
          </h2>
          {/* Rendered from Markdown and sanitised on the server (lib/markdown.server.ts). */}
          <div
            className="prose-article mt-3 text-slate-700 dark:text-slate-300"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML from our own server
            dangerouslySetInnerHTML={{ __html: descriptionHtml }}
          />
          <h2 className="mt-8 text-xl font-bold">Specifications</h2>
          <dl className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {product.specifications.map((s) => (
              <div key={s.name} className="grid grid-cols-2 gap-4 px-4 py-2.5 text-sm">
                <dt className="font-medium text-slate-600 dark:text-slate-400">{s.name}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="fitment-title">
          <h2 id="fitment-title" className="text-xl font-bold">
            Vehicle fitment
          </h2>
          {product.universal ? (
            <p className="mt-3 text-slate-700 dark:text-slate-300">Universal — not tied to a particular vehicle.</p>
          ) : (
            <div className="mt-3 max-h-96 overflow-y-auto rounded-xl border border-slate-200 dark:border-slate-800">
              <table className="w-full text-left text-sm">
                <thead className="sticky top-0 bg-slate-100 dark:bg-slate-800">
                  <tr>
                    <th scope="col" className="px-4 py-2">
                      Make
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Model
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Years
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Details
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                  {product.fitment.map((f) => (
                    <tr key={`${f.make}-${f.model}-${f.year_from}`}>
                      <td className="px-4 py-2">{f.make}</td>
                      <td className="px-4 py-2">{f.model}</td>
                      <td className="px-4 py-2 tabular-nums">{f.years}</td>
                      <td className="px-4 py-2 text-slate-600 dark:text-slate-400">{qualifiers(f) || "All"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>

      {reviews}
    </div>
  );
}
