import { DashboardSchema } from "@pitstop/contract/admin-shop";
import { DashboardView } from "~/features/admin/dashboard";
import { adminMeta } from "~/features/admin/meta";
import { requireOperator } from "~/features/admin/operator.server";
import { privateData } from "~/features/admin/route.server";
import { apiFor } from "~/lib/api.server";
import type { Route } from "./+types/admin-dashboard";

/** The back office opens here: the last 30 days and what needs doing today. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  return privateData({ dashboard: await apiFor(request).get("/api/admin/dashboard", DashboardSchema) });
}

export function meta() {
  return adminMeta("Dashboard");
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardView dashboard={loaderData.dashboard} />;
}
