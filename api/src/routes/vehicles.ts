import { ErrorResponseSchema } from "@pitstop/contract/errors";
import {
  MakeParamsSchema,
  MakesSchema,
  ModelParamsSchema,
  ModelsSchema,
  YearsSchema,
} from "@pitstop/contract/vehicles";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listMakes, listModels, listYears } from "../modules/vehicles/service.ts";

/** The cascading Year → Make → Model lists of the vehicle picker. */
const vehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/years",
    { schema: { tags: ["vehicles"], summary: "Model years, newest first", response: { 200: YearsSchema } } },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return listYears(app.db);
    },
  );

  app.get(
    "/api/make/:year",
    {
      schema: {
        tags: ["vehicles"],
        summary: "Makes of one model year, A–Z",
        params: MakeParamsSchema,
        response: { 200: MakesSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return listMakes(app.db, request.params.year);
    },
  );

  app.get(
    "/api/model/:year/:make",
    {
      schema: {
        tags: ["vehicles"],
        summary: "Models of one make and year, A–Z; the id is the vehicle's id",
        params: ModelParamsSchema,
        response: { 200: ModelsSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return listModels(app.db, request.params.year, request.params.make);
    },
  );
};
export default vehicleRoutes;
