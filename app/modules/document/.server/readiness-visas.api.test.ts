import { describe, expect, it } from "vitest";
import { bookingGuests, guestDocuments, packageDocumentRequirements } from "#db/schema";
import { createBooking, createPackage } from "#test/factories";
import { apiCaller, appWithSessionsPerFile } from "#test/setup/sessions";
import { addDays } from "#app/modules/booking/schedule.rules";
import { agencyToday } from "#app/shared/dates";
import type { ReadinessBoardDto, ReadinessSummaryDto } from "#app/modules/document/readiness.contract";

/*
 * The readiness board and its index count visas (decision 081): an umrah departure is ready only
 * when its documents are verified and every guest's visa is issued and valid on the return day; a
 * tour's departure asks no visa. The dashboard's card stays the documents'.
 */

const { t, admin, ids } = appWithSessionsPerFile({ currency: "IDR" });
const call = apiCaller(() => ({ t, headers: admin }));
const today = agencyToday(new Date());

async function departure(kind: "tour" | "umrah", startIn: number) {
  const pkg = await createPackage(t.db, {
    kind,
    departures: [{ startDate: addDays(today, startIn), endDate: addDays(today, startIn + 10) }],
  });
  await t.db
    .insert(packageDocumentRequirements)
    .values({ packageId: pkg.id, kind: "passport", appliesTo: "all", dueDays: 5, position: 0 });
  const time = pkg.departures[0];
  const b = await createBooking(t.db, ids.customerId, {
    departureId: time.id,
    packageId: pkg.id,
    status: "paid",
    pax: 2,
  });
  const guests = await t.db
    .insert(bookingGuests)
    .values(
      ["Ahmad Fauzi", "Siti Aminah"].map((fullName, position) => ({
        bookingId: b.id,
        position,
        fullName,
        gender: position ? ("female" as const) : ("male" as const),
        birthDate: "1980-06-01",
        country: "ID" as const,
        travellerType: "adult" as const,
      })),
    )
    .returning();
  // Every passport verified: only the visas stand between the departure and ready.
  await t.db
    .insert(guestDocuments)
    .values(
      guests.map((g) => ({ guestId: g.id, bookingId: b.id, kind: "passport" as const, status: "verified" as const })),
    );
  return { pkg, time, guests };
}

const board = async (timeId: number) => {
  const res = await call("GET", `/api/departures/${timeId}/readiness?lang=en`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ReadinessBoardDto;
};
const summary = async (timeId: number) => {
  const res = await call("GET", "/api/readiness?limit=100&lang=en");
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as ReadinessSummaryDto[]).find((d) => d.id === timeId)!;
};
const visa = (timeId: number, guestId: number, body: Record<string, unknown>) =>
  call("PUT", `/api/departures/${timeId}/guest/${guestId}/visa?lang=en`, body);
const issued = (version: number, expiresOn: string) => ({
  status: "issued",
  version,
  visa_number: "6012345678",
  issued_on: today,
  expires_on: expiresOn,
});

describe("visas on the readiness board", () => {
  it("an umrah departure: a visa column per guest and the visa counts; ready only once every visa is valid on the return day", async () => {
    const { time, guests } = await departure("umrah", 20);
    const [a, b] = guests.map((g) => g.id);

    const before = await board(time.id);
    expect(before.documents_ready).toBe(true);
    expect(before.ready).toBe(false);
    expect(before.visas).toMatchObject({
      required: true,
      guests: 2,
      counts: { waiting: 2, submitted: 0, issued: 0, rejected: 0 },
      missing: 2,
      ready: false,
    });
    expect(before.rows.map((r) => r.visa)).toEqual([
      { status: "waiting", valid_on_return: false, warnings: [] },
      { status: "waiting", valid_on_return: false, warnings: [] },
    ]);
    const listed = await summary(time.id);
    expect(listed).toMatchObject({ documents_ready: true, ready: false, visas: { missing: 2 } });

    for (const g of [a, b]) expect((await visa(time.id, g, { status: "submitted", version: 0 })).statusCode).toBe(200);
    // One visa expires the day before the return: recorded, and still missing for readiness.
    expect((await visa(time.id, a, issued(1, addDays(today, 29)))).statusCode).toBe(200);
    expect((await visa(time.id, b, issued(1, addDays(today, 90)))).statusCode).toBe(200);
    const expiring = await board(time.id);
    expect(expiring.visas).toMatchObject({ counts: { issued: 2 }, expiring: 1, missing: 1, ready: false });
    expect(expiring.rows.find((r) => r.guest_id === a)!.visa).toEqual({
      status: "issued",
      valid_on_return: false,
      warnings: ["expires_before_return"],
    });
    expect(expiring.ready).toBe(false);

    // Valid on the return day itself: ready, on the board and in the index.
    expect((await visa(time.id, a, issued(2, addDays(today, 30)))).statusCode).toBe(200);
    const ready = await board(time.id);
    expect(ready.visas).toMatchObject({ missing: 0, ready: true });
    expect(ready.ready).toBe(true);
    expect(await summary(time.id)).toMatchObject({ ready: true, visas: { ready: true, missing: 0 } });
  });

  it("a tour's departure asks no visa: no visa column, ready on its documents alone", async () => {
    const { time } = await departure("tour", 21);
    const b = await board(time.id);
    expect(b.visas).toMatchObject({ required: false, missing: 0, ready: true });
    expect(b.rows.every((r) => r.visa === null)).toBe(true);
    expect(b.ready).toBe(true);
    expect(await summary(time.id)).toMatchObject({ ready: true, visas: { required: false } });
  });

  it("the dashboard's card stays the documents': an umrah departure missing only visas is not in it", async () => {
    const { time } = await departure("umrah", 22);
    expect((await summary(time.id)).ready).toBe(false);
    const res = await call("GET", "/api/dashboard?lang=en");
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json().data.documents_not_ready as { id: number }[]).map((d) => d.id);
    expect(ids).not.toContain(time.id);
  });
});
