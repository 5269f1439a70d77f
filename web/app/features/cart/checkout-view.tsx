import type { CartResponse } from "@pitstop/contract/cart";
import type { AddressSchema } from "@pitstop/contract/profile";
import { CircleCheck, CreditCard, LoaderCircle, MapPin, Plus, RotateCw, WifiOff } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/money";
import { useCartStore } from "./cart-store";
import { CartSummaryPanel } from "./cart-summary-panel";
import { cartSync, useCartQuote } from "./cart-sync";
import { checkoutProblem } from "./checkout-check";
import { useCartHydrated } from "./use-cart-hydrated";

type Address = z.infer<typeof AddressSchema>;

type Check = { state: "checking" } | { state: "failed" } | { state: "passed"; quote: CartResponse };

/**
 * The cart check (spec §2), run once the layout has caught up with who is shopping (a visitor's
 * device cart; a signed-in shopper's only after it has been merged into the account): the wanted
 * quantities are priced now and compared with the answer, whose quantities are clamped to stock.
 */
function useCartCheck(signedIn: boolean): Check {
  const navigate = useNavigate();
  const hydrated = useCartHydrated();
  const mode = useCartQuote((s) => s.mode);
  const failed = useCartQuote((s) => s.failed);
  const [check, setCheck] = useState<Check>({ state: "checking" });
  const expected = signedIn ? "account" : "visitor";

  useEffect(() => {
    if (!hydrated) return;
    // Signing in could not merge the cart (the shop unreachable): say so rather than wait.
    if (mode !== expected) {
      if (signedIn && mode === "off" && failed) setCheck({ state: "failed" });
      return;
    }
    let current = true;
    const wanted = useCartStore.getState().lines;
    const back = (problem: "empty" | "stock") => navigate(`/cart?checkout=${problem}`, { replace: true });
    if (!signedIn && Object.keys(wanted).length === 0) {
      back("empty");
      return;
    }
    setCheck({ state: "checking" });
    void cartSync.refresh().then(() => {
      if (!current) return;
      const { quote, failed: unreachable } = useCartQuote.getState();
      if (unreachable || !quote) {
        if (unreachable) setCheck({ state: "failed" });
        else back("empty");
        return;
      }
      const problem = checkoutProblem(wanted, quote);
      if (problem) back(problem);
      // Orders belong to an account: a visitor whose cart passed signs in and comes back here.
      else if (!signedIn) navigate(`/login?redirect=${encodeURIComponent("/checkout")}`, { replace: true });
      else setCheck({ state: "passed", quote });
    });
    return () => {
      current = false;
    };
  }, [hydrated, mode, expected, signedIn, failed, navigate]);

  return check;
}

const steps = ["Shipping address", "Payment", "Confirmation"] as const;

function Steps() {
  return (
    <ol className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label="Checkout steps">
      {steps.map((step, i) => (
        <li
          key={step}
          aria-current={i === 0 ? "step" : undefined}
          className={cn(
            "flex items-center gap-2",
            i === 0 ? "font-semibold text-slate-900 dark:text-white" : "text-slate-500 dark:text-slate-400",
          )}
        >
          <span
            className={cn(
              "grid size-6 place-items-center rounded-full text-xs font-bold",
              i === 0 ? "bg-brand-500 text-white" : "bg-slate-200 text-slate-600 dark:bg-slate-800 dark:text-slate-300",
            )}
          >
            {i + 1}
          </span>
          {step}
        </li>
      ))}
    </ol>
  );
}

