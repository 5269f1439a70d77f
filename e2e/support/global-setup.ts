import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { testPassword } from "./accounts.ts";
import { freePort } from "./free-port.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the shop writes its mail as .eml files (no SMTP_URL in e2e), or null against E2E_BASE_URL. */
    mailDir: string | null;
    /** A shop operator's email (password testPassword), or null against E2E_BASE_URL without E2E_OPERATOR_EMAIL. */
    operatorEmail: string | null;
  }
}

/**
 * Starts the shop exactly as `npm start` does (scripts/start.ts), on a fresh embedded database
 * in a temporary data folder and on free ports, and stops it after the run.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide("baseUrl", process.env.E2E_BASE_URL);
    project.provide("mailDir", process.env.E2E_MAIL_DIR ?? null);
    project.provide("operatorEmail", process.env.E2E_OPERATOR_EMAIL ?? null);
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "pitstop-e2e-"));
  const [port, apiPort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    API_PORT: String(apiPort),
    // Warnings only: the API's request lines are info. To see every request of a failing run, set
    // E2E_LOG_LEVEL=info and E2E_SHOP_LOG=<file> (the shop's output is otherwise read only until ready).
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
    // The browser reaches the storefront from this machine, as a TLS proxy would: its
    // X-Forwarded-For is believed, so each test's browser is its own shopper's address
    // (support/browser.ts) and per-address limits count shoppers, not the whole suite.
    TRUST_PROXY: "127.0.0.1",
    // Links in mail point at this shop.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  let shop = await startShop(env);
  // A shop operator for the back office's specs, made as the README says the first one is made:
  // an account signed up, then `npm run admin -w api -- grant-admin` while the shop is stopped
  // (the embedded database has one process at a time).
  const operatorEmail = `operator-${Date.now()}@example.com`;
  const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.99.0.1" },
    body: JSON.stringify({ email: operatorEmail, password: testPassword }),
  });
  if (signUp.status !== 201) throw new Error(`operator sign-up failed: ${signUp.status} ${await signUp.text()}`);
  await stopShop(shop);
  execFileSync(process.execPath, [path.join(repoRoot, "api/src/cli/admin.ts"), "grant-admin", operatorEmail], {
    cwd: path.join(repoRoot, "api"),
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  shop = await startShop(env);
  project.provide("operatorEmail", operatorEmail);
  project.provide("baseUrl", `http://127.0.0.1:${port}`);
  project.provide("mailDir", path.join(dataDir, "mail"));

  return async () => {
    await stopShop(shop);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Starts the shop as `npm start` does and resolves once it says it is ready. */
async function startShop(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const shopLog = process.env.E2E_SHOP_LOG;
  const shop: ChildProcess = spawn(process.execPath, [path.join(repoRoot, "scripts/start.ts")], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`shop did not start in time:\n${output}`)), 15 * 60_000);
    shop.stdout?.on("data", (chunk: Buffer) => {
      if (shopLog) appendFileSync(shopLog, chunk);
      output += chunk.toString();
      if (output.includes("Pitstop is ready at")) {
        clearTimeout(timer);
        resolve();
      }
    });
    shop.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`shop exited with ${code} before it was ready:\n${output}`));
    });
  });
  return shop;
}

function stopShop(shop: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (shop.exitCode !== null) return resolve();
    shop.once("exit", () => resolve());
    shop.kill("SIGTERM");
  });
}
