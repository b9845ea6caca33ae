import { beforeAll, describe, expect, it } from "vitest";
import { createBooking, createPackage, createUser } from "#test/factories";
import { appWithStaffPerFile } from "#test/setup/sessions";

/*
 * Reports by staff role (docs/product.md §Staff roles and branches): the booking report and its
 * export need the reports permission (owner, finance), a departure's manifest the manifests
 * permission (owner, operations).
 */

let timeId: number;

const { t, staff, call } = appWithStaffPerFile({ currency: "IDR" });
beforeAll(async () => {
  const pkg = await createPackage(t.db, { departures: [{ startDate: "2030-03-10", endDate: "2030-03-19" }] });
  timeId = pkg.departures[0].id;
  const buyer = await createUser(t.db);
  await createBooking(t.db, buyer.id, { packageId: pkg.id, departureId: timeId, status: "paid", pax: 2 });
});

describe("reports permission", () => {
  it("refuses the booking report and its export to operations and sales (403); finance reads both", async () => {
    for (const role of ["operations", "sales"] as const) {
      expect((await call("GET", "/api/report/booking", undefined, staff[role])).statusCode).toBe(403);
      expect((await call("GET", "/api/report/booking?format=csv", undefined, staff[role])).statusCode).toBe(403);
    }
    const report = await call("GET", "/api/report/booking", undefined, staff.finance);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().totals.bookings).toBe(1);
    expect((await call("GET", "/api/report/booking?format=csv", undefined, staff.finance)).statusCode).toBe(200);
  });
});

describe("manifests permission", () => {
  it("refuses a manifest to finance and sales (403); operations reads and exports it", async () => {
    const url = `/api/report/manifest?time_id=${timeId}`;
    for (const role of ["finance", "sales"] as const) {
      expect((await call("GET", url, undefined, staff[role])).statusCode).toBe(403);
      expect((await call("GET", `${url}&format=xlsx`, undefined, staff[role])).statusCode).toBe(403);
    }
    const manifest = await call("GET", url, undefined, staff.operations);
    expect(manifest.statusCode, manifest.body).toBe(200);
    expect(manifest.json().data.time.id).toBe(timeId);
    expect((await call("GET", `${url}&format=xlsx`, undefined, staff.operations)).statusCode).toBe(200);
    expect((await call("GET", url)).statusCode).toBe(200);
  });
});
