import {
  AdminCustomerListSchema,
  AdminCustomerQuerySchema,
  AdminCustomerSchema,
  CustomerParamsSchema,
  DashboardSchema,
  RoleChangeSchema,
} from "@pitstop/contract/admin-shop";
import { ErrorResponseSchema } from "@pitstop/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { changeRole, listCustomers } from "../../modules/admin/customer-service.ts";
import { dashboard } from "../../modules/admin/dashboard.ts";
import { actorOf, requireOperator } from "../../plugins/operator.ts";
import { getCustomer } from "../../read-models/customer.ts";

/** The dashboard and customers in the back office (their orders: routes/admin/orders.ts); operators only. */
const adminShopRoutes: FastifyPluginAsyncZod = async (app) => {
  const operator = { onRequest: [app.authenticate, requireOperator] };
  const security = [{ bearer: [] }];
  const e = ErrorResponseSchema;
  const read = { 400: e, 401: e, 403: e, 404: e };
  const tags = ["admin"];

  app.get(
    "/api/admin/dashboard",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary:
          "Revenue and orders per day for 30 days, orders to ship, unpaid orders about to expire, low stock, top parts and vehicles",
        response: { 200: DashboardSchema, ...read },
      },
    },
    async () => dashboard(app.db),
  );

  app.get(
    "/api/admin/customers",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Accounts, newest first: search by e-mail or name",
        querystring: AdminCustomerQuerySchema,
        response: { 200: AdminCustomerListSchema, ...read },
      },
    },
    async (request) => listCustomers(app.db, request.query),
  );

  app.get(
    "/api/admin/customers/:id",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "One account: profile, garage, loyalty level and latest orders",
        params: CustomerParamsSchema,
        response: { 200: AdminCustomerSchema, ...read },
      },
    },
    async (request) => getCustomer(app.db, request.params.id),
  );

  app.put(
    "/api/admin/customers/:id/role",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Grant or revoke the admin role (the shop always keeps one operator)",
        params: CustomerParamsSchema,
        body: RoleChangeSchema,
        response: { 200: AdminCustomerSchema, ...read, 422: e },
      },
    },
    async (request) => {
      await changeRole(app.db, actorOf(request), request.params.id, request.body.role);
      return getCustomer(app.db, request.params.id);
    },
  );
};
export default adminShopRoutes;
