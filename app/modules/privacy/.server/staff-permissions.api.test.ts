import { describe, expect, it } from "vitest";
import { appWithStaffPerFile, signInCustomer } from "#test/setup/sessions";

/*
 * Account closures by staff role (docs/product.md §Staff roles and branches): the list and the
 * decisions need the privacy permission (the owner only); the customer's own request is unchanged.
 */

const { t, staff, call } = appWithStaffPerFile({ currency: "IDR" });

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
