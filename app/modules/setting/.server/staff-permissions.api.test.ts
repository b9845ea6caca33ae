import { describe, expect, it } from "vitest";
import { appWithStaffPerFile } from "#test/setup/sessions";

/*
 * The site's settings and cancellation tiers by staff role (docs/product.md §Staff roles and
 * branches): the settings permission (the owner only).
 */

const { staff, call } = appWithStaffPerFile({ currency: "IDR" });

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
