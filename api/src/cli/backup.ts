import { ConfigError, loadConfig } from "../config.ts";
import { BackupError } from "../db/backup.ts";
import { BACKUP_USAGE, runBackup, runRestore } from "./backup-commands.ts";

/** `npm run backup` and `npm run restore` (README, docs/decisions/032). */
async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command !== "backup" && command !== "restore") {
    process.stdout.write(`${BACKUP_USAGE}\n`);
    process.exit(command === "help" || command === "--help" ? 0 : 1);
  }
  const config = loadConfig();
  const said = command === "backup" ? await runBackup(config, args) : await runRestore(config, args);
  process.stdout.write(`${said}\n`);
}

main().catch((err: unknown) => {
  const known = err instanceof ConfigError || err instanceof BackupError;
  process.stderr.write(
    `${known ? (err as Error).message : err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
