import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * The card beside a cart, a checkout or a payment that sums the order up: a heading (with a link
 * or a status beside it) over the figures. `sticky` keeps it in view beside a long page on wide
 * screens; `as="aside"` where it is the page's complementary part.
 */
export function SummaryPanel({
  titleId,
  title = "Order summary",
  beside,
  as: Tag = "section",
  sticky = false,
  children,
}: {
  titleId: string;
  title?: string;
  /** Shown at the end of the heading's line. */
  beside?: ReactNode;
  as?: "section" | "aside";
  sticky?: boolean;
  children: ReactNode;
}) {
  return (
    <Tag
      aria-labelledby={titleId}
      className={cn(
        "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900",
        sticky && "lg:sticky lg:top-6",
      )}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        {beside}
      </div>
      {children}
    </Tag>
  );
}