function AddressChoice({ addresses }: { addresses: Address[] }) {
  const [params, setParams] = useSearchParams();
  const fallback = addresses.find((a) => a.default) ?? addresses[0];
  const chosenId = Number(params.get("address")) || fallback?.id;
  const choose = (id: number) =>
    setParams(
      (p) => {
        p.set("address", String(id));
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  if (addresses.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 px-5 py-8 text-center dark:border-slate-700">
        <MapPin className="mx-auto size-8 text-slate-400" aria-hidden="true" />
        <p className="mt-2 font-semibold">No saved address yet</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Add the address the parts should go to.</p>
        <Link
          to="/profile/settings#addresses"
          className="mt-4 inline-flex h-11 items-center gap-2 rounded-xl bg-brand-500 px-5 text-sm font-semibold text-white hover:bg-brand-600"
        >
          <Plus className="size-4" aria-hidden="true" /> Add an address
        </Link>
      </div>
    );
  }
  return (
    <fieldset>
      <legend className="sr-only">Ship to</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {addresses.map((a) => {
          const chosen = a.id === chosenId;
          return (
            <label
              key={a.id}
              className={cn(
                "relative flex cursor-pointer gap-3 rounded-2xl border p-4 text-sm transition",
                chosen
                  ? "border-brand-500 bg-brand-50/60 ring-1 ring-brand-500 dark:bg-brand-500/10"
                  : "border-slate-200 hover:border-slate-300 dark:border-slate-800 dark:hover:border-slate-700",
              )}
            >
              <input
                type="radio"
                name="address"
                value={a.id}
                checked={chosen}
                onChange={() => choose(a.id)}
                className="mt-0.5 size-4 accent-brand-500"
              />
              <span className="min-w-0">
                <span className="block font-semibold">
                  {a.first_name} {a.last_name}
                  {a.default && (
                    <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                      Default
                    </span>
                  )}
                </span>
                <span className="mt-1 block text-slate-600 dark:text-slate-400">
                  {a.address_line1}
                  {a.address_line2 && `, ${a.address_line2}`}
                  <br />
                  {a.city}
                  {a.state && `, ${a.state}`} {a.zip} · {a.country}
                  <br />
                  {a.phone}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <Link
        to="/profile/settings#addresses"
        className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-600 hover:underline dark:text-brand-400"
      >
        <Plus className="size-4" aria-hidden="true" /> Add or edit addresses
      </Link>
    </fieldset>
  );
}

function ItemsList({ quote }: { quote: CartResponse }) {
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {quote.cart.map((line) => (
        <li key={line.id} className="flex items-center gap-3 py-3">
          <div className="size-14 shrink-0 overflow-hidden rounded-lg bg-slate-50 dark:bg-slate-800">
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
  );
}

/**
 * /checkout: the cart check, then the first step — where the parts go — with the order review.
 * `addresses` is null for a visitor.
 */
export function CheckoutView({ addresses }: { addresses: Address[] | null }) {
  const check = useCartCheck(addresses !== null);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Checkout</h1>
      {check.state === "checking" && (
        <p className="mt-8 flex items-center gap-2 text-slate-600 dark:text-slate-400" aria-live="polite">
          <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> Checking your cart…
        </p>
      )}
      {check.state === "failed" && (
        <div className="mt-8 flex flex-wrap items-center gap-4 rounded-2xl border border-slate-200 px-5 py-4 dark:border-slate-800">
          <WifiOff className="size-5 text-slate-500" aria-hidden="true" />
          <p className="flex-1 text-slate-700 dark:text-slate-300">
            We couldn't check your cart with the shop just now.
          </p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex h-10 items-center gap-2 rounded-xl border border-slate-300 px-4 text-sm font-semibold hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            <RotateCw className="size-4" aria-hidden="true" /> Try again
          </button>
        </div>
      )}
      {check.state === "passed" && (
        <>
          <Steps />
          <div className="mt-8 grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
            <div className="space-y-8">
              <section aria-labelledby="ship-to-title">
                <h2 id="ship-to-title" className="mb-3 flex items-center gap-2 text-lg font-bold">
                  <MapPin className="size-5 text-brand-500" aria-hidden="true" /> Ship to
                </h2>
                <AddressChoice addresses={addresses ?? []} />
              </section>
              <section aria-labelledby="review-title">
                <div className="mb-1 flex items-baseline justify-between gap-3">
                  <h2 id="review-title" className="flex items-center gap-2 text-lg font-bold">
                    <CircleCheck className="size-5 text-brand-500" aria-hidden="true" /> Your parts
                  </h2>
                  <Link to="/cart" className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-400">
                    Edit cart
                  </Link>
                </div>
                <ItemsList quote={check.quote} />
              </section>
            </div>
            <div className="lg:sticky lg:top-6">
              <CartSummaryPanel summary={check.quote.cartSummary} updating={false}>
                <button
                  type="button"
                  disabled
                  aria-describedby="payment-note"
                  className="flex h-12 w-full cursor-not-allowed items-center justify-center gap-2 rounded-xl bg-slate-200 font-semibold text-slate-500 dark:bg-slate-800 dark:text-slate-400"
                >
                  <CreditCard className="size-5" aria-hidden="true" /> Continue to payment
                </button>
                <p id="payment-note" className="mt-2 text-center text-xs text-slate-500 dark:text-slate-400">
                  Payment opens when ordering launches. Your cart is saved to your account until then.
                </p>
              </CartSummaryPanel>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
