import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { writeBackupAccess } from "./db/backup-access.ts";
import { openDatabase } from "./db/client.ts";
import { claimDataDir } from "./db/data-dir-lock.ts";
import { isEmpty, seedDemoData } from "./db/seed/index.ts";
import { gatherPlannerStatistics, lacksPlannerStatistics } from "./db/statistics.ts";
import { createProgress } from "./lib/progress.ts";

/** Boot: config, migrate, seed on first run, listen, and shut down cleanly on a signal. */
async function main() {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  // The embedded database is this process's while it runs: the admin command line reads the lock
  // to know whether this shop is running (lifted on exit, however the process ends it).
  if (!config.databaseUrl) claimDataDir(config.dataDir, `the shop's API on ${config.host}:${config.port}`);
  const open = () =>
    openDatabase({
      url: config.databaseUrl,
      dataDir: path.join(config.dataDir, "pglite"),
      thread: true,
      // The embedded database's thread crashed: exit, and `npm start` starts the API again.
      onThreadLost: (err) => {
        process.stderr.write(`The embedded database stopped: ${err.message}\n`);
        process.exit(1);
      },
    });
  let database = open();
  await database.migrate();

  // Loading the catalogue, or analyzing it, grows the embedded database's WebAssembly heap to
  // hundreds of megabytes, and a heap that has grown never shrinks: the shop then serves from a
  // fresh one, so the memory it holds stays bounded.
  let heapGrown = false;
  if (config.seedOnEmpty && (await isEmpty(database.db))) {
    process.stdout.write("Loading the demo catalogue (first run only)…\n");
    const counts = await seedDemoData(database.db, {
      cacheDir: path.join(config.dataDir, "cache"),
      progress: createProgress(),
    });
    process.stdout.write(
      `  ${counts.vehicles} vehicles, ${counts.products} products, ${counts.fitment} fitment rows\n`,
    );
    heapGrown = true;
  } else if (await lacksPlannerStatistics(database.db)) {
    // A catalogue loaded by an earlier version, which did not analyze it: once, a few seconds.
    process.stdout.write("Gathering the database's planner statistics (once)…\n");
    await gatherPlannerStatistics(database.db);
    heapGrown = true;
  }
  if (heapGrown && database.kind === "pglite") {
    await database.close();
    database = open();
  }

  // Who may ask this process for a backup of the embedded database: whoever can read this file.
  const backupToken = config.databaseUrl ? null : randomBytes(32).toString("base64url");
  const app = await buildApp({
    config,
    db: database.db,
    backupToken,
    logger: {
      level: config.logLevel,
      ...(process.stdout.isTTY
        ? { transport: { target: "pino-pretty", options: { ignore: "pid,hostname,reqId", translateTime: "HH:MM:ss" } } }
        : {}),
    },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ host: config.host, port: config.port });
  if (backupToken) writeBackupAccess(config.dataDir, backupToken, `http://${config.host}:${config.port}`);
}

/** EX_CONFIG: a wrong environment, which `npm start` does not restart (a database still starting, it does). */
const EXIT_CONFIG = 78;

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(EXIT_CONFIG);
  }
  process.stderr.write(`API failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
