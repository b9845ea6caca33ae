import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSetting } from "#test/factories";
import { createTestApp, ctxFor, type TestApp } from "#test/setup/app";
import { actorOf } from "#test/setup/actors";
import { apiCaller, type Headers, signInAdmin, signInCustomer } from "#test/setup/sessions";
import { STAFF_ROLES } from "#app/shared/staff-access";
import { getDashboard } from "./get-dashboard";

/*
 * The dashboard by staff role (docs/product.md §Staff roles and branches): every role has the
 * dashboard permission and gets the business view; the customer's view is unchanged.
 */

let t: TestApp;
let customer: Headers;
const call = apiCaller(() => ({ t, headers: customer }));

beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db, { currency: "IDR" });
  customer = (await signInCustomer(t)).headers;
});
afterAll(async () => t?.close());

describe("dashboard permission", () => {
  it("gives every staff role the business view, with each of its feeds", async () => {
    for (const staffRole of STAFF_ROLES) {
      const { headers } = await signInAdmin(t, { staffRole });
      const res = await call("GET", "/api/dashboard", undefined, headers);
      expect(res.statusCode, `${staffRole}: ${res.body}`).toBe(200);
      expect(res.json().data).toMatchObject({ role: "admin", upcoming_departures: [], documents_not_ready: [] });
    }
    expect((await call("GET", "/api/dashboard")).json().data.role).toBe("customer");
  });

  it("refuses a staff account whose role lacks it (403), the customer's view staying the customer's", async () => {
    // No role lacks it today: an account without a staff role stands in for one.
    const none = { ...actorOf({ id: 1, role: "admin" }), staffRole: null };
    await expect(getDashboard({ ctx: ctxFor(t.db, { actor: none }) })).rejects.toMatchObject({ code: "forbidden" });
    const buyer = actorOf({ id: 2, role: "customer" });
    expect((await getDashboard({ ctx: ctxFor(t.db, { actor: buyer }) })).role).toBe("customer");
  });
});
