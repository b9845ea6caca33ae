import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#test/setup/app";
import { apiCaller, type Headers, signInAdmin } from "#test/setup/sessions";

/* The mail outbox by staff role (docs/product.md §Staff roles and branches): the settings permission. */

let t: TestApp;
let owner: Headers;
const call = apiCaller(() => ({ t, headers: owner }));

beforeAll(async () => {
  t = await createTestApp();
  owner = (await signInAdmin(t)).headers;
});
afterAll(async () => t?.close());

describe("settings permission", () => {
  it("refuses the outbox to finance, operations and sales (403); the owner reads it", async () => {
    for (const staffRole of ["finance", "operations", "sales"] as const) {
      const { headers } = await signInAdmin(t, { staffRole });
      expect((await call("GET", "/api/outbox", undefined, headers)).statusCode).toBe(403);
    }
    expect((await call("GET", "/api/outbox")).statusCode).toBe(200);
  });
});
