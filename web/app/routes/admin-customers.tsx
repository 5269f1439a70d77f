import { AdminCustomerListSchema } from "@pitstop/contract/admin-shop";
import { ListBody, ListHeading } from "~/features/admin/admin-list";
import { CUSTOMERS, CustomerSearch, CustomerTable } from "~/features/admin/customer-list";
import { apiQuery, listHref, pageCount, readListState } from "~/features/admin/list-url";
import { adminMeta } from "~/features/admin/meta";
import { requireOperator } from "~/features/admin/operator.server";
import { listData } from "~/features/admin/route.server";
import { apiFor } from "~/lib/api.server";
import type { Route } from "./+types/admin-customers";

/** The shop's accounts, newest first; search by e-mail or name, the state in the URL. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  const state = readListState(new URL(request.url), ["q", "page"] as const);
  const answer = await apiFor(request).send("GET", `/api/admin/customers${apiQuery(state)}`, AdminCustomerListSchema);
  return listData(answer, { state });
}

export function meta() {
  return adminMeta("Customers");
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { list, problem, state } = loaderData;
  return (
    <div className="space-y-5">
      <ListHeading title="Customers" total={list?.total ?? null} one="account" many="accounts" />
      <CustomerSearch q={state.q} />
      <ListBody
        problem={problem}
        rows={list?.customers ?? null}
        empty={state.q ? "No account matches this search." : "No accounts yet."}
        pager={
          list && {
            page: list.page,
            pages: pageCount(list.total, list.page_size),
            hrefFor: (page) => listHref(CUSTOMERS, state, { page }),
          }
        }
      >
        {(customers) => <CustomerTable customers={customers} />}
      </ListBody>
    </div>
  );
}
