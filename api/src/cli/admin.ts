import { mkdirSync } from "node:fs";
import path from "node:path";
import Fastify from "fastify";
import { ConfigError, loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { claimDataDir, DataDirInUseError } from "../db/data-dir-lock.ts";
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
  mkdirSync(config.dataDir, { recursive: true });
  // The embedded database takes one process at a time: ask this data directory whether the shop has
  // it open (a port only tells that something listens there, maybe another shop).
  const claim = config.databaseUrl ? null : claimEmbeddedDatabase(config.dataDir);
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
    claim?.release();
  }
}

/** Holds the data directory for this command, or says plainly that the shop has it open. */
function claimEmbeddedDatabase(dataDir: string) {
  try {
    return claimDataDir(dataDir, "the admin command line");
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    throw new HttpError(
      409,
      `${err.message} The embedded database can be open in only one process. ` +
        "Stop the shop first, or use the admin API (POST /api/admin/orders/{id}/ship, /complete, /cancel) with an operator's token.",
    );
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof ConfigError ? err.message : describeFailure(err)}\n`);
  process.exit(1);
});
