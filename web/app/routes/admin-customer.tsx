import { AdminCustomerSchema } from "@pitstop/contract/admin-shop";
import { CustomerView } from "~/features/admin/customer-view";
import { adminMeta } from "~/features/admin/meta";
import { requireOperator } from "~/features/admin/operator.server";
import { refusal } from "~/features/admin/refusal";
import type { RoleOutcome } from "~/features/admin/role-control";
import { privateData, RECORD_ID, recordIdOf } from "~/features/admin/route.server";
import { StatusBadge } from "~/features/orders/order-status";
import { apiFor } from "~/lib/api.server";
import type { Route } from "./+types/admin-customer";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireOperator(request);
  const id = recordIdOf(request, params.id);
  const customer = await apiFor(request).get(`/api/admin/customers/${id}`, AdminCustomerSchema);
  return privateData({ customer });
}

/** Grant or revoke the admin role; the API keeps the last operator (its 422 message is shown). */
export async function action({ request, params }: Route.ActionArgs) {
  await requireOperator(request);
  const form = await request.formData();
  const role = String(form.get("role"));
  if (!RECORD_ID.test(params.id) || (role !== "admin" && role !== "customer"))
    return refusal<RoleOutcome & { ok: false }>({ ok: false, message: "Unknown action" }, 400);
  const answer = await apiFor(request).send("PUT", `/api/admin/customers/${params.id}/role`, AdminCustomerSchema, {
    role,
  });
  if (!answer.ok) return refusal({ ok: false as const, message: answer.message }, answer.status);
  const who = answer.data.user.profile.email;
  return {
    ok: true,
    message:
      role === "admin" ? `${who} is now an operator and can open the back office` : `${who} is no longer an operator`,
  } satisfies RoleOutcome;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData ? loaderData.customer.user.profile.email : "Customer");
}

export default function AdminCustomer({ loaderData }: Route.ComponentProps) {
  return <CustomerView customer={loaderData.customer} StatusBadge={StatusBadge} />;
}
