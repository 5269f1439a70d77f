import { createHash } from "node:crypto";
import {
  FITMENT_IMPORT_RUNNING,
  FITMENT_IMPORTS_LISTED,
  type FitmentImportList,
  type FitmentImportReport,
  type FitmentImportStarted,
  type FitmentImportStatus,
  type FitmentImportStatusName,
  type FitmentImportSummary,
} from "@pitstop/contract/admin-import";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { fitmentImportRows, fitmentImports } from "../../db/schema/index.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import { type Actor, recordAudit } from "../../plugins/audit.ts";
import { applicationCount, type ReadFile } from "./fitment-file.ts";
import { type ApplicationRow, blockedImport, CHUNK, checkFitmentFile, rowsJson } from "./fitment-import.ts";

/**
 * An applied fitment import as a job (docs/decisions/023): the POST answers 202 at
 * once and the import runs in this process — resolving the file (progress per 5,000 applications),
 * staging its rows in batches of 5,000 (progress per batch), then one transaction that deletes the
 * applications its deletes name, for a FULL file removes its parts' applications it does not list,
 * adds the rest (an identical application is kept, not stored twice), with the audit entry and the
 * job's `done`: all of the file or none of it.
 *
 * Why staged and not written in one long transaction: on the embedded database (PGlite) a
 * transaction holds its one connection, so every other statement — the status the page polls,
 * the storefront's pages — would wait for the whole import. Staged, only the final move holds it.
 */

export interface ImportHooks {
  /** After the rows are in the catalogue: refresh what they affect (catalogueChanged). */
  onApplied: () => void;
  /** Told of an error the operator is not shown (a database failure), for the log. */
  onFailure: (err: unknown, importId: number) => void;
}

const RESTARTED =
  "The shop's API restarted while this import was running: nothing of it was imported. Send the file again.";

/**
 * The API running an import says so every few seconds (`heartbeat_at`); one silent for longer than
 * `STALE_AFTER_S` seconds stopped (a crash, a restart, a replica taken down), and its import is marked failed
 * by whoever looks next: an API starting up, the next apply, the operator's page asking the status.
 * An import whose heart still beats runs in another replica and is left alone.
 */
const HEARTBEAT_MS = 5_000;
const STALE_AFTER_S = 30;
const DATABASE_FAILED =
  "The database refused the import: nothing of it was imported. Send the file again; if it fails again, the shop's log says why.";

export const statusUrl = (id: number) => `/api/admin/fitment-imports/${id}`;

/**
 * Takes an apply: records the job (a second one while one runs is a 409) and starts it. The
 * returned promise of the run settles when the job is done or failed; it never rejects.
 */
export async function startFitmentImport(
  db: Db,
  actor: Actor,
  file: ReadFile,
  meta: { fileName: string | null; content: string },
  hooks: ImportHooks,
): Promise<{ started: FitmentImportStarted; run: Promise<void> }> {
  const record = async () => {
    const [job] = await db
      .insert(fitmentImports)
      .values({
        actorId: actor.id,
        actorEmail: actor.email,
        fileName: meta.fileName,
        format: file.format,
        status: "queued",
        rowsTotal: applicationCount(file),
      })
      .returning({ id: fitmentImports.id });
    if (!job) throw new Error("the import's job was not recorded");
    return job.id;
  };
  let id: number;
  try {
    id = await record();
  } catch (err) {
    if (!isOneRunningViolation(err)) throw err;
    // The one running may have stopped with its API: then it is marked failed and this one runs.
    if ((await failInterruptedImports(db, { all: false })) === 0) throw await alreadyRunning(db);
    try {
      id = await record();
    } catch (again) {
      if (isOneRunningViolation(again)) throw await alreadyRunning(db);
      throw again;
    }
  }
  const run = runFitmentImport(db, actor, id, file, meta, hooks);
  return { started: { id, status: "queued", status_url: statusUrl(id) }, run };
}

