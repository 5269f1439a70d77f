import { Outlet, redirect } from "react-router";
import { AdminNav } from "~/features/admin/admin-nav";
import { requireOperator } from "~/features/admin/operator.server";
import { requestPath } from "~/lib/request-path";
import type { Route } from "./+types/admin-layout";

/** The back office's frame; only operators see it (requireOperator). /admin opens on the dashboard. */
export async function loader({ request }: Route.LoaderArgs) {
  const operator = await requireOperator(request);
  if (requestPath(request).replace(/\/+$/, "") === "/admin") throw redirect("/admin/dashboard");
  return { operator };
}
export function meta() {
  return [{ title: "Back office · Pitstop" }, { name: "robots", content: "noindex" }];
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-[96rem] px-4 py-6 lg:py-8">
      <div className="lg:grid lg:grid-cols-[13rem_1fr] lg:gap-8">
        <aside className="mb-6 lg:mb-0 print:hidden">
          <div className="lg:sticky lg:top-6">
            <p className="mb-3 hidden px-3.5 text-xs font-semibold tracking-wide text-slate-500 uppercase lg:block dark:text-slate-400">
              Back office
            </p>
            <AdminNav />
            <p className="mt-6 hidden px-3.5 text-xs text-slate-500 lg:block dark:text-slate-400">
              Signed in as {loaderData.operator}
            </p>
          </div>
        </aside>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
