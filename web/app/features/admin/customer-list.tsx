import type { AdminCustomerListSchema } from "@pitstop/contract/admin-shop";
import { Form, Link } from "react-router";
import type { z } from "zod";
import { fieldLabel, textInput } from "~/components/forms/form-styles";
import { LocalTime } from "~/components/local-time";
import { AdminTable, ClearLink, FindButton, Row, Th } from "./admin-list";
import { CustomerName } from "./customer-name";
import { RoleBadge } from "./pager";

export const CUSTOMERS = "/admin/customers";

type Customer = z.infer<typeof AdminCustomerListSchema>["customers"][number];

/** Find accounts by e-mail or name. */
export function CustomerSearch({ q }: { q: string }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Find customers">
      <div className="min-w-[16rem] flex-1">
        <label htmlFor="customers-q" className={fieldLabel}>
          E-mail or name
        </label>
        <input
          id="customers-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={200}
          placeholder="ann@example.com, Ann, Smith…"
          className={textInput}
        />
      </div>
      <FindButton path={CUSTOMERS} />
      {q && <ClearLink to={CUSTOMERS} />}
    </Form>
  );
}

export function CustomerTable({ customers }: { customers: Customer[] }) {
  return (
    <AdminTable
      minWidth="min-w-[44rem]"
      columns={[
        "Customer",
        "Joined",
        <Th key="orders" className="text-right">
          Orders
        </Th>,
        "Level",
        "Role",
      ]}
    >
      {customers.map((c) => (
        <Row key={c.id}>
          <td className="max-w-80 px-4 py-3">
            <Link
              to={`${CUSTOMERS}/${c.id}`}
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
        </Row>
      ))}
    </AdminTable>
  );
}
