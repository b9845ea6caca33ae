import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, fieldError } from "#app/shared/errors";
import { fromPostgres } from "#app/shared/db.server";
import { createTestDatabase, testEnv } from "#test/setup/app";
import { buildApp } from "#server/app";
import { isClientAbort, registerErrorHandling, toErrorResponse } from "./errors";

const en = (err: unknown) => toErrorResponse(err, "en");

describe("toErrorResponse", () => {
  it("answers 500 with only a generic translated message for a plain Error", () => {
    const err = new Error('relation "users" does not exist at /srv/app/secret.ts:12');
    const r = en(err);
    expect(r).toEqual({
      status: 500,
      body: { message: "Something went wrong on our side. Please try again." },
      log: true,
    });
    expect(JSON.stringify(r.body)).not.toMatch(/relation|secret|stack/);
  });

  it("answers 500 for anything thrown that is not an Error", () => {
    for (const thrown of ["boom", 42, null, undefined, { weird: true }]) {
      const r = en(thrown);
      expect(r.status).toBe(500);
      expect(Object.keys(r.body)).toEqual(["message"]);
    }
  });

  it("translates to the caller's language, id by default", () => {
    const id = toErrorResponse(new Error("x"), "id").body.message;
    const my = toErrorResponse(new Error("x"), "my").body.message;
    const none = toErrorResponse(new Error("x"), undefined as never).body.message;
    expect(new Set([id, my, en(new Error("x")).body.message]).size).toBe(3);
    expect(none).toBe(id);
  });

  it.each([
    ["ECONNREFUSED", { code: "ECONNREFUSED", message: "connect ECONNREFUSED 127.0.0.1:5432" }],
    ["ECONNRESET", { code: "ECONNRESET", message: "read ECONNRESET" }],
    ["ETIMEDOUT", { code: "ETIMEDOUT", message: "timeout" }],
    ["admin shutdown 57P01", { code: "57P01", message: "terminating connection due to administrator command" }],
    ["cannot connect now 57P03", { code: "57P03", message: "the database system is starting up" }],
    ["connection failure 08006", { code: "08006", message: "connection failure" }],
    ["Connection terminated", { message: "Connection terminated unexpectedly" }],
    ["pg connection timeout", { message: "timeout exceeded when trying to connect" }],
    ["PGlite closed", { message: "PGlite is closed" }],
    ["pool ended", { message: "Cannot use a pool after calling end on the pool" }],
  ])("maps a database-down error (%s) to 503", (_name, shape) => {
    const err = Object.assign(new Error(shape.message), shape);
    expect(en(err)).toEqual({
      status: 503,
      body: { message: "The service is temporarily unavailable. Please try again shortly." },
      log: true,
    });
  });

  it("finds the connection error behind wrappers (drizzle's query error has it as cause)", () => {
    const cause = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    const wrapped = new Error("Failed query: select 1", { cause });
    expect(en(wrapped).status).toBe(503);
    expect(en(new Error("outer", { cause: wrapped })).status).toBe(503);
  });

  it("treats a database too slow or frozen as unavailable: statement timeout, idle transaction ended, no answer", () => {
    const statement = Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" });
    expect(en(new Error("Failed query: select 1", { cause: statement })).status).toBe(503);
    const idle = Object.assign(new Error("terminating connection due to idle-in-transaction timeout"), {
      code: "25P03",
    });
    expect(en(idle).status).toBe(503);
    // node-postgres' query_timeout: the server never answered (frozen, unreachable).
    expect(en(new Error("Failed query: select 1", { cause: new Error("Query read timeout") })).status).toBe(503);
  });

  it("does not treat ordinary database errors as an outage", () => {
    expect(en(Object.assign(new Error("duplicate key"), { code: "23505" })).status).toBe(500);
    expect(en(Object.assign(new Error("syntax error"), { code: "42601" })).status).toBe(500);
  });

  it("maps AppError through the error table", () => {
    expect(en(new AppError("unauthenticated"))).toEqual({
      status: 401,
      body: { message: "Your session has ended." },
      log: false,
    });
    expect(en(new AppError("forbidden")).status).toBe(403);
    expect(en(new AppError("customer_only")).body).toEqual({
      message: "You can only book a package on a customer account.",
    });
    expect(en(new AppError("not_found")).body).toEqual({ message: "Not found." });
    expect(en(new AppError("conflict")).status).toBe(409);
    expect(en(new AppError("rate_limited")).status).toBe(429);
    expect(en(new AppError("unavailable")).status).toBe(503);
  });

  it("a 422 AppError always has errors, with translated and interpolated field messages", () => {
    expect(en(new AppError("validation"))).toEqual({
      status: 422,
      body: { message: "The given data was invalid.", errors: {} },
      log: false,
    });
    const r = en(fieldError("password", "too_short", { count: 8 }));
    expect(r.body).toEqual({
      message: "The given data was invalid.",
      errors: { password: ["Must be at least 8 characters."] },
    });
    const cred = en(
      new AppError("invalid_credentials", { fieldErrors: { username: [{ key: "invalid_credentials" }] } }),
    );
    expect(cred.status).toBe(422);
    expect(cred.body).toEqual({
      message: "These credentials do not match our records.",
      errors: { username: ["These credentials do not match our records."] },
    });
  });

  it("a non-422 AppError carries errors only when it has reasons to give (a 409's warnings)", () => {
    expect(en(new AppError("forbidden")).body).toEqual({ message: "You do not have access to this." });
    const r = en(new AppError("forbidden", { fieldErrors: { x: [{ key: "required" }] } }));
    expect(r.body).toEqual({ message: "You do not have access to this.", errors: { x: ["This field is required."] } });
  });

  it.each([
    [429, 429, "Too many attempts. Please try again in a few minutes."],
    [413, 413, "The upload is too large."],
    [400, 400, "The request could not be read."],
    [415, 400, "The request could not be read."],
  ])("maps a framework error with statusCode %i to %i", (statusCode, status, message) => {
    const err = Object.assign(new Error("framework internals"), { statusCode, code: "FST_ERR_X" });
    expect(en(err)).toEqual({ status, body: { message }, log: false });
  });
});

