import type { AdminOrder } from "@pitstop/contract/admin-orders";
import { vehicleLabel } from "@pitstop/contract/vehicle-names";
import { Printer } from "lucide-react";
import { primaryButton } from "~/components/forms/form-styles";
import { LocalTime } from "~/components/local-time";

/**
 * The printable packing slip that goes in the box — who it is for, what is in it (part
 * numbers and quantities, no prices), and a box to tick per line. The shop's frame is left off on
 * paper (print:hidden).
 */
export function PackingSlip({ order }: { order: AdminOrder }) {
  const a = order.shipping_address;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 print:max-w-none print:p-0">
      <div className="mb-6 flex justify-end print:hidden">
        <button type="button" className={primaryButton} onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" /> Print
        </button>
      </div>
      <article className="rounded-2xl border border-slate-200 bg-white p-8 text-slate-900 print:rounded-none print:border-0 print:p-0 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100 print:dark:bg-white print:dark:text-slate-900">
        <header className="flex items-start justify-between gap-6 border-b border-slate-300 pb-5">
          <div>
            <p className="text-2xl font-black tracking-tight">Pitstop</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">Packing slip</p>
          </div>
          <div className="text-right text-sm">
            <p className="font-mono text-lg font-bold">{order.number}</p>
            <p>
              Ordered <LocalTime iso={order.created_at} style="date" />
            </p>
            <p>{order.shipping_method.name}</p>
          </div>
        </header>
        <section className="grid gap-6 py-5 sm:grid-cols-2 print:grid-cols-2">
          <div>
            <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Ship to</h2>
            <address className="mt-1 text-sm not-italic">
              {a.first_name} {a.last_name}
              <br />
              {a.address_line1}
              {a.address_line2 && (
                <>
                  <br />
                  {a.address_line2}
                </>
              )}
              <br />
              {a.city}, {a.state} {a.zip}
              <br />
              {a.country}
              {a.phone && (
                <>
                  <br />
                  {a.phone}
                </>
              )}
            </address>
          </div>
          {order.vehicle && (
            <div>
              <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">For the car</h2>
              <p className="mt-1 text-sm">{vehicleLabel(order.vehicle)}</p>
            </div>
          )}
        </section>
        <table className="w-full text-left text-sm">
          <thead className="border-y border-slate-300 text-xs tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="w-10 py-2">
                <span className="sr-only">Packed</span>
              </th>
              <th scope="col" className="py-2">
                Part
              </th>
              <th scope="col" className="py-2">
                Part no.
              </th>
              <th scope="col" className="py-2 text-right">
                Qty
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {order.lines.map((line) => (
              <tr key={`${line.product_id ?? line.part_number}-${line.title}`}>
                <td className="py-2.5">
                  <span className="block size-4 rounded-sm border border-slate-400" aria-hidden="true" />
                </td>
                <td className="py-2.5 pr-4">{line.title}</td>
                <td className="py-2.5 pr-4 font-mono">{line.part_number}</td>
                <td className="py-2.5 text-right font-semibold tabular-nums">{line.quantity}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-slate-300">
            <tr>
              <td />
              <td colSpan={2} className="py-2 font-semibold">
                Items
              </td>
              <td className="py-2 text-right font-semibold tabular-nums">{order.totals.item_count}</td>
            </tr>
          </tfoot>
        </table>
        <p className="mt-8 text-xs text-slate-500">
          Questions about your order? Reply to your order mail or write to us with the order number {order.number}.
        </p>
      </article>
    </div>
  );
}
