import { beforeAll, describe, expect, it } from "vitest";
import { createCategory, createPackage } from "#test/factories";
import { ctxFor } from "#test/setup/app";
import { actorOf } from "#test/setup/actors";
import { appWithStaffPerFile } from "#test/setup/sessions";
import { day } from "#test/setup/days";
import { listUpcomingDepartures } from "./departures/dashboard-departures";

/*
 * The catalogue by staff role (docs/product.md §Staff roles and branches): packages, categories,
 * destinations and extra prices need the catalog permission (the owner only), but operations
 * reads the package's form and the extras, on whose page it edits departures; departures need
 * the departures permission (the owner and operations).
 */

let tourId: number;
let categoryId: number;

const { t, staff, call } = appWithStaffPerFile();
beforeAll(async () => {
  tourId = (await createPackage(t.db, { departures: [{ startDate: day(30), endDate: day(39) }] })).id;
  categoryId = (await createCategory(t.db)).id;
});

describe("catalog permission", () => {
  it("refuses finance, operations and sales (403) on packages, categories and extra prices; operations reads the package form; the owner passes", async () => {
    const category = { name: { id: "Haji Khusus" } };
    for (const role of ["finance", "operations", "sales"] as const) {
      const h = staff[role];
      expect((await call("POST", "/api/category", category, h)).statusCode).toBe(403);
      expect((await call("GET", `/api/category/${categoryId}/edit`, undefined, h)).statusCode).toBe(403);
      expect((await call("DELETE", `/api/category/${categoryId}`, undefined, h)).statusCode).toBe(403);
      expect((await call("DELETE", `/api/tour/${tourId}`, undefined, h)).statusCode).toBe(403);
      expect((await call("PUT", `/api/tour/${tourId}`, {}, h)).statusCode).toBe(403);
      // The package page and its extras hold the departures: operations reads them (PACKAGE_READERS).
      const reads = role === "operations" ? 200 : 403;
      expect((await call("GET", "/api/attribute", undefined, h)).statusCode, role).toBe(reads);
      expect((await call("GET", `/api/tour/${tourId}/edit`, undefined, h)).statusCode, role).toBe(reads);
    }
    expect((await call("POST", "/api/category", category)).statusCode).toBe(200);
    expect((await call("GET", "/api/attribute")).statusCode).toBe(200);
    expect((await call("GET", `/api/tour/${tourId}/edit`)).statusCode).toBe(200);
  });
});

describe("departures permission", () => {
  it("refuses finance and sales (403); operations adds, changes and deletes a departure", async () => {
    const body = { start_date: day(60), end_date: day(69) };
    for (const role of ["finance", "sales"] as const)
      expect((await call("POST", `/api/tour/${tourId}/time`, body, staff[role])).statusCode).toBe(403);
    const created = await call("POST", `/api/tour/${tourId}/time`, body, staff.operations);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    const updated = await call("PUT", `/api/tour/${tourId}/time/${id}`, { ...body, capacity: 12 }, staff.operations);
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await call("DELETE", `/api/tour/${tourId}/time/${id}`, undefined, staff.sales)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/tour/${tourId}/time/${id}`, undefined, staff.operations)).statusCode).toBe(200);
  });
});

describe("the dashboard's departures feed", () => {
  it("is every staff role's (dashboard permission); a staff account without it is refused", async () => {
    const input = { from: day(0), limit: 5 };
    for (const staffRole of ["owner", "finance", "operations", "sales"] as const) {
      const ctx = ctxFor(t.db, { actor: actorOf({ id: 1, role: "admin", staffRole }) });
      expect((await listUpcomingDepartures({ ctx, input })).length).toBeGreaterThan(0);
    }
    // No role lacks it today: an account without a staff role stands in for one.
    const none = { ...actorOf({ id: 1, role: "admin" }), staffRole: null };
    await expect(listUpcomingDepartures({ ctx: ctxFor(t.db, { actor: none }), input })).rejects.toMatchObject({
      code: "forbidden",
    });
  });
});
