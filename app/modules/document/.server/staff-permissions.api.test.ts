import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingGuests, files } from "#db/schema";
import { createBooking, createPackage, createSetting } from "#test/factories";
import { uploadDocument } from "#test/factories/booking";
import { createTestApp, type TestApp } from "#test/setup/app";
import { apiCaller, type Headers, signInAdmin, signInCustomer } from "#test/setup/sessions";
import { agencyToday } from "#app/shared/dates";
import type { StaffRole } from "#app/shared/staff-access";
import { addDays } from "#app/modules/booking/schedule.rules";
import type { BookingDocumentsDto } from "#app/modules/document/document.contract";

/*
 * Pilgrim documents by staff role (docs/product.md §Staff roles and branches): requirements,
 * reviews, the readiness board and staff hand-ins need the documents permission (operations and
 * the owner); finance and sales get 403. The customer's own hand-in is unchanged.
 */

let t: TestApp;
let owner: Headers;
let customer: Headers;
let customerToken: string;
let customerId: number;
const staff = {} as Record<Exclude<StaffRole, "owner">, { headers: Headers; token: string }>;
let tourId: number;
let timeId: number;
let bookingId: string;
let guestId: number;
const call = apiCaller(() => ({ t, headers: owner }));

const requirementsUrl = () => `/api/tour/${tourId}/document-requirements`;
const submitUrl = (kind: string) => `/api/booking/${bookingId}/guests/${guestId}/documents/${kind}`;
const docs = async () =>
  (await call("GET", `/api/booking/${bookingId}/documents`, undefined, customer)).json().data as BookingDocumentsDto;

beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db, { currency: "IDR" });
  owner = (await signInAdmin(t)).headers;
  for (const role of ["finance", "operations", "sales"] as const) {
    const s = await signInAdmin(t, { staffRole: role });
    staff[role] = { headers: s.headers, token: s.token };
  }
  const c = await signInCustomer(t);
  customer = c.headers;
  customerToken = c.token;
  customerId = c.user.id;
  const today = agencyToday(new Date());
  const pkg = await createPackage(t.db, { departures: [{ startDate: addDays(today, 30) }] });
  tourId = pkg.id;
  timeId = pkg.departures[0].id;
  const requirements = [
    { kind: "passport", applies_to: "all", due_days: 30 },
    { kind: "meningitis", applies_to: "all", due_days: 14 },
  ];
  expect((await call("PUT", requirementsUrl(), { requirements })).statusCode).toBe(200);
  const b = await createBooking(t.db, customerId, { packageId: tourId, departureId: timeId, status: "paid", pax: 1 });
  bookingId = b.id;
  const [guest] = await t.db
    .insert(bookingGuests)
    .values({
      bookingId,
      position: 1,
      fullName: "Guest One",
      gender: "male",
      birthDate: "1980-06-01",
      country: "ID",
      travellerType: "adult",
      passportNumber: "C1234567",
      passportIssueDate: addDays(today, -400),
      passportExpiryDate: addDays(today, 2000),
    })
    .returning();
  guestId = guest.id;
});
afterAll(() => t.close());

describe("documents permission", () => {
  it("requirements: finance and sales 403, operations reads and saves them", async () => {
    const body = { requirements: [{ kind: "passport", applies_to: "all", due_days: 30 }] };
    for (const role of ["finance", "sales"] as const) {
      expect((await call("GET", requirementsUrl(), undefined, staff[role].headers)).statusCode).toBe(403);
      expect((await call("PUT", requirementsUrl(), body, staff[role].headers)).statusCode).toBe(403);
    }
    const read = await call("GET", requirementsUrl(), undefined, staff.operations.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toHaveLength(2);
    const saved = await call(
      "PUT",
      requirementsUrl(),
      { requirements: [...read.json().data] },
      staff.operations.headers,
    );
    expect(saved.statusCode).toBe(200);
  });

  it("readiness board, its export and reminders: finance and sales 403, operations 200", async () => {
    const board = `/api/departures/${timeId}/readiness`;
    for (const role of ["finance", "sales"] as const) {
      const h = staff[role].headers;
      expect((await call("GET", "/api/readiness", undefined, h)).statusCode).toBe(403);
      expect((await call("GET", board, undefined, h)).statusCode).toBe(403);
      expect((await call("GET", `${board}/export?format=xlsx`, undefined, h)).statusCode).toBe(403);
      expect((await call("POST", `${board}/remind`, {}, h)).statusCode).toBe(403);
    }
    const h = staff.operations.headers;
    expect((await call("GET", "/api/readiness", undefined, h)).statusCode).toBe(200);
    expect((await call("GET", board, undefined, h)).statusCode).toBe(200);
    expect((await call("GET", `${board}/export?format=xlsx`, undefined, h)).statusCode).toBe(200);
  });

  it("a staff hand-in needs the permission: sales 403; operations hands in for the customer", async () => {
    const salesFile = await uploadDocument(t.app, staff.sales.token);
    const refused = await call("PUT", submitUrl("passport"), { file_id: salesFile }, staff.sales.headers);
    expect(refused.statusCode).toBe(403);
    expect((await docs()).guests[0].documents.find((d) => d.kind === "passport")?.status).toBe("missing");
    const opsFile = await uploadDocument(t.app, staff.operations.token);
    const res = await call("PUT", submitUrl("passport"), { file_id: opsFile }, staff.operations.headers);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(files).where(eq(files.id, opsFile));
    expect(row.ownerId).toBe(customerId);
    // The customer's own hand-in is as before.
    const own = await uploadDocument(t.app, customerToken);
    const mine = await call(
      "PUT",
      submitUrl("meningitis"),
      {
        file_id: own,
        vaccine: "conjugate",
        vaccinated_on: addDays(agencyToday(new Date()), -30),
      },
      customer,
    );
    expect(mine.statusCode, mine.body).toBe(200);
  });

  it("a review: finance and sales 403, operations verifies", async () => {
    const id = (await docs()).guests[0].documents.find((d) => d.kind === "passport")?.id as number;
    const url = `/api/documents/${id}/review`;
    for (const role of ["finance", "sales"] as const)
      expect((await call("POST", url, { status: "verified" }, staff[role].headers)).statusCode).toBe(403);
    expect((await docs()).guests[0].documents.find((d) => d.kind === "passport")?.status).toBe("submitted");
    const res = await call("POST", url, { status: "verified" }, staff.operations.headers);
    expect(res.statusCode, res.body).toBe(200);
  });
});
