import type { FastifyPluginAsync } from "fastify";
import { backupFileName, countsOf, embeddedDatabase } from "../db/backup.ts";
import { sameSecret } from "../lib/secret.ts";

/**
 * `GET /api/internal/backup` (docs/decisions/032): the embedded database's backup, taken by this
 * process, which holds it — what `npm run backup` asks for while the shop runs. Only with the
 * token this process wrote into its data folder at start (`backup.json`, readable by whoever may
 * read the database's files anyway), and only on the embedded database: a server is backed up
 * with pg_dump. The storefront's proxy never forwards `/api/internal/`. Not in the API description.
 */
const backupRoutes: FastifyPluginAsync<{ token: string | null }> = async (app, { token }) => {
  app.get("/api/internal/backup", { schema: { hide: true } }, async (request, reply) => {
    const database = embeddedDatabase(app.db);
    if (!database || !token || !sameSecret(String(request.headers["x-backup-token"] ?? ""), token)) {
      return reply.status(404).send({ message: "This address was not found." });
    }
    const counts = await countsOf(app.db);
    const backup = await database.dumpDataDir("gzip");
    request.log.info({ bytes: backup.size, ...counts }, "backup taken");
    return reply
      .header("content-type", "application/gzip")
      .header("content-disposition", `attachment; filename="${backupFileName()}"`)
      .header("cache-control", "no-store")
      .header("x-backup-counts", JSON.stringify(counts))
      .send(Buffer.from(await backup.arrayBuffer()));
  });
};
export default backupRoutes;
