import type { Dashboard } from "@pitstop/contract/admin-shop";
import { AlarmClock, CarFront, PackageOpen, TriangleAlert, Trophy } from "lucide-react";
import { Link } from "react-router";
import { sectionCard } from "~/components/forms/form-styles";
import { LocalTime } from "~/components/local-time";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/money";
import { countOf } from "~/lib/plural";
import { RevenueChart } from "./revenue-chart";

const AWAITING_SHIPMENT_HREF = `/admin/orders?${new URLSearchParams({ status: "awaiting shipment" })}`;
const link = "font-medium text-brand-600 hover:underline dark:text-brand-400";

function Figure({ label, value, href, tone }: { label: string; value: string; href?: string; tone?: "alert" }) {
  const body = (
    <>
      <span className="block text-sm font-medium text-slate-600 dark:text-slate-400">{label}</span>
      <span
        className={cn(
          "mt-1 block text-3xl font-extrabold tracking-tight tabular-nums",
          tone === "alert" && "text-amber-600 dark:text-amber-400",
        )}
      >
        {value}
      </span>
    </>
  );
  const box =
    "block rounded-2xl border border-slate-200 bg-white p-5 shadow-xs dark:border-slate-800 dark:bg-slate-900/60";
  return href ? (
    <Link to={href} className={cn(box, "hover:border-brand-400 dark:hover:border-brand-500")}>
      {body}
      <span className="mt-2 block text-xs font-semibold text-brand-600 dark:text-brand-400">Open the list →</span>
    </Link>
  ) : (
    <div className={box}>{body}</div>
  );
}

