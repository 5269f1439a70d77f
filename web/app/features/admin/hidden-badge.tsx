import { EyeOff } from "lucide-react";

/** Marks a product (or article) the shop does not show. */
export function HiddenBadge({ label = "Hidden" }: { label?: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 align-middle font-sans text-xs font-semibold text-amber-900 dark:bg-amber-500/15 dark:text-amber-200">
      <EyeOff className="size-3" aria-hidden="true" />
      {label}
    </span>
  );
}
