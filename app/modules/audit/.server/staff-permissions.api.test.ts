import { describe, expect, it } from "vitest";
import { appWithStaffPerFile, OTHER_STAFF_ROLES } from "#test/setup/sessions";

/*
 * The private-data access log by staff role (docs/product.md §Staff roles and branches): the
 * privacy permission (the owner only).
 */

const { staff, call } = appWithStaffPerFile();

describe("privacy permission", () => {
  it("refuses the access log to finance, operations and sales (403); the owner reads it", async () => {
    for (const role of OTHER_STAFF_ROLES)
      expect((await call("GET", "/api/audit/private-access", undefined, staff[role])).statusCode, role).toBe(403);
    const res = await call("GET", "/api/audit/private-access");
    expect(res.statusCode, res.body).toBe(200);
  });
});
