import { spawn } from "node:child_process";
import path from "node:path";
import {
  buildWeb,
  nodeBin,
  repoRoot,
  serverMallocEnv,
  serverNodeArgs,
  storefrontMallocEnv,
  storefrontNodeArgs,
  waitForHttp,
  webBuildIsStale,
} from "./processes.ts";
import { type Supervised, supervise } from "./supervise.ts";

/**
 * `npm start`: build the storefront if its build is missing or stale, start the API (which
 * migrates and, on the first run, loads the demo catalogue), start the web server, print the URL,
 * and stop both cleanly on Ctrl-C or SIGTERM. A child that dies is started again with back-off
 * (scripts/supervise.ts); the other one keeps serving meanwhile.
 */
const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
const apiHost = process.env.API_HOST ?? "127.0.0.1";
const apiUrl = `http://${apiHost}:${apiPort}`;
const running: Supervised[] = [];
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  process.stdout.write("\nStopping Pitstop…\n");
  await Promise.all(running.map((s) => s.stop()));
  process.exit(code);
}
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));

function start(name: string, args: string[], env: NodeJS.ProcessEnv, nodeArgs = serverNodeArgs): Supervised {
  const supervised = supervise(
    name,
    () =>
      spawn(nodeBin, [...nodeArgs, ...args], {
        cwd: repoRoot,
        env,
        stdio: "inherit",
      }),
    {
      // Restarting cannot mend a wrong environment: stop the shop and let the message above stand.
      onGiveUp: () => void shutdown(1),
    },
  );
  running.push(supervised);
  return supervised;
}

async function main() {
  if (webBuildIsStale()) {
    process.stdout.write("Building the storefront…\n");
    await buildWeb();
  }
  const api = start("The API", [path.join(repoRoot, "api/src/server.ts")], {
    ...serverMallocEnv,
    ...process.env,
    API_HOST: apiHost,
    API_PORT: String(apiPort),
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    // Only the storefront's proxy, on this machine, may tell the API who the client is. TRUST_PROXY
    // as the operator sets it is the storefront's (its TLS proxy): the storefront passes the client
    // on, so the API still trusts only the storefront.
    TRUST_PROXY: "127.0.0.1",
  });
  // The first start loads the demo catalogue before listening: allow it time.
  await waitForHttp(`${apiUrl}/api/health`, () => api.gone, 10 * 60_000);
  const web = start(
    "The storefront",
    [path.join(repoRoot, "web/server.ts")],
    {
      ...storefrontMallocEnv,
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      API_URL: apiUrl,
      // Absolute addresses in pages (canonical links, structured data) use the shop's public origin.
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    },
    storefrontNodeArgs,
  );
  await waitForHttp(`http://127.0.0.1:${port}/build/latest.json`, () => web.gone, 60_000);
  process.stdout.write(`\n  Pitstop is ready at http://localhost:${port}\n  Press Ctrl-C to stop.\n\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`Pitstop could not start: ${err instanceof Error ? err.message : String(err)}\n`);
  void shutdown(1);
});
