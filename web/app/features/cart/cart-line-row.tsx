import type { CartLine } from "@pitstop/contract/cart";
import { LINE_PURCHASE_LIMIT, MAX_LINE_QUANTITY } from "@pitstop/contract/cart-limits";
import { CircleAlert, ImageOff, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { FitWarning } from "~/components/fit-warning";
import { formatPrice } from "~/lib/money";
import { QuantityStepper } from "./quantity-stepper";

const times = (dollars: number, quantity: number) => (Math.round(dollars * 100) * quantity) / 100;

/**
 * One cart line: picture, title linking to the part, brand, unit price, a stepper
 * bounded by the stock (shown when low), remove, the line subtotal and handling, and a warning
 * when the part does not fit the main car.
 */
export function CartLineRow({
  line,
  fit,
  quantity,
  vehicleName,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  /** The line's fit answer for the active vehicle; null while none is known for it (or none is chosen). */
  fit: CartLine["fit"];
  /** What the shopper chose (may run ahead of the priced line while an update is on its way). */
  quantity: number;
  /** The main car, as 'year make model', for the fit warning; null when none is chosen. */
  vehicleName: string | null;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const max = Math.min(line.qty, MAX_LINE_QUANTITY);
  // qty is what one order may hold now: the stock, at most the per-order limit; 0 once sold out.
  const soldOut = line.qty === 0;
  const overStock = !soldOut && quantity > line.qty;
  const limitedByShop = line.qty === LINE_PURCHASE_LIMIT;
  return (
    <li className="flex gap-4 py-5 first:pt-0 last:pb-0">
      <Link
        to={line.path}
        tabIndex={-1}
        aria-hidden="true"
        className="size-20 shrink-0 overflow-hidden rounded-xl bg-slate-50 sm:size-28 dark:bg-slate-800"
      >
        {line.image_url ? (
          <img
            src={line.image_url}
            alt=""
            width={112}
            height={112}
            loading="lazy"
            className="h-full w-full object-contain p-2"
          />
        ) : (
          <span className="grid h-full place-items-center text-slate-400">
            <ImageOff className="size-6" />
          </span>
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
              {line.brand.name}
            </p>
            <h2 className="line-clamp-2 leading-snug font-semibold">
              <Link to={line.path} className="hover:text-brand-600 dark:hover:text-brand-400">
                {line.title}
              </Link>
            </h2>
            <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">Part # {line.part_number}</p>
          </div>
          <p className="shrink-0 text-right">
            <span className="block font-bold tabular-nums">
              {soldOut ? formatPrice(line.price) : formatPrice(times(line.price, quantity))}
            </span>
            {quantity > 1 && !soldOut && (
              <span className="block text-xs text-slate-500 tabular-nums dark:text-slate-400">
                {formatPrice(line.price)} each
              </span>
            )}
          </p>
        </div>

        <FitWarning fit={fit} vehicleName={vehicleName} partPath={line.path} />
        {soldOut && (
          <p className="flex items-start gap-2 text-sm font-semibold text-rose-700 dark:text-rose-300" role="alert">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Sold out. Remove it to check out.
          </p>
        )}
        {overStock && (
          <p className="flex items-start gap-2 text-sm text-rose-700 dark:text-rose-300" role="alert">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {limitedByShop
              ? `At most ${line.qty} per order: your quantity will be lowered to ${line.qty}.`
              : `Only ${line.qty} in stock: your quantity will be lowered to ${line.qty}.`}
          </p>
        )}

        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <div className={soldOut ? "hidden" : "flex items-center gap-3"}>
            <QuantityStepper
              id={`cart-qty-${line.id}`}
              label={`Quantity of ${line.title}`}
              decreaseLabel={`One fewer ${line.title}`}
              increaseLabel={`One more ${line.title}`}
              value={Math.min(quantity, max)}
              // Quantities are clamped between 0 and the stock, and reaching 0 removes the line.
              min={0}
              max={max}
              size="sm"
              onChange={onQuantity}
            />
            {line.qty <= 5 && !overStock && !soldOut && (
              <span className="text-xs font-semibold text-amber-700 dark:text-amber-400">Only {line.qty} left</span>
            )}
          </div>
          <button
            type="button"
            onClick={onRemove}
            className="inline-flex h-10 items-center gap-1.5 rounded-xl px-3 text-sm font-medium text-slate-600 hover:bg-rose-50 hover:text-rose-700 dark:text-slate-400 dark:hover:bg-rose-950 dark:hover:text-rose-300"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Remove <span className="sr-only">{line.title}</span>
          </button>
        </div>
        {line.handling > 0 && (
          <p className="text-xs text-slate-500 dark:text-slate-400">
            Handling {formatPrice(times(line.handling, quantity))}
            {quantity > 1 && ` (${formatPrice(line.handling)} each)`} — core charge, oversize or hazmat handling
          </p>
        )}
      </div>
    </li>
  );
}
