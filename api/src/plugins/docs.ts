import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { ErrorResponseSchema } from "@pitstop/contract/errors";
import type { FastifyInstance, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const answer = (description: string) => ErrorResponseSchema.describe(description);

/**
 * The statuses a route answers by its shape alone, before its handler runs: the framework's and the
 * plugins' answers. A route lists the statuses of its own rules (404, 409, 422 …) itself.
 */
export function statusesByShape(route: Pick<RouteOptions, "method" | "url" | "schema" | "config">) {
  const schema = route.schema ?? {};
  const takesBody = [route.method].flat().some((method) => BODY_METHODS.has(method));
  const hasInput = takesBody || Boolean(schema.body || schema.querystring || schema.params);
  const config = route.config as { rateLimit?: unknown } | undefined;
  return {
    ...(hasInput && { 400: answer("The request is malformed or a field is invalid; `errors` names the fields") }),
    ...(takesBody && {
      413: answer("The body is larger than this route takes"),
      415: answer("The body's content type is not one this route takes"),
    }),
    ...(route.url.includes(":") && { 414: answer("A path parameter is longer than 100 characters") }),
    ...(config?.rateLimit ? { 429: answer("Too many requests from this address; wait and try again") } : {}),
    // Every route may need the database (a bearer token is looked up on any route).
    503: answer("The database is briefly unavailable; try again after `Retry-After` seconds"),
  };
}

/** OpenAPI at /api/docs/json, browsable at /api/docs. */
export default fp(async function docs(app: FastifyInstance) {
  // Registered before the swagger plugin reads the routes, so the description lists every status a
  // route can answer, not just the ones its module wrote down.
  app.addHook("onRoute", (route) => {
    if (!route.schema || route.schema.hide) return;
    const byShape: Record<string, unknown> = statusesByShape(route);
    const declared = Object.entries((route.schema.response ?? {}) as Record<string, unknown>).filter(
      // A route's bare error schema gives way to the described one of the same shape.
      ([status, schema]) => !(status in byShape && schema === ErrorResponseSchema),
    );
    route.schema = { ...route.schema, response: { ...byShape, ...Object.fromEntries(declared) } };
  });

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
