import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type ChangeFeed, openChangeFeed } from "../db/change-feed.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** News of catalogue changes shared by every API replica (db/change-feed.ts). */
    changes: ChangeFeed;
  }
}

/** Opens the replicas' change feed: LISTEN/NOTIFY on PostgreSQL, this process alone on the embedded database. */
export default fp(async function changeFeed(app: FastifyInstance) {
  const feed = openChangeFeed({
    url: app.config.databaseUrl,
    onError: (err) => app.log.warn(`catalogue change feed: ${err.message} (listening again shortly)`),
  });
  app.decorate("changes", feed);
  app.addHook("onClose", () => feed.close());
});
