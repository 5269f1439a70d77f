import type { FastifyPluginAsync } from "fastify";

/** How often an idle stream says it is alive, so that proxies and the storefront know the line holds. */
export const CHANGES_HEARTBEAT_MS = 15_000;

/**
 * `GET /api/internal/changes`: the catalogue changes this replica hears of (its own and every
 * other replica's, db/change-feed.ts), as server-sent events, for the storefronts in front of it:
 * each drops its page cache and kept answers at each event (web/server/change-listener.ts), so a
 * change shows on every storefront within the time of one notice, not of a cache's lifetime.
 * Internal: the storefront's proxy never forwards `/api/internal/` (web/server/api-proxy.ts), and
 * the API's port is not the public one. Not in the API description.
 */
const changeRoutes: FastifyPluginAsync = async (app) => {
  const streams = new Set<NodeJS.WritableStream & { end(): void }>();
  const unsubscribe = app.changes.subscribe((change) => {
    const line = `event: change\ndata: ${JSON.stringify({ kind: change.kind })}\n\n`;
    for (const stream of streams) stream.write(line);
  });
  // Before the server waits for its connections to finish: these never would by themselves.
  app.addHook("preClose", async () => {
    unsubscribe();
    for (const stream of streams) stream.end();
  });

  app.get("/api/internal/changes", { schema: { hide: true } }, (request, reply) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      connection: "keep-alive",
      "x-request-id": request.id,
    });
    res.write(": listening\n\n");
    streams.add(res);
    const heartbeat = setInterval(() => res.write(": alive\n\n"), CHANGES_HEARTBEAT_MS);
    heartbeat.unref();
    request.raw.on("close", () => {
      clearInterval(heartbeat);
      streams.delete(res);
    });
  });
};
export default changeRoutes;
