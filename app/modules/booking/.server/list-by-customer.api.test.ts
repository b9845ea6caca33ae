import { beforeAll, describe, expect, it } from "vitest";
import { createBooking, createUser } from "#test/factories";
import { appWithSessionsPerFile } from "#test/setup/sessions";

const { t, admin, customer, ids } = appWithSessionsPerFile();
let otherId: number;

beforeAll(async () => {
  otherId = (await createUser(t.db)).id;
  await createBooking(t.db, ids.customerId, { bookingName: "Mine 1" });
  await createBooking(t.db, ids.customerId, { bookingName: "Mine 2", status: "canceled" });
  await createBooking(t.db, otherId, { bookingName: "Other 1" });
});

const names = async (url: string, headers: Record<string, string>) => {
  const res = await t.app.inject({ method: "GET", url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return {
    names: (res.json().data as { booking_name: string }[]).map((b) => b.booking_name).sort(),
    meta: res.json().meta,
  };
};

describe("GET /api/booking?customer_id=", () => {
  it("lets an admin list one customer's bookings", async () => {
    expect((await names(`/api/booking?customer_id=${ids.customerId}`, admin)).names).toEqual(["Mine 1", "Mine 2"]);
    const other = await names(`/api/booking?customer_id=${otherId}&limit=1`, admin);
    expect(other.names).toEqual(["Other 1"]);
    expect(other.meta.total).toBe(1);
    expect((await names(`/api/booking?customer_id=${ids.customerId}&status=canceled`, admin)).names).toEqual([
      "Mine 2",
    ]);
    expect((await names("/api/booking", admin)).names).toHaveLength(3);
  });

  it("ignores it for a customer: they only ever see their own", async () => {
    expect((await names(`/api/booking?customer_id=${otherId}`, customer)).names).toEqual(["Mine 1", "Mine 2"]);
  });

  it("refuses an id that is not a positive integer", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/booking?customer_id=abc", headers: admin });
    expect(res.statusCode).toBe(422);
  });
});
