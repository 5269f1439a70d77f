import { ChevronLeft, ChevronRight, RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { secondaryButton } from "~/components/forms/form-styles";

/** Previous / next for a back-office list; `hrefFor` keeps the list's other state in the URL. */
export function Pager({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={secondaryButton} rel="prev">
          <ChevronLeft className="size-4" aria-hidden="true" /> Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-600 tabular-nums dark:text-slate-400">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={secondaryButton} rel="next">
          Next <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export function Problem({ children }: { children: React.ReactNode }) {
  return (
    <p role="alert" className="rounded-xl bg-rose-50 p-4 text-sm text-rose-800 dark:bg-rose-500/10 dark:text-rose-200">
      {children}
    </p>
  );
}

export function EmptyList({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
      {children}
    </p>
  );
}

/** An admin / customer badge. */
export function RoleBadge({ role }: { role: "admin" | "customer" }) {
  return role === "admin" ? (
    <span className="inline-flex rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-500/20 dark:text-brand-200">
      Admin
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
      Customer
    </span>
  );
}

/**
 * An edit refused because someone else saved the record meanwhile (409, optimistic locking): what
 * was typed stays in the form, and a full load opens it again on their version.
 */
export function StaleNotice({ message, reloadHref, what }: { message: string; reloadHref: string; what: string }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
    >
      <p>
        <strong>Not saved.</strong> {message}
      </p>
      <a href={reloadHref} className="inline-flex items-center gap-1.5 font-semibold underline">
        <RefreshCw className="size-4" aria-hidden="true" /> Reload the {what}
      </a>
    </div>
  );
}
