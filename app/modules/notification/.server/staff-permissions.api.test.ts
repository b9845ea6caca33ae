import { describe, expect, it } from "vitest";
import { appWithStaffPerFile, OTHER_STAFF_ROLES } from "#test/setup/sessions";

/* The mail outbox by staff role (docs/product.md §Staff roles and branches): the settings permission. */

const { staff, call } = appWithStaffPerFile();

describe("settings permission", () => {
  it("refuses the outbox to finance, operations and sales (403); the owner reads it", async () => {
    for (const role of OTHER_STAFF_ROLES)
      expect((await call("GET", "/api/outbox", undefined, staff[role])).statusCode, role).toBe(403);
    expect((await call("GET", "/api/outbox")).statusCode).toBe(200);
  });
});
