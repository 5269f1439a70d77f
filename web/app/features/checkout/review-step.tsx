import type { CheckoutQuote, CheckoutRequestBody } from "@pitstop/contract/orders";
import { vehicleLabel } from "@pitstop/contract/vehicle-names";
import { CircleAlert, LoaderCircle, Lock, PackageCheck, RotateCw, ShoppingCart } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { bigPrimaryButton, secondaryButton } from "~/components/forms/form-styles";
import { CouponField } from "~/components/orders/coupon-field";
import { OrderLines } from "~/components/orders/order-lines";
import { OrderTotals } from "~/components/orders/order-totals";
import { ShippingAddress } from "~/components/orders/shipping-address";
import { SummaryPanel } from "~/components/orders/summary-panel";
import { ApiError } from "~/lib/api-fetch";
import { cn } from "~/lib/cn";
import { coupon } from "~/lib/coupon-store";
import { newIdempotencyKey, useAttemptKeys } from "~/lib/idempotency-key";
import { fetchQuote } from "./checkout-api";
import type { PlaceOrderFailure, PlaceOrderSubmission } from "./place-order";

/** What a review prices and places: a signed-in checkout's request or a guest's; either may carry a code. */
type Body = { coupon?: string | undefined };

type Quote<B extends Body> =
  | { state: "loading" }
  | { state: "failed"; status: number | null; message: string }
  /**
   * `reviewId` names this review: placing the order from it is one attempt, with one key.
   * `request` is what was priced (and is what placing the order sends): without the code when
   * `couponProblem` says why the code cannot apply.
   */
  | {
      state: "ready";
      quote: CheckoutQuote;
      reviewId: string;
      request: B;
      couponProblem: string | null;
      /** The request it answers, as JSON: another while a changed request (a code) is priced. */
      asked: string;
    };

/**
 * Prices the request; a code that cannot apply (a 422 naming the coupon) is not a dead end: the
 * order is priced without it and the reason is shown by the code field.
 */
export async function quoteWithCoupon<B extends Body>(
  body: B,
  fetch: (body: B) => Promise<CheckoutQuote>,
): Promise<{ quote: CheckoutQuote; request: B; couponProblem: string | null }> {
  try {
    return { quote: await fetch(body), request: body, couponProblem: null };
  } catch (err) {
    if (!(body.coupon && err instanceof ApiError && err.status === 422 && err.errors?.coupon)) throw err;
    const { coupon: _refused, ...rest } = body;
    const without = rest as B;
    return { quote: await fetch(without), request: without, couponProblem: err.message };
  }
}

/** The review's figures, priced by the server when the step opens (and again on "Try again"). */
function useQuote<B extends Body>(body: B, attempt: number, price: (body: B) => Promise<CheckoutQuote>): Quote<B> {
  const [quote, setQuote] = useState<Quote<B>>({ state: "loading" });
  const pricer = useRef(price);
  pricer.current = price;
  const signature = JSON.stringify(body);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the body is compared by its JSON; `attempt` asks again
  useEffect(() => {
    let current = true;
    setQuote((was) => (was.state === "ready" ? was : { state: "loading" }));
    quoteWithCoupon<B>(JSON.parse(signature), (b) => pricer.current(b)).then(
      (answer) => current && setQuote({ state: "ready", ...answer, reviewId: newIdempotencyKey(), asked: signature }),
      (err: unknown) =>
        current &&
        setQuote(
          err instanceof ApiError
            ? { state: "failed", status: err.status, message: err.message }
            : { state: "failed", status: null, message: "We couldn't price your order just now." },
        ),
    );
    return () => {
      current = false;
    };
  }, [signature, attempt]);
  return quote;
}

