import { adminMeta } from "~/features/admin/meta";
import { requireOperator } from "~/features/admin/operator.server";
import { PriceUpdatePage } from "~/features/admin/price-update";
import type { Route } from "./+types/admin-price-update";

export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  return null;
}

export function meta() {
  return adminMeta("Price & stock CSV");
}

/** Bulk price and stock from a CSV: a dry run's report first, then Apply (all or nothing). */
export default function AdminPriceUpdate() {
  return <PriceUpdatePage />;
}
