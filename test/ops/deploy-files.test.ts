import fs from "node:fs";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import YAML from "yaml";
import { UPLOAD_MAX_BYTES } from "#app/modules/media/media.contract";
import { loadEnv } from "#app/shared/env.server";
import { createTestApp, type TestApp } from "#test/setup/app";

/*
 * Docker cannot run here, so the deployment files are checked against the code they describe:
 * every setting compose.yaml passes is one the app accepts, the proxy reaches every replica on
 * the real health route and is the one address the app trusts, and the image runs as the docs say.
 */

const SAMPLE: Record<string, string> = {
  SITE_ADDRESS: "travel.example.com",
  ACME_EMAIL: "ops@example.com",
  POSTGRES_PASSWORD: "a-long-random-password",
  S3_ACCESS_KEY_ID: "travel-uploads",
  S3_SECRET_ACCESS_KEY: "a-long-random-secret",
  DEMO_PASSWORD: "demo-password-1",
};

/** Compose's variable substitution: ${X}, ${X:-default}, ${X:?error}, and $$ for a literal $. */
function interpolate(text: string, vars: Record<string, string>): string {
  return text.replace(/\$\$|\$\{(\w+)(?::?([-?])([^}]*))?\}/g, (m, name: string, op: string, rest: string) => {
    if (m === "$$") return "$";
    if (vars[name] !== undefined && vars[name] !== "") return vars[name];
    if (op === "?") throw new Error(`compose.yaml requires ${name}`);
    return op === "-" ? rest : "";
  });
}

const raw = fs.readFileSync("compose.yaml", "utf8");
const compose = YAML.parse(interpolate(raw, SAMPLE));
const caddyfile = fs.readFileSync("deploy/Caddyfile", "utf8");
const dockerfile = fs.readFileSync("Dockerfile", "utf8");

describe("compose.yaml", () => {
  it("refuses to start without the secrets it needs", () => {
    for (const name of ["SITE_ADDRESS", "POSTGRES_PASSWORD", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) {
      expect(() => interpolate(raw, { ...SAMPLE, [name]: "" }), name).toThrow(name);
    }
    expect(raw).not.toMatch(/PASSWORD: [^$\s]/);
  });

  it("runs two app replicas, PostgreSQL 15, an S3 store, a mail relay and the proxy", () => {
    const s = compose.services;
    expect(Object.keys(s).sort()).toEqual(["app", "backup", "mail", "postgres", "proxy", "storage", "storage-init"]);
    expect(s.app.deploy.replicas).toBe(2);
    expect(s.postgres.image).toMatch(/^postgres:15/);
    expect(s.app.depends_on.postgres.condition).toBe("service_healthy");
    expect(s.proxy.depends_on.app.condition).toBe("service_healthy");
    // Only the proxy (and the relay's UI on loopback) is reachable from outside.
    const published = Object.entries(s).filter(([, v]) => (v as { ports?: unknown[] }).ports);
    expect(published.map(([k]) => k).sort()).toEqual(["mail", "proxy"]);
    expect(s.mail.ports.every((p: string) => p.startsWith("127.0.0.1:"))).toBe(true);
  });

  it("gives the app only settings it knows, and they pass its own validation", () => {
    const env = compose.services.app.environment as Record<string, string>;
    const loaded = loadEnv(env) as unknown as Record<string, unknown>;
    const notSettings = ["AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED"];
    const unknown = Object.keys(env).filter((k) => !(k in loaded) && !notSettings.includes(k));
    expect(unknown).toEqual([]);
    expect(loaded.DATABASE_URL).toMatch(/^postgres:\/\/travel:.+@postgres:5432\/travel$/);
    expect(loaded.S3_BUCKET).toBe("uploads");
    expect(loaded.publicUrl).toBe("https://travel.example.com");
    expect(loaded.COOKIE_SECURE).toBe(true);
    expect(loaded.HOST).toBe("0.0.0.0");
    // The bucket the init job creates is the one the app uses.
    expect(compose.services["storage-init"].command.join(" ")).toContain(`store/${env.S3_BUCKET}`);
  });

  it("trusts forwarded headers from the proxy's fixed address only", () => {
    const env = loadEnv(compose.services.app.environment);
    const proxyIp = compose.services.proxy.networks.backend.ipv4_address;
    expect(env.TRUST_PROXY).toEqual([proxyIp]);
    const [subnet, bits] = compose.networks.backend.ipam.config[0].subnet.split("/");
    const list = new net.BlockList();
    list.addSubnet(subnet, Number(bits));
    expect(list.check(proxyIp)).toBe(true);
  });
});

describe("deploy/Caddyfile", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it("balances over every replica by its compose name and port", () => {
    const line = /reverse_proxy ([^{\n]+)\{/.exec(caddyfile)?.[1].trim().split(/\s+/) ?? [];
    const port = compose.services.app.environment.PORT;
    const replicas = compose.services.app.deploy.replicas;
    expect(line).toEqual(Array.from({ length: replicas }, (_, i) => `${compose.name}-app-${i + 1}:${port}`));
  });

  it("checks the app's real health route, and lets uploads of the maximum size through", async () => {
    const uri = /health_uri (\S+)/.exec(caddyfile)?.[1] as string;
    const res = await t.app.inject({ method: "GET", url: uri });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("ok");
    const max = /max_size (\d+)MB/.exec(caddyfile)?.[1];
    expect(Number(max) * 1_000_000).toBeGreaterThan(UPLOAD_MAX_BYTES);
  });
});

describe("Dockerfile", () => {
  it("builds on Node 20 with npm install (not npm ci) and runs the server as a non-root user", () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:20-bookworm-slim$/m);
    expect(dockerfile).toMatch(/RUN npm install --no-audit --no-fund/);
    expect(dockerfile).not.toMatch(/^\s*RUN[^\n]*npm ci/m);
    expect(dockerfile).toMatch(/RUN npm run build/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/NODE_ENV=production/);
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)?.[1] ?? "[]") as string[];
    expect(cmd).toEqual(["node", "--import", "tsx", "server/main.ts"]);
    expect(fs.existsSync(cmd[3])).toBe(true);
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/api\/health/);
  });

  it("keeps data, secrets and local builds out of the image", () => {
    const ignored = fs.readFileSync(".dockerignore", "utf8").split("\n");
    for (const entry of ["node_modules", "build", "data", "backups", ".env", ".env.*", "test-results", ".git"]) {
      expect(ignored).toContain(entry);
    }
  });

  it("ships scripts that are executable", () => {
    for (const script of ["scripts/backup.sh", "scripts/restore.sh"]) {
      expect(fs.statSync(script).mode & 0o111, script).not.toBe(0);
    }
  });
});
