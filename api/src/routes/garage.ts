import { ErrorResponseSchema } from "@pitstop/contract/errors";
import {
  GarageCarAddSchema,
  GarageCarConfigSchema,
  GarageCarRefSchema,
  GarageCarSchema,
  UserSchema,
} from "@pitstop/contract/profile";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addGarageCar, configureGarageCar, removeGarageCar, toggleMainCar } from "../modules/garage/service.ts";
import { signedInUser } from "../plugins/auth.ts";
import { getUser } from "../read-models/user.ts";

/** The signed-in user's garage. A car's `id` is the vehicle's id. */
const garageRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

  app.post(
    "/api/profile/garage",
    {
      ...signedIn,
      schema: {
        tags: ["profile"],
        summary: "Add a vehicle to the garage; it becomes the main car unless main is false",
        security,
        body: GarageCarAddSchema,
        response: { 201: GarageCarSchema, ...errors, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const car = await addGarageCar(app.db, signedInUser(request).id, request.body);
      return reply.code(201).send(car);
    },
  );

  app.put(
    "/api/profile/garage",
    {
      ...signedIn,
      schema: {
        tags: ["profile"],
        summary: "Make the car main, or clear the main car when it already is",
        security,
        body: GarageCarRefSchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await toggleMainCar(app.db, userId, request.body.id);
      return getUser(app.db, userId);
    },
  );

  app.patch(
    "/api/profile/garage",
    {
      ...signedIn,
      schema: {
        tags: ["profile"],
        summary: "Set a saved car's trim and engine (null clears one; a field left out stays)",
        description:
          "The trim and engine are named as GET /api/submodel names them; one the vehicle does not have is a 400.",
        security,
        body: GarageCarConfigSchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => {
      const { id, ...config } = request.body;
      const userId = signedInUser(request).id;
      await configureGarageCar(app.db, userId, id, config);
      return getUser(app.db, userId);
    },
  );

  app.delete(
    "/api/profile/garage",
    {
      ...signedIn,
      schema: {
        tags: ["profile"],
        summary: "Remove a car from the garage",
        security,
        body: GarageCarRefSchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await removeGarageCar(app.db, userId, request.body.id);
      return getUser(app.db, userId);
    },
  );
};
export default garageRoutes;
