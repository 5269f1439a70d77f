import type { OrderLine } from "@pitstop/contract/orders";
import { Package } from "lucide-react";
import { Link } from "react-router";
import { formatPrice } from "~/lib/money";
import { FitWarning } from "../fit-warning";

/**
 * The lines of an order or of a checkout review: picture, title (a link while the part is still
 * sold), part number, quantity × unit price and the line total. Prices are the server's: today's
 * in a review, the ones paid on an order.
 */
export function OrderLines({ lines, vehicleName = null }: { lines: OrderLine[]; vehicleName?: string | null }) {
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {lines.map((line) => (
        <li key={`${line.product_id ?? line.part_number}-${line.title}`} className="flex gap-3 py-3 sm:gap-4">
          <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-lg bg-slate-50 dark:bg-slate-800">
            {line.image_url ? (
              <img src={line.image_url} alt="" className="h-full w-full object-contain p-1" loading="lazy" />
            ) : (
              <Package className="size-6 text-slate-400" aria-hidden="true" />
            )}
          </div>
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold">
              {line.path ? (
                <Link to={line.path} className="hover:text-brand-600 hover:underline dark:hover:text-brand-400">
                  {line.title}
                </Link>
              ) : (
                line.title
              )}
            </p>
            <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">Part no. {line.part_number}</p>
            <p className="mt-1 text-sm text-slate-600 tabular-nums dark:text-slate-300">
              {line.quantity} × {formatPrice(line.price)}
              {line.handling > 0 && (
                <span className="text-slate-500 dark:text-slate-400">
                  {" "}
                  + {formatPrice(line.handling)} handling each
                </span>
              )}
            </p>
            {line.fit && (
              <div className="mt-2">
                <FitWarning fit={line.fit} vehicleName={vehicleName} partPath={line.path} />
              </div>
            )}
          </div>
          <p className="text-sm font-semibold tabular-nums">{formatPrice(line.subtotal)}</p>
        </li>
      ))}
    </ul>
  );
}
