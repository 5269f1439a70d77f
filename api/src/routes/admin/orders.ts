import { AdminOrderListQuerySchema, AdminOrderListSchema, AdminOrderSchema } from "@pitstop/contract/admin-orders";
import { ErrorResponseSchema } from "@pitstop/contract/errors";
import { EmptyBodySchema, OrderParamsSchema, OrderSchema, ShipOrderSchema } from "@pitstop/contract/orders";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOrder, adminOrderList } from "../../modules/orders/admin-order-list.ts";
import { cancelOrderAsOperator, completeOrder, shipOrder } from "../../modules/orders/operator-service.ts";
import { orderDepsOf } from "../../modules/orders/order-deps.ts";
import { actorOf, requireOperator } from "../../plugins/operator.ts";

/** The shop operator's order actions; the admin CLI runs the same service functions. */
const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = orderDepsOf(app);
  // Both on request, before the body is read or validated: a shopper's admin call is a 403 whatever it sends.
  const operator = { onRequest: [app.authenticate, requireOperator] };
  const security = [{ bearer: [] }];
  const e = ErrorResponseSchema;
  const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 422: e };

  app.get(
    "/api/admin/orders",
    {
      ...operator,
      schema: {
        tags: ["admin"],
        summary:
          "Every buyer's orders, newest first, by status, day placed and customer or order number (the back office)",
        security,
        querystring: AdminOrderListQuerySchema,
        response: { 200: AdminOrderListSchema, ...errors },
      },
    },
    async (request) => adminOrderList(deps.db, request.query),
  );

  app.get(
    "/api/admin/orders/:id",
    {
      ...operator,
      schema: {
        tags: ["admin"],
        summary: "Any buyer's order with its history and who placed it (the back office)",
        security,
        params: OrderParamsSchema,
        response: { 200: AdminOrderSchema, ...errors },
      },
    },
    async (request) => adminOrder(deps.db, request.params.id),
  );

  app.post(
    "/api/admin/orders/:id/ship",
    {
      ...operator,
      schema: {
        tags: ["admin"],
        summary: "Mark an order awaiting shipment as shipped, with its tracking number (the buyer is mailed)",
        security,
        params: OrderParamsSchema,
        body: ShipOrderSchema,
        response: { 200: OrderSchema, ...errors },
      },
    },
    async (request) => shipOrder(deps, request.params.id, request.body, actorOf(request)),
  );

  app.post(
    "/api/admin/orders/:id/complete",
    {
      ...operator,
      schema: {
        tags: ["admin"],
        summary: "Mark a shipped order completed; the buyer is credited its miles",
        security,
        params: OrderParamsSchema,
        body: EmptyBodySchema,
        response: { 200: OrderSchema, ...errors },
      },
    },
    async (request) => completeOrder(deps, request.params.id, actorOf(request)),
  );

  app.post(
    "/api/admin/orders/:id/cancel",
    {
      ...operator,
      schema: {
        tags: ["admin"],
        summary: "Cancel an order before it ships: stock released, a paid order refunded (the buyer is mailed)",
        security,
        params: OrderParamsSchema,
        body: EmptyBodySchema,
        response: { 200: OrderSchema, ...errors, 502: e },
      },
    },
    async (request) => cancelOrderAsOperator(deps, request.params.id, actorOf(request)),
  );
};
export default adminOrderRoutes;
