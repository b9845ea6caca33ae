import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResets, rateLimits } from "#db/schema";
import type { Database } from "#app/shared/db.server";
import { loadEnv } from "#app/shared/env.server";
import { loggerOptions, newRequestId, scrubUrl } from "#server/logging";
import { buildApp } from "#server/app";
import { registerErrorHandling } from "#server/plugins/errors";
import { createUser } from "#test/factories";
import { createTestDatabase, testEnv } from "#test/setup/app";

/*
 * Running behind a load balancer (docs/operations.md): the client's address comes from
 * X-Forwarded-For only when TRUST_PROXY names the peer, and log lines carry no secret.
 */

describe("TRUST_PROXY setting", () => {
  it("is off by default, and takes true or a list of addresses, CIDRs and named ranges", () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: "172.28.0.10, 10.0.0.0/8,fd00::/8,loopback" }).TRUST_PROXY).toEqual([
      "172.28.0.10",
      "10.0.0.0/8",
      "fd00::/8",
      "loopback",
    ]);
  });

  it("refuses a hop count (Fastify would silently trust nothing) and anything that is not an address", () => {
    for (const bad of ["2", "proxy.internal", "10.0.0.0/33", "10.0.0.1/8/1", "yes"]) {
      expect(() => loadEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe("the client's address behind a proxy", () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  /** The address a password-reset request was recorded from (kept for abuse reports). */
  async function recordedIp(trustProxy: string | undefined, forwardedFor: string): Promise<string | null> {
    const env = testEnv(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy });
    const app = await buildApp({ env, database, web: false, logger: false });
    try {
      // A fresh account and no counters left by the previous call: the reset throttles (shared in
      // the database on PostgreSQL) must not swallow this request.
      await database.db.delete(passwordResets);
      await database.db.delete(rateLimits);
      const { email } = await createUser(database.db);
      const res = await app.inject({
        method: "POST",
        url: "/api/forgot-password?lang=en",
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": forwardedFor },
        payload: { email },
      });
      expect(res.statusCode).toBe(200);
      const [row] = await database.db.select().from(passwordResets);
      return row?.ip ?? null;
    } finally {
      await app.close();
    }
  }

  it("takes X-Forwarded-For from a trusted proxy", async () => {
    expect(await recordedIp("127.0.0.1", "203.0.113.7")).toBe("203.0.113.7");
    // The nearest untrusted hop is the client; what it claims about earlier hops is not believed.
    expect(await recordedIp("127.0.0.1", "198.51.100.1, 203.0.113.8")).toBe("203.0.113.8");
  });

  it("ignores the header when TRUST_PROXY is unset or names another peer", async () => {
    expect(await recordedIp(undefined, "203.0.113.7")).toBe("127.0.0.1");
    expect(await recordedIp("10.9.9.9", "203.0.113.7")).toBe("127.0.0.1");
  });
});

describe("log lines", () => {
  function capture() {
    const lines: Record<string, unknown>[] = [];
    const raw: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) {
          raw.push(line);
          lines.push(JSON.parse(line));
        }
        done();
      },
    });
    return { lines, raw, stream };
  }

  it("are JSON with a unique request id, and never hold tokens, credentials or a failed query's values", async () => {
    const database = await createTestDatabase();
    const out = capture();
    const app = Fastify({
      logger: { ...loggerOptions({ LOG_LEVEL: "info" }), stream: out.stream },
      requestIdHeader: false,
      genReqId: newRequestId,
    });
    registerErrorHandling(app);
    app.get("/reset-password/:token", async () => "page");
    app.post("/api/fail", async () => {
      // A real failed query through Drizzle: its error message lists the bound values.
      await database.db.execute(sql`insert into no_such_table (passport) values (${"X1234567-passport"})`);
      return "never";
    });
    app.post("/api/log-body", async (req) => {
      req.log.info({ body: req.body, headers: req.headers }, "careless log");
      return "ok";
    });
    try {
      const secret = "tok_3f9a7c1e5b";
      await app.inject({
        method: "GET",
        url: `/reset-password/${secret}?lang=en&token=${secret}`,
        headers: { authorization: `Bearer ${secret}`, cookie: `sid=${secret}` },
      });
      const failed = await app.inject({ method: "POST", url: "/api/fail" });
      expect(failed.statusCode).toBe(500);
      await app.inject({
        method: "POST",
        url: "/api/log-body",
        headers: { authorization: `Bearer ${secret}`, cookie: `sid=${secret}` },
        payload: {
          username: "siti",
          password: secret,
          holder: { ic_number: secret },
          guests: [{ full_name: "Siti", passport_number: secret }],
        },
      });

      const all = out.raw.join("\n");
      expect(all).not.toContain(secret);
      expect(all).not.toContain("X1234567-passport");

      const incoming = out.lines.find((l) => l.msg === "incoming request") as { req: { url: string }; reqId: string };
      expect(incoming.req.url).toBe("/reset-password/[redacted]?lang=en&token=[redacted]");
      expect(incoming.reqId).toMatch(/^[0-9a-f-]{36}$/);
      const ids = new Set(out.lines.filter((l) => l.msg === "incoming request").map((l) => l.reqId));
      expect(ids.size).toBe(3);

      const failure = out.lines.find((l) => l.msg === "request failed") as { err: { message: string; stack: string } };
      expect(failure.err.message).toMatch(/^Failed query: insert into no_such_table .*\nparams: \[redacted\]$/);
      expect(failure.err.stack).toContain("params: [redacted]");

      const careless = out.lines.find((l) => l.msg === "careless log") as {
        body: Record<string, unknown>;
        headers: Record<string, unknown>;
      };
      expect(careless.body.username).toBe("siti");
      expect(careless.body.password).toBe("[redacted]");
      expect(careless.body.holder).toEqual({ ic_number: "[redacted]" });
      expect(careless.body.guests).toEqual([{ full_name: "Siti", passport_number: "[redacted]" }]);
      expect(careless.headers.authorization).toBe("[redacted]");
      expect(careless.headers.cookie).toBe("[redacted]");
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("scrubs reset tokens wherever they sit in a URL", () => {
    expect(scrubUrl("/reset-password/abc-DEF_123")).toBe("/reset-password/[redacted]");
    expect(scrubUrl("/id/reset-password/abc?lang=id")).toBe("/id/reset-password/[redacted]?lang=id");
    expect(scrubUrl("/tour?page=2&token=zzz&x=1")).toBe("/tour?page=2&token=[redacted]&x=1");
    expect(scrubUrl("/tour/umrah-9-hari?lang=en")).toBe("/tour/umrah-9-hari?lang=en");
  });
});
