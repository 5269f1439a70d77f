import type { AdminCustomerSchema } from "@pitstop/contract/admin-shop";
import { ArrowLeft, CarFront, UserRound } from "lucide-react";
import { Link } from "react-router";
import type { z } from "zod";
import { sectionCard } from "~/components/forms/form-styles";
import { LocalTime } from "~/components/local-time";
import { formatPrice } from "~/lib/money";
import { countOf } from "~/lib/plural";
import { CustomerName } from "./customer-name";
import { OrderNumberLink, type StatusBadgeOf } from "./order-list";
import { RoleBadge } from "./pager";
import { RoleControl } from "./role-control";

type AdminCustomer = z.infer<typeof AdminCustomerSchema>;

/** An account as an operator sees it: its orders, garage, details and role. */
export function CustomerView({ customer, StatusBadge }: { customer: AdminCustomer; StatusBadge: StatusBadgeOf }) {
  const { profile, garage } = customer.user;
  return (
    <div className="space-y-6">
      <Link
        to="/admin/customers"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:underline dark:text-slate-400"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Customers
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight break-all">{profile.email}</h1>
        <RoleBadge role={customer.role} />
      </div>
      <div className="grid items-start gap-6 xl:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          <section className={sectionCard} aria-labelledby="orders-title">
            <h2 id="orders-title" className="mb-4 text-lg font-bold">
              Orders <span className="font-normal text-slate-500 tabular-nums">({customer.order_count})</span>
            </h2>
            {customer.orders.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">No orders yet.</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full min-w-[30rem] text-left text-sm">
                  <thead className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                    <tr>
                      <th scope="col" className="pb-2">
                        Order
                      </th>
                      <th scope="col" className="pb-2">
                        Placed
                      </th>
                      <th scope="col" className="pb-2 text-right">
                        Total
                      </th>
                      <th scope="col" className="pb-2 pl-4">
                        Status
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                    {customer.orders.map((o) => (
                      <tr key={o.id}>
                        <td className="py-2">
                          <OrderNumberLink id={o.id} number={o.number} />
                        </td>
                        <td className="py-2 whitespace-nowrap text-slate-600 dark:text-slate-400">
                          <LocalTime iso={o.created_at} />
                        </td>
                        <td className="py-2 text-right font-semibold tabular-nums">{formatPrice(o.total)}</td>
                        <td className="py-2 pl-4">
                          <StatusBadge status={o.status} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {customer.order_count > customer.orders.length && (
                  <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
                    The latest {customer.orders.length} of {customer.order_count}.{" "}
                    <Link
                      to={`/admin/orders?${new URLSearchParams({ q: profile.email })}`}
                      className="font-medium text-brand-600 hover:underline dark:text-brand-400"
                    >
                      All their orders
                    </Link>
                  </p>
                )}
              </div>
            )}
          </section>
          <section className={sectionCard} aria-labelledby="garage-title">
            <h2 id="garage-title" className="mb-4 flex items-center gap-2 text-lg font-bold">
              <CarFront className="size-5 text-slate-400" aria-hidden="true" /> Garage
            </h2>
            {garage.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">No cars in the garage.</p>
            ) : (
              <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
                {garage.map((car) => (
                  <li key={car.id} className="flex flex-wrap items-center gap-2 py-2">
                    <span className="font-medium">
                      {car.year} {car.make} {car.model}
                    </span>
                    {(car.trim || car.engine) && (
                      <span className="text-slate-500 dark:text-slate-400">
                        {[car.trim, car.engine].filter(Boolean).join(" · ")}
                      </span>
                    )}
                    {car.main && (
                      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold dark:bg-slate-800">
                        Main
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <aside className="grid items-start gap-6 sm:grid-cols-2 xl:grid-cols-1">
          <section className={sectionCard} aria-labelledby="account-title">
            <h2 id="account-title" className="mb-4 flex items-center gap-2 text-lg font-bold">
              <UserRound className="size-5 text-slate-400" aria-hidden="true" /> Account
            </h2>
            <dl className="space-y-2 text-sm">
              <div>
                <dt className="text-slate-500 dark:text-slate-400">Name</dt>
                <dd className="font-medium break-words">
                  <CustomerName name={profile.name} lastname={profile.lastname} />
                </dd>
              </div>
              {profile.phone && (
                <div>
                  <dt className="text-slate-500 dark:text-slate-400">Phone</dt>
                  <dd className="font-medium">{profile.phone}</dd>
                </div>
              )}
              <div>
                <dt className="text-slate-500 dark:text-slate-400">E-mail</dt>
                <dd className="font-medium">{profile.email_verified ? "Verified" : "Not verified yet"}</dd>
              </div>
              <div>
                <dt className="text-slate-500 dark:text-slate-400">Joined</dt>
                <dd className="font-medium">
                  <LocalTime iso={customer.created_at} style="date" />
                </dd>
              </div>
              <div>
                <dt className="text-slate-500 dark:text-slate-400">Loyalty level</dt>
                <dd className="font-medium">
                  {customer.loyalty.level} · {customer.loyalty.discount_percent}% off ·{" "}
                  {countOf(customer.loyalty.mile, "mile")}
                </dd>
              </div>
            </dl>
          </section>
          <section className={sectionCard} aria-labelledby="role-title">
            <h2 id="role-title" className="mb-2 text-lg font-bold">
              Role
            </h2>
            <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
              {customer.role === "admin"
                ? "An operator: opens the back office."
                : "A shopper: no access to the back office."}
            </p>
            <RoleControl accountRole={customer.role} email={profile.email} />
          </section>
        </aside>
      </div>
    </div>
  );
}
