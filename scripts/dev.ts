import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { nodeBin, repoRoot, stopAll } from "./processes.ts";

/** `npm run dev`: the API restarting on change and the storefront through Vite with hot reload. */
const port = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "4000";
const children: ChildProcess[] = [
  spawn(nodeBin, ["--watch", path.join(repoRoot, "api/src/server.ts")], {
    cwd: repoRoot,
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort, TRUST_PROXY: process.env.TRUST_PROXY ?? "127.0.0.1" },
  }),
  spawn(nodeBin, [path.join(repoRoot, "web/server.ts"), "--dev"], {
    cwd: path.join(repoRoot, "web"),
    stdio: "inherit",
    env: { ...process.env, PORT: port, API_URL: `http://127.0.0.1:${apiPort}` },
  }),
];
const stop = async () => {
  await stopAll(children);
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
