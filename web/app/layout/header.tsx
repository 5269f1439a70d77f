import type { Category } from "@pitstop/contract/catalogue";
import { useLocation } from "react-router";
import { FreeShippingRule } from "~/components/shipping-note";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { Logo } from "./logo";
import { NavIcons } from "./nav-icons";
import { SearchBlock } from "./search-block";

/**
 * Logo, the search/navigation block (desktop and mobile) and nav icons. The home page
 * header has no decorative background; every other page has one.
 */
export function Header({
  decorated,
  categories,
  onOpenGarage,
  onSelectVehicle,
}: {
  decorated: boolean;
  categories: Array<Pick<Category, "slug" | "name">>;
  onOpenGarage: () => void;
  onSelectVehicle: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <header
      data-decorated={decorated ? "true" : "false"}
      className={cn(
        "relative border-b border-slate-200 dark:border-slate-800 print:hidden",
        decorated
          ? "bg-gradient-to-r from-slate-50 via-brand-50 to-slate-50 dark:from-slate-950 dark:via-slate-900 dark:to-slate-950"
          : "bg-white dark:bg-slate-950",
      )}
    >
      {decorated && (
        <svg className="pointer-events-none absolute inset-0 h-full w-full text-brand-500/[0.05]" aria-hidden="true">
          <defs>
            <pattern id="header-checker" width="24" height="24" patternUnits="userSpaceOnUse">
              <rect width="12" height="12" fill="currentColor" />
              <rect x="12" y="12" width="12" height="12" fill="currentColor" />
            </pattern>
          </defs>
          <rect width="100%" height="100%" fill="url(#header-checker)" />
        </svg>
      )}
      <div className="relative bg-slate-900 text-xs text-slate-200 dark:bg-black">
        <p className="mx-auto flex max-w-7xl items-center justify-center gap-2 px-4 py-1.5">
          <Icon name="truck" className="size-4 text-brand-400" />
          <FreeShippingRule icon={false} />
          <span className="hidden sm:inline">· 24/7 customer support</span>
        </p>
      </div>
      <div className="relative mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        <Logo />
        <div className="hidden flex-1 justify-center md:flex">
          <SearchBlock variant="desktop" onSelectVehicle={onSelectVehicle} />
        </div>
        <div className="ml-auto">
          <NavIcons onOpenGarage={onOpenGarage} />
        </div>
      </div>
      <div className="relative px-4 pb-3 md:hidden">
        <SearchBlock variant="mobile" onSelectVehicle={onSelectVehicle} />
      </div>
      {categories.length > 0 && (
        <nav aria-label="Categories" className="relative border-t border-slate-200/70 dark:border-slate-800">
          <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-2 py-1.5 text-sm [scrollbar-width:none]">
            {categories.map((c) => {
              // Plain anchors (lib/plain-links.ts): the frame's links cost no router hooks each.
              const active = pathname === `/${c.slug}` || pathname.startsWith(`/${c.slug}/`);
              return (
                <li key={c.slug}>
                  <a
                    href={`/${c.slug}`}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "block rounded-lg px-3 py-1.5 font-medium whitespace-nowrap hover:bg-slate-100 dark:hover:bg-slate-800",
                      active ? "text-brand-600 dark:text-brand-400" : "text-slate-700 dark:text-slate-300",
                    )}
                  >
                    {c.name}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </header>
  );
}
