import type { ProductCard as Card } from "@pitstop/contract/catalogue";
import type { VehicleRef } from "@pitstop/contract/vehicles";
import { type MouseEvent, type ReactNode, useMemo } from "react";
import { useShippingTerms } from "~/components/shipping-note";
import { useActiveVehicle } from "~/lib/active-vehicle/active-vehicle";
import { trackSelectPromotion } from "~/lib/analytics";
import { useShell } from "~/lib/shell-context";
import type { ShippingTerms } from "~/lib/shipping-rule";
import { cardFootMarkup, cardHeadMarkup } from "./card-markup";
import { type CardFit, cardFit, fitFace } from "./fit-badge";
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

/**
 * What every card of a list answers with, read once by the list (ListingView) rather than by each of
 * its 24 cards: the shopper's active car ("your" car), their shipping terms, and the vehicle picker.
 */
export interface CardSettings {
  activeId: number | undefined;
  terms: ShippingTerms;
  openVehiclePicker: () => void;
}

/** A list's `CardSettings`, from the page's frame (the active car, the shop's shipping rule, the account). */
export function useCardSettings(): CardSettings {
  const { vehicle: active } = useActiveVehicle();
  const { openVehiclePicker } = useShell();
  const { freeShippingFrom, discountPercent } = useShippingTerms();
  const activeId = active?.id;
  return useMemo(
    () => ({
      activeId,
      terms: { freeShippingFrom, discountPercent },
      openVehiclePicker: () => openVehiclePicker({ stayOnPage: true }),
    }),
    [activeId, freeShippingFrom, discountPercent, openVehiclePicker],
  );
}

export function ProductCard({
  product,
  vehicle,
  settings,
  actions,
  purchase,
  priority = false,
}: {
  product: CardProduct;
  vehicle: VehicleRef | null;
  settings: CardSettings;
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
  const { activeId, terms } = settings;
  const fit = fitFace({ universal: product.universal, fit: product.fit, vehicle, activeId });
  // The fixed part's two controls, heard here (card-markup.ts): 'Check fit', and the title's click
  // reported when the card shows a promotion.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target instanceof Element)) return;
    if (event.target.closest("[data-check-fit]")) settings.openVehiclePicker();
    else if (product.promotion && event.target.closest("[data-select-promotion]"))
      trackSelectPromotion(product.promotion, {
        id: product.id,
        title: product.title,
        price: product.price,
        brand: product.brand.name,
      });
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the button and link inside answer the keyboard themselves
    <article className="group card" onClick={onClick}>
      {actions?.(product, "absolute top-4 right-4 z-10")}
      {/* Plain anchors, made in-app navigations by usePlainLinkNavigation (lib/plain-links.ts). */}
      {/* biome-ignore lint/a11y/useAnchorContent: the picture repeats the title's link below, hidden from screen readers and the tab order */}
      <a href={product.path} className="card-image" tabIndex={-1} aria-hidden="true">
        {product.image_url && (
          <img
            src={product.image_url}
            alt=""
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : "auto"}
            width={400}
            height={400}
            className="card-photo"
          />
        )}
      </a>
      <div className="card-body">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: every value in it is escaped (card-markup.ts) */}
        <div className="contents" dangerouslySetInnerHTML={{ __html: cardHeadMarkup(product) }} />
        {product.promotion && <PromotionBadge promotion={product.promotion} className="self-start" />}
        <div
          className="contents"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: every value in it is escaped (card-markup.ts)
          dangerouslySetInnerHTML={{ __html: cardFootMarkup(product, fit, Boolean(vehicle), terms) }}
        />
      </div>
      {/* Under the body, which grows: 6 px of its gap and the 8 px it had inside it. */}
      {purchase?.(product, "mt-3.5 w-full")}
    </article>
  );
}
