import { useAccount } from "~/lib/account/account-context";
import { cn } from "~/lib/cn";
import { useFrameData } from "~/lib/frame-data";
import { freeShippingRule, partShippingNote, type ShippingTerms } from "~/lib/shipping-rule";
import { Icon } from "./ui/icon";

/** docs/pricing.md's default threshold, only for a frame rendered without the root's data (an error page). */
const FALLBACK_FREE_SHIPPING_FROM = 99;

/** The shipping terms for the shopper on this page: the API's threshold and their loyalty discount. */
export function useShippingTerms(): ShippingTerms {
  const root = useFrameData();
  const { account } = useAccount();
  return {
    freeShippingFrom: root?.shippingRule.freeShippingFrom ?? FALLBACK_FREE_SHIPPING_FROM,
    discountPercent: account?.discountPercent ?? 0,
  };
}

/** A part's shipping, worded by the shop's one rule (product page and wishlist in full, a card short). */
export function PartShippingNote({
  price,
  shipping,
  className,
  length = "full",
}: {
  price: number;
  shipping: number;
  className?: string;
  length?: "full" | "short";
}) {
  const terms = useShippingTerms();
  return <span className={className}>{partShippingNote({ price, shipping }, terms, length)}</span>;
}

/** The rule itself, for the header banner and the product page's promises. */
export function FreeShippingRule({ className, icon = true }: { className?: string; icon?: boolean }) {
  const { freeShippingFrom } = useShippingTerms();
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      {icon && <Icon name="truck" className="size-4 shrink-0 text-brand-500" />}
      {freeShippingRule(freeShippingFrom)}
    </span>
  );
}
