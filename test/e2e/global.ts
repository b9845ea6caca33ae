import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { E2E_WORKERS } from "./workers";
import {
  startWhatsappStandin,
  type WhatsappStandin,
} from "#app/modules/notification/.server/whatsapp-standin.test-helper";

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

/** A data folder and, on PostgreSQL, a database of its own: what one server runs on. */
type Store = { dataDir: string; databaseUrl?: string; drop: () => Promise<void> };
type Running = { baseURL: string; stop: () => Promise<void> };

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A new store: an empty folder, and an empty database (or a copy of `template`'s). */
async function newStore(template?: Store): Promise<Store> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "travel-e2e-"));
  if (template) fs.cpSync(template.dataDir, dataDir, { recursive: true });
  if (!process.env.DATABASE_URL)
    return { dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  const name = `e2e_${randomBytes(4).toString("hex")}`;
  const from = template?.databaseUrl ? ` template ${new URL(template.databaseUrl).pathname.slice(1)}` : "";
  await adminQuery(`create database ${name}${from}`);
  const u = new URL(process.env.DATABASE_URL);
  u.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: u.toString(),
    drop: async () => {
      await adminQuery(`drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts the real server on the production build, as a user would, and waits until it answers. */
async function startServer(store: Store, password: string, whatsapp: WhatsappStandin): Promise<Running> {
  const port = await freePort();
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: store.dataDir,
    DEMO_PASSWORD: password,
    LOG_LEVEL: "warn",
    LOGIN_MAX_FAILURES: "50",
    // The offline payment sandbox (off in production unless asked for): online-payment.spec.ts pays through it.
    PAYMENT_SANDBOX: "on",
    // WhatsApp's Cloud API is the local stand-in (whatsapp.spec.ts): never Meta.
    WHATSAPP_TOKEN: whatsapp.token,
    WHATSAPP_PHONE_NUMBER_ID: whatsapp.phoneNumberId,
    WHATSAPP_APP_SECRET: whatsapp.appSecret,
    WHATSAPP_VERIFY_TOKEN: "e2e-verify-token",
    WHATSAPP_API_URL: whatsapp.url,
    WHATSAPP_API_VERSION: whatsapp.version,
  };
  if (store.databaseUrl) env.DATABASE_URL = store.databaseUrl;
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
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    await exited;
  };
  // A first start migrates and seeds; on a loaded 2-core machine that took over 90 s.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      const r = await fetch(`${baseURL}/api/health`);
      if (r.ok) break;
    } catch {}
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseURL, stop };
}

/**
 * One server, with its own data, per worker: journeys in two files never share data, as they
 * never did when they ran one after another, and test/e2e/browser.ts's baseURL() picks the
 * worker's own (VITEST_POOL_ID is 1..maxWorkers). The demo data is seeded once, by a first
 * start that is then stopped; each worker's server starts on a copy of it (the folder, and the
 * database as a PostgreSQL template), which takes seconds where a seed takes a minute or more.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync("build/server/index.js")) throw new Error("No production build: run `npm run build` first.");
  const password = `E2e${randomBytes(6).toString("hex")}9`;
  const stores: Store[] = [];
  const servers: Running[] = [];
  const whatsapp = await startWhatsappStandin();
  const teardown = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    for (const store of stores) await store.drop();
    await whatsapp.close();
  };
  try {
    const seeded = await newStore();
    stores.push(seeded);
    if (E2E_WORKERS > 1) {
      const first = await startServer(seeded, password, whatsapp);
      await first.stop();
      for (let i = 1; i < E2E_WORKERS; i++) stores.push(await newStore(seeded));
    }
    const started = await Promise.allSettled(stores.map((store) => startServer(store, password, whatsapp)));
    for (const s of started) if (s.status === "fulfilled") servers.push(s.value);
    for (const s of started) if (s.status === "rejected") throw s.reason;
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide(
    "baseURLs",
    servers.map((s) => s.baseURL),
  );
  project.provide("demoPassword", password);
  project.provide("whatsappStandin", whatsapp.url);
  return teardown;
}

declare module "vitest" {
  export interface ProvidedContext {
    baseURLs: string[];
    demoPassword: string;
    /** The WhatsApp Cloud API stand-in's address (its /_standin/ door for the tests). */
    whatsappStandin: string;
  }
}
