import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#test/setup/app";
import { apiCaller, type Headers, signInAdmin } from "#test/setup/sessions";

/*
 * The private-data access log by staff role (docs/product.md §Staff roles and branches): the
 * privacy permission (the owner only).
 */

let t: TestApp;
let owner: Headers;
const call = apiCaller(() => ({ t, headers: owner }));

beforeAll(async () => {
  t = await createTestApp();
  owner = (await signInAdmin(t)).headers;
});
afterAll(async () => t?.close());

describe("privacy permission", () => {
  it("refuses the access log to finance, operations and sales (403); the owner reads it", async () => {
    for (const staffRole of ["finance", "operations", "sales"] as const) {
      const { headers } = await signInAdmin(t, { staffRole });
      expect((await call("GET", "/api/audit/private-access", undefined, headers)).statusCode).toBe(403);
    }
    const res = await call("GET", "/api/audit/private-access");
    expect(res.statusCode, res.body).toBe(200);
  });
});
