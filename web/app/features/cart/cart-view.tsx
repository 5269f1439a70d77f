import type { CartLine, CartResponse } from "@pitstop/contract/cart";
import { ArrowRight, CircleAlert, LoaderCircle, ShieldCheck, ShoppingCart, WifiOff } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { bigPrimaryButton, secondaryButton } from "~/components/forms/form-styles";
import { CouponField } from "~/components/orders/coupon-field";
import { type AnalyticsProduct, trackAddToCart, trackRemoveFromCart } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import { coupon, useCouponStore } from "~/lib/coupon-store";
import { CartLineRow } from "./cart-line-row";
import { useCartStore } from "./cart-store";
import { CartSummaryPanel } from "./cart-summary-panel";
import { cartSync, useCartQuote } from "./cart-sync";
import { CHECKOUT_PROBLEM_MESSAGES, type CheckoutProblem } from "./checkout-check";
import { useCartHydrated } from "./use-cart-hydrated";

const productOf = (line: CartLine): AnalyticsProduct => ({
  id: line.id,
  title: line.title,
  price: line.price,
  brand: line.brand.name,
});

/**
 * The cart the page shows: the latest priced answer (or the loader's, for a signed-in shopper's
 * first paint), with the device's quantities laid over it while a newer answer is on its way.
 * `fitChecking`: the answer's fit answers are for another car than the active one (it just
 * changed); the answer for the new car is on its way (cart-sync), so none are shown meanwhile.
 */
function useShownCart(initial: CartResponse | null, vehicleKey: string | null) {
  const hydrated = useCartHydrated();
  const lines = useCartStore((s) => s.lines);
  const { quote: latest, stale, failed, mode, vehicle: answeredFor } = useCartQuote();
  const quote = latest ?? initial;
  // The loader asked for the active vehicle of its request, and runs again when it changes.
  const fitChecking = latest !== null && answeredFor !== vehicleKey;

  // Prices always come from the API: ask once the layout has said who is shopping (the mode), and
  // again whenever the page is opened, so stock and prices are current.
  useEffect(() => {
    if (mode !== "off") void cartSync.refresh();
  }, [mode]);

  const rows = (quote?.cart ?? [])
    .filter((line) => !stale || (lines[line.id] ?? 0) > 0)
    .map((line) => ({ line, quantity: stale ? (lines[line.id] ?? 0) : line.cart.quantity }));
  const deviceEmpty = Object.keys(lines).length === 0;
  // The server cannot see the device cart: until it is read, and priced, show the skeleton.
  const loading = !quote && (!hydrated || (!deviceEmpty && !failed) || mode === "off");
  const empty = hydrated && !loading && (quote ? rows.length === 0 && (deviceEmpty || !stale) : deviceEmpty);
  return { quote, rows, stale, failed, loading, empty, fitChecking };
}

/**
 * The cart's promo code: applying or removing it prices the cart again (cart-sync sends the code
 * with every cart call); the answer says whether it applies and why not.
 */
function CartCoupon({ summary }: { summary: CartResponse["cartSummary"] }) {
  const [asking, setAsking] = useState(false);
  const code = useCouponStore((s) => s.code);
  const change = (apply: () => void) => {
    apply();
    setAsking(true);
    void cartSync.refresh().finally(() => setAsking(false));
  };
  // The answer shown is for another code (or none) until the one for this code arrives.
  const answered = code === null || summary.coupon === code || summary.couponProblem !== null;
  return (
    <CouponField
      problem={summary.couponProblem}
      pending={asking || !answered}
      onApply={(typed) => change(() => coupon.apply(typed))}
      onRemove={() => change(() => coupon.clear())}
    />
  );
}

function Notice({ problem }: { problem: CheckoutProblem }) {
  return (
    <p
      role="alert"
      className="mb-6 flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
    >
      <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      {CHECKOUT_PROBLEM_MESSAGES[problem]}
    </p>
  );
}

function EmptyCart({ fromCheckout }: { fromCheckout: boolean }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
      <span className="grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-400">
        <ShoppingCart className="size-8" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-xl font-bold">Your cart is empty</h2>
      <p className="mt-1 max-w-sm text-slate-600 dark:text-slate-400" role={fromCheckout ? "alert" : undefined}>
        {fromCheckout
          ? CHECKOUT_PROBLEM_MESSAGES.empty
          : "Pick your vehicle and we'll show the parts that fit it — brakes, filters, oils and more."}
      </p>
      <Link
        to="/"
        className="mt-6 inline-flex h-12 items-center gap-2 rounded-xl bg-brand-500 px-6 font-semibold text-white shadow-sm hover:bg-brand-600"
      >
        Continue shopping <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}

function CartSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]" aria-busy="true">
      <p className="sr-only" role="status">
        Loading your cart…
      </p>
      <ul className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        {[0, 1].map((i) => (
          <li key={i} className="flex animate-pulse gap-4">
            <div className="size-20 rounded-xl bg-slate-200 sm:size-28 dark:bg-slate-800" />
            <div className="flex-1 space-y-3 py-1">
              <div className="h-3 w-20 rounded bg-slate-200 dark:bg-slate-800" />
              <div className="h-4 w-3/4 rounded bg-slate-200 dark:bg-slate-800" />
              <div className="h-10 w-32 rounded-xl bg-slate-200 dark:bg-slate-800" />
            </div>
          </li>
        ))}
      </ul>
      <div className="h-80 animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800" />
    </div>
  );
}

/** The /cart page body. */
export function CartView({
  initial,
  vehicleKey,
  vehicleName,
  notice,
}: {
  /** A signed-in shopper's cart as the loader read it (null for a visitor: the server cannot see it). */
  initial: CartResponse | null;
  /** The active vehicle's key, which the lines' fit answers must be for. */
  vehicleKey: string | null;
  vehicleName: string | null;
  notice: CheckoutProblem | null;
}) {
  const { quote, rows, stale, failed, loading, empty, fitChecking } = useShownCart(initial, vehicleKey);
  // A visitor may buy without an account; "Checkout" asks them to sign in first.
  const visitor = useCartQuote((s) => s.mode) === "visitor";
  const setQuantity = useCartStore((s) => s.setQuantity);
  const remove = useCartStore((s) => s.remove);
  const soldOut = rows.filter((row) => row.line.qty === 0).map((row) => row.line);

  const changeQuantity = (line: CartLine, from: number, to: number) => {
    setQuantity(line.id, to, line.qty);
    if (to > from) trackAddToCart(productOf(line), to - from);
    else if (to < from) trackRemoveFromCart(productOf(line), from - to);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Your cart</h1>
      <div className="mt-6">
        {notice && !(notice === "empty" && empty) && <Notice problem={notice} />}
        {loading ? (
          <CartSkeleton />
        ) : empty || !quote ? (
          failed ? (
            <p className="flex items-center gap-2 rounded-2xl border border-slate-200 px-4 py-6 text-slate-600 dark:border-slate-800 dark:text-slate-400">
              <WifiOff className="size-5" aria-hidden="true" /> We couldn't reach the shop to price your cart. It is
              kept on this device — try again in a moment.
            </p>
          ) : (
            <EmptyCart fromCheckout={notice === "empty"} />
          )
        ) : (
          <div className="grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
            <section aria-label="Parts in your cart">
              {fitChecking && vehicleName && !failed && (
                <p role="status" className="mb-3 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                  <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> Checking which parts fit your{" "}
                  {vehicleName}…
                </p>
              )}
              <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
                {rows.map(({ line, quantity }) => (
                  <CartLineRow
                    key={line.id}
                    line={line}
                    fit={fitChecking ? null : line.fit}
                    quantity={quantity}
                    vehicleName={vehicleName}
                    onQuantity={(to) => changeQuantity(line, quantity, to)}
                    onRemove={() => {
                      remove(line.id);
                      trackRemoveFromCart(productOf(line), quantity);
                    }}
                  />
                ))}
              </ul>
              {failed && (
                <p className="mt-3 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                  <WifiOff className="size-4" aria-hidden="true" /> Prices could not be updated just now; your changes
                  are kept and sent with the next one.
                </p>
              )}
              <Link
                to="/"
                className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-600 hover:underline dark:text-brand-400"
              >
                ← Continue shopping
              </Link>
            </section>
            <div className="lg:sticky lg:top-6">
              <CartSummaryPanel
                summary={quote.cartSummary}
                lines={quote.cart}
                updating={stale && !failed}
                coupon={<CartCoupon summary={quote.cartSummary} />}
              >
                {/* begin_checkout fires when the checkout opens (features/checkout), not here too. */}
                {soldOut.length > 0 ? (
                  <>
                    <button
                      type="button"
                      disabled
                      className="flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-slate-200 font-semibold text-slate-600 dark:bg-slate-800 dark:text-slate-300"
                    >
                      Checkout <ArrowRight className="size-4" aria-hidden="true" />
                    </button>
                    <p className="mt-2 text-sm text-rose-700 dark:text-rose-300">
                      Remove {soldOut.length === 1 ? soldOut[0]?.title : `${soldOut.length} sold-out parts`} to check
                      out{soldOut.length === 1 ? ": it is sold out." : "."}
                    </p>
                  </>
                ) : (
                  <>
                    <Link to="/checkout" className={bigPrimaryButton}>
                      Checkout <ArrowRight className="size-4" aria-hidden="true" />
                    </Link>
                    {visitor && (
                      <Link to="/checkout/guest" className={cn(secondaryButton, "mt-2 w-full")}>
                        Check out as a guest
                      </Link>
                    )}
                  </>
                )}
                <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
                  <ShieldCheck className="size-4" aria-hidden="true" /> 30-day returns on unused parts
                </p>
              </CartSummaryPanel>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
