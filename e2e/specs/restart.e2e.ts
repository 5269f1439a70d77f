import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { freePort } from "../support/free-port.ts";

/**
 * `npm start` keeps the shop up when one of its processes dies (docs/decisions/013):
 * a second shop of its own, started as `npm start` starts it (on an empty database, so it is up in
 * seconds), whose API is killed with SIGKILL; the shop must answer again without anyone's help,
 * and SIGTERM must still stop every process.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The processes `npm start` runs, by their parent's id (never by name: other shops run here). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" })
      .split("\n")
      .map((l) => Number(l.trim()))
      .filter((n) => n > 0);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const status = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (r) => r.status,
    () => 0,
  );

describe("npm start keeps the shop up", () => {
  let shop: ChildProcess;
  let output = "";
  let base = "";
  let apiUrl = "";
  const dataDir = mkdtempSync(path.join(tmpdir(), "pitstop-restart-"));

  beforeAll(async () => {
    const [port, apiPort] = [await freePort(), await freePort()];
    base = `http://127.0.0.1:${port}`;
    apiUrl = `http://127.0.0.1:${apiPort}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      API_PORT: String(apiPort),
      PUBLIC_URL: base,
      LOG_LEVEL: "warn",
      SEED_ON_EMPTY: "false",
    };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    shop = spawn(process.execPath, [path.join(repoRoot, "scripts/start.ts")], {
      cwd: repoRoot,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
    };
    shop.stdout?.on("data", keep);
    shop.stderr?.on("data", keep);
    await until("the shop to be ready", () => (output.includes("Pitstop is ready at") ? true : undefined), 110_000);
  });
  afterAll(async () => {
    if (shop.exitCode === null) {
      shop.kill("SIGTERM");
      await new Promise((r) => shop.once("exit", r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("an API killed with SIGKILL is restarted with a log line, and the shop answers again", async () => {
    expect(await status(`${base}/api/health`)).toBe(200);
    const apiPid = await until("the API's process", async () => {
      for (const pid of childrenOf(shop.pid as number)) {
        const args = execFileSync("ps", ["-o", "args=", "-p", String(pid)], { encoding: "utf8" });
        if (args.includes("api/src/server.ts")) return pid;
      }
      return undefined;
    });
    process.kill(apiPid, "SIGKILL");
    await until("the API to be gone", () => (alive(apiPid) ? undefined : true));

    // Until it is back (restarts wait a second), pages say so instead of the generic error page.
    const during = await fetch(`${base}/`);
    expect(during.status).toBe(503);
    expect(during.headers.get("retry-after")).toBe("5");
    expect(await during.text()).toContain("Back in a moment");

    await until("the restart to be announced", () =>
      /The API stopped unexpectedly \(SIGKILL\); restarting it in 1 s\./.test(output) ? true : undefined,
    );
    // The storefront stayed up meanwhile, and the API answers again through it.
    await until("the shop to answer again", async () =>
      (await status(`${base}/api/health`)) === 200 ? true : undefined,
    );
    expect(await status(`${base}/`)).toBe(200);
    expect(await status(`${apiUrl}/api/health`)).toBe(200);
    expect(alive(apiPid)).toBe(false);
    expect(shop.exitCode).toBeNull();
  });

  test("SIGTERM still stops every process of the shop", async () => {
    const children = childrenOf(shop.pid as number);
    expect(children.length).toBe(2);
    shop.kill("SIGTERM");
    const code = await new Promise((r) => shop.once("exit", (c) => r(c)));
    expect(code).toBe(0);
    for (const pid of children) expect(alive(pid)).toBe(false);
    expect(await status(`${base}/`)).toBe(0);
  });
});