function isOneRunningViolation(err: unknown): boolean {
  const e = (err as { cause?: unknown })?.cause ?? err;
  return (
    typeof e === "object" &&
    e !== null &&
    (e as { code?: string }).code === "23505" &&
    (e as { constraint?: string }).constraint === "fitment_imports_one_running_idx"
  );
}

async function alreadyRunning(db: Db): Promise<HttpError> {
  const [running] = await db
    .select({ id: fitmentImports.id, actorEmail: fitmentImports.actorEmail, fileName: fitmentImports.fileName })
    .from(fitmentImports)
    .where(inArray(fitmentImports.status, [...FITMENT_IMPORT_RUNNING]));
  const what = running
    ? `${running.actorEmail}'s import${running.fileName ? ` of ${running.fileName}` : ""} (import ${running.id})`
    : "another import";
  return new HttpError(
    409,
    `One fitment import runs at a time, and ${what} is still running. Wait for it to finish, then apply this file.`,
  );
}

async function runFitmentImport(
  db: Db,
  actor: Actor,
  id: number,
  file: ReadFile,
  meta: { fileName: string | null; content: string },
  hooks: ImportHooks,
): Promise<void> {
  let report: FitmentImportReport | null = null;
  // Also while one statement takes long (the final move: ~9 s for 50,000 rows on PostgreSQL).
  const heartbeat = setInterval(() => {
    db.update(fitmentImports)
      .set({ heartbeatAt: sql`now()` })
      .where(and(eq(fitmentImports.id, id), inArray(fitmentImports.status, [...FITMENT_IMPORT_RUNNING])))
      .catch((err: unknown) => hooks.onFailure(err, id));
  }, HEARTBEAT_MS);
  heartbeat.unref();
  try {
    await yieldToRequests(); // the 202 first
    await progress(db, id, { status: "resolving", rowsDone: 0 });
    const checked = await checkFitmentFile(db, file, {
      dryRun: false,
      onProgress: (resolved) => progress(db, id, { rowsDone: resolved }),
    });
    report = checked.report;
    if (checked.blocking.length > 0) throw blockedImport(checked.blocking);
    await progress(db, id, { status: "writing", rowsDone: 0, rowsTotal: checked.rows.length, report });
    await stageRows(db, id, checked.rows);
    const checkedReport = report;
    await db.transaction(async (tx) => {
      const written = await moveStagedRows(tx, id, checked.submission);
      const applied: FitmentImportReport = {
        ...checkedReport,
        applied: true,
        ...written,
        // Applications the shop got meanwhile (an edit by hand) are kept as duplicates too.
        duplicates:
          checkedReport.duplicates + checkedReport.added + checkedReport.updated - written.added - written.updated,
      };
      await tx.delete(fitmentImportRows).where(eq(fitmentImportRows.importId, id));
      await recordAudit(tx, actor, {
        entity: "fitment_import",
        entityId: id,
        action: "apply",
        before: { deleted: applied.deleted, replaced: applied.replaced },
        after: {
          import_id: id,
          file_name: meta.fileName,
          format: file.format,
          submission: checked.submission,
          sha256: createHash("sha256").update(meta.content).digest("hex").slice(0, 16),
          applications: applied.applications,
          fitment_rows: applied.fitment_rows,
          added: applied.added,
          updated: applied.updated,
          duplicates: applied.duplicates,
          deleted: applied.deleted,
          replaced: applied.replaced,
          products: applied.products,
        },
      });
      // Marked failed meanwhile (an API starting up took it for one cut short): nothing is applied.
      const [done] = await tx
        .update(fitmentImports)
        .set({ status: "done", rowsDone: checked.rows.length, report: applied, finishedAt: sql`now()` })
        .where(and(eq(fitmentImports.id, id), eq(fitmentImports.status, "writing")))
        .returning({ id: fitmentImports.id });
      if (!done) throw new HttpError(409, RESTARTED);
    });
    hooks.onApplied();
  } catch (err) {
    if (!(err instanceof HttpError)) hooks.onFailure(err, id);
    await fail(db, id, err instanceof HttpError ? err.message : DATABASE_FAILED, report).catch((failure: unknown) =>
      hooks.onFailure(failure, id),
    );
  } finally {
    clearInterval(heartbeat);
  }
}

