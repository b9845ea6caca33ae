import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testAppPerFile } from "#test/setup/app";

const t = testAppPerFile();

describe("GET /api/health", () => {
  it("answers 200 {status: ok} with the database engine", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: t.database.engine });
    expect(["pglite", "postgres"]).toContain(res.json().database);
  });

  it("is public and not rate limited", async () => {
    const replies = await Promise.all(
      Array.from({ length: 40 }, () => t.app.inject({ method: "GET", url: "/api/health" })),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(40).fill(200));
  });

  it("keeps working with a bad token", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health", headers: { authorization: "Bearer nope" } });
    expect(res.statusCode).toBe(200);
  });
});

describe("with the database closed", () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await createTestApp();
    await local.database.close();
  });
  afterAll(async () => {
    await local.app.close();
    fs.rmSync(local.app.env.dataDir, { recursive: true, force: true });
  });

  it("health answers 503 {status: unavailable}, and again on the next call", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await local.app.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "unavailable", database: local.database.engine });
    }
  });

  it("a route that reads the database answers 503 with only a translated message", async () => {
    const res = await local.app.inject({ method: "GET", url: "/api/setting?lang=en" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: "The service is temporarily unavailable. Please try again shortly." });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("a request carrying a token (the session lookup fails) answers 503 too", async () => {
    const res = await local.app.inject({
      method: "GET",
      url: "/api/me",
      headers: { authorization: "Bearer some-token" },
    });
    expect(res.statusCode).toBe(503);
    expect(Object.keys(res.json())).toEqual(["message"]);
  });

  it("the process keeps serving: routes without the database still answer", async () => {
    const res = await local.app.inject({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
  });
});
