import { OrderListSchema } from "@pitstop/contract/orders";
import { Package, ShoppingBag } from "lucide-react";
import { data, Link } from "react-router";
import { primaryButton } from "~/components/forms/form-styles";
import { Pagination } from "~/features/catalogue/pagination";
import { OrderList } from "~/features/orders/order-list";
import { apiFor } from "~/lib/api.server";
import { cn } from "~/lib/cn";
import { countOf } from "~/lib/plural";
import type { Route } from "./+types/profile-orders";

const ORDERS_PER_PAGE = 10;

/** The shopper's orders, a page at a time (the API's X-Total-Count says how many there are). */
export async function loader({ request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("page") ?? "1";
  const page = /^[1-9]\d{0,4}$/.test(asked) ? Number(asked) : 1;
  const { data: orders, headers } = await apiFor(request).getWithHeaders(
    `/api/orders?page=${page}&limit=${ORDERS_PER_PAGE}`,
    OrderListSchema,
  );
  const total = Number(headers.get("x-total-count") ?? orders.length) || 0;
  return data(
    { orders, page, pages: Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)), total },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export function meta() {
  return [{ title: "Your orders · Pitstop" }, { name: "robots", content: "noindex" }];
}

/** The shopper's orders, newest first ('created' ones are not listed). */
export default function ProfileOrders({ loaderData }: Route.ComponentProps) {
  const { orders, page, pages, total } = loaderData;
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight">Orders</h1>
        {total > 0 && <p className="text-sm text-slate-500 dark:text-slate-400">{countOf(total, "order")}</p>}
      </div>
      {total === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
          <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-400">
            <Package className="size-7" aria-hidden="true" />
          </span>
          <h2 className="mt-4 text-lg font-bold">No orders yet</h2>
          <p className="mt-1 max-w-sm text-sm text-slate-600 dark:text-slate-400">
            When you buy something, you'll follow it here from payment to your door.
          </p>
          <Link to="/" className={cn(primaryButton, "mt-5")}>
            <ShoppingBag className="size-4" aria-hidden="true" /> Start shopping
          </Link>
        </div>
      ) : orders.length === 0 ? (
        <p className="mt-6 text-slate-600 dark:text-slate-400">
          There is no page {page}.{" "}
          <Link to="/profile/orders" className="font-semibold text-brand-600 hover:underline dark:text-brand-400">
            Back to your latest orders
          </Link>
        </p>
      ) : (
        <div className="mt-6">
          <OrderList orders={orders} />
          <Pagination page={page} pages={pages} />
        </div>
      )}
    </div>
  );
}
