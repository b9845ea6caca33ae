/**
 * The offline sandbox provider's switch (decision 037, README "Payments"): on by default outside
 * production, off by default when NODE_ENV=production, PAYMENT_SANDBOX=on/off overriding either.
 * From the environment as the server reads it (loadEnv) to the providers it builds, and through
 * GET /api/payment-providers of an app started in production.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "#app/shared/env.server";
import { withTestApp } from "#test/setup/app";
import { createPaymentProviders, sandboxEnabled } from "./index";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sandbox-default-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const envOf = (vars: Record<string, string>) => loadEnv({ LOG_LEVEL: "silent", DATA_DIR: dataDir, ...vars });
const providerNames = (vars: Record<string, string>) =>
  createPaymentProviders(envOf(vars))
    .all()
    .map((p) => p.name);

describe("the sandbox provider's default", () => {
  it.each([
    // NODE_ENV (unset: development), PAYMENT_SANDBOX (unset or empty: the default), on?
    [{}, true],
    [{ NODE_ENV: "development" }, true],
    [{ NODE_ENV: "test" }, true],
    [{ NODE_ENV: "test", PAYMENT_SANDBOX: "" }, true],
    [{ NODE_ENV: "production" }, false],
    [{ NODE_ENV: "production", PAYMENT_SANDBOX: "" }, false],
    [{ NODE_ENV: "production", PAYMENT_SANDBOX: "on" }, true],
    [{ NODE_ENV: "production", PAYMENT_SANDBOX: "off" }, false],
    [{ NODE_ENV: "development", PAYMENT_SANDBOX: "off" }, false],
    [{ NODE_ENV: "test", PAYMENT_SANDBOX: "on" }, true],
  ] as const)("%o: on = %s", (vars, on) => {
    expect(sandboxEnabled(envOf(vars))).toBe(on);
    // No other provider has keys here: the sandbox is the whole list, or nothing.
    expect(providerNames(vars)).toEqual(on ? ["sandbox"] : []);
    expect(createPaymentProviders(envOf(vars)).sandbox()?.name).toBe(on ? "sandbox" : undefined);
  });

  it("refuses a PAYMENT_SANDBOX other than on or off at start-up", () => {
    for (const value of ["yes", "true", "ON"]) expect(() => envOf({ PAYMENT_SANDBOX: value })).toThrow(EnvError);
  });
});

describe("GET /api/payment-providers of an app started in production", () => {
  const providers = async (vars: Record<string, string>) => {
    // Read models off, as in every API test (their fixtures write to the database directly).
    return withTestApp(
      async (t) => {
        expect(t.app.env.NODE_ENV).toBe("production");
        const res = await t.app.inject({ method: "GET", url: "/api/payment-providers?currency=IDR&lang=en" });
        expect(res.statusCode).toBe(200);
        return res.json().data as { name: string }[];
      },
      vars,
      { readModels: false },
    );
  };

  it("offers no sandbox by default", async () => {
    expect(await providers({ NODE_ENV: "production" })).toEqual([]);
  });

  it("offers the sandbox when PAYMENT_SANDBOX=on", async () => {
    expect((await providers({ NODE_ENV: "production", PAYMENT_SANDBOX: "on" })).map((p) => p.name)).toEqual([
      "sandbox",
    ]);
  });
});
