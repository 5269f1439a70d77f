import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../db/availability.ts";
import { HttpError } from "../lib/http-error.ts";

/**
 * Errors the router meets before any route is chosen (Fastify's `frameworkErrors`): answered in the
 * API's one error shape, without echoing the path back.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    return reply.status(414).send({ message: "This address is too long: a part of it has more than 100 characters." });
  }
  if (error.code === "FST_ERR_BAD_URL") {
    return reply.status(400).send({ message: "This address is not valid: it has a broken %-escape." });
  }
  reply.log.error({ err: error }, "request failed before routing");
  return reply.status(500).send({ message: "Something went wrong on our side. Please try again." });
}

/**
 * One error shape for the whole API: `{ message, errors? }`. Validation failures say which field
 * and why; 5xx answers never carry internals (they are logged instead).
 */
const UNAVAILABLE_LOG_EVERY_MS = 5000;

/** The driver's own words (ECONNREFUSED, "Connection terminated…"), without the failed query. */
function databaseErrorReason(error: unknown): string {
  let current: unknown = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

export default fp(async function errors(app: FastifyInstance) {
  let lastUnavailableLog = 0;
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
        errors[field] ??= [];
        errors[field].push(issue.message ?? "Invalid value");
      }
      const [field, messages] = Object.entries(errors)[0] ?? ["request", ["Invalid value"]];
      const where =
        error.validationContext === "querystring"
          ? "query parameter"
          : error.validationContext === "params"
            ? "path parameter"
            : "field";
      return reply.status(400).send({ message: `Invalid ${where} '${field}': ${messages[0]}`, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, "response did not match its schema");
      return reply.status(500).send({ message: "Something went wrong on our side. Please try again." });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is away (restarting, unreachable): a moment's wait, not a fault of ours to hide
      // (docs/decisions/013-riding-out-outages.md). The pool reconnects on a later request.
      // One line every few seconds while it lasts, not a stack trace per request.
      if (Date.now() - lastUnavailableLog > UNAVAILABLE_LOG_EVERY_MS) {
        lastUnavailableLog = Date.now();
        request.log.warn({ reason: databaseErrorReason(error) }, "database unavailable: answering 503");
      }
      return reply
        .status(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: "The shop is briefly unavailable. Please try again in a few seconds." });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(status).send({ message: "Something went wrong on our side. Please try again." });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type): its message is safe.
    return reply.status(status).send({ message: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split("?")[0]}` });
  });
});
