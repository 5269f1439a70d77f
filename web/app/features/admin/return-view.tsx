import { type AdminReturn, RETURN_REASON_LABELS, RETURN_STATUS_LABELS } from "@pitstop/contract/returns";
import { vehicleLabel } from "@pitstop/contract/vehicle-names";
import { Camera, CarFront, FileText, History, PackageCheck, Receipt, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LocalTime } from "~/components/local-time";
import { formatPrice } from "~/lib/money";
import { GuaranteeBadge } from "./return-status";

/** The cards of a return's back-office page: its lines, photos, refund, label, buyer and history. */

export function Panel({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="mb-3 flex items-center gap-2 font-bold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

const iconClass = "size-5 text-brand-500";

/** Once received, whether a line's units went back on the shelf. */
function Restocked({ restocked }: { restocked: boolean | null }) {
  if (restocked === null) return null;
  return restocked ? (
    <span className="text-xs font-medium text-emerald-700 dark:text-emerald-400">Back in stock</span>
  ) : (
    <span className="text-xs font-medium text-rose-700 dark:text-rose-400">Arrived damaged, not restocked</span>
  );
}

/** The lines sent back: the part, how many, why, the buyer's note and whether the guarantee covers it. */
export function ReturnLinesPanel({ ret }: { ret: AdminReturn }) {
  return (
    <Panel title="Parts sent back" icon={<PackageCheck className={iconClass} aria-hidden="true" />}>
      <p className="mb-3 flex items-start gap-2 text-sm text-slate-600 dark:text-slate-400">
        <CarFront className="mt-0.5 size-4 shrink-0 text-brand-500" aria-hidden="true" />
        {ret.vehicle ? (
          <span>
            Bought for a{" "}
            <Link to={ret.vehicle.path} className="font-semibold text-slate-900 hover:underline dark:text-white">
              {vehicleLabel(ret.vehicle)}
            </Link>
          </span>
        ) : (
          <span>Bought without a vehicle chosen</span>
        )}
      </p>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {ret.lines.map((line) => (
          <li key={line.line_id} className="space-y-1.5 py-3 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
              <div className="min-w-0">
                {line.product_id ? (
                  <Link
                    to={`/admin/products/${line.product_id}`}
                    className="font-semibold text-slate-900 hover:text-brand-600 hover:underline dark:text-white dark:hover:text-brand-400"
                  >
                    {line.title}
                  </Link>
                ) : (
                  <span className="font-semibold">{line.title}</span>
                )}
                <span className="block font-mono text-xs text-slate-500 dark:text-slate-400">{line.part_number}</span>
              </div>
              <span className="text-sm font-semibold tabular-nums">× {line.quantity}</span>
            </div>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-slate-700 dark:text-slate-300">{RETURN_REASON_LABELS[line.reason]}</span>
              {line.guaranteed && <GuaranteeBadge />}
              <Restocked restocked={line.restocked} />
            </div>
            {line.note && (
              <blockquote className="border-l-2 border-slate-300 pl-3 text-sm whitespace-pre-line text-slate-700 dark:border-slate-700 dark:text-slate-300">
                {line.note}
              </blockquote>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** The buyer's photos, each opening the full picture. */
export function ReturnPhotosPanel({ photos }: { photos: AdminReturn["photos"] }) {
  if (photos.length === 0) return null;
  return (
    <Panel title="Photos" icon={<Camera className={iconClass} aria-hidden="true" />}>
      <ul className="flex flex-wrap gap-3">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <a
              href={photo.url}
              target="_blank"
              rel="noopener"
              className="block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              <img
                src={photo.url}
                alt={`Sent by the buyer, ${i + 1} of ${photos.length}`}
                width={96}
                height={96}
                loading="lazy"
                className="size-24 rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700"
              />
            </a>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function Figure({ label, value, strong }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <div className={strong ? "flex justify-between gap-3 pt-2 font-semibold" : "flex justify-between gap-3"}>
      <dt className={strong ? undefined : "text-slate-600 dark:text-slate-400"}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** What the refund is made of, and where the order's payment stands. */
export function RefundPanel({ ret }: { ret: AdminReturn }) {
  const e = ret.refund_estimate;
  const left = Math.max(0, Math.round((ret.order_paid - ret.order_refunded) * 100) / 100);
  return (
    <Panel title="Refund" icon={<Receipt className={iconClass} aria-hidden="true" />}>
      <dl className="space-y-1 text-sm">
        <Figure label="Parts" value={formatPrice(e.items)} />
        {e.handling > 0 && <Figure label="Handling" value={formatPrice(e.handling)} />}
        <Figure label="Share of shipping" value={formatPrice(e.shipping)} />
        <Figure label="Tax" value={formatPrice(e.tax)} />
        <Figure
          label="Return label"
          value={e.return_shipping_fee > 0 ? `−${formatPrice(e.return_shipping_fee)}` : "Free"}
        />
        <div className="border-t border-slate-200 dark:border-slate-800">
          <Figure label="Estimated refund" value={formatPrice(e.total)} strong />
        </div>
      </dl>
      <dl className="mt-4 space-y-1 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
        <Figure label="Order paid" value={formatPrice(ret.order_paid)} />
        <Figure label="Refunded so far" value={formatPrice(ret.order_refunded)} />
        <Figure label="Left to refund" value={formatPrice(left)} />
      </dl>
      {ret.refunded_amount !== null && (
        <p className="mt-4 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-100">
          Refunded <strong>{formatPrice(ret.refunded_amount)}</strong>
          {ret.refunded_at && (
            <>
              {" "}
              on <LocalTime iso={ret.refunded_at} />
            </>
          )}
          .
        </p>
      )}
    </Panel>
  );
}

/** The prepaid label once issued, to print or pass on; before that, who pays for it. */
export function LabelPanel({ ret }: { ret: AdminReturn }) {
  return (
    <Panel title="Return label" icon={<FileText className={iconClass} aria-hidden="true" />}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {ret.free_label
          ? "Free for the buyer: the fit guarantee or the shop’s mistake."
          : "Its cost is taken off the refund: the return is the buyer’s choice."}
      </p>
      {ret.label ? (
        <div className="mt-3 space-y-2 text-sm">
          <p>
            Tracking ({ret.label.carrier}):{" "}
            <strong className="font-mono select-all">{ret.label.tracking_number}</strong>
          </p>
          <a
            href={ret.label.url}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1.5 font-semibold text-brand-600 hover:underline dark:text-brand-400"
          >
            <FileText className="size-4" aria-hidden="true" /> Open the label (PDF)
          </a>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Issued when the return is approved.</p>
      )}
    </Panel>
  );
}

/** Who sent it back, or that their account is gone. */
export function ReturnCustomerPanel({ customer }: { customer: AdminReturn["customer"] }) {
  return (
    <Panel title="Customer" icon={<UserRound className={iconClass} aria-hidden="true" />}>
      {customer ? (
        <p className="text-sm">
          <Link to={`/admin/customers/${customer.id}`} className="font-semibold hover:underline">
            {customer.name || "No name given"}
          </Link>
          <a
            href={`mailto:${customer.email}`}
            className="block truncate text-brand-600 hover:underline dark:text-brand-400"
          >
            {customer.email}
          </a>
        </p>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Former customer: the buyer deleted their account; the return stays as the shop’s record.
        </p>
      )}
    </Panel>
  );
}

/** The return's steps, newest first, with their notes (the refusal's reason, the tracking number). */
export function ReturnHistoryPanel({ history }: { history: AdminReturn["history"] }) {
  return (
    <Panel title="History" icon={<History className={iconClass} aria-hidden="true" />}>
      <ol className="space-y-3">
        {[...history].reverse().map((entry) => (
          <li key={`${entry.status}-${entry.at}`} className="flex gap-3 text-sm">
            <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-500" aria-hidden="true" />
            <span>
              <span className="font-semibold">{RETURN_STATUS_LABELS[entry.status]}</span>
              <span className="text-slate-500 dark:text-slate-400">
                {" "}
                · <LocalTime iso={entry.at} />
              </span>
              {entry.note && (
                <span className="block whitespace-pre-line text-slate-600 dark:text-slate-400">{entry.note}</span>
              )}
            </span>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
