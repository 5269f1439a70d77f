import path from "node:path";
import { ErrorResponseSchema } from "@pitstop/contract/errors";
import { SubmodelParamsSchema, SubmodelsSchema, VinDecodeSchema, VinParamsSchema } from "@pitstop/contract/vehicles";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequest, notFound } from "../lib/http-error.ts";
import { listSubmodelsCached } from "../modules/vin/submodel-service.ts";
import { checkVin } from "../modules/vin/vin-check-digit.ts";
import { decodeVinCached, findVehicle } from "../modules/vin/vin-service.ts";
import { getVpic, holdVpic } from "../modules/vin/vpic-runtime.ts";

const NOT_FOUND =
  "We couldn't find a vehicle for this VIN. Please check it, or choose your vehicle by year, make and model.";

const vinRoutes: FastifyPluginAsyncZod = async (app) => {
  // The seeder unpacks vPIC into the same directory, so `npm start` finds it ready.
  const cacheDir = path.join(app.config.dataDir, "cache");
  app.addHook("onClose", holdVpic(cacheDir));

  app.get(
    "/api/vin/:vin",
    {
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["vehicles"],
        summary: "Decode a VIN (NHTSA vPIC): year, make, model, trim, engine and our matching vehicle",
        description:
          "Spaces and dashes are ignored and letters may be lower-case. A 400 says what is wrong with the VIN " +
          "(length, characters, check digit); a 404 means vPIC does not know the vehicle.",
        params: VinParamsSchema,
        response: {
          200: VinDecodeSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const check = checkVin(request.params.vin);
      if (!check.ok) throw badRequest(check.message, { vin: [check.message] });
      const decoded = await decodeVinCached(await getVpic(cacheDir), check.vin);
      if (!decoded) throw notFound(NOT_FOUND);
      return { vin: check.vin, ...decoded, vehicle: await findVehicle(app.db, decoded) };
    },
  );

  app.get(
    "/api/submodel/:year/:make/:model",
    {
      schema: {
        tags: ["vehicles"],
        summary: "Trims and engines vPIC knows for one model year (make and model by name or slug)",
        params: SubmodelParamsSchema,
        response: { 200: SubmodelsSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { year, make, model } = request.params;
      const submodels = listSubmodelsCached(await getVpic(cacheDir), year, make, model);
      reply.header("cache-control", "public, max-age=3600");
      return submodels;
    },
  );
};
export default vinRoutes;
