import { AdminCustomerListSchema } from "@pitstop/contract/admin-shop";
import { Search } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { fieldLabel, secondaryButton, textInput } from "~/components/forms/form-styles";
import { LocalTime } from "~/components/local-time";
import { CustomerName } from "~/features/admin/customer-name";
import { apiQuery, listHref, pageCount, readListState } from "~/features/admin/list-url";
import { requireOperator } from "~/features/admin/operator.server";
import { EmptyList, Pager, Problem, RoleBadge } from "~/features/admin/pager";
import { apiFor } from "~/lib/api.server";
import type { Route } from "./+types/admin-customers";

const PATH = "/admin/customers";
const KEYS = ["q", "page"] as const;

/** Issue 14: the shop's accounts, newest first; search by e-mail or name, the state in the URL. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  const state = readListState(new URL(request.url), KEYS);
  const answer = await apiFor(request).send("GET", `/api/admin/customers${apiQuery(state)}`, AdminCustomerListSchema);
  const headers = { "Cache-Control": "private, no-store" };
  // A search the API refuses (too long, a page that is not a number) is said on the page.
  if (!answer.ok) return data({ list: null, problem: answer.message, state }, { headers });
  return data({ list: answer.data, problem: null, state }, { headers });
}

export function meta() {
  return [{ title: "Customers · Back office · Pitstop" }, { name: "robots", content: "noindex" }];
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { list, problem, state } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === PATH;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight">Customers</h1>
        {list && (
          <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
            {list.total.toLocaleString("en-US")} {list.total === 1 ? "account" : "accounts"}
          </p>
        )}
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Find customers">
        <div className="min-w-[16rem] flex-1">
          <label htmlFor="customers-q" className={fieldLabel}>
            E-mail or name
          </label>
          <input
            id="customers-q"
            name="q"
            type="search"
            defaultValue={state.q}
            maxLength={200}
            placeholder="ann@example.com, Ann, Smith…"
            className={textInput}
          />
        </div>
        <button type="submit" className={secondaryButton} disabled={busy}>
          <Search className="size-4" aria-hidden="true" /> Find
        </button>
        {state.q && (
          <Link
            to={PATH}
            className="h-11 content-center text-sm font-medium text-slate-600 hover:underline dark:text-slate-400"
          >
            Clear
          </Link>
        )}
      </Form>
      {problem && <Problem>{problem}</Problem>}
      {list && list.customers.length === 0 && (
        <EmptyList>{state.q ? "No account matches this search." : "No accounts yet."}</EmptyList>
      )}
      {list && list.customers.length > 0 && (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:bg-slate-900 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Customer
                </th>
                <th scope="col" className="px-4 py-3">
                  Joined
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Orders
                </th>
                <th scope="col" className="px-4 py-3">
                  Level
                </th>
                <th scope="col" className="px-4 py-3">
                  Role
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {list.customers.map((c) => {
                return (
                  <tr key={c.id} className="hover:bg-slate-50 dark:hover:bg-slate-900/60">
                    <td className="max-w-80 px-4 py-3">
                      <Link
                        to={`${PATH}/${c.id}`}
                        className="block truncate font-semibold text-brand-600 hover:underline dark:text-brand-400"
                      >
                        {c.email}
                      </Link>
                      <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                        <CustomerName name={c.name} lastname={c.lastname} />
                      </span>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-600 dark:text-slate-400">
                      <LocalTime iso={c.created_at} style="date" />
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{c.order_count}</td>
                    <td className="px-4 py-3">{c.loyalty_level}</td>
                    <td className="px-4 py-3">
                      <RoleBadge role={c.role} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {list && (
        <Pager
          page={list.page}
          pages={pageCount(list.total, list.page_size)}
          hrefFor={(page) => listHref(PATH, state, { page })}
        />
      )}
    </div>
  );
}
