import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { nodeBin, repoRoot } from "./processes.ts";

/**
 * `npm test`: type-check, lint, then every suite — API on PGlite (and on PostgreSQL when
 * TEST_DATABASE_URL is set), web, end-to-end. Every stage runs even after a failure so one run
 * shows everything; the exit code and the closing 'N passed, N failed' line tell the result.
 */
const reportDir = mkdtempSync(path.join(tmpdir(), "pitstop-test-"));
const vitest = path.join(repoRoot, "node_modules/vitest/vitest.mjs");
const biome = path.join(repoRoot, "node_modules/.bin/biome");

type Stage = { name: string; command: string; args: string[]; cwd?: string; env?: NodeJS.ProcessEnv; report?: string };

function vitestStage(name: string, workspace: string, env: NodeJS.ProcessEnv = {}): Stage {
  const report = path.join(reportDir, `${name.replace(/\W+/g, "-")}.json`);
  return {
    name,
    command: nodeBin,
    args: [vitest, "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    cwd: path.join(repoRoot, workspace),
    env,
    report,
  };
}

const stages: Stage[] = [
  { name: "typecheck", command: "npm", args: ["run", "--silent", "typecheck"] },
  { name: "lint", command: biome, args: ["check", "."] },
  vitestStage("api (PGlite)", "api", { TEST_DATABASE_URL: "" }),
];
if (process.env.TEST_DATABASE_URL) {
  stages.push(vitestStage("api (PostgreSQL)", "api", { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL }));
}
stages.push(vitestStage("web", "web"), vitestStage("e2e", "e2e"));

function runStage(stage: Stage): Promise<boolean> {
  return new Promise((resolve) => {
    process.stdout.write(`\n━━ ${stage.name} ━━\n`);
    const child = spawn(stage.command, stage.args, {
      cwd: stage.cwd ?? repoRoot,
      env: { ...process.env, ...stage.env },
      stdio: "inherit",
    });
    child.on("error", () => resolve(false));
    child.on("exit", (code) => resolve(code === 0));
  });
}

let passed = 0;
let failed = 0;
const failedStages: string[] = [];
/** Each failed test, named with its stage and file and the first line of its error: a CI log's tail shows only the end. */
const failures: string[] = [];
for (const stage of stages) {
  const ok = await runStage(stage);
  if (!ok) failedStages.push(stage.name);
  if (stage.report) {
    try {
      const report = JSON.parse(readFileSync(stage.report, "utf8")) as {
        numPassedTests: number;
        numFailedTests: number;
        testResults?: Array<{
          name: string;
          message?: string;
          assertionResults?: Array<{ status: string; fullName: string; failureMessages?: string[] }>;
        }>;
      };
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      for (const file of report.testResults ?? []) {
        const where = `${stage.name} › ${path.relative(repoRoot, file.name)}`;
        const tests = (file.assertionResults ?? []).filter((t) => t.status === "failed");
        for (const t of tests) failures.push(`${where} › ${t.fullName}\n    ${firstLine(t.failureMessages?.[0])}`);
        if (tests.length === 0 && file.message) failures.push(`${where}\n    ${firstLine(file.message)}`);
      }
    } catch {
      // The suite did not get as far as writing its report; its stage failure is counted below.
    }
  }
}
rmSync(reportDir, { recursive: true, force: true });

process.stdout.write("\n");
if (failures.length > 0) process.stdout.write(`Failed:\n${failures.map((f) => `  ${f}`).join("\n")}\n`);
if (failedStages.length > 0) process.stdout.write(`Failed stages: ${failedStages.join(", ")}\n`);
process.stdout.write(`tests: ${passed} passed, ${failed} failed\n`);
process.exit(failedStages.length > 0 ? 1 : 0);

function firstLine(message: string | undefined): string {
  return (message ?? "(no message)").split("\n").find((line) => line.trim() !== "") ?? "(no message)";
}
