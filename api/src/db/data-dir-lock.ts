import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The embedded database's data directory is one process's at a time: the API, or the operator's
 * command line. Whoever opens it leaves a lock file there naming its process; the other side reads
 * that file, so it asks about this data directory and not about whatever listens on a port (another
 * shop on port 4000 says nothing about this one). A lock left by a process that has gone (killed, the
 * machine restarted) counts for nothing.
 */
export const LOCK_FILE = "pitstop.lock";

export interface DataDirHolder {
  pid: number;
  /** What holds it, in words: "the shop's API on 127.0.0.1:4000", "the admin command line". */
  what: string;
  since: string;
}

export class DataDirInUseError extends Error {
  readonly holder: DataDirHolder;

  constructor(dataDir: string, holder: DataDirHolder) {
    super(`The embedded database in ${dataDir} is open in ${holder.what} (process ${holder.pid}).`);
    this.name = "DataDirInUseError";
    this.holder = holder;
  }
}

const lockPath = (dataDir: string) => path.join(dataDir, LOCK_FILE);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process is there, only not ours to signal.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(dataDir: string): DataDirHolder | null {
  try {
    const found = JSON.parse(readFileSync(lockPath(dataDir), "utf8")) as Partial<DataDirHolder>;
    if (!Number.isSafeInteger(found.pid) || (found.pid ?? 0) <= 0) return null;
    return {
      pid: found.pid as number,
      what: String(found.what ?? "another process"),
      since: String(found.since ?? ""),
    };
  } catch {
    return null;
  }
}

/** The live process other than this one that holds the data directory, if any. */
export function dataDirHolder(dataDir: string): DataDirHolder | null {
  const holder = readHolder(dataDir);
  return holder && holder.pid !== process.pid && alive(holder.pid) ? holder : null;
}

/**
 * Claims the data directory for this process until `release` (or until the process exits); throws
 * DataDirInUseError while another live process holds it.
 */
export function claimDataDir(dataDir: string, what: string): { release: () => void } {
  const file = lockPath(dataDir);
  const mine = JSON.stringify({ pid: process.pid, what, since: new Date().toISOString() });
  for (let attempt = 0; ; attempt++) {
    try {
      // `wx`: of two processes starting at once, one creates the file and the other finds it.
      writeFileSync(file, mine, { flag: "wx" });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw err;
      const holder = dataDirHolder(dataDir);
      if (holder) throw new DataDirInUseError(dataDir, holder);
      // Left by a process that has gone, or by this one: take it over.
      rmSync(file, { force: true });
    }
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off("exit", release);
    if (readHolder(dataDir)?.pid === process.pid) rmSync(file, { force: true });
  };
  process.on("exit", release);
  return { release };
}
