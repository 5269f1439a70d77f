import type { ReactNode } from "react";
import { sectionCard } from "~/components/forms/form-styles";

/** The brands or categories page's heading, with how many there are. */
export function TaxonomyHeading({ title, count }: { title: string; count: number }) {
  return (
    <div className="flex items-baseline gap-3">
      <h1 className="text-2xl font-extrabold tracking-tight">{title}</h1>
      <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">{count.toLocaleString("en-US")}</p>
    </div>
  );
}

/** The "New brand" / "New category" form's card, above the list. */
export function NewTaxonomy({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={sectionCard} aria-labelledby={id}>
      <h2 id={id} className="mb-4 flex items-center gap-2 text-lg font-bold">
        {icon} {title}
      </h2>
      {children}
    </section>
  );
}
