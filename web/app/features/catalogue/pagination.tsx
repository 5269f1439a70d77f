import { Link, useSearchParams } from "react-router";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { searchLink, setParam } from "./catalogue-params";

/** Page links around the current page: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(page: number, pages: number): Array<number | "gap"> {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | "gap"> = [];
  for (const p of sorted) {
    const last = out.at(-1);
    if (typeof last === "number" && p - last > 1) out.push("gap");
    out.push(p);
  }
  return out;
}

export function Pagination({ page, pages }: { page: number; pages: number }) {
  const [params] = useSearchParams();
  if (pages <= 1) return null;
  const href = (p: number) => searchLink(setParam(params, "page", p === 1 ? null : String(p)));
  const cell = "grid h-10 min-w-10 place-items-center rounded-lg px-3 text-sm font-medium";
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-1">
      {page > 1 && (
        <Link
          to={href(page - 1)}
          className={cn(cell, "hover:bg-slate-100 dark:hover:bg-slate-800")}
          aria-label="Previous page"
        >
          <Icon name="chevron-left" className="size-4" />
        </Link>
      )}
      {pageWindow(page, pages).map((p, i) =>
        p === "gap" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${i}`} className="px-1 text-slate-400">
            <Icon name="ellipsis" className="size-4" />
          </span>
        ) : (
          <Link
            key={p}
            to={href(p)}
            aria-current={p === page ? "page" : undefined}
            className={cn(cell, p === page ? "bg-brand-500 text-white" : "hover:bg-slate-100 dark:hover:bg-slate-800")}
          >
            {p}
          </Link>
        ),
      )}
      {page < pages && (
        <Link
          to={href(page + 1)}
          className={cn(cell, "hover:bg-slate-100 dark:hover:bg-slate-800")}
          aria-label="Next page"
        >
          <Icon name="chevron-right" className="size-4" />
        </Link>
      )}
    </nav>
  );
}
