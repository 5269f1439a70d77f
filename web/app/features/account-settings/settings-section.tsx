import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { sectionCard } from "~/components/forms/form-styles";

/** One block of the settings page: an icon, a heading people can jump to, and its content. */
export function SettingsSection({
  id,
  title,
  description,
  Icon,
  action,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  Icon: LucideIcon;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`${sectionCard} scroll-mt-24`}>
      <div className="mb-5 flex flex-wrap items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-400">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="text-lg font-bold tracking-tight">
            {title}
          </h2>
          {description && <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
