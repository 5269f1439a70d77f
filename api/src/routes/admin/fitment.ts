import { AdminIdParamsSchema } from "@pitstop/contract/admin";
import {
  AdminFitmentListSchema,
  FitmentAddSchema,
  FitmentApplicationParamsSchema,
  FitmentRowParamsSchema,
} from "@pitstop/contract/admin-catalogue";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { catalogueChanged } from "../../flows/catalogue-changes.ts";
import { addFitment, listFitment, removeFitment, removeFitmentApplication } from "../../modules/admin/fitment-rows.ts";
import { actorOf } from "../../plugins/operator.ts";
import { adminRouteOptions } from "./options.ts";

/** A product's fitment rows in the back office: list, add, remove a vehicle or one application. */
const adminFitmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { operator, security, read, write, tags } = adminRouteOptions(app);

  app.get(
    "/api/admin/products/:id/fitment",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "A product's fitment: its ACES applications, each with its id, any number per vehicle",
        params: AdminIdParamsSchema,
        response: { 200: AdminFitmentListSchema, ...read },
      },
    },
    async (request) => listFitment(app.db, request.params.id),
  );

  app.post(
    "/api/admin/products/:id/fitment",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary:
          "Add an application of a product to a make and model over a range of years (engines, trims, position, note, quantity optional); one every year already has is a 409",
        params: AdminIdParamsSchema,
        body: FitmentAddSchema,
        response: { 200: AdminFitmentListSchema, ...write },
      },
    },
    async (request) => {
      const rows = await addFitment(app.db, actorOf(request), request.params.id, request.body);
      catalogueChanged(app);
      return rows;
    },
  );

  app.delete(
    "/api/admin/products/:id/fitment/:vehicleId",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Remove every application of a product to one vehicle",
        params: FitmentRowParamsSchema,
        response: { 200: AdminFitmentListSchema, ...read },
      },
    },
    async (request) => {
      const rows = await removeFitment(app.db, actorOf(request), request.params.id, request.params.vehicleId);
      catalogueChanged(app);
      return rows;
    },
  );

  app.delete(
    "/api/admin/products/:id/fitment/applications/:applicationId",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Remove one application of a product (its id in the product's fitment)",
        params: FitmentApplicationParamsSchema,
        response: { 200: AdminFitmentListSchema, ...read },
      },
    },
    async (request) => {
      const rows = await removeFitmentApplication(
        app.db,
        actorOf(request),
        request.params.id,
        request.params.applicationId,
      );
      catalogueChanged(app);
      return rows;
    },
  );
};
export default adminFitmentRoutes;