function Problem({ message, children }: { message: string; children: React.ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-200"
    >
      <p className="flex items-start gap-2 font-medium">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> {message}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

const cartLink = (
  <Link to="/cart" className={secondaryButton}>
    <ShoppingCart className="size-4" aria-hidden="true" /> Review your cart
  </Link>
);

/**
 * Step 3: the full summary from POST /api/checkout/quote — today's prices, shipping, handling,
 * tax of the shipping state, the loyalty discount and the total — and "Place order". The order is
 * placed with one Idempotency-Key per review, so a double click or a retry places it once.
 */
export function ReviewStep<B extends Body = CheckoutRequestBody>({
  request,
  onEditAddress,
  onEditShipping,
  price = fetchQuote as unknown as (body: B) => Promise<CheckoutQuote>,
}: {
  request: B;
  onEditAddress: () => void;
  onEditShipping: () => void;
  /** Prices the request: the signed-in checkout's quote unless given (a guest's). */
  price?: (body: B) => Promise<CheckoutQuote>;
}) {
  const [attempt, setAttempt] = useState(0);
  const quote = useQuote(request, attempt, price);
  const fetcher = useFetcher<PlaceOrderFailure>();
  const keys = useAttemptKeys();
  const inFlight = useRef(false);
  const placing = fetcher.state !== "idle";
  // A code was applied or removed: the figures on show are the last request's until the new ones come.
  const repricing = quote.state === "ready" && quote.asked !== JSON.stringify(request);
  const failure = fetcher.data && !fetcher.data.ok ? fetcher.data : null;

  useEffect(() => {
    if (fetcher.state === "idle") inFlight.current = false;
  }, [fetcher.state]);
  useEffect(() => {
    if (failure) keys.settle(failure.status);
  }, [failure, keys]);

  const place = () => {
    if (quote.state !== "ready" || repricing || inFlight.current) return;
    inFlight.current = true;
    const submission = { key: keys.keyFor(quote.reviewId), order: quote.request } satisfies Omit<
      PlaceOrderSubmission,
      "order"
    > & { order: B };
    fetcher.submit(submission, { method: "post", encType: "application/json" });
  };

  if (quote.state === "loading") {
    return (
      <p className="flex items-center gap-2 py-6 text-slate-600 dark:text-slate-400" aria-live="polite">
        <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> Pricing your order…
      </p>
    );
  }
  if (quote.state === "failed") {
    return (
      <Problem message={quote.message}>
        {cartLink}
        <button type="button" onClick={() => setAttempt((n) => n + 1)} className={secondaryButton}>
          <RotateCw className="size-4" aria-hidden="true" /> Try again
        </button>
      </Problem>
    );
  }

  const { quote: q } = quote;
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <section
            aria-labelledby="review-ship-to"
            className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
          >
            <div className="mb-2 flex items-baseline justify-between gap-2">
              <h2 id="review-ship-to" className="font-bold">
                Ship to
              </h2>
              <button
                type="button"
                onClick={onEditAddress}
                className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-400"
                aria-label="Change the address"
              >
                Change
              </button>
            </div>
            <ShippingAddress address={q.shipping_address} />
          </section>
          <section
            aria-labelledby="review-shipping"
            className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
          >
            <div className="mb-2 flex items-baseline justify-between gap-2">
              <h2 id="review-shipping" className="font-bold">
                Shipping
              </h2>
              <button
                type="button"
                onClick={onEditShipping}
                className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-400"
                aria-label="Change the shipping method"
              >
                Change
              </button>
            </div>
            <p className="text-sm font-semibold">{q.shipping_method.name}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">{q.shipping_method.days}</p>
          </section>
        </div>
        <section aria-labelledby="review-lines">
          <div className="mb-1 flex items-baseline justify-between gap-3">
            <h2 id="review-lines" className="flex items-center gap-2 text-lg font-bold">
              <PackageCheck className="size-5 text-brand-500" aria-hidden="true" /> Your parts
            </h2>
            <Link to="/cart" className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-400">
              Edit cart
            </Link>
          </div>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            Prices are today's, and they are what you pay: a price that changed since you added a part shows here as it
            is now.
          </p>
          <OrderLines lines={q.lines} vehicleName={q.vehicle ? vehicleLabel(q.vehicle) : null} />
        </section>
      </div>
      <SummaryPanel titleId="review-summary" sticky>
        <OrderTotals order={q} shippingName={q.shipping_method.name} className="mt-4" />
        <CouponField
          className="mt-4"
          problem={quote.couponProblem}
          pending={repricing}
          onApply={(code) => coupon.apply(code)}
          onRemove={() => coupon.clear()}
        />
        {failure && (
          <div className="mt-4">
            <Problem message={failure.message}>{cartLink}</Problem>
          </div>
        )}
        <button
          type="button"
          onClick={place}
          disabled={placing || repricing}
          aria-busy={placing || undefined}
          className={cn(bigPrimaryButton, "mt-5")}
        >
          {placing ? (
            <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
          ) : (
            <Lock className="size-5" aria-hidden="true" />
          )}
          {placing ? "Placing your order…" : "Place order"}
        </button>
        <p className="mt-3 text-center text-xs text-slate-500 dark:text-slate-400">
          You pay on the next page. We hold the parts for you while you do.
        </p>
      </SummaryPanel>
    </div>
  );
}