describe("the error handler in the real app", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ env: testEnv(), database, web: false, logger: false });
    // Routes added before ready(): one that fails unexpectedly, one whose database is down.
    app.get("/api/test/boom", { config: { access: "public" } }, async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'secret') at /srv/app/x.ts:1:1");
    });
    app.get("/api/test/db-down", { config: { access: "public" } }, async () => {
      throw new Error("Failed query", { cause: Object.assign(new Error("refused"), { code: "ECONNREFUSED" }) });
    });
    app.get(
      "/api/test/reply-schema",
      {
        config: { access: "public" },
        schema: { response: { 200: z.object({ n: z.number() }) } },
      },
      async () => ({ n: "not a number" }) as never,
    );
    app.post(
      "/api/test/body",
      {
        config: { access: "public" },
        schema: { body: z.object({ n: z.number().int().min(1) }) },
      },
      async () => ({ ok: true }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (app) fs.rmSync(app.env.dataDir, { recursive: true, force: true });
  });

  it("answers 500 with exactly {message}: no stack, no internals", async () => {
    const res = await app.inject({ method: "GET", url: "/api/test/boom?lang=en" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "Something went wrong on our side. Please try again." });
    expect(res.body).not.toMatch(/secret|srv|TypeError|stack|at /);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-type"]).toMatch(/application\/json/);
  });

  it("answers 503 when the database behind a route is down", async () => {
    const res = await app.inject({ method: "GET", url: "/api/test/db-down", headers: { "accept-language": "id" } });
    expect(res.statusCode).toBe(503);
    expect(Object.keys(res.json())).toEqual(["message"]);
  });

  it("a reply that breaks its own schema is a 500, not leaked data", async () => {
    const res = await app.inject({ method: "GET", url: "/api/test/reply-schema" });
    expect(res.statusCode).toBe(500);
    expect(Object.keys(res.json())).toEqual(["message"]);
    expect(res.body).not.toMatch(/not a number/);
  });

  it("a body failing its schema is a 422 with field messages", async () => {
    const res = await app.inject({ method: "POST", url: "/api/test/body?lang=en", payload: { n: 0 } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: "The given data was invalid.", errors: { n: ["Must be at least 1."] } });
    const wrongType = await app.inject({ method: "POST", url: "/api/test/body?lang=en", payload: { n: "1" } });
    expect(wrongType.json().errors).toEqual({ n: ["This value is not valid."] });
    const missing = await app.inject({ method: "POST", url: "/api/test/body?lang=en", payload: {} });
    expect(missing.json().errors).toEqual({ n: ["This field is required."] });
  });

  it("a body that is not an object is reported on the root as _", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/test/body?lang=en",
      headers: { "content-type": "application/json" },
      payload: "[1,2]",
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["_"]);
  });
});

