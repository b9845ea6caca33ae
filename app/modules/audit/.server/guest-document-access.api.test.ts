/**
 * A guest's pilgrim document in the private-data access log (docs/product.md §Pilgrim documents:
 * "every opening goes to the private-data access log as a guest document"): an admin opening its
 * file through GET /api/file/{id} writes one row naming the guest document and its booking; the
 * booking's customer opening their own file writes none (audit README: only admins' reads).
 * The other kinds of file are in test/security/private-data.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingGuests, privateDataAccess } from "#db/schema";
import { createBooking, createPackage } from "#test/factories";
import { uploadDocument } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { apiCaller, createAppWithSessions, type Headers, signInCustomer } from "#test/setup/sessions";
import { agencyToday } from "#app/shared/dates";

let t: TestApp;
let admin: Headers;
let adminId: number;
let customer: Headers;
let other: Headers;
let bookingId: string;
let bookingCode: string;
let guestId: number;
let fileId: string;
const call = apiCaller(() => ({ t, headers: admin }));

const logRows = () => t.db.select().from(privateDataAccess);
const lastId = async () => Math.max(0, ...(await logRows()).map((r) => r.id));
const since = async (before: number) => (await logRows()).filter((r) => r.id > before);

beforeAll(async () => {
  const c = await createAppWithSessions({ currency: "IDR" });
  ({ t, admin, adminId, customer } = c);
  other = (await signInCustomer(t)).headers;

  const pkg = await createPackage(t.db, {
    departures: [{ startDate: agencyToday(new Date(Date.now() + 60 * 86_400_000)) }],
  });
  const asked = await call("PUT", `/api/tour/${pkg.id}/document-requirements?lang=en`, {
    requirements: [{ kind: "passport", applies_to: "all", due_days: 30 }],
  });
  expect(asked.statusCode).toBe(200);
  const booking = await createBooking(t.db, c.customerId, {
    packageId: pkg.id,
    departureId: pkg.departures[0].id,
    status: "paid",
    pax: 1,
  });
  bookingId = booking.id;
  bookingCode = booking.code;
  const [guest] = await t.db
    .insert(bookingGuests)
    .values({
      bookingId,
      position: 1,
      fullName: "Siti Rahmawati",
      gender: "female",
      birthDate: "1985-04-12",
      country: "ID",
      travellerType: "adult",
    })
    .returning();
  guestId = guest.id;

  // The customer uploads a private file and hands it in as the guest's passport.
  fileId = await uploadDocument(t.app, c.customerToken);
  const handedIn = await call(
    "PUT",
    `/api/booking/${bookingId}/guests/${guestId}/documents/passport?lang=en`,
    { file_id: fileId },
    customer,
  );
  expect(handedIn.statusCode).toBe(200);
  // Setting up read no private data as an admin: nothing is logged yet.
  expect(await logRows()).toEqual([]);
});
afterAll(() => t?.close());

describe("a guest document's file in the private-data access log", () => {
  it("an admin opening it writes one row naming the guest document, its file and booking", async () => {
    const before = await lastId();
    const res = await call("GET", `/api/file/${fileId}`, undefined, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    const rows = await since(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: adminId,
      kind: "guest_document",
      fileId,
      bookingId,
      departureId: null,
      format: null,
      ip: "127.0.0.1",
    });
    expect(rows[0].requestId).toMatch(/\S/);

    // The log as admins read it names it the same way, with the booking's code.
    const log = await call("GET", `/api/audit/private-access?file_id=${fileId}`, undefined, admin);
    expect(log.statusCode).toBe(200);
    expect(log.json().data).toMatchObject([
      { kind: "guest_document", file_id: fileId, booking: { id: bookingId, code: bookingCode } },
    ]);
  });

  it("the booking's customer opening their own document writes nothing", async () => {
    const before = await lastId();
    const res = await call("GET", `/api/file/${fileId}`, undefined, customer);
    expect(res.statusCode).toBe(200);
    expect(await since(before)).toEqual([]);
  });

  it("another customer is refused (404) and nothing is written", async () => {
    const before = await lastId();
    expect((await call("GET", `/api/file/${fileId}`, undefined, other)).statusCode).toBe(404);
    expect(await since(before)).toEqual([]);
  });
});
