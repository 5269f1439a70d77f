import { cn } from "~/lib/cn";

/**
 * The share of the way to the next loyalty level, between 0 and 1 (mile against
 * max_mile). At the top level `max_mile` is the top threshold, so the ring stays full; a missing
 * threshold counts as full too rather than dividing by zero.
 */
export function mileageShare(mile: number, maxMile: number): number {
  if (!Number.isFinite(maxMile) || maxMile <= 0) return 1;
  if (!Number.isFinite(mile)) return 0;
  return Math.min(1, Math.max(0, mile / maxMile));
}

/**
 * A progress ring drawn around an avatar. Decorative: the miles are always written out in text
 * next to it, so screen readers skip the drawing.
 */
export function MileageRing({
  mile,
  maxMile,
  stroke = 8,
  className,
}: {
  mile: number;
  maxMile: number;
  stroke?: number;
  className?: string;
}) {
  const radius = 50 - stroke / 2;
  const circumference = 2 * Math.PI * radius;
  const share = mileageShare(mile, maxMile);
  return (
    <svg viewBox="0 0 100 100" className={cn("-rotate-90", className)} aria-hidden="true" data-share={share.toFixed(3)}>
      <circle
        cx="50"
        cy="50"
        r={radius}
        fill="none"
        strokeWidth={stroke}
        className="stroke-slate-200 dark:stroke-slate-700"
      />
      <circle
        cx="50"
        cy="50"
        r={radius}
        fill="none"
        strokeWidth={stroke}
        strokeLinecap="round"
        strokeDasharray={circumference}
        strokeDashoffset={circumference * (1 - share)}
        className={cn("stroke-brand-500 transition-[stroke-dashoffset] duration-500", share === 0 && "opacity-0")}
      />
    </svg>
  );
}
