import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSetting } from "#test/factories";
import { createTestApp, type TestApp } from "#test/setup/app";
import { apiCaller, type Headers, signInAdmin, signInCustomer } from "#test/setup/sessions";
import type { StaffRole } from "#app/shared/staff-access";

/*
 * Account closures by staff role (docs/product.md §Staff roles and branches): the list and the
 * decisions need the privacy permission (the owner only); the customer's own request is unchanged.
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

describe("privacy permission", () => {
  it("refuses the closures to finance, operations and sales (403); the owner lists and decides", async () => {
    const customer = (await signInCustomer(t)).headers;
    const asked = await call("POST", "/api/account/closure", {}, customer);
    expect(asked.statusCode, asked.body).toBe(200);
    const id = asked.json().data.id as number;
    for (const role of ["finance", "operations", "sales"] as const) {
      const h = staff[role];
      expect((await call("GET", "/api/account-closures", undefined, h)).statusCode).toBe(403);
      expect((await call("POST", `/api/account-closures/${id}/approve`, undefined, h)).statusCode).toBe(403);
      expect((await call("POST", `/api/account-closures/${id}/reject`, { reason: "No" }, h)).statusCode).toBe(403);
    }
    const list = await call("GET", "/api/account-closures");
    expect(list.json().data.find((r: { id: number }) => r.id === id)?.status).toBe("pending");
    const res = await call("POST", `/api/account-closures/${id}/reject`, { reason: "Call us first" });
    expect(res.statusCode, res.body).toBe(200);
  });
});
