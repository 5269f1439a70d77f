import type { Dashboard } from "@pitstop/contract/admin-shop";
import { formatPrice } from "~/lib/money";
import { countOf } from "~/lib/plural";
import { axisTicks, barGeometry, compactDollars, countAxis, dayLabel, linePoints, niceCeiling } from "./chart-scale";

type Day = Dashboard["days"][number];

/** The SVG's own units; it scales to its box (viewBox), so one drawing fits 1024 px and 1920 px. */
const VIEW = { width: 760, height: 260 };
const PAD = { left: 56, right: 40, top: 12, bottom: 28 };
const PLOT = { width: VIEW.width - PAD.left - PAD.right, height: VIEW.height - PAD.top - PAD.bottom, gap: 4 };

/**
 * Revenue per day as bars and orders per day as a line (its own axis on the right), for the last
 * 30 days. No chart library: an inline SVG labelled with its summary, plus the same figures as a
 * table for screen readers.
 */
export function RevenueChart({ days }: { days: Day[] }) {
  const revenueTop = niceCeiling(Math.max(0, ...days.map((d) => d.revenue)));
  const revenueTicks = axisTicks(revenueTop);
  const orders = countAxis(Math.max(0, ...days.map((d) => d.orders)));
  const bars = barGeometry(
    days.map((d) => d.revenue),
    revenueTop,
    PLOT,
  );
  const line = linePoints(
    days.map((d) => d.orders),
    orders.top,
    PLOT,
  );
  const totalRevenue = days.reduce((sum, d) => sum + d.revenue, 0);
  const totalOrders = days.reduce((sum, d) => sum + d.orders, 0);
  const first = days[0];
  const last = days.at(-1);
  const range = first && last ? `${dayLabel(first.day)} to ${dayLabel(last.day)}` : "the last 30 days";
  const summary = `Revenue and paid orders per day, ${range}: ${formatPrice(totalRevenue)} from ${countOf(totalOrders, "order")}.`;
  const labelEvery = Math.max(1, Math.ceil(days.length / 8));

  return (
    <figure className="space-y-3">
      <div
        className="flex flex-wrap items-center gap-x-5 gap-y-1 text-xs text-slate-600 dark:text-slate-400"
        aria-hidden="true"
      >
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-brand-500" /> Revenue (left axis)
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-0.5 w-4 rounded bg-slate-800 dark:bg-slate-200" /> Paid orders (right axis)
        </span>
      </div>
      <svg
        viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
        role="img"
        aria-label={summary}
        className="h-auto w-full text-slate-400 dark:text-slate-500"
        preserveAspectRatio="xMidYMid meet"
      >
        <g transform={`translate(${PAD.left} ${PAD.top})`}>
          {revenueTicks.map((tick) => {
            const y = PLOT.height - (tick / revenueTop) * PLOT.height;
            return (
              <g key={`r${tick}`}>
                <line
                  x1={0}
                  x2={PLOT.width}
                  y1={y}
                  y2={y}
                  className="stroke-slate-200 dark:stroke-slate-800"
                  strokeDasharray={tick === 0 ? undefined : "3 4"}
                />
                <text
                  x={-8}
                  y={y}
                  dy="0.32em"
                  textAnchor="end"
                  className="fill-slate-500 text-[12px] dark:fill-slate-400"
                >
                  {compactDollars(tick)}
                </text>
              </g>
            );
          })}
          {orders.ticks.map((tick) => (
            <text
              key={`o${tick}`}
              x={PLOT.width + 8}
              y={PLOT.height - (tick / orders.top) * PLOT.height}
              dy="0.32em"
              className="fill-slate-500 text-[12px] dark:fill-slate-400"
            >
              {tick}
            </text>
          ))}
          {bars.map((bar, i) => {
            const day = days[i];
            if (!day) return null;
            return (
              <g key={day.day}>
                <rect
                  x={bar.x}
                  y={bar.y}
                  width={bar.width}
                  height={Math.max(bar.height, day.revenue > 0 ? 1 : 0)}
                  rx={2}
                  className="fill-brand-500"
                >
                  <title>{`${dayLabel(day.day)}: ${formatPrice(day.revenue)}, ${countOf(day.orders, "order")}`}</title>
                </rect>
                {i % labelEvery === 0 && (
                  <text
                    x={bar.x + bar.width / 2}
                    y={PLOT.height + 18}
                    textAnchor="middle"
                    className="fill-slate-500 text-[12px] dark:fill-slate-400"
                  >
                    {dayLabel(day.day)}
                  </text>
                )}
              </g>
            );
          })}
          <polyline
            points={line}
            fill="none"
            strokeWidth={2}
            strokeLinejoin="round"
            className="stroke-slate-800 dark:stroke-slate-200"
          />
        </g>
      </svg>
      <figcaption className="text-sm text-slate-600 dark:text-slate-400">{summary}</figcaption>
      <table className="sr-only">
        <caption>Revenue and paid orders per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Paid orders</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{dayLabel(d.day)}</th>
              <td>{d.orders}</td>
              <td>{formatPrice(d.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
