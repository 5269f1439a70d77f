import type { CartResponse } from "@pitstop/contract/cart";
import { LoaderCircle, RotateCw, WifiOff } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useCartStore } from "./cart-store";
import { cartSync, useCartQuote } from "./cart-sync";
import { checkoutProblem } from "./checkout-check";
import { useCartHydrated } from "./use-cart-hydrated";

type Check = { state: "checking" } | { state: "failed" } | { state: "passed"; quote: CartResponse };

/**
 * The cart check, run once the layout has caught up with who is shopping (a visitor's
 * device cart; a signed-in shopper's only after it has been merged into the account): the wanted
 * quantities are priced now and compared with the answer, whose quantities are clamped to stock.
 */
function useCartCheck(signedIn: boolean, guest: boolean): Check {
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
      else if (!signedIn && !guest) navigate(`/login?redirect=${encodeURIComponent("/checkout")}`, { replace: true });
      else setCheck({ state: "passed", quote });
    });
    return () => {
      current = false;
    };
  }, [hydrated, mode, expected, signedIn, guest, failed, navigate]);

  return check;
}

/**
 * /checkout's cart check: while it runs, or when the shop cannot be reached, the page
 * says so; once the cart has passed, `children` gets the priced cart and shows the checkout steps.
 * A visitor whose cart passed is sent to sign in and comes back here — unless checking out as a
 * guest (`guest`), who goes on to the guest checkout's steps.
 */
export function CheckoutCartCheck({
  signedIn,
  guest = false,
  children,
}: {
  signedIn: boolean;
  guest?: boolean;
  children: (cart: CartResponse) => ReactNode;
}) {
  const check = useCartCheck(signedIn, guest);
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
      {check.state === "passed" && children(check.quote)}
    </div>
  );
}
