import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSetting } from "#test/factories";
import { createTestApp, type TestApp } from "#test/setup/app";
import { apiCaller, type Headers, signInAdmin } from "#test/setup/sessions";
import type { StaffRole } from "#app/shared/staff-access";

/*
 * The site's settings and cancellation tiers by staff role (docs/product.md §Staff roles and
 * branches): the settings permission (the owner only).
 */

let t: TestApp;
let owner: Headers;
const staff = {} as Record<Exclude<StaffRole, "owner">, Headers>;
const call = apiCaller(() => ({ t, headers: owner }));

beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db, { currency: "IDR" });
  owner = (await signInAdmin(t)).headers;
  for (const role of ["finance", "operations", "sales"] as const)
    staff[role] = (await signInAdmin(t, { staffRole: role })).headers;
});
afterAll(async () => t?.close());

describe("settings permission", () => {
  it("refuses finance, operations and sales (403), whatever they send; the owner reads and saves", async () => {
    const tiers = { tiers: [{ from_days: 30, percent: 50 }], admin_fee: 0 };
    for (const role of ["finance", "operations", "sales"] as const) {
      const h = staff[role];
      expect((await call("GET", "/api/setting/edit", undefined, h)).statusCode).toBe(403);
      expect((await call("PUT", "/api/setting", {}, h)).statusCode).toBe(403);
      expect((await call("GET", "/api/setting/cancellation-policy", undefined, h)).statusCode).toBe(403);
      expect((await call("PUT", "/api/setting/cancellation-policy", tiers, h)).statusCode).toBe(403);
    }
    expect((await call("GET", "/api/setting/edit")).statusCode).toBe(200);
    expect((await call("GET", "/api/setting/cancellation-policy")).statusCode).toBe(200);
    const saved = await call("PUT", "/api/setting/cancellation-policy", tiers);
    expect(saved.statusCode, saved.body).toBe(200);
    // The public settings stay public.
    expect((await call("GET", "/api/setting", undefined, staff.sales)).statusCode).toBe(200);
  });
});