describe("a PostgreSQL server that cannot be reached", () => {
  it("gives 503 on health and on API routes, and the process keeps running", async () => {
    const database = fromPostgres("postgres://nobody@127.0.0.1:1/none", 2);
    const app = await buildApp({ env: testEnv(), database, web: false, logger: false });
    await app.ready();
    try {
      const health = await app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: "unavailable", database: "postgres" });
      const setting = await app.inject({ method: "GET", url: "/api/setting?lang=en" });
      expect(setting.statusCode).toBe(503);
      expect(setting.json()).toEqual({ message: "The service is temporarily unavailable. Please try again shortly." });
      const login = await app.inject({ method: "POST", url: "/api/login", payload: { username: "a", password: "b" } });
      expect(login.statusCode).toBe(503);
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(app.env.dataDir, { recursive: true, force: true });
    }
  });
});

describe("a client that closes its request (issue 26)", () => {
  it("is logged at info as the client's doing, not as a failure (nor as the database being down)", async () => {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = Fastify({ logger: { level: "debug", stream } });
    registerErrorHandling(app);
    let failed!: () => void;
    const handled = new Promise<void>((resolve) => {
      failed = resolve;
    });
    // As the React Router bridge does: the body is read from the raw request, unparsed.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser("*", (_req, _payload, done) => done(null));
      scope.post("/upload", async (req) => {
        try {
          for await (const _ of req.raw) {
          }
          return { ok: true };
        } finally {
          setTimeout(failed, 50);
        }
      });
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const { port } = app.server.address() as AddressInfo;
      // Half a body, then the connection is gone.
      const req = http.request({
        host: "127.0.0.1",
        port,
        path: "/upload",
        method: "POST",
        headers: { "content-type": "application/octet-stream", "content-length": "100000" },
      });
      req.on("error", () => {});
      req.write(Buffer.alloc(1000));
      await new Promise((r) => setTimeout(r, 100));
      req.destroy();
      await handled;
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      await app.close();
    }
    expect(lines.filter((l) => l.level >= 40).map((l) => l.msg)).toEqual([]);
    expect(lines.some((l) => l.level === 30 && l.msg === "client closed the request")).toBe(true);
  });

  it("a failure of a request whose client is still there is still an error", () => {
    const connected = { raw: { aborted: false, socket: { destroyed: false } } } as never;
    const gone = { raw: { aborted: true, socket: { destroyed: true } } } as never;
    const reset = Object.assign(new Error("aborted"), { code: "ECONNRESET" });
    expect(isClientAbort(reset, connected)).toBe(false);
    expect(isClientAbort(reset, gone)).toBe(true);
    expect(isClientAbort(new TypeError("a bug"), gone)).toBe(false);
    expect(isClientAbort(Object.assign(new Error("The operation was aborted"), { name: "AbortError" }), gone)).toBe(
      true,
    );
  });
});
