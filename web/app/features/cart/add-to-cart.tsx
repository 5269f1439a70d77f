import { Minus, Plus, ShoppingCart } from "lucide-react";
import { useState } from "react";
import { toast } from "react-toastify";
import { clampQuantity, useCartStore } from "./cart-store";

/** Quantity stepper bounded by stock, and the add button (spec §4: clamp between 0 and stock). */
export function AddToCart({ productId, title, stock }: { productId: number; title: string; stock: number }) {
  const inCart = useCartStore((s) => s.lines[productId] ?? 0);
  const setQuantity = useCartStore((s) => s.setQuantity);
  const [quantity, setWanted] = useState(1);
  const room = Math.max(0, stock - inCart);
  if (stock <= 0) {
    return (
      <button
        type="button"
        disabled
        className="h-12 w-full rounded-xl bg-slate-200 font-semibold text-slate-500 dark:bg-slate-800"
      >
        Out of stock
      </button>
    );
  }
  const change = (n: number) => setWanted(Math.max(1, clampQuantity(n, room)));
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="flex h-12 items-center rounded-xl border border-slate-300 dark:border-slate-700">
        <button
          type="button"
          onClick={() => change(quantity - 1)}
          disabled={quantity <= 1}
          aria-label="Fewer"
          className="grid h-full w-11 place-items-center disabled:opacity-40"
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <label className="sr-only" htmlFor={`qty-${productId}`}>
          Quantity
        </label>
        <input
          id={`qty-${productId}`}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, room)}
          value={quantity}
          onChange={(e) => change(Number(e.target.value))}
          className="h-full w-14 bg-transparent text-center font-semibold [appearance:textfield]"
        />
        <button
          type="button"
          onClick={() => change(quantity + 1)}
          disabled={quantity >= room}
          aria-label="More"
          className="grid h-full w-11 place-items-center disabled:opacity-40"
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
      <button
        type="button"
        disabled={room === 0}
        onClick={() => {
          setQuantity(productId, inCart + quantity, stock);
          toast.success(`Added to cart: ${title}`);
          setWanted(1);
        }}
        className="inline-flex h-12 flex-1 items-center justify-center gap-2 rounded-xl bg-brand-500 px-6 font-semibold text-white shadow-sm hover:bg-brand-600 disabled:opacity-50"
      >
        <ShoppingCart className="size-5" aria-hidden="true" />
        {room === 0 ? "All in your cart" : "Add to cart"}
      </button>
      {inCart > 0 && (
        <p className="w-full text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {inCart} in your cart
        </p>
      )}
    </div>
  );
}
