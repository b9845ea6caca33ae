import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env.server";

describe("settings from the environment", () => {
  it("has the documented defaults", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DEMO_PASSWORD).toBeUndefined();
  });

  it("names every bad setting in plain words", () => {
    expect(() => loadEnv({ PORT: "abc", DATABASE_URL: "mysql://x", DEMO_PASSWORD: "short" })).toThrow(EnvError);
    try {
      loadEnv({ PORT: "99999", DATABASE_URL: "mysql://x", DEMO_PASSWORD: "short" });
    } catch (err) {
      const msg = (err as Error).message;
      expect(msg).toMatch(/PORT/);
      expect(msg).toMatch(/DATABASE_URL: must start with postgres/);
      expect(msg).toMatch(/DEMO_PASSWORD: must have at least 8 characters/);
    }
  });

  it("bounds PostgreSQL's time: statement, idle-in-transaction and connect timeouts with sane defaults", () => {
    const env = loadEnv({});
    expect(env.DB_STATEMENT_TIMEOUT_MS).toBe(5000);
    expect(env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS).toBe(15000);
    expect(env.DB_CONNECT_TIMEOUT_MS).toBe(3000);
    expect(loadEnv({ DB_STATEMENT_TIMEOUT_MS: "0" }).DB_STATEMENT_TIMEOUT_MS).toBe(0);
    expect(() => loadEnv({ DB_STATEMENT_TIMEOUT_MS: "-1" })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
    expect(() => loadEnv({ DB_CONNECT_TIMEOUT_MS: "0" })).toThrow(/DB_CONNECT_TIMEOUT_MS/);
    expect(() => loadEnv({ DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: "soon" })).toThrow(/DB_IDLE_IN_TRANSACTION_TIMEOUT_MS/);
  });

  it("builds mail links on PUBLIC_URL, defaulting to the local address; refuses other schemes", () => {
    expect(loadEnv({ PORT: "4000" }).publicUrl).toBe("http://127.0.0.1:4000");
    expect(loadEnv({ PORT: "4000", HOST: "0.0.0.0" }).publicUrl).toBe("http://localhost:4000");
    expect(loadEnv({ PUBLIC_URL: "https://travel.example.com/" }).publicUrl).toBe("https://travel.example.com");
    expect(() => loadEnv({ PUBLIC_URL: "javascript:alert(1)" })).toThrow(/PUBLIC_URL/);
  });

  it("stops the server with the message, not a stack trace", () => {
    const r = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, PORT: "not-a-port" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/Invalid settings in the environment/);
    expect(r.stderr).toMatch(/PORT/);
    expect(r.stderr).not.toMatch(/at .*\.ts:\d+/);
  });
});
