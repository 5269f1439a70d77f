import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, expect, test } from "vitest";
import { claimDataDir, DataDirInUseError, dataDirHolder, LOCK_FILE } from "../db/data-dir-lock.ts";

const adminTs = path.join(path.dirname(fileURLToPath(import.meta.url)), "admin.ts");

let dataDir = "";
let otherShop: Server | null = null;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "pitstop-cli-"));
});
afterEach(async () => {
  if (otherShop) await new Promise((resolve) => otherShop?.close(resolve));
  otherShop = null;
  rmSync(dataDir, { recursive: true, force: true });
});

/** Another shop (or any program) answering /api/health on a port of its own. */
async function startOtherShop(): Promise<number> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ status: "ok", database: "ok", redis: "not configured" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  otherShop = server;
  return (server.address() as AddressInfo).port;
}

/** Runs the admin command line on the test's data directory, as the operator does. */
function runAdmin(args: string[], port: number): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [adminTs, ...args], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, API_HOST: "127.0.0.1", API_PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (out += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (err += chunk));
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, out, err }));
  });
}

test("another program answering /api/health on the API's port does not stop the command line", async () => {
  const port = await startOtherShop();
  const run = await runAdmin(["orders"], port);
  expect(run.err).not.toMatch(/running/);
  expect(run.code).toBe(0);
  // The command opened this data directory's database, and let go of it when done.
  expect(dataDirHolder(dataDir)).toBeNull();
}, 120_000);

test("the command line refuses while this shop's API holds the data directory, naming it", async () => {
  // A live process (this test's) holds the directory as the API does.
  const held = claimDataDir(dataDir, "the shop's API on 127.0.0.1:4000");
  try {
    const port = await startOtherShop();
    const run = await runAdmin(["orders"], port);
    expect(run.code).toBe(1);
    expect(run.err).toContain("the shop's API on 127.0.0.1:4000");
    expect(run.err).toContain("Stop the shop first");
  } finally {
    held.release();
  }
}, 60_000);

test("a lock left by a process that has gone does not count", () => {
  // A pid no process has (beyond the kernel's limit).
  writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: 2 ** 30, what: "the shop's API", since: "" }));
  expect(dataDirHolder(dataDir)).toBeNull();
  const held = claimDataDir(dataDir, "the admin command line");
  held.release();
  expect(dataDirHolder(dataDir)).toBeNull();
});

test("a second claim while the first holder lives is refused", async () => {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
  try {
    writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: child.pid, what: "the shop's API", since: "" }));
    expect(dataDirHolder(dataDir)?.pid).toBe(child.pid);
    expect(() => claimDataDir(dataDir, "the admin command line")).toThrow(DataDirInUseError);
  } finally {
    child.kill();
  }
});
