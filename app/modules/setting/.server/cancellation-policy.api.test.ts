import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSetting } from "#test/factories";
import { bearer } from "#test/factories/booking";
import { createTestApp, type TestApp } from "#test/setup/app";
import { signInAdmin, signInCustomer } from "#test/setup/sessions";

/* The site's cancellation tiers (docs/product.md §Cancellation and refunds, decision 042). */

let t: TestApp;
let admin: string;
let customer: string;

const put = (payload: unknown, token: string | null = admin) =>
  t.app.inject({
    method: "PUT",
    url: "/api/setting/cancellation-policy?lang=en",
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });
const get = (token: string | null = admin) =>
  t.app.inject({ method: "GET", url: "/api/setting/cancellation-policy", headers: token ? bearer(token) : {} });

beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db, { currency: "IDR" });
  admin = (await signInAdmin(t)).token;
  customer = (await signInCustomer(t)).token;
});
afterAll(async () => t?.close());

describe("/api/setting/cancellation-policy", () => {
  it("reads the default tiers and saves new ones sorted by days", async () => {
    expect((await get()).json().data.tiers).toHaveLength(4);
    const res = await put({
      tiers: [
        { from_days: 7, percent: 100 },
        { from_days: 60, fixed: 500_000_00 },
      ],
      admin_fee: 100_000_00,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("The cancellation tiers have been saved.");
    const expected = {
      tiers: [
        { from_days: 60, percent: null, fixed: 500_000_00 },
        { from_days: 7, percent: 100, fixed: null },
      ],
      admin_fee: 100_000_00,
    };
    expect(res.json().data).toEqual(expected);
    expect((await get()).json().data).toEqual(expected);
  });

  it("refuses repeated days, days over 365, percent over 100 and both kinds at once (422), changing nothing", async () => {
    const before = (await get()).json().data;
    const dup = await put({
      tiers: [
        { from_days: 10, percent: 5 },
        { from_days: 10, percent: 6 },
      ],
      admin_fee: 0,
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors["tiers.1.from_days"]).toEqual(["Each tier needs its own number of days."]);
    expect((await put({ tiers: [{ from_days: 366, percent: 5 }], admin_fee: 0 })).statusCode).toBe(422);
    expect((await put({ tiers: [{ from_days: 3, percent: 101 }], admin_fee: 0 })).statusCode).toBe(422);
    const both = await put({ tiers: [{ from_days: 3, percent: 10, fixed: 5 }], admin_fee: 0 });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors["tiers.0.percent"]).toEqual(["Give either a percentage or a fixed amount."]);
    expect((await get()).json().data).toEqual(before);
  });

  it("is for admins only", async () => {
    expect((await get(customer)).statusCode).toBe(403);
    expect((await get(null)).statusCode).toBe(401);
    expect((await put({ tiers: [], admin_fee: 0 }, customer)).statusCode).toBe(403);
  });
});