/** The rows into the staging table, a batch per statement, each batch counted as written. */
async function stageRows(db: Db, id: number, rows: ApplicationRow[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const batch = rows.slice(i, i + CHUNK);
    await db.execute(
      sql`insert into fitment_import_rows (import_id, action, product_id, vehicle_id, engines, trims, position, note, quantity)
          select ${id}, r->>'a', (r->>'p')::int, (r->>'v')::int,
                 case when jsonb_typeof(r->'e') = 'array' then array(select jsonb_array_elements_text(r->'e')) end,
                 case when jsonb_typeof(r->'t') = 'array' then array(select jsonb_array_elements_text(r->'t')) end,
                 r->>'pos', r->>'n', (r->>'q')::int
          from jsonb_array_elements(${rowsJson(batch)}::jsonb) r`,
    );
    await progress(db, id, { rowsDone: i + batch.length });
  }
  // The stage went from empty to thousands of rows in seconds, before autovacuum could notice:
  // without statistics the planner takes it for a few rows and loops over it once per application
  // of the named parts (a FULL file's replacement ran for minutes on PostgreSQL) instead of hashing.
  await db.execute(sql`analyze fitment_import_rows`);
}

/** A staged row `r` and an application `f` are the same one (product_fitment_application_key). */
const sameApplication = sql`r.product_id = f.product_id and r.vehicle_id = f.vehicle_id
  and r.engines is not distinct from f.engines and r.trims is not distinct from f.trims
  and r.position is not distinct from f.position and r.note is not distinct from f.note`;

/**
 * The staged rows into product_fitment (in the caller's transaction): the deletes, then a FULL
 * file's parts' applications it does not add, then the adds — an application the shop has is kept
 * (its quantity becomes the file's, when the file says one). Counted as they happen.
 */
async function moveStagedRows(tx: Db, id: number, submission: "net" | "full") {
  const [deleted] = await rowsOf<{ n: number }>(
    tx,
    sql`with gone as (
          delete from product_fitment f using fitment_import_rows r
          where r.import_id = ${id} and r.action = 'D' and ${sameApplication}
          returning 1)
        select count(*)::int as n from gone`,
  );
  const [replaced] =
    submission === "full"
      ? await rowsOf<{ n: number }>(
          tx,
          sql`with gone as (
                delete from product_fitment f
                where f.product_id in (select product_id from fitment_import_rows where import_id = ${id})
                  and not exists (select 1 from fitment_import_rows r
                                  where r.import_id = ${id} and r.action = 'A' and ${sameApplication})
                returning 1)
              select count(*)::int as n from gone`,
        )
      : [{ n: 0 }];
  const [written] = await rowsOf<{ added: number; updated: number }>(
    tx,
    sql`with written as (
          insert into product_fitment (product_id, vehicle_id, engines, trims, position, note, quantity, import_id)
          select product_id, vehicle_id, engines, trims, position, note, quantity, import_id
          from fitment_import_rows where import_id = ${id} and action = 'A'
          on conflict on constraint product_fitment_application_key do update
            set quantity = excluded.quantity, import_id = excluded.import_id
            where excluded.quantity is not null and product_fitment.quantity is distinct from excluded.quantity
          returning (xmax = 0) as inserted)
        select (count(*) filter (where inserted))::int as added, (count(*) filter (where not inserted))::int as updated
        from written`,
  );
  return {
    added: written?.added ?? 0,
    updated: written?.updated ?? 0,
    deleted: deleted?.n ?? 0,
    replaced: replaced?.n ?? 0,
  };
}

/**
 * Lets the requests waiting meanwhile run (the page's polls, the storefront). The embedded
 * database in the API's own thread (tests, `thread: false`) runs a statement synchronously: an
 * import awaiting only statements would hold the thread from its 202 to its end.
 */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

