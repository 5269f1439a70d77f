import { ErrorResponseSchema } from "@pitstop/contract/errors";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../lib/http-error.ts";
import { findSessionUser, type SessionUser } from "../modules/auth/session-service.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, from a valid bearer token; null for a guest. */
    user: SessionUser | null;
    /** Whether the request carried a bearer token that is not (or no longer) valid. */
    staleToken: boolean;
  }
  interface FastifyInstance {
    /**
     * The guard of routes that need a signed-in user (401 otherwise). Listed as a route's
     * `preHandler`, it is moved to run on request, before the body is read (see `onRoute` below).
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

const SIGN_IN_FIRST = ErrorResponseSchema.describe("No session, or an expired one: sign in first");

/** The signed-in user of a route guarded by `app.authenticate`. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, "Please sign in to continue.");
  return request.user;
}

/** The bearer token the storefront sends on every API call when signed in → request.user. */
export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest("user", null);
  app.decorateRequest("staleToken", false);

  app.addHook("onRequest", async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const token = BEARER.exec(header)?.[1];
    request.user = token ? await findSessionUser(app.db, token) : null;
    request.staleToken = request.user === null;
  });

  const authenticate = async (request: FastifyRequest) => {
    if (request.user) return;
    throw new HttpError(
      401,
      request.staleToken ? "Your session has expired. Please sign in again." : "Please sign in to continue.",
    );
  };
  app.decorate("authenticate", authenticate);

  // A visitor calling a route that needs a session gets 401 whatever they send: the guard runs on
  // request (after the session lookup above), before the body is read, parsed or validated, so no
  // 400, 413 or 415 ever tells a visitor how to shape a call they may not make. The route's
  // description says so too: bearer security and a 401 answer.
  app.addHook("onRoute", (route) => {
    const preHandlers = hooksOf(route.preHandler);
    if (!preHandlers.includes(authenticate)) return;
    route.preHandler = preHandlers.filter((hook) => hook !== authenticate);
    route.onRequest = [...hooksOf(route.onRequest), authenticate];
    route.schema = {
      ...route.schema,
      security: route.schema?.security ?? [{ bearer: [] }],
      response: { ...(route.schema?.response as object | undefined), 401: SIGN_IN_FIRST },
    };
  });
});

function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
