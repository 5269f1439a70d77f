import type { CartResponse } from "@pitstop/contract/cart";
import type { GuestCheckoutRequestBody } from "@pitstop/contract/guest";
import type { ShippingMethodId } from "@pitstop/contract/orders";
import { UserRound } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { activeVehicleKey, useActiveVehicle } from "~/lib/active-vehicle/active-vehicle";
import { ApiError } from "~/lib/api-fetch";
import { useCouponStore } from "~/lib/coupon-store";
import { useBeginCheckout } from "./begin-checkout";
import { CartAside } from "./cart-aside";
import { type CheckoutStepId, currentStep, type NewAddress, readCheckoutParams, stepSearch } from "./checkout-steps";
import { CheckoutStepsNav } from "./checkout-steps-nav";
import { GuestAddressStep } from "./guest-address-step";
import { fetchGuestQuote, fetchGuestShippingMethods } from "./guest-api";
import { guestEmail } from "./guest-contact";
import { ReviewStep } from "./review-step";
import { ShippingStep } from "./shipping-step";
import { typedAddress } from "./typed-address";

/**
 * The body of a visitor's quote and order: the device cart's lines, the email, the address, the
 * method, the active vehicle and the code applied on this device. Prices never travel.
 */
export function guestRequest(input: {
  email: string;
  typed: NewAddress;
  shipping: ShippingMethodId;
  cart: CartResponse;
  vehicle: string | null;
  coupon: string | null;
}): GuestCheckoutRequestBody {
  return {
    email: input.email,
    lines: input.cart.cart.filter((l) => l.cart.quantity > 0).map((l) => ({ id: l.id, quantity: l.cart.quantity })),
    address: input.typed.address,
    shipping_method: input.shipping,
    ...(input.vehicle ? { vehicle: input.vehicle } : {}),
    ...(input.coupon ? { coupon: input.coupon } : {}),
  };
}

/**
 * A visitor's checkout (docs/decisions/030): email and address → shipping → review → place order,
 * then pay on the order's own page behind its private link. The step and the method live in the
 * URL; the email and the address stay in this tab's storage, never in the URL.
 */
export function GuestCheckoutFlow({ cart }: { cart: CartResponse }) {
  const [params, setParams] = useSearchParams();
  const vehicleKey = activeVehicleKey(useActiveVehicle().vehicle);
  const code = useCouponStore((s) => s.code);
  const [email, setEmail] = useState<string | null>(() => guestEmail.read());
  const [typed, setTyped] = useState<NewAddress | null>(() => typedAddress.read());
  // The API's word on the email the contract accepts but the shop does not (a disposable service).
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const asked = readCheckoutParams(params);
  const contact = email && typed ? { email, typed } : null;
  const step = currentStep(asked.step, contact ? { kind: "new", ...contact.typed } : null, asked.shipping);

  useBeginCheckout(cart);

  const go = (changes: Parameters<typeof stepSearch>[1], replace = false) =>
    setParams(new URLSearchParams(stepSearch(params, changes)), { replace, preventScrollReset: replace });
  const open = (target: CheckoutStepId) => go({ step: target });
  const request = (shipping: ShippingMethodId) =>
    contact ? guestRequest({ ...contact, shipping, cart, vehicle: vehicleKey, coupon: code }) : null;
  const body = asked.shipping ? request(asked.shipping) : null;

  return (
    <>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        <UserRound className="mr-1.5 inline size-4 align-[-3px]" aria-hidden="true" />
        Checking out as a guest
        {contact ? (
          <>
            {" "}
            · updates go to{" "}
            <strong className="break-all font-semibold text-slate-900 dark:text-slate-100">{contact.email}</strong>
          </>
        ) : (
          "."
        )}{" "}
        <Link
          to={`/login?redirect=${encodeURIComponent("/checkout")}`}
          className="whitespace-nowrap font-semibold text-brand-600 hover:underline dark:text-brand-400"
        >
          Sign in instead
        </Link>
      </p>
      <div className="mt-6">
        <CheckoutStepsNav current={step} onOpen={open} />
      </div>
      <div className="mt-8">
        {step === "review" && body ? (
          <ReviewStep<GuestCheckoutRequestBody>
            request={body}
            price={fetchGuestQuote}
            onEditAddress={() => open("address")}
            onEditShipping={() => open("shipping")}
          />
        ) : (
          <div className="grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
            <div>
              {step === "address" || !contact ? (
                <GuestAddressStep
                  // A new problem from the API starts the form again with it under the email.
                  key={emailProblem ?? ""}
                  email={email}
                  typed={typed}
                  emailProblem={emailProblem}
                  onDone={(nextEmail, nextTyped) => {
                    setEmailProblem(null);
                    setEmail(nextEmail);
                    setTyped(nextTyped);
                    guestEmail.write(nextEmail);
                    typedAddress.write(nextTyped);
                    go({ step: "shipping" });
                  }}
                />
              ) : (
                <ShippingStep
                  state={contact.typed.address.state}
                  chosen={asked.shipping}
                  load={() => {
                    // Priced without the code: a code that cannot apply says so at the review, not here.
                    const {
                      shipping_method: _method,
                      coupon: _code,
                      ...rest
                    } = request("standard") as GuestCheckoutRequestBody;
                    return fetchGuestShippingMethods(rest).catch((err: unknown) => {
                      // The email is refused: back to it, with the API's reason under the field.
                      if (err instanceof ApiError && err.errors?.email) {
                        setEmailProblem(err.message);
                        open("address");
                      }
                      throw err;
                    });
                  }}
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
