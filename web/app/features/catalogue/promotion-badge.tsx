import type { CardPromotion } from "@pitstop/contract/promotions";
import { LocalTime } from "~/components/local-time";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/money";

/** A promotion ending within this many days says when. */
const ENDS_SOON_MS = 7 * 24 * 3600 * 1000;

/** Whether the card says when the promotion ends: only when that is soon (within a week). */
export const endsSoon = (promotion: Pick<CardPromotion, "ends_at">, now = Date.now()) =>
  promotion.ends_at !== null && Date.parse(promotion.ends_at) - now < ENDS_SOON_MS;

/**
 * The automatic promotion running for a part, as the operator labelled it ("15% off brake parts
 * this week"), with its minimum and, when it ends within a week, its end. The offer, not a price:
 * what is paid is worked out at checkout. One element: long lists render many of these.
 */
export function PromotionBadge({ promotion, className }: { promotion: CardPromotion; className?: string }) {
  return (
    <p
      className={cn(
        "inline-flex items-start gap-1 rounded-lg bg-rose-50 px-2 py-1 text-xs font-semibold text-rose-700 dark:bg-rose-500/15 dark:text-rose-300",
        className,
      )}
    >
      <Icon name="tag" className="mt-px size-3.5 shrink-0" />
      <span>
        {promotion.label}
        {promotion.min_subtotal !== null && ` · on orders over ${formatPrice(promotion.min_subtotal)}`}
        {promotion.ends_at && endsSoon(promotion) && (
          <>
            {" · ends "}
            <LocalTime iso={promotion.ends_at} style="date" />
          </>
        )}
      </span>
    </p>
  );
}
