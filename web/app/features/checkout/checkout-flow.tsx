import type { CartResponse } from "@pitstop/contract/cart";
import type { User } from "@pitstop/contract/profile";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { activeVehicleKey, useActiveVehicle } from "~/lib/active-vehicle/active-vehicle";
import { useCouponStore } from "~/lib/coupon-store";
import { AddressStep } from "./address-step";
import { useBeginCheckout } from "./begin-checkout";
import { CartAside } from "./cart-aside";
import {
  type CheckoutStepId,
  checkoutRequest,
  chosenShipTo,
  currentStep,
  type NewAddress,
  readCheckoutParams,
  shipsTo,
  shipToState,
  stepSearch,
} from "./checkout-steps";
import { CheckoutStepsNav } from "./checkout-steps-nav";
import { ReviewStep } from "./review-step";
import { ShippingStep } from "./shipping-step";
import { typedAddress } from "./typed-address";

type Address = User["addresses"][number];

/**
 * The checkout's steps for a signed-in shopper whose cart passed the cart check:
 * address → shipping → review → place order (then /pay). The step and the saved choices live in
 * the URL (`?step=`), so the browser's back button walks the steps.
 */
export function CheckoutFlow({ addresses, cart }: { addresses: Address[]; cart: CartResponse }) {
  const [params, setParams] = useSearchParams();
  const vehicleKey = activeVehicleKey(useActiveVehicle().vehicle);
  // A new address typed in earlier in this tab: a reload of the review keeps it.
  const [typed, setTyped] = useState<NewAddress | null>(() => typedAddress.read());
  const asked = readCheckoutParams(params);
  const shipTo = chosenShipTo(asked.address, addresses, typed);
  const step = currentStep(asked.step, shipTo, asked.shipping);
  const typing = asked.address === "new" || !addresses.some(shipsTo);
  // The code applied on this device goes with the quote and the order (the API says if it applies).
  const code = useCouponStore((s) => s.code);

  useBeginCheckout(cart);

  const go = (changes: Parameters<typeof stepSearch>[1], replace = false) =>
    setParams(new URLSearchParams(stepSearch(params, changes)), { replace, preventScrollReset: replace });
  const open = (target: CheckoutStepId) => go({ step: target });

  return (
    <>
      <CheckoutStepsNav current={step} onOpen={open} />
      <div className="mt-8">
        {step === "review" && shipTo && asked.shipping ? (
          <ReviewStep
            request={{ ...checkoutRequest(shipTo, asked.shipping, vehicleKey), ...(code ? { coupon: code } : {}) }}
            onEditAddress={() => open("address")}
            onEditShipping={() => open("shipping")}
          />
        ) : (
          <div className="grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
            <div>
              {step === "address" ? (
                <AddressStep
                  addresses={addresses}
                  shipTo={shipTo}
                  typing={typing}
                  typed={typed}
                  onChooseSaved={(id) => go({ address: String(id) }, true)}
                  onChooseNew={() => go({ address: "new" }, true)}
                  onTyped={(next) => {
                    setTyped(next);
                    typedAddress.write(next);
                    go({ address: "new", step: "shipping" });
                  }}
                  onContinue={() =>
                    go({ address: shipTo?.kind === "saved" ? String(shipTo.id) : null, step: "shipping" })
                  }
                />
              ) : (
                <ShippingStep
                  state={shipToState(shipTo, addresses)}
                  chosen={asked.shipping}
                  onBack={() => open("address")}
                  onContinue={(method) => go({ shipping: method, step: "review" })}
                />
              )}
            </div>
            <CartAside cart={cart} />
          </div>
        )}
      </div>
    </>
  );
}
