/**
 * One autocannon run, in its own process so the load generator does not share an event loop with
 * the servers under test. Argument: JSON LoadOptions. Prints JSON LoadRun on stdout.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { percentile } from "./stats.ts";

export interface LoadOptions {
  url: string;
  /** The body of a POST /api/filter (the catalogue benchmark), unless `requests` is given. */
  body?: string;
  /** Other requests instead: each connection sends them in turn (the storefront benchmark). */
  requests?: LoadRequest[];
  /**
   * Or many addresses in rotation across all connections: each request is the next of these, so no
   * two connections ask for the same one together (the long tail of vehicle pages a cache never holds).
   */
  rotate?: LoadRequest[];
  connections: number;
  duration: number; // seconds
  /** Stop after this many requests instead (a warm-up pass over every address of a rotation). */
  amount?: number;
}

export interface LoadRequest {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One run: the latency (ms) of every 2xx answer, and what went wrong. */
export interface LoadRun {
  duration: number;
  latencies: number[];
  non2xx: number;
  errors: number;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p975: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** Runs load.ts in a child process (the same node binary). */
export function runLoad(opts: LoadOptions): Promise<LoadRun> {
  return new Promise((resolve, reject) => {
    // The options go through stdin: the long tail's thousands of requests are more than one argument may hold.
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
      stdio: ["pipe", "pipe", "inherit"],
    });
    child.stdin.end(JSON.stringify(opts));
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) reject(new Error(`load.ts exited with ${code}`));
      else resolve(JSON.parse(out) as LoadRun);
    });
  });
}

/** Several runs against the same server (e.g. the A and B halves of an ABBA schedule) as one. */
export function combine(runs: LoadRun[]): LoadResult {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, r) => sum + r.duration, 0);
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p975: percentile(latencies, 0.975),
    p99: percentile(latencies, 0.99),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}

/**
 * Two loads side by side: a warm-up each, then A B B A in halves of `duration`, so a change in the
 * machine's background load hits both alike.
 */
export async function abba(
  a: Omit<LoadOptions, "duration">,
  b: Omit<LoadOptions, "duration">,
  { warmup, duration }: { warmup: number; duration: number },
): Promise<[LoadResult, LoadResult]> {
  const load = (o: Omit<LoadOptions, "duration">, seconds: number) => runLoad({ ...o, duration: seconds });
  await load(a, warmup);
  await load(b, warmup);
  const half = duration / 2;
  const runsA: LoadRun[] = [];
  const runsB: LoadRun[] = [];
  runsA.push(await load(a, half));
  runsB.push(await load(b, half));
  runsB.push(await load(b, half));
  runsA.push(await load(a, half));
  return [combine(runsA), combine(runsB)];
}

async function main(opts: LoadOptions) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const rotation = opts.rotate;
    let next = 0;
    const requests: autocannon.Request[] = rotation
      ? [
          {
            setupRequest: (req) => {
              const r = rotation[next++ % rotation.length] as LoadRequest;
              return { ...req, method: r.method, path: r.path, headers: r.headers ?? {}, body: r.body };
            },
          },
        ]
      : (opts.requests ?? [
          {
            method: "POST",
            path: "/api/filter",
            headers: { "content-type": "application/json" },
            body: opts.body ?? "",
          },
        ]);
    const instance = autocannon(
      {
        url: opts.url,
        requests,
        connections: opts.connections,
        ...(opts.amount ? { amount: opts.amount } : { duration: opts.duration }),
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(Math.round(responseTime * 100) / 100);
    });
  });
  const run: LoadRun = {
    duration: opts.duration,
    latencies,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
  process.stdout.write(JSON.stringify(run));
}

if (import.meta.main) {
  // The options as an argument, or on stdin (as runLoad sends them).
  let arg = process.argv[2];
  if (!arg) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    arg = Buffer.concat(chunks).toString("utf8");
  }
  if (!arg) throw new Error("usage: node load.ts '<LoadOptions JSON>' (or the JSON on stdin)");
  await main(JSON.parse(arg) as LoadOptions);
}
