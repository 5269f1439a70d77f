import { MAX_CART_LINES } from "@pitstop/contract/cart-limits";
import { type ReactNode, useCallback, useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { type AnalyticsProduct, trackAddToCart } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toasts";
import { clampQuantity, useCartStore } from "./cart-store";
import { QuantityStepper } from "./quantity-stepper";

/** The product page's props (flat, as the pages pass them); the price is what analytics reports. */
interface AddToCartProps {
  productId: number;
  title: string;
  stock: number;
  price?: number;
  brand?: string;
  category?: string;
}

type CartProduct = Omit<AnalyticsProduct, "price"> & { price?: number; stock: number };

const cartProduct = ({ productId, title, stock, price, brand, category }: AddToCartProps): CartProduct => ({
  id: productId,
  title,
  stock,
  price,
  brand,
  category,
});

function AddedToast({ title, quantity }: { title: string; quantity: number }) {
  return (
    <div className="text-sm">
      <p className="font-semibold">Added to cart</p>
      <p className="mt-0.5 line-clamp-2">
        {quantity > 1 ? `${quantity} × ` : ""}
        {title}
      </p>
      <Link to="/cart" className="mt-1 inline-block font-semibold underline underline-offset-2">
        View cart
      </Link>
    </div>
  );
}

/**
 * Puts `quantity` more of the product in the device cart (clamped to stock), confirms it
 * in a toast with a link to the cart, and tells analytics. Returns how many were added.
 */
function addToCart(product: CartProduct, quantity: number): number {
  const cart = useCartStore.getState();
  const inCart = cart.lines[product.id] ?? 0;
  const next = clampQuantity(inCart + quantity, product.stock);
  if (next <= inCart) return 0;
  if (!cart.setQuantity(product.id, next, product.stock)) {
    toast.warning(
      `Your cart already holds ${MAX_CART_LINES} different parts. Check out or remove some before adding more.`,
    );
    return 0;
  }
  const added = next - inCart;
  if (product.price !== undefined) trackAddToCart({ ...product, price: product.price }, added);
  toast.success(<AddedToast title={product.title} quantity={added} />, { toastId: `cart-add-${product.id}` });
  return added;
}

/** The product page's quantity stepper and add button (bounded by what stock is left). */
export function AddToCart(props: AddToCartProps) {
  const product = cartProduct(props);
  const inCart = useCartStore((s) => s.lines[product.id] ?? 0);
  const [quantity, setQuantity] = useState(1);
  const room = Math.max(0, product.stock - inCart);
  if (product.stock <= 0) {
    return (
      <button
        type="button"
        disabled
        className="h-12 w-full rounded-xl bg-slate-200 font-semibold text-slate-500 dark:bg-slate-800 dark:text-slate-400"
      >
        Out of stock
      </button>
    );
  }
  const wanted = Math.max(1, Math.min(quantity, room));
  return (
    <div className="flex flex-wrap items-center gap-3">
      <QuantityStepper
        id={`qty-${product.id}`}
        label="Quantity"
        value={wanted}
        min={1}
        max={Math.max(1, room)}
        onChange={setQuantity}
      />
      <button
        type="button"
        disabled={room === 0}
        onClick={() => {
          if (addToCart(product, wanted) > 0) setQuantity(1);
        }}
        className="inline-flex h-12 flex-1 items-center justify-center gap-2 rounded-xl bg-brand-500 px-6 font-semibold whitespace-nowrap text-white shadow-sm hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <Icon name="shopping-cart" className="size-5" />
        {room === 0 ? "All in stock is in your cart" : "Add to cart"}
      </button>
      <p className="w-full text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {inCart > 0 && (
          <>
            {inCart} in your{" "}
            <Link to="/cart" className="font-medium text-brand-600 hover:underline dark:text-brand-400">
              cart
            </Link>
          </>
        )}
      </p>
    </div>
  );
}

/** The compact button of product cards and wishlist rows: one more each press. */
export function AddToCartButton({ className, ...props }: AddToCartProps & { className?: string }) {
  const product = cartProduct(props);
  const inCart = useCartStore((s) => s.lines[product.id] ?? 0);
  return addToCartButton(product, inCart, className);
}

/**
 * The add-to-cart buttons of a list of cards: the cart is read once for the list, not by each of its
 * 24 cards (docs/decisions/016), and each card's button is drawn from it.
 */
export function useAddToCartButtons(): (props: AddToCartProps, className: string) => ReactNode {
  const lines = useCartStore((s) => s.lines);
  return useCallback(
    (props, className) => addToCartButton(cartProduct(props), lines[props.productId] ?? 0, className),
    [lines],
  );
}

function addToCartButton(product: CartProduct, inCart: number, className?: string) {
  const soldOut = product.stock <= 0;
  const full = !soldOut && inCart >= product.stock;
  return (
    <button
      type="button"
      disabled={soldOut || full}
      onClick={() => addToCart(product, 1)}
      aria-label={
        soldOut
          ? `${product.title} is out of stock`
          : full
            ? `All ${product.title} in stock is in your cart`
            : undefined
      }
      className={cn(
        "inline-flex h-10 items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold whitespace-nowrap shadow-sm disabled:cursor-not-allowed",
        soldOut
          ? "bg-slate-200 text-slate-500 shadow-none dark:bg-slate-800 dark:text-slate-400"
          : "bg-brand-500 text-white hover:bg-brand-600 disabled:opacity-60",
        className,
      )}
    >
      {inCart > 0 && !soldOut ? (
        <Icon name="check" className="size-4" />
      ) : (
        <Icon name="shopping-cart" className="size-4" />
      )}
      {soldOut ? "Out of stock" : full ? "All in cart" : inCart > 0 ? "Add another" : "Add to cart"}
    </button>
  );
}
