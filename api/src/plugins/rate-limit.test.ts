import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTcpProxy, type TcpProxy } from "../../test/tcp-proxy.ts";
import { createTestDatabase } from "../../test/test-app.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";

/**
 * Redis holds only shared rate-limit counters: while it is away the API counts in memory, says so
 * once in the log, answers at once (not after seconds of retries), reports `degraded` on health,
 * and goes back to Redis when it returns (docs/decisions/013).
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function appWithRedis(redisUrl: string) {
  const lines: string[] = [];
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: "info", DATA_DIR: "/tmp/pitstop-rate-limit-test", REDIS_URL: redisUrl }),
    db: database.db,
    logger: { level: "info", stream: { write: (line: string) => void lines.push(line) } },
  });
  await app.ready();
  const logged = (text: string) => lines.filter((l) => l.includes(text)).length;
  return { app, logged };
}

let attempt = 0;
/** A wrong sign-in from `ip`, each for another address (so only the per-address route limit counts). */
const signIn = (app: Awaited<ReturnType<typeof buildApp>>, ip: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: ip,
    payload: { email: `nobody-${++attempt}@example.com`, password: "wrong password 1" },
  });

async function closedPort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

describe("with Redis unreachable", () => {
  test("sign-in answers at once, its limit still holds (counted in memory), and the log says so once", async () => {
    const { app, logged } = await appWithRedis(`redis://127.0.0.1:${await closedPort()}`);
    try {
      const started = Date.now();
      const first = await signIn(app, "198.51.100.7");
      expect(first.statusCode).toBe(401);
      expect(Date.now() - started).toBeLessThan(1500);
      for (let i = 1; i < 20; i++) expect((await signIn(app, "198.51.100.7")).statusCode).toBe(401);
      const over = await signIn(app, "198.51.100.7");
      expect(over.statusCode).toBe(429);
      expect(logged("rate limits are counted in this process's memory")).toBe(1);

      const health = await app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: "degraded", database: "ok", redis: "unreachable" });
    } finally {
      await app.close();
    }
  });
});

describe("Redis going away and coming back", () => {
  let proxy: TcpProxy;
  let direct: Redis;
  const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
  const key = `pitstop-rl:POST/api/auth/login-${ip}`;
  beforeAll(async () => {
    proxy = await startTcpProxy({ host: "127.0.0.1", port: 6379 });
    direct = new Redis("redis://127.0.0.1:6379");
    await direct.del(key);
  });
  afterAll(async () => {
    await direct.del(key);
    direct.disconnect();
    await proxy.close();
  });

  test("counts in Redis, in memory while it is away, and in Redis again once it is back", async () => {
    const { app, logged } = await appWithRedis(`redis://127.0.0.1:${proxy.port}`);
    try {
      const health = async () => (await app.inject({ method: "GET", url: "/api/health" })).json();
      await waitFor(async () => (await health()).redis === "ok");
      expect((await signIn(app, ip)).statusCode).toBe(401);
      expect(await direct.get(key)).toBe("1");

      await proxy.down();
      const started = Date.now();
      expect((await signIn(app, ip)).statusCode).toBe(401);
      expect(Date.now() - started).toBeLessThan(1500);
      expect(await health()).toEqual({ status: "degraded", database: "ok", redis: "unreachable" });
      expect(await direct.get(key)).toBe("1");

      await proxy.up();
      await waitFor(async () => (await health()).status === "ok");
      expect((await signIn(app, ip)).statusCode).toBe(401);
      expect(await direct.get(key)).toBe("2");
      expect(logged("rate limits are counted in this process's memory")).toBe(1);
      expect(logged("Redis is back")).toBe(1);
    } finally {
      await app.close();
    }
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 8000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
}
