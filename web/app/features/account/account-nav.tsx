import { CarFront, Heart, LayoutDashboard, Package, Settings } from "lucide-react";
import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { cn } from "~/lib/cn";

/** The personal area's sections, in the order of the user dropdown (spec §2). */
export const ACCOUNT_SECTIONS = [
  { to: "/profile", label: "Overview", Icon: LayoutDashboard, end: true },
  { to: "/profile/orders", label: "Orders", Icon: Package, end: false },
  { to: "/profile/garage", label: "Garage", Icon: CarFront, end: false },
  { to: "/profile/wishlist", label: "Wishlist", Icon: Heart, end: false },
  { to: "/profile/settings", label: "Settings", Icon: Settings, end: false },
] as const;

/**
 * Side navigation on wide screens, a row of scrollable tabs on phones. `counts` adds a small
 * number after a section (unpaid orders, wishlist items).
 */
export function AccountNav({ counts }: { counts: Partial<Record<(typeof ACCOUNT_SECTIONS)[number]["to"], number>> }) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the tabs scroll sideways: keep the current one in view (Settings sits off-screen).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the current tab changes with the path
  useEffect(() => {
    const strip = list.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return;
    const offset = current.getBoundingClientRect().left - strip.getBoundingClientRect().left + strip.scrollLeft;
    strip.scrollTo({ left: offset - (strip.clientWidth - current.offsetWidth) / 2 });
  }, [pathname]);
  return (
    <nav aria-label="Your account">
      <ul
        ref={list}
        className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 [scrollbar-width:none] lg:mx-0 lg:flex-col lg:px-0 lg:pb-0"
      >
        {ACCOUNT_SECTIONS.map(({ to, label, Icon, end }) => {
          const count = counts[to] ?? 0;
          return (
            <li key={to} className="shrink-0">
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn(
                    "flex h-10 items-center gap-2.5 rounded-xl px-3.5 text-sm font-semibold whitespace-nowrap transition-colors",
                    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
                    "lg:h-11",
                    isActive
                      ? "bg-brand-500 text-white shadow-sm"
                      : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <Icon className="size-4 shrink-0" aria-hidden="true" />
                    <span className="flex-1">{label}</span>
                    {count > 0 && (
                      <span
                        className={cn(
                          "grid min-w-5 place-items-center rounded-full px-1.5 text-[11px] leading-5 font-bold",
                          isActive
                            ? "bg-white/25 text-white"
                            : "bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200",
                        )}
                      >
                        {count > 99 ? "99+" : count}
                      </span>
                    )}
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
