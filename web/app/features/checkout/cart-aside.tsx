import type { CartResponse } from "@pitstop/contract/cart";
import { Link } from "react-router";
import { SummaryPanel } from "~/components/orders/summary-panel";
import { formatPrice } from "~/lib/money";
import { countOf } from "~/lib/plural";

/** The parts being bought, beside the address and shipping steps; the full figures come at review. */
export function CartAside({ cart }: { cart: CartResponse }) {
  const { cartSummary: summary } = cart;
  return (
    <SummaryPanel
      titleId="cart-aside-title"
      title="In your cart"
      sticky
      beside={
        <Link to="/cart" className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-400">
          Edit cart
        </Link>
      }
    >
      <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
        {cart.cart.map((line) => (
          <li key={line.id} className="flex items-center gap-3 py-2.5">
            <div className="size-12 shrink-0 overflow-hidden rounded-lg bg-slate-50 dark:bg-slate-800">
              {line.image_url && <img src={line.image_url} alt="" className="h-full w-full object-contain p-1" />}
            </div>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-1 text-sm font-semibold">{line.title}</p>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {line.cart.quantity} × {formatPrice(line.price)}
              </p>
            </div>
            <p className="text-sm font-semibold tabular-nums">{formatPrice(line.cart.subTotalPrice)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex justify-between border-t border-slate-200 pt-3 text-sm font-semibold dark:border-slate-800">
        <span>Subtotal ({countOf(summary.itemCount, "item")})</span>
        <span className="tabular-nums">{formatPrice(summary.subtotal)}</span>
      </div>
      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
        Shipping, handling and your state's sales tax are worked out on the review step.
      </p>
    </SummaryPanel>
  );
}
