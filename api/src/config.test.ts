import { describe, expect, test } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("configuration", () => {
  test("defaults make a working local setup", () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
  });

  test("a bad variable stops the start with a message naming it", () => {
    expect(() => loadConfig({ API_PORT: "seventy" })).toThrow(ConfigError);
    expect(() => loadConfig({ API_PORT: "seventy" })).toThrow(/API_PORT/);
    expect(() => loadConfig({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  });

  test("an empty DATABASE_URL means the embedded database", () => {
    expect(loadConfig({ DATABASE_URL: "" }).databaseUrl).toBeUndefined();
  });
});
