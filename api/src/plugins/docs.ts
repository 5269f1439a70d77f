import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI at /api/docs/json, browsable at /api/docs. */
export default fp(async function docs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Pitstop API",
        description: "Catalogue, fitment, carts, accounts, orders and content of the Pitstop parts shop.",
        version: "1.0.0",
      },
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    // The UI page needs its own scripts and styles; the rest of the API keeps `default-src 'none'`.
    staticCSP: true,
    transformStaticCSP: (header) => header,
  });
});
