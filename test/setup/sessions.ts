/**
 * Signed-in users for API tests: most API test files start with a fresh app, an admin and a
 * customer, each created with a known password and logged in through the real login route.
 */
import { afterAll, beforeAll, expect } from "vitest";
import { createSetting, createUser } from "#test/factories";
import { bearer } from "#test/factories/booking";
import { createTestApp, loginAs, type TestApp } from "#test/setup/app";

type UserValues = NonNullable<Parameters<typeof createUser>[1]>;
export type Headers = Record<string, string>;

/** Creates a user with `values` (a password included) and logs them in: the row, token and bearer headers. */
export async function signIn(t: TestApp, values: UserValues & { password: string }) {
  const user = await createUser(t.db, values);
  const token = await loginAs(t.app, user.username, values.password);
  return { user, token, headers: bearer(token) };
}

export const signInAdmin = (t: TestApp, values: UserValues = {}) =>
  signIn(t, { role: "admin", password: "Admin12345", ...values });

export const signInCustomer = (t: TestApp, values: UserValues = {}) =>
  signIn(t, { password: "Customer12345", ...values });

/**
 * A fresh app with a signed-in admin, then a signed-in customer (created in that order), after
 * the agency's `settings` when given (createSetting's values: `{ currency: "IDR" }` ...).
 */
export async function createAppWithSessions(settings?: Parameters<typeof createSetting>[1]) {
  const t = await createTestApp();
  if (settings) await createSetting(t.db, settings);
  const admin = await signInAdmin(t);
  const customer = await signInCustomer(t);
  return {
    t,
    admin: admin.headers,
    adminId: admin.user.id,
    customer: customer.headers,
    customerId: customer.user.id,
    customerToken: customer.token,
  };
}

/**
 * createAppWithSessions for all the tests of a file (as testAppPerFile): the app and the two
 * sessions' headers are objects filled in beforeAll, so a file destructures them once at its top
 * instead of declaring and assigning each; the app is closed in afterAll. The ids and the
 * customer's token are plain values: read them from `ids` inside the tests and hooks.
 */
export function appWithSessionsPerFile(settings?: Parameters<typeof createSetting>[1]) {
  const t = {} as TestApp;
  const admin: Headers = {};
  const customer: Headers = {};
  const ids = { adminId: 0, customerId: 0, customerToken: "" };
  beforeAll(async () => {
    const s = await createAppWithSessions(settings);
    Object.assign(t, s.t);
    Object.assign(admin, s.admin);
    Object.assign(customer, s.customer);
    Object.assign(ids, { adminId: s.adminId, customerId: s.customerId, customerToken: s.customerToken });
  });
  afterAll(async () => t.close?.());
  return { t, admin, customer, ids };
}

/** The staff roles besides the owner, whose permissions tests check one by one. */
export const OTHER_STAFF_ROLES = ["finance", "operations", "sales"] as const;
export type OtherStaffRole = (typeof OTHER_STAFF_ROLES)[number];

/**
 * A fresh app per file (after the agency's `settings` when given) with a signed-in owner and one
 * signed-in staff member of each other role (docs/product.md §Staff roles and branches): the
 * headers are objects filled in beforeAll; `call` sends as the owner unless given other headers.
 */
export function appWithStaffPerFile(settings?: Parameters<typeof createSetting>[1]) {
  const t = {} as TestApp;
  const owner: Headers = {};
  const staff = { finance: {}, operations: {}, sales: {} } as Record<OtherStaffRole, Headers>;
  beforeAll(async () => {
    Object.assign(t, await createTestApp());
    if (settings) await createSetting(t.db, settings);
    Object.assign(owner, (await signInAdmin(t)).headers);
    for (const role of OTHER_STAFF_ROLES)
      Object.assign(staff[role], (await signInAdmin(t, { staffRole: role })).headers);
  });
  afterAll(async () => t.close?.());
  return { t, owner, staff, call: apiCaller(() => ({ t, headers: owner })) };
}

/** What `app.inject(options)` resolves to (the chain form is the last overload, so it is awaited here). */
type InjectResponse = Awaited<ReturnType<TestApp["app"]["inject"]>>;

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type Call = (method: Method, url: string, payload?: unknown, headers?: Headers) => Promise<InjectResponse>;

/**
 * `call(method, url, payload?, headers?)` against the app `current()` gives, with its headers
 * unless others are passed. A getter, because the app and sessions are made in `beforeAll`.
 */
export function apiCaller(current: () => { t: TestApp; headers: Headers }): Call {
  return (method, url, payload, headers = current().headers) =>
    current().t.app.inject({ method, url, payload: payload as never, headers });
}

/** Asserts that a visitor gets 401 and a customer (`customer()` headers) 403 for the request. */
export function adminOnlyCheck(call: Call, customer: () => Headers) {
  return async (method: Method, url: string, payload?: unknown) => {
    expect((await call(method, url, payload, {})).statusCode).toBe(401);
    expect((await call(method, url, payload, customer())).statusCode).toBe(403);
  };
}
