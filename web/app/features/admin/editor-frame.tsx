import { ArrowLeft, ExternalLink, Save } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { primaryButton } from "~/components/forms/form-styles";
import { type Outcome, useSubmitting } from "./outcome";

/**
 * The frame of a back-office record page (a product, an article, an order): the way back to its
 * list, its title with a line of details, and what stands beside them.
 */
export function RecordHeader({
  back,
  backLabel,
  title,
  details,
  aside,
}: {
  back: string;
  backLabel: string;
  title: ReactNode;
  details?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div>
      <Link
        to={back}
        className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-brand-600 dark:text-slate-400"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> {backLabel}
      </Link>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight">{title}</h1>
          {details && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{details}</p>}
        </div>
        {aside}
      </div>
    </div>
  );
}

/** Opens the record's page in the shop, in a new tab. */
export function ShopLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-600 hover:underline dark:text-brand-400"
    >
      View in the shop <ExternalLink className="size-4" aria-hidden="true" />
    </a>
  );
}

/** A form's save button, sent with its `intent`; it says "Saving…" while the form is on its way. */
export function SaveButton({ intent = "save", label }: { intent?: string; label: string }) {
  const saving = useSubmitting(intent);
  return (
    <button type="submit" name="intent" value={intent} className={primaryButton} disabled={saving}>
      <Save className="size-4" aria-hidden="true" />
      {saving ? "Saving…" : label}
    </button>
  );
}

/** Where a part of the editor stands that only a saved record has (pictures, a cover, fitment). */
export function AfterCreate({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
      {children}
    </p>
  );
}

/** A save refused because someone else saved the record meanwhile (409). */
export const isStale = (outcome: Outcome | undefined): outcome is Outcome =>
  Boolean(outcome && !outcome.ok && outcome.status === 409);

/**
 * The message of a refused save to say at the form's foot: one with field messages of which some
 * belong to no field the form shows (`shown` tells). A stale copy has its own notice.
 */
export function footProblem(outcome: Outcome | undefined, shown: (field: string) => boolean): string | null {
  if (!outcome || outcome.ok || outcome.status === 409 || !outcome.errors) return null;
  return Object.keys(outcome.errors).every(shown) ? null : outcome.message;
}
