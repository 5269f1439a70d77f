import {
  FITMENT_IMPORT_MAX_BYTES,
  FitmentImportListSchema,
  FitmentImportParamsSchema,
  FitmentImportReportSchema,
  FitmentImportRequestSchema,
  FitmentImportStartedSchema,
  FitmentImportStatusSchema,
} from "@pitstop/contract/admin-import";
import { ErrorResponseSchema } from "@pitstop/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sharedDatabase } from "../../db/client.ts";
import { catalogueChanged } from "../../flows/catalogue-changes.ts";
import { importJobs, importsRunning } from "../../lib/metrics.ts";
import { readFitmentFileOffThread } from "../../modules/admin/fitment-file-thread.ts";
import { dryRunFitmentImport } from "../../modules/admin/fitment-import.ts";
import {
  failInterruptedImports,
  getFitmentImport,
  listFitmentImports,
  startFitmentImport,
} from "../../modules/admin/fitment-import-jobs.ts";
import { actorOf } from "../../plugins/operator.ts";
import { adminRouteOptions } from "./options.ts";

/**
 * Fitment files (CSV or ACES XML): a dry run, or an applied import that runs as a job, and the recent
 * imports.
 */
const adminFitmentImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { operator, security, read, write, tags } = adminRouteOptions(app);

  // Applied imports run in this process after their 202; the API waits for them before it closes,
  // and on start-up marks failed any that a stop cut short (fitment-import-jobs.ts).
  const runningImports = new Set<Promise<void>>();
  app.addHook("onReady", async () => {
    // Every running import on the embedded database (only this process uses it); on PostgreSQL only
    // those whose API stopped, since another replica may be running one.
    const interrupted = await failInterruptedImports(app.db, { all: !sharedDatabase(app.db) });
    if (interrupted > 0) app.log.warn({ interrupted }, "fitment imports cut short by a restart marked failed");
  });
  app.addHook("onClose", async () => {
    await Promise.all(runningImports);
  });

  app.post(
    "/api/admin/fitment-imports",
    {
      ...operator,
      bodyLimit: FITMENT_IMPORT_MAX_BYTES + 8 * 1024 * 1024,
      schema: {
        tags,
        security,
        summary:
          "Import fitment from a CSV or ACES XML file: a dry run (200) reports what resolves and each problem line; applying (202) starts a job that writes all of the file or nothing — follow it at status_url. One import runs at a time (409).",
        body: FitmentImportRequestSchema,
        response: {
          200: FitmentImportReportSchema,
          202: FitmentImportStartedSchema,
          ...write,
          413: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (request.body.dry_run) return dryRunFitmentImport(app.db, request.body);
      const file = await readFitmentFileOffThread(request.body);
      let applied = false;
      const { started, run } = await startFitmentImport(
        app.db,
        actorOf(request),
        file,
        { fileName: request.body.file_name || null, content: request.body.content },
        {
          onApplied: () => {
            applied = true;
            catalogueChanged(app);
          },
          onFailure: (err, importId) => app.log.error({ err, importId }, "fitment import failed"),
        },
      );
      runningImports.add(run);
      importsRunning.inc();
      void run.finally(() => {
        runningImports.delete(run);
        importsRunning.dec();
        importJobs.inc({ outcome: applied ? "applied" : "failed" });
      });
      return reply.code(202).header("location", started.status_url).send(started);
    },
  );

  app.get(
    "/api/admin/fitment-imports",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary:
          "The 20 most recent applied fitment imports, newest first: who sent which file, its status and rows, and why it failed",
        response: { 200: FitmentImportListSchema, ...read },
      },
    },
    async () => listFitmentImports(app.db),
  );

  app.get(
    "/api/admin/fitment-imports/:id",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary:
          "An applied fitment import: its status (queued, resolving, writing, done, failed), rows done of rows total, then its report or why it failed",
        params: FitmentImportParamsSchema,
        response: { 200: FitmentImportStatusSchema, ...read },
      },
    },
    async (request) => getFitmentImport(app.db, request.params.id),
  );
};
export default adminFitmentImportRoutes;
