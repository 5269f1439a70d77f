import { CarFront, Heart, LayoutDashboard, Package, Settings } from "lucide-react";
import { NavLink } from "react-router";
import { cn } from "~/lib/cn";

/** The personal area's sections, in the order of the user dropdown. */
export const ACCOUNT_SECTIONS = [
  { to: "/profile", label: "Overview", Icon: LayoutDashboard, end: true },
  { to: "/profile/orders", label: "Orders", Icon: Package, end: false },
  { to: "/profile/garage", label: "Garage", Icon: CarFront, end: false },
  { to: "/profile/wishlist", label: "Wishlist", Icon: Heart, end: false },
  { to: "/profile/settings", label: "Settings", Icon: Settings, end: false },
] as const;

/**
 * Side navigation on wide screens; on phones the five sections share one row as icon-over-label
 * tabs, all in view (a sideways-scrolling strip cut 'Overview' down to its last letter). `counts`
 * adds a small number to a section (unpaid orders, wishlist items).
 */
export function AccountNav({ counts }: { counts: Partial<Record<(typeof ACCOUNT_SECTIONS)[number]["to"], number>> }) {
  return (
    <nav aria-label="Your account">
      <ul className="grid grid-cols-5 gap-1 lg:flex lg:flex-col">
        {ACCOUNT_SECTIONS.map(({ to, label, Icon, end }) => {
          const count = counts[to] ?? 0;
          return (
            <li key={to} className="min-w-0">
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn(
                    "relative flex h-14 flex-col items-center justify-center gap-1 rounded-xl px-1 text-xs font-semibold whitespace-nowrap transition-colors",
                    "lg:h-11 lg:flex-row lg:justify-start lg:gap-2.5 lg:px-3.5 lg:text-sm",
                    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
                    isActive
                      ? "bg-brand-500 text-white shadow-sm"
                      : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <Icon className="size-4 shrink-0" aria-hidden="true" />
                    <span className="lg:flex-1">{label}</span>
                    {count > 0 && (
                      <span
                        className={cn(
                          "absolute top-1 right-1 grid min-w-5 place-items-center rounded-full px-1.5 text-[11px] leading-5 font-bold lg:static",
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
