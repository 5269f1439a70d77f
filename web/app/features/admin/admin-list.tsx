import { ImageOff, Plus, Search } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { primaryButton, secondaryButton } from "~/components/forms/form-styles";
import { cn } from "~/lib/cn";
import { countOf } from "~/lib/plural";
import { EmptyList, Pager, Problem } from "./pager";

/**
 * The pieces every back-office list is made of: its heading with the count, the filter tabs, the
 * Find button, the table, and the frame that says a refused filter, an empty list or the pages.
 */

/** "1,204 products": the list's total under its heading. */
function Total({ total, one, many }: { total: number; one: string; many: string }) {
  return <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">{countOf(total, one, many)}</p>;
}

/** The list's heading, its total (once the API answered) and, beside them, its "New …" link. */
export function ListHeading({
  title,
  total,
  one,
  many,
  action,
}: {
  title: string;
  total: number | null;
  one: string;
  many: string;
  action?: ReactNode;
}) {
  const heading = <h1 className="text-2xl font-extrabold tracking-tight">{title}</h1>;
  const count = total !== null && <Total total={total} one={one} many={many} />;
  if (!action)
    return (
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        {heading}
        {count}
      </div>
    );
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-baseline gap-3">
        {heading}
        {count}
      </div>
      {action}
    </div>
  );
}

/** The "New product" / "New article" link of a list. */
export function NewLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={primaryButton}>
      <Plus className="size-4" aria-hidden="true" /> {children}
    </Link>
  );
}

/** A filter chip or tab, dark when it is the one chosen. */
export function chipClass(active: boolean) {
  return cn(
    "inline-flex h-9 shrink-0 items-center gap-2 rounded-full px-3.5 text-sm font-semibold whitespace-nowrap",
    active
      ? "bg-slate-900 text-white dark:bg-white dark:text-slate-900"
      : "bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:hover:bg-slate-700",
  );
}

export type Tab = { key: string; to: string; label: string; current: boolean; count?: number | null };

/** A list's tabs (order status, review status, flagged only): links that keep the state in the URL. */
export function ListTabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  return (
    <nav aria-label={label} className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          aria-current={tab.current ? "page" : undefined}
          className={chipClass(tab.current)}
        >
          {tab.label}
          {tab.count !== undefined && tab.count !== null && (
            <span className={cn("tabular-nums", tab.current ? "opacity-80" : "text-slate-500 dark:text-slate-400")}>
              {tab.count.toLocaleString("en-US")}
            </span>
          )}
        </Link>
      ))}
    </nav>
  );
}

/** A filter form's Find button, held while the list at `path` loads. */
export function FindButton({ path }: { path: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === path;
  return (
    <button type="submit" className={secondaryButton} disabled={busy}>
      <Search className="size-4" aria-hidden="true" /> Find
    </button>
  );
}

/** Takes the typed filters off a list. */
export function ClearLink({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="h-11 content-center text-sm font-medium text-slate-600 hover:underline dark:text-slate-400"
    >
      Clear
    </Link>
  );
}

/** A column heading of a list's table. */
export function Th({ className, children, ...rest }: React.ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th scope="col" className={cn("px-4 py-3", className)} {...rest}>
      {children}
    </th>
  );
}

/** A row of a list's table, lit under the pointer. */
export function Row({ children }: { children: ReactNode }) {
  return <tr className="hover:bg-slate-50 dark:hover:bg-slate-900/60">{children}</tr>;
}

/**
 * A list's table: `columns` are plain headings (a string) or a heading of their own (`<Th>`,
 * a sorting one); `minWidth` is the width under which it scrolls sideways.
 */
export function AdminTable({
  minWidth,
  columns,
  children,
}: {
  minWidth: string;
  columns: Array<string | ReactNode>;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
      <table className={cn("w-full text-left text-sm", minWidth)}>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:bg-slate-900 dark:text-slate-400">
          <tr>
            {columns.map((column, i) =>
              typeof column === "string" ? (
                <Th key={column}>{column}</Th>
              ) : (
                // Columns never move: their place is their key.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <Fragment key={i}>{column}</Fragment>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">{children}</tbody>
      </table>
    </div>
  );
}

/**
 * Below a list's heading and filters: the API's refusal of the filters, the empty list's message,
 * the rows, then the pages. `rows` is null when the API refused.
 */
export function ListBody<T>({
  problem,
  rows,
  empty,
  pager,
  children,
}: {
  problem: string | null;
  rows: T[] | null;
  empty: ReactNode;
  pager?: { page: number; pages: number; hrefFor: (page: number) => string } | null;
  children: (rows: T[]) => ReactNode;
}) {
  return (
    <>
      {problem && <Problem>{problem}</Problem>}
      {rows && rows.length === 0 && <EmptyList>{empty}</EmptyList>}
      {rows && rows.length > 0 && children(rows)}
      {rows && pager && <Pager {...pager} />}
    </>
  );
}

const PICTURE = {
  wide: {
    width: 64,
    height: 40,
    img: "h-10 w-16 shrink-0 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200 dark:ring-slate-700",
    none: "grid h-10 w-16 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-400 dark:bg-slate-800",
  },
  square: {
    width: 40,
    height: 40,
    img: "size-10 shrink-0 rounded-lg bg-white object-contain ring-1 ring-slate-200 dark:ring-slate-700",
    none: "grid size-10 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-400 dark:bg-slate-800",
  },
};

/** A list row's link to its record: its picture (or a placeholder), its title, and lines under it. */
export function PictureLink({
  to,
  picture,
  shape,
  title,
  children,
}: {
  to: string;
  picture: string | null;
  shape: keyof typeof PICTURE;
  title: string;
  children: ReactNode;
}) {
  const size = PICTURE[shape];
  return (
    <Link to={to} className="group flex items-center gap-3">
      {picture ? (
        <img src={picture} alt="" width={size.width} height={size.height} loading="lazy" className={size.img} />
      ) : (
        <span className={size.none}>
          <ImageOff className="size-4" aria-hidden="true" />
        </span>
      )}
      <span className="min-w-0">
        <span className="line-clamp-2 font-semibold text-slate-900 group-hover:text-brand-600 group-hover:underline dark:text-white dark:group-hover:text-brand-400">
          {title}
        </span>
        {children}
      </span>
    </Link>
  );
}
