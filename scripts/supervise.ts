import type { ChildProcess } from "node:child_process";
import { stopAll } from "./processes.ts";

/**
 * A child of `npm start` kept running: when it dies (a crash, `kill -9`, an exit the API chose),
 * it is started again after a pause that grows with each failure in a row — 1, 2, 5, 10, then 30
 * seconds — and resets once the child has stayed up a minute (docs/decisions/013). A child that
 * exits with EXIT_DO_NOT_RESTART (its configuration is wrong: restarting cannot help) is not
 * restarted, and `onGiveUp` is told.
 */
export const RESTART_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000];
const STABLE_AFTER_MS = 60_000;
/** EX_CONFIG from sysexits.h: the API's answer to an invalid environment. */
export const EXIT_DO_NOT_RESTART = 78;

export interface Supervised {
  /** The process running now (a new one after each restart). */
  readonly child: ChildProcess;
  /** No restart will come: stopped, or given up on. */
  readonly gone: boolean;
  /** Stops the child and every restart to come. */
  stop(): Promise<void>;
}

export function supervise(
  name: string,
  spawnChild: () => ChildProcess,
  opts: { log?: (line: string) => void; onGiveUp?: (code: number) => void } = {},
): Supervised {
  const log = opts.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  let child = spawnChild();
  let startedAt = Date.now();
  let failuresInARow = 0;
  let gone = false;
  let pending: NodeJS.Timeout | undefined;

  const watch = (running: ChildProcess) => {
    running.once("exit", (code, signal) => {
      if (gone) return;
      if (code === EXIT_DO_NOT_RESTART) {
        gone = true;
        log(`${name} stopped: its configuration is invalid (see above).`);
        opts.onGiveUp?.(code);
        return;
      }
      if (Date.now() - startedAt >= STABLE_AFTER_MS) failuresInARow = 0;
      const delay = RESTART_DELAYS_MS[Math.min(failuresInARow, RESTART_DELAYS_MS.length - 1)] ?? 30_000;
      failuresInARow += 1;
      log(`${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); restarting it in ${delay / 1000} s.`);
      pending = setTimeout(() => {
        pending = undefined;
        if (gone) return;
        startedAt = Date.now();
        child = spawnChild();
        watch(child);
      }, delay);
    });
  };
  watch(child);

  return {
    get child() {
      return child;
    },
    get gone() {
      return gone;
    },
    async stop() {
      gone = true;
      if (pending) clearTimeout(pending);
      await stopAll([child]);
    },
  };
}