async function progress(
  db: Db,
  id: number,
  change: {
    status?: FitmentImportStatusName;
    rowsDone?: number;
    rowsTotal?: number;
    report?: FitmentImportReport;
  },
) {
  await db
    .update(fitmentImports)
    .set({ ...change, heartbeatAt: sql`now()` })
    .where(eq(fitmentImports.id, id));
  await yieldToRequests();
}

/** The job failed: its staged rows go, its status says why (the report kept when the file was resolved). */
async function fail(db: Db, id: number, error: string, report: FitmentImportReport | null) {
  await db.transaction(async (tx) => {
    await tx.delete(fitmentImportRows).where(eq(fitmentImportRows.importId, id));
    await tx
      .update(fitmentImports)
      .set({ status: "failed", error, ...(report ? { report } : {}), finishedAt: sql`now()` })
      .where(eq(fitmentImports.id, id));
  });
}

/**
 * Imports cut short by their API's stop (a job lives in the process that took it): marked failed,
 * their staged rows gone (they never reached the catalogue). `all`: every running import — an API
 * starting on the embedded database, which no other process can be using; else only those whose
 * heart stopped (`STALE_AFTER_S`), since on PostgreSQL another replica may be running one.
 */
export async function failInterruptedImports(db: Db, opts: { all: boolean }): Promise<number> {
  const running = inArray(fitmentImports.status, [...FITMENT_IMPORT_RUNNING]);
  const interrupted = await db
    .update(fitmentImports)
    .set({ status: "failed", error: RESTARTED, finishedAt: sql`now()` })
    .where(
      opts.all
        ? running
        : and(running, sql`${fitmentImports.heartbeatAt} < now() - make_interval(secs => ${STALE_AFTER_S})`),
    )
    .returning({ id: fitmentImports.id });
  if (interrupted.length > 0) {
    await db.delete(fitmentImportRows).where(
      inArray(
        fitmentImportRows.importId,
        interrupted.map((j) => j.id),
      ),
    );
  }
  return interrupted.length;
}

const isRunning = (status: string) => (FITMENT_IMPORT_RUNNING as readonly string[]).includes(status);
const silent = (job: typeof fitmentImports.$inferSelect) =>
  isRunning(job.status) && Date.now() - job.heartbeatAt.getTime() > STALE_AFTER_S * 1000;

const toSummary = (job: typeof fitmentImports.$inferSelect): FitmentImportSummary => ({
  id: job.id,
  status: job.status,
  format: job.format,
  file_name: job.fileName,
  actor: { id: job.actorId, email: job.actorEmail },
  rows_done: job.rowsDone,
  rows_total: job.rowsTotal,
  error: job.error,
  created_at: job.createdAt.toISOString(),
  finished_at: job.finishedAt?.toISOString() ?? null,
});

export async function getFitmentImport(db: Db, id: number): Promise<FitmentImportStatus> {
  let [job] = await db.select().from(fitmentImports).where(eq(fitmentImports.id, id));
  if (!job) throw notFound("No fitment import has this id");
  if (silent(job)) {
    await failInterruptedImports(db, { all: false });
    [job] = await db.select().from(fitmentImports).where(eq(fitmentImports.id, id));
    if (!job) throw notFound("No fitment import has this id");
  }
  return { ...toSummary(job), report: job.report as FitmentImportReport | null };
}

/** The recent imports, newest first (a running one whose API stopped is said as failed). */
export async function listFitmentImports(db: Db): Promise<FitmentImportList> {
  const recent = () => db.select().from(fitmentImports).orderBy(desc(fitmentImports.id)).limit(FITMENT_IMPORTS_LISTED);
  let jobs = await recent();
  if (jobs.some(silent)) {
    await failInterruptedImports(db, { all: false });
    jobs = await recent();
  }
  return { imports: jobs.map(toSummary) };
}
