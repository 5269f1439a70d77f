import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** Node 24 from the `node` devDependency, whatever node started this script. */
export const nodeBin = process.execPath;

/**
 * How the shop's two servers run (docs/decisions/020: ≤ 600 MB for a default `npm start`, and the
 * storefront back near its idle size after a load). Measured with `npm run bench:web -- --only memory`.
 * - `--max-semi-space-size`: V8 sizes the young generation from the machine's memory, and a load test
 *   grew the storefront's to 134 MB, kept for good. A page's garbage dies young and small. The API
 *   runs with 8 MB semi-spaces. The storefront, which renders every page (~2.4 MB of garbage each),
 *   runs with 64 MB. With 16 MB it scavenged every ~50 ms under load, and what the ~20 renders in
 *   flight (~130 ms each) held was promoted, ~1 MB each time, to be marked in the old generation
 *   (pauses of 10–45 ms every ~2 s); each doubling halves the scavenges. 3,000 distinct vehicle
 *   pages were served ~5% faster with 16 MB than with 8, ~5% faster again with 32, and 6–16% faster
 *   again with 64 (three alternating runs, with a lower p97.5 in each). The young generation gives
 *   its pages back once the load is over: a minute after 20 s of load the V8 heap was 36 MB of
 *   102 MB idle, and the process 1.17× its idle size with 64 MB (1.21× in the memory benchmark's
 *   run; 1.34× with 8 MB, 1.18× with 16, 1.19–1.20× with 32). What stays is native memory, not the
 *   young generation.
 * - glibc's malloc (`serverMallocEnv`, both): blocks of 64 KB and more are mapped on their own and returned
 *   when freed, and the top of a heap is trimmed past 128 KB free, so compression's buffers leave no
 *   holes behind. Other C libraries ignore these variables.
 * - The storefront compresses every page it sends (brotli, on libuv's threads), and with only those
 *   settings each compression faulted its buffers in anew after the trim before: 3.4 ms of CPU for a
 *   vehicle page's brotli instead of ~0.9 ms. It also keeps 4 MB at the top of a heap when trimming
 *   and uses two arenas (`storefrontMallocEnv`): a cached page went from 0.85× to ~2× its API call's
 *   rate, and it still comes back within 20% of its idle size (decision 020, "The storefront's malloc").
 */
export const serverNodeArgs = ["--max-semi-space-size=8"];
export const storefrontNodeArgs = ["--max-semi-space-size=64"];
export const serverMallocEnv = { MALLOC_MMAP_THRESHOLD_: "65536", MALLOC_TRIM_THRESHOLD_: "131072" };
export const storefrontMallocEnv = {
  ...serverMallocEnv,
  MALLOC_TOP_PAD_: String(4 * 1024 * 1024),
  MALLOC_ARENA_MAX: "2",
};

export function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (p: string) => {
    let st: ReturnType<typeof statSync>;
    try {
      st = statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const entry of readdirSync(p))
        if (entry !== "node_modules" && !entry.startsWith(".")) visit(path.join(p, entry));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  for (const p of paths) visit(p);
  return newest;
}

/** The storefront build is stale when missing or older than any of its sources. */
export function webBuildIsStale(): boolean {
  const built = newestMtime([path.join(repoRoot, "web/build/server/index.js")]);
  if (built === 0) return true;
  const sources = newestMtime(
    [
      "web/app",
      "web/public",
      "web/vite.config.ts",
      "web/react-router.config.ts",
      "contract/src",
      "package-lock.json",
    ].map((p) => path.join(repoRoot, p)),
  );
  return sources > built;
}

export function run(
  command: string,
  args: string[],
  opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: opts.cwd ?? repoRoot, env: opts.env ?? process.env, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} ${args.join(" ")} exited with ${code ?? signal}`)),
    );
  });
}

export async function buildWeb(env: NodeJS.ProcessEnv = process.env) {
  await run(nodeBin, [path.join(repoRoot, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    cwd: path.join(repoRoot, "web"),
    env: { ...env, NODE_ENV: "production" },
  });
}

/** Waits until `url` answers 2xx; fails when `gone()` says nothing will ever answer, or at the deadline. */
export async function waitForHttp(url: string, gone: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone()) throw new Error(`the process stopped before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)}s`);
}

/** Stops children with SIGTERM and waits for them (SIGKILL after 10 s). */
export async function stopAll(children: ChildProcess[]) {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const kill = setTimeout(() => child.kill("SIGKILL"), 10_000);
          child.once("exit", () => {
            clearTimeout(kill);
            resolve();
          });
          child.kill("SIGTERM");
        }),
    ),
  );
}
