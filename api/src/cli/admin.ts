import { mkdirSync } from "node:fs";
import path from "node:path";
import Fastify from "fastify";
import { ConfigError, loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { createCarrier } from "../lib/carriers/index.ts";
import { HttpError } from "../lib/http-error.ts";
import { createMailer } from "../lib/mailer.ts";
import { createPaymentProvider } from "../lib/payments/index.ts";
import { COMMANDS, describeFailure, runAdminCommand, USAGE, UsageError } from "./admin-commands.ts";

/**
 * `npm run admin -w api -- <command>`: the shop operator's command line (README). It uses the same
 * environment as the API (DATABASE_URL, SMTP_URL, STRIPE_SECRET_KEY, …) and the same services.
 */
async function main() {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === "help" || args[0] === "--help") {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (!COMMANDS.includes(args[0] ?? "")) throw new UsageError(`Unknown command '${args[0]}'`);
  const config = loadConfig();
  if (!config.databaseUrl && (await apiIsRunning(config.host, config.port))) {
    throw new HttpError(
      409,
      `The shop's API is running on ${config.host}:${config.port} with the embedded database, which only one process may open. ` +
        "Stop the shop first, or use the admin API (POST /api/admin/orders/{id}/ship, /complete, /cancel) with an operator's token.",
    );
  }
  mkdirSync(config.dataDir, { recursive: true });
  const database = openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, "pglite") });
  const log = Fastify({ logger: { level: config.logLevel === "info" ? "warn" : config.logLevel } }).log;
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    mailDir: path.join(config.dataDir, "mail"),
    log,
  });
  try {
    await database.migrate();
    const deps = {
      db: database.db,
      payments: createPaymentProvider(config, database.db, log),
      carrier: createCarrier(config),
      mailer,
      config,
      log,
    };
    process.stdout.write(`${await runAdminCommand(args, deps)}\n`);
  } finally {
    await mailer.close();
    await database.close();
  }
}

/** Whether something answers as the API on its address (the embedded database is then taken). */
async function apiIsRunning(host: string, port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://${host}:${port}/api/health`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof ConfigError ? err.message : describeFailure(err)}\n`);
  process.exit(1);
});