function Section({ title, icon, children }: { title: string; icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <section className={sectionCard} aria-label={title}>
      <h2 className="mb-4 flex items-center gap-2 text-lg font-bold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: React.ReactNode }) => (
  <p className="text-sm text-slate-600 dark:text-slate-400">{children}</p>
);

function UnpaidExpiring({ orders }: { orders: Dashboard["unpaid_expiring"] }) {
  if (orders.length === 0) return <Empty>No unpaid order expires in the next 24 hours.</Empty>;
  return (
    <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
      {orders.map((o) => (
        <li key={o.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
          <Link to={`/admin/orders/${o.id}`} className={cn(link, "font-mono")}>
            {o.number}
          </Link>
          <span className="tabular-nums">{formatPrice(o.total)}</span>
          <span className="w-full text-xs text-slate-500 dark:text-slate-400">
            Expires <LocalTime iso={o.expires_at} style="dateTime" />
          </span>
        </li>
      ))}
    </ul>
  );
}

function LowStock({ products, count }: { products: Dashboard["low_stock"]; count: number }) {
  if (products.length === 0) return <Empty>Every part has more than 5 in stock.</Empty>;
  return (
    <>
      <table className="w-full text-left text-sm">
        <thead className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          <tr>
            <th scope="col" className="pb-2">
              Part
            </th>
            <th scope="col" className="pb-2 text-right whitespace-nowrap">
              In stock
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {products.map((p) => (
            <tr key={p.id}>
              <td className="py-2 pr-3">
                <Link to={`/admin/products/${p.id}`} className={cn(link, "line-clamp-2")}>
                  {p.title}
                </Link>
                <span className="font-mono text-xs text-slate-500 dark:text-slate-400">{p.part_number}</span>
              </td>
              <td
                className={cn(
                  "py-2 text-right font-semibold tabular-nums",
                  p.stock === 0 ? "text-rose-600 dark:text-rose-400" : "text-amber-600 dark:text-amber-400",
                )}
              >
                {p.stock === 0 ? "Out" : p.stock}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {count > products.length && (
        <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
          The {products.length} lowest of {countOf(count, "part")} with 5 or fewer.
        </p>
      )}
    </>
  );
}

function TopParts({ parts }: { parts: Dashboard["top_parts"] }) {
  if (parts.length === 0) return <Empty>No paid orders in the last 30 days.</Empty>;
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        <tr>
          <th scope="col" className="pb-2">
            Part
          </th>
          <th scope="col" className="pb-2 text-right">
            Sold
          </th>
          <th scope="col" className="pb-2 text-right">
            Revenue
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
        {parts.map((p) => (
          <tr key={`${p.product_id ?? "gone"}-${p.part_number}`}>
            <td className="py-2 pr-3">
              {p.product_id ? (
                <Link to={`/admin/products/${p.product_id}`} className={cn(link, "line-clamp-2")}>
                  {p.title}
                </Link>
              ) : (
                <span className="line-clamp-2">{p.title}</span>
              )}
              <span className="font-mono text-xs text-slate-500 dark:text-slate-400">{p.part_number}</span>
            </td>
            <td className="py-2 text-right tabular-nums">{p.quantity}</td>
            <td className="py-2 pl-3 text-right font-semibold whitespace-nowrap tabular-nums">
              {formatPrice(p.revenue)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TopVehicles({ vehicles }: { vehicles: Dashboard["top_vehicles"] }) {
  if (vehicles.length === 0) return <Empty>No paid order named a vehicle in the last 30 days.</Empty>;
  const most = Math.max(...vehicles.map((v) => v.orders));
  return (
    <ol className="space-y-2.5 text-sm">
      {vehicles.map((v) => (
        <li key={v.vehicle_id}>
          <div className="flex justify-between gap-3">
            <span className="truncate">{v.label}</span>
            <span className="tabular-nums text-slate-600 dark:text-slate-400">{countOf(v.orders, "order")}</span>
          </div>
          <div className="mt-1 h-1.5 rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden="true">
            <div className="h-full rounded-full bg-brand-500" style={{ width: `${(v.orders / most) * 100}%` }} />
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The back office's first page: the last 30 days and what needs doing today. */
export function DashboardView({ dashboard }: { dashboard: Dashboard }) {
  const revenue = dashboard.days.reduce((sum, d) => sum + d.revenue, 0);
  const orders = dashboard.days.reduce((sum, d) => sum + d.orders, 0);
  const today = dashboard.days.at(-1);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-extrabold tracking-tight">Dashboard</h1>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Figure label="Revenue, 30 days" value={formatPrice(revenue)} />
        <Figure label="Paid orders, 30 days" value={orders.toLocaleString("en-US")} />
        <Figure label="Paid today" value={today ? formatPrice(today.revenue) : formatPrice(0)} />
        <Figure
          label="Awaiting shipment"
          value={dashboard.awaiting_shipment.toLocaleString("en-US")}
          href={AWAITING_SHIPMENT_HREF}
          tone={dashboard.awaiting_shipment > 0 ? "alert" : undefined}
        />
      </div>
      <section className={sectionCard} aria-labelledby="chart-title">
        <h2 id="chart-title" className="mb-3 text-lg font-bold">
          Last 30 days
        </h2>
        <RevenueChart days={dashboard.days} />
      </section>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <Section
            title="Unpaid, expiring within 24 hours"
            icon={<AlarmClock className="size-5 text-amber-500" aria-hidden="true" />}
          >
            <UnpaidExpiring orders={dashboard.unpaid_expiring} />
          </Section>
          <Section title="Top parts, 30 days" icon={<Trophy className="size-5 text-brand-500" aria-hidden="true" />}>
            <TopParts parts={dashboard.top_parts} />
          </Section>
          <Section
            title="Top vehicles, 30 days"
            icon={<CarFront className="size-5 text-brand-500" aria-hidden="true" />}
          >
            <TopVehicles vehicles={dashboard.top_vehicles} />
          </Section>
        </div>
        <Section
          title={`Low stock (${dashboard.low_stock_count.toLocaleString("en-US")})`}
          icon={<TriangleAlert className="size-5 text-amber-500" aria-hidden="true" />}
        >
          <LowStock products={dashboard.low_stock} count={dashboard.low_stock_count} />
        </Section>
      </div>
      <p className="flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
        <PackageOpen className="size-4" aria-hidden="true" /> Days are UTC; revenue counts orders once paid.
      </p>
    </div>
  );
}
