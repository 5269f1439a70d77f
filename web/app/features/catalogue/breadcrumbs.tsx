import { Icon } from "~/components/ui/icon";

/**
 * The trail to this page. On a phone a long trail wrapped with a '›' left dangling at a line's
 * start, so there it is one link back to the parent ('‹ Brake Pads'); wider screens show the whole
 * trail on one line, the current page (already the heading) shortened if it must be. Plain anchors
 * (lib/plain-links.ts).
 */
export function Breadcrumbs({ items }: { items: Array<{ label: string; path: string }> }) {
  const parent = items.length > 2 ? items[items.length - 2] : undefined;
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      {parent && (
        <a
          href={parent.path}
          className="inline-flex max-w-full items-center gap-1 font-medium text-slate-600 hover:text-brand-600 hover:underline sm:hidden dark:text-slate-400 dark:hover:text-brand-400"
        >
          <Icon name="chevron-left" className="size-4 shrink-0" />
          <span className="truncate">{parent.label}</span>
        </a>
      )}
      <ol
        className={`${parent ? "hidden sm:flex" : "flex"} min-w-0 items-center gap-1 text-slate-600 dark:text-slate-400`}
      >
        {items.map((item, i) => {
          const current = i === items.length - 1;
          return (
            <li
              key={item.path}
              className={current ? "flex min-w-0 items-center gap-1" : "flex shrink-0 items-center gap-1"}
            >
              {i > 0 && <Icon name="chevron-right" className="size-3.5 shrink-0" />}
              {current ? (
                <span aria-current="page" className="truncate font-medium text-slate-900 dark:text-slate-100">
                  {item.label}
                </span>
              ) : (
                <a href={item.path} className="whitespace-nowrap hover:text-brand-600 hover:underline">
                  {item.label}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
