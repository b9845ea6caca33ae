import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

/**
 * Starts the real server on the production build with fresh demo data (PGlite in a temp
 * folder, or a fresh PostgreSQL database when DATABASE_URL is set), as a user would.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync("build/server/index.js")) throw new Error("No production build: run `npm run build` first.");
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "travel-e2e-"));
  const password = `E2e${randomBytes(6).toString("hex")}9`;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DEMO_PASSWORD: password,
    LOG_LEVEL: "warn",
    LOGIN_MAX_FAILURES: "50",
    // The offline payment sandbox (off in production unless asked for): online-payment.spec.ts pays through it.
    PAYMENT_SANDBOX: "on",
  };
  let dropDb: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    const name = `e2e_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${name}`;
    env.DATABASE_URL = u.toString();
    dropDb = async () => {
      const a = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    };
  }
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout?.on("data", (d) => {
    output += d;
  });
  server.stderr?.on("data", (d) => {
    output += d;
  });
  const baseURL = `http://127.0.0.1:${port}`;
  // A first start migrates and seeds; on a loaded 2-core machine that took over 90 s.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      const r = await fetch(`${baseURL}/api/health`);
      if (r.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide("baseURL", baseURL);
  project.provide("demoPassword", password);
  return async () => {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    await dropDb?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    demoPassword: string;
  }
}
