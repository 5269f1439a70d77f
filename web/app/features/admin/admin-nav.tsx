import {
  BadgePercent,
  Boxes,
  FileSpreadsheet,
  FolderTree,
  History,
  LayoutDashboard,
  MessageSquareWarning,
  Newspaper,
  Package,
  Ruler,
  Settings,
  Tags,
  Undo2,
  Upload,
  Users,
} from "lucide-react";
import { NavLink } from "react-router";
import { cn } from "~/lib/cn";

/** The back office's screens, in the order an operator's day goes. */
export const ADMIN_SECTIONS = [
  { to: "/admin/dashboard", label: "Dashboard", Icon: LayoutDashboard },
  { to: "/admin/orders", label: "Orders", Icon: Package },
  { to: "/admin/returns", label: "Returns", Icon: Undo2 },
  { to: "/admin/customers", label: "Customers", Icon: Users },
  { to: "/admin/promotions", label: "Promotions", Icon: BadgePercent },
  { to: "/admin/reviews", label: "Reviews", Icon: MessageSquareWarning },
  { to: "/admin/fit-reports", label: "Fit reports", Icon: Ruler },
  { to: "/admin/products", label: "Products", Icon: Boxes },
  { to: "/admin/brands", label: "Brands", Icon: Tags },
  { to: "/admin/categories", label: "Categories", Icon: FolderTree },
  { to: "/admin/price-update", label: "Price & stock CSV", Icon: FileSpreadsheet },
  { to: "/admin/fitment-import", label: "Fitment import", Icon: Upload },
  { to: "/admin/articles", label: "News articles", Icon: Newspaper },
  { to: "/admin/settings", label: "Shop settings", Icon: Settings },
  { to: "/admin/audit", label: "Audit trail", Icon: History },
] as const;

/** Side navigation on wide screens, a row of tabs on a tablet or phone. */
export function AdminNav() {
  return (
    <nav aria-label="Back office">
      <ul className="flex gap-1 overflow-x-auto lg:flex-col">
        {ADMIN_SECTIONS.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  "flex h-10 items-center gap-2.5 rounded-xl px-3.5 text-sm font-semibold whitespace-nowrap transition-colors",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
                  isActive
                    ? "bg-brand-500 text-white shadow-sm"
                    : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
                )
              }
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
