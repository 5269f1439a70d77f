import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * How `npm run backup` reaches the API that holds the embedded database: the API writes its
 * address and a fresh token into the data folder at start (readable by its owner only) and
 * removes the file when it stops; the command line reads it (docs/decisions/032).
 */
export const BACKUP_ACCESS_FILE = "backup.json";

export function writeBackupAccess(dataDir: string, token: string, url: string) {
  const file = path.join(dataDir, BACKUP_ACCESS_FILE);
  writeFileSync(file, JSON.stringify({ token, url, pid: process.pid }), { mode: 0o600 });
  process.once("exit", () => rmSync(file, { force: true }));
}

export function readBackupAccess(dataDir: string): { token: string; url: string } | null {
  try {
    const found = JSON.parse(readFileSync(path.join(dataDir, BACKUP_ACCESS_FILE), "utf8")) as {
      token?: unknown;
      url?: unknown;
    };
    return typeof found.token === "string" && typeof found.url === "string"
      ? { token: found.token, url: found.url }
      : null;
  } catch {
    return null;
  }
}
