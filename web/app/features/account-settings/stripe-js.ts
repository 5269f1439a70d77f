/**
 * The little of Stripe.js the card form uses. Stripe.js must be loaded from js.stripe.com (Stripe's
 * rule for PCI scope), so it is fetched only when the shop runs the Stripe provider and a person
 * opens the card form — never in test mode.
 */
export interface StripeCardElement {
  mount(element: HTMLElement): void;
  destroy(): void;
  on(event: "change", handler: (event: { complete: boolean; error?: { message: string } }) => void): void;
}

export interface StripeClient {
  elements(): { create(type: "card", options?: Record<string, unknown>): StripeCardElement };
  confirmCardSetup(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement } },
  ): Promise<{ setupIntent?: { id: string; status: string }; error?: { message?: string } }>;
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeClient;
  }
}

export const STRIPE_JS_URL = "https://js.stripe.com/v3/";

let loading: Promise<NonNullable<Window["Stripe"]>> | null = null;

function loadStripeJs(): Promise<NonNullable<Window["Stripe"]>> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error("Stripe.js did not start")));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error("Stripe.js could not be loaded"));
    };
    document.head.append(script);
  });
  return loading;
}

export async function loadStripe(publishableKey: string): Promise<StripeClient> {
  const Stripe = await loadStripeJs();
  return Stripe(publishableKey);
}
