/**
 * The start most booking API tests share (app/modules/booking/.server/*.api.test.ts): a fresh app
 * with the agency's settings in rupiah, a signed-in customer, optionally a second one, and a
 * signed-in admin, created in that order; and the dates they place departures on.
 */
import { createPackage, createSetting, type createUser } from "#test/factories";
import { createTestApp, type TestApp } from "#test/setup/app";
import { signInAdmin, signInCustomer } from "#test/setup/sessions";
import { day } from "#test/setup/days";

type UserValues = NonNullable<Parameters<typeof createUser>[1]>;

export { day } from "#test/setup/days";

export type TourPackage = Awaited<ReturnType<typeof createPackage>>;

/**
 * The package the payment tests book: 10,000,000 a person with a deposit of 3,000,000 a person
 * (minor units), one to five travellers, one departure in 60 days of `capacity` seats (40); the
 * rest of `over` (another maxPax, its own departures ...) as createPackage takes it.
 */
export function depositPackage(
  db: Parameters<typeof createPackage>[0],
  { capacity = 40, ...over }: NonNullable<Parameters<typeof createPackage>[1]> & { capacity?: number } = {},
) {
  return createPackage(db, {
    basePrice: 10_000_000,
    minPayment: 3_000_000,
    minPax: 1,
    maxPax: 5,
    departures: [{ startDate: day(60), endDate: day(69), capacity }],
    ...over,
  });
}

/**
 * A package without a deposit for checkout tests: 30,000,000 a person, one to four travellers,
 * one departure in 60 days of 40 seats.
 */
export function checkoutPackage(db: Parameters<typeof createPackage>[0]) {
  return createPackage(db, {
    basePrice: 30_000_000,
    minPax: 1,
    maxPax: 4,
    departures: [{ startDate: day(60), endDate: day(69), capacity: 40 }],
  });
}

export interface BookingApp {
  t: TestApp;
  /** The customer's bearer token, id and e-mail. */
  customer: string;
  customerId: number;
  customerEmail: string;
  /** A second customer's token (signed in only when asked: `other: true`; "" otherwise). */
  other: string;
  /** The admin's bearer token, id and e-mail. */
  admin: string;
  adminId: number;
  adminEmail: string;
}

/**
 * The app and its people for a booking API test (call it in beforeAll; close `t` in afterAll).
 * `settings`: more of the agency's settings (the currency stays IDR unless given); `customer`:
 * the first customer's values (their locale ...); `other`: sign in a second customer.
 */
export async function bookingApp(
  opts: { settings?: Parameters<typeof createSetting>[1]; customer?: UserValues; other?: boolean } = {},
): Promise<BookingApp> {
  const t = await createTestApp();
  await createSetting(t.db, { currency: "IDR", ...opts.settings });
  const c = await signInCustomer(t, opts.customer);
  const other = opts.other ? (await signInCustomer(t)).token : "";
  const a = await signInAdmin(t);
  return {
    t,
    customer: c.token,
    customerId: c.user.id,
    customerEmail: c.user.email,
    other,
    admin: a.token,
    adminId: a.user.id,
    adminEmail: a.user.email,
  };
}
