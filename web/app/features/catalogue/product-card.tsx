import type { ProductCard as Card } from "@pitstop/contract/catalogue";
import type { VehicleRef } from "@pitstop/contract/vehicles";
import type { ReactNode } from "react";
import { PartShippingNote } from "~/components/shipping-note";
import { Icon } from "~/components/ui/icon";
import { Stars } from "~/components/ui/stars";
import { trackSelectPromotion } from "~/lib/analytics";
import { formatPrice } from "~/lib/money";
import { countOf } from "~/lib/plural";
import { type CardFit, cardFit, FitAnswer } from "./fit-badge";
import { PromotionBadge } from "./promotion-badge";

/**
 * What a card shows of a part. Loaders hand the page these fields only: the rest of the API's card
 * (slug, part number, type, the brand's slug) would ride in every page's loader data unread.
 */
export type CardProduct = Pick<
  Card,
  | "id"
  | "path"
  | "title"
  | "price"
  | "shipping"
  | "rating"
  | "review_count"
  | "qty"
  | "image_url"
  | "universal"
  | "fit_confirmations"
  | "promotion"
> & { brand: Pick<Card["brand"], "name">; fit: CardFit | null };

export const cardProduct = (product: Card): CardProduct => ({
  id: product.id,
  path: product.path,
  title: product.title,
  brand: { name: product.brand.name },
  price: product.price,
  shipping: product.shipping,
  rating: product.rating,
  review_count: product.review_count,
  qty: product.qty,
  image_url: product.image_url,
  universal: product.universal,
  fit: cardFit(product.fit),
  // Only a vehicle page's cards carry it: left out elsewhere, as the API leaves it out.
  ...(product.fit_confirmations ? { fit_confirmations: product.fit_confirmations } : {}),
  // Only a part with an automatic promotion running carries one.
  ...(product.promotion ? { promotion: product.promotion } : {}),
});

/**
 * A control a page puts on its cards (the wishlist heart, the add-to-cart button): the page makes
 * it, the card says where it goes (`className`), so no wrapper element is drawn around it.
 */
export type CardControl = (product: CardProduct, className: string) => ReactNode;

export function StockState({ qty }: { qty: number }) {
  if (qty <= 0) return <span className="text-xs font-semibold text-rose-600 dark:text-rose-400">Out of stock</span>;
  if (qty <= 5)
    return <span className="text-xs font-semibold text-amber-700 dark:text-amber-400">Only {qty} left</span>;
  return <span className="text-xs font-medium text-emerald-700 dark:text-emerald-400">In stock</span>;
}

export function ProductCard({
  product,
  vehicle,
  actions,
  purchase,
  priority = false,
}: {
  product: CardProduct;
  vehicle: VehicleRef | null;
  /** The corner control (the wishlist heart). */
  actions?: CardControl;
  /** The add-to-cart control under the price. */
  purchase?: CardControl;
  /**
   * A card of the first row, on screen when the page opens: its picture is fetched at once and
   * first (the largest paint of a listing waited for lazy pictures).
   */
  priority?: boolean;
}) {
  return (
    <article className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-3 shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      {actions?.(product, "absolute top-4 right-4 z-10")}
      {/* Plain anchors, made in-app navigations by usePlainLinkNavigation (lib/plain-links.ts). */}
      {/* biome-ignore lint/a11y/useAnchorContent: the picture repeats the title's link below, hidden from screen readers and the tab order */}
      <a
        href={product.path}
        className="block overflow-hidden rounded-xl bg-slate-50 dark:bg-slate-800"
        tabIndex={-1}
        aria-hidden="true"
      >
        {product.image_url && (
          <img
            src={product.image_url}
            alt=""
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : "auto"}
            width={400}
            height={400}
            className="aspect-square w-full object-contain p-3 transition group-hover:scale-[1.03]"
          />
        )}
      </a>
      <div className="mt-3 flex flex-1 flex-col gap-1.5">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{product.brand.name}</p>
        <h3 className="line-clamp-2 text-sm leading-snug font-semibold">
          <a
            href={product.path}
            className="hover:text-brand-600 dark:hover:text-brand-400"
            onClick={
              product.promotion
                ? () =>
                    product.promotion &&
                    trackSelectPromotion(product.promotion, {
                      id: product.id,
                      title: product.title,
                      price: product.price,
                      brand: product.brand.name,
                    })
                : undefined
            }
          >
            {product.title}
          </a>
        </h3>
        <Stars rating={product.rating} count={product.review_count} />
        {product.promotion && <PromotionBadge promotion={product.promotion} className="self-start" />}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          <FitAnswer universal={product.universal} fit={product.fit} vehicle={vehicle} />
        </div>
        {vehicle && product.fit_confirmations ? (
          <p className="flex items-center gap-1 text-xs text-emerald-700 dark:text-emerald-400">
            <Icon name="circle-check" className="size-3.5 shrink-0" />
            {`Confirmed to fit by ${countOf(product.fit_confirmations, "owner")}`}
          </p>
        ) : null}
        <div className="flex items-end justify-between gap-2 pt-1">
          <p className="text-lg font-bold">{formatPrice(product.price)}</p>
          <StockState qty={product.qty} />
        </div>
        <PartShippingNote
          price={product.price}
          shipping={product.shipping}
          length="short"
          className="text-xs text-slate-600 dark:text-slate-400"
        />
        {purchase?.(product, "mt-2 w-full")}
      </div>
    </article>
  );
}
