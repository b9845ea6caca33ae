import { eq, inArray } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  bookingGuests,
  bookings,
  documentReminders,
  guestDocuments,
  outbox,
  packageDocumentRequirements,
  privateDataAccess,
  users,
} from "#db/schema";
import { createBooking, createPackage, createUser } from "#test/factories";
import { adminOnlyCheck, apiCaller, appWithSessionsPerFile } from "#test/setup/sessions";
import { addDays } from "#app/modules/booking/schedule.rules";
import { agencyToday } from "#app/shared/dates";
import type { ReadinessBoardDto, ReadinessSummaryDto } from "#app/modules/document/readiness.contract";

const { t, admin, customer } = appWithSessionsPerFile({ currency: "IDR" });
let timeId: number;
let farId: number;
let packageId: number;
const call = apiCaller(() => ({ t, headers: admin }));
const refusesOthers = adminOnlyCheck(call, () => customer);
const today = agencyToday(new Date());
// Leaves in 30 days: the passport (due 45 days before) is overdue, the meningitis certificate
// (21 days before) is not due yet.
const start = addDays(today, 30);

type Person = { name: string; gender?: "male" | "female"; type?: "adult" | "child" | "infant" };

/** A booking on the departure of a customer speaking `locale`, with its guests written directly. */
async function book(people: Person[], opts: { locale?: string; status?: "paid" | "canceled"; name?: string } = {}) {
  const user = await createUser(t.db, { locale: opts.locale ?? "id" });
  const b = await createBooking(t.db, user.id, {
    departureId: timeId,
    packageId,
    status: opts.status ?? "paid",
    pax: people.length,
    bookingName: opts.name ?? user.name,
    // Booked long before: the due days count from the departure (a late booking's would not).
    createdAt: new Date(Date.now() - 90 * 86_400_000),
  });
  const guests = await t.db
    .insert(bookingGuests)
    .values(
      people.map((p, position) => ({
        bookingId: b.id,
        position,
        fullName: p.name,
        gender: p.gender ?? "male",
        birthDate: p.type === "child" ? "2018-06-01" : "1980-06-01",
        country: "ID" as const,
        travellerType: p.type ?? "adult",
      })),
    )
    .returning();
  return { booking: b, user, guests };
}

async function give(
  guest: { id: number; bookingId: string },
  kind: "passport" | "meningitis" | "relationship",
  status: "submitted" | "verified" | "rejected",
) {
  await t.db
    .insert(guestDocuments)
    .values({
      guestId: guest.id,
      bookingId: guest.bookingId,
      kind,
      status,
      rejectionReason: status === "rejected" ? "Blurred scan" : null,
    })
    .onConflictDoUpdate({ target: [guestDocuments.guestId, guestDocuments.kind], set: { status } });
}

const board = async (query = "", lang = "en") => {
  const res = await call("GET", `/api/departures/${timeId}/readiness?lang=${lang}${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as ReadinessBoardDto;
};
const remind = (body: unknown = {}, lang = "en") =>
  call("POST", `/api/departures/${timeId}/readiness/remind?lang=${lang}`, body);

let family: Awaited<ReturnType<typeof book>>;
let single: Awaited<ReturnType<typeof book>>;
let done: Awaited<ReturnType<typeof book>>;

beforeAll(async () => {
  const pkg = await createPackage(t.db, {
    departures: [{ startDate: start, endDate: addDays(start, 9) }, { startDate: addDays(today, 200) }],
  });
  packageId = pkg.id;
  timeId = pkg.departures[0].id;
  farId = pkg.departures[1].id;
  await t.db.insert(packageDocumentRequirements).values([
    { packageId, kind: "passport", appliesTo: "all", dueDays: 45, position: 0 },
    { packageId, kind: "meningitis", appliesTo: "all", dueDays: 21, position: 1 },
    { packageId, kind: "relationship", appliesTo: "children", dueDays: 30, position: 2 },
  ]);
  family = await book(
    [{ name: "Ahmad Fauzi" }, { name: "Siti Aminah", gender: "female" }, { name: "Rizki Fauzi", type: "child" }],
    { locale: "my", name: "Keluarga Fauzi" },
  );
  single = await book([{ name: '=HYPERLINK("http://evil.test")' }], { locale: "en", name: "Joan Single" });
  done = await book([{ name: "Hasan Lengkap" }], { locale: "id", name: "Hasan" });
  await book([{ name: "Canceled Guest" }], { status: "canceled" });
  // Hasan gave and had verified all he must; the family is half way.
  await give(done.guests[0], "passport", "verified");
  await give(done.guests[0], "meningitis", "verified");
  await give(family.guests[0], "passport", "verified");
  await give(family.guests[1], "passport", "submitted");
  await give(family.guests[2], "relationship", "rejected");
});

beforeEach(async () => {
  await t.db.delete(documentReminders);
  await t.db.delete(outbox);
});

describe("readiness access", () => {
  it("is the admin's: a visitor gets 401 and a customer 403, for every operation", async () => {
    await refusesOthers("GET", "/api/readiness");
    await refusesOthers("GET", `/api/departures/${timeId}/readiness`);
    await refusesOthers("POST", `/api/departures/${timeId}/readiness/remind`, {});
    await refusesOthers("GET", `/api/departures/${timeId}/readiness/export?format=xlsx`);
    // Nothing was sent by the refused calls.
    expect(await t.db.select().from(outbox)).toEqual([]);
  });

  it("answers 404 for an unknown departure and 422 for a bad filter", async () => {
    expect((await call("GET", "/api/departures/999999/readiness")).statusCode).toBe(404);
    expect((await call("POST", "/api/departures/999999/readiness/remind", {})).statusCode).toBe(404);
    expect((await call("GET", "/api/departures/999999/readiness/export?format=xlsx")).statusCode).toBe(404);
    expect((await call("GET", `/api/departures/${timeId}/readiness?status=lost`)).statusCode).toBe(422);
    expect((await call("POST", `/api/departures/${timeId}/readiness/remind`, { booking_ids: ["x"] })).statusCode).toBe(
      422,
    );
  });
});

describe("the board", () => {
  it("shows travelling guests x required documents with counts; canceled bookings are left out", async () => {
    const b = await board();
    expect(b.departure).toMatchObject({ id: timeId, start_date: start });
    expect(b.requirements.map((r) => r.kind)).toEqual(["passport", "meningitis", "relationship"]);
    expect(b.rows.map((r) => r.guest_name)).not.toContain("Canceled Guest");
    expect(b.guests).toBe(5);
    const ahmad = b.rows.find((r) => r.guest_name === "Ahmad Fauzi")!;
    expect(ahmad).toMatchObject({
      booking_code: family.booking.code,
      booking_id: family.booking.id,
      customer_name: "Keluarga Fauzi",
      traveller_type: "adult",
    });
    expect(ahmad.cells).toEqual([
      { kind: "passport", required: true, status: "verified", due_on: addDays(start, -45), overdue: false },
      { kind: "meningitis", required: true, status: "missing", due_on: addDays(start, -21), overdue: false },
      { kind: "relationship", required: false, status: null, due_on: null, overdue: false },
    ]);
    const rizki = b.rows.find((r) => r.guest_name === "Rizki Fauzi")!;
    expect(rizki.cells[2]).toMatchObject({ required: true, status: "rejected", overdue: false });
    // The single guest's passport is missing and was due 15 days ago.
    expect(b.rows.find((r) => r.booking_id === single.booking.id)!.cells[0]).toMatchObject({
      status: "missing",
      overdue: true,
    });
    // 5 guests x (passport + meningitis) + the child's relationship proof = 11.
    expect(b.counts).toEqual({ required: 11, verified: 3, submitted: 1, rejected: 1, missing: 6 });
    expect(b.counts_by_kind.find((c) => c.kind === "passport")!.counts).toEqual({
      required: 5,
      verified: 2,
      submitted: 1,
      rejected: 0,
      missing: 2,
    });
    expect(b.overdue).toBe(2);
    expect(b.bookings_to_remind).toBe(2);
    expect(b.ready).toBe(false);
  });

  it("filters rows by status, kind and search, and keeps the whole departure's counts", async () => {
    const names = (d: ReadinessBoardDto) => d.rows.map((r) => r.guest_name).sort();
    expect(names(await board("&status=rejected"))).toEqual(["Rizki Fauzi"]);
    expect(names(await board("&status=submitted"))).toEqual(["Siti Aminah"]);
    expect(names(await board("&status=overdue"))).toEqual(['=HYPERLINK("http://evil.test")', "Rizki Fauzi"].sort());
    expect(names(await board("&kind=relationship"))).toEqual(["Rizki Fauzi"]);
    expect(names(await board("&kind=passport&status=verified"))).toEqual(["Ahmad Fauzi", "Hasan Lengkap"]);
    expect(names(await board(`&search=${family.booking.code.toLowerCase()}`))).toEqual([
      "Ahmad Fauzi",
      "Rizki Fauzi",
      "Siti Aminah",
    ]);
    expect(names(await board("&search=joan"))).toHaveLength(1);
    expect(names(await board("&search=hasan%20lengkap"))).toEqual(["Hasan Lengkap"]);
    const filtered = await board("&status=rejected");
    expect(filtered.counts.required).toBe(11);
  });

  it("turns ready when the last document is verified, and not before", async () => {
    const other = await createPackage(t.db, { departures: [{ startDate: addDays(today, 10) }] });
    await t.db
      .insert(packageDocumentRequirements)
      .values({ packageId: other.id, kind: "passport", appliesTo: "all", dueDays: 5 });
    const u = await createUser(t.db);
    const b = await createBooking(t.db, u.id, {
      departureId: other.departures[0].id,
      packageId: other.id,
      status: "paid",
      pax: 2,
    });
    const gs = await t.db
      .insert(bookingGuests)
      .values(
        ["A", "B"].map((fullName, position) => ({
          bookingId: b.id,
          position,
          fullName,
          gender: "male" as const,
          birthDate: "1980-01-01",
          country: "ID" as const,
          travellerType: "adult" as const,
        })),
      )
      .returning();
    const readyOf = async () =>
      (await call("GET", `/api/departures/${other.departures[0].id}/readiness`)).json().data.ready as boolean;
    await give(gs[0], "passport", "verified");
    await give(gs[1], "passport", "submitted");
    expect(await readyOf()).toBe(false);
    await give(gs[1], "passport", "verified");
    expect(await readyOf()).toBe(true);
    // A canceled booking with nothing given does not hold the departure back.
    const c = await createBooking(t.db, u.id, {
      departureId: other.departures[0].id,
      packageId: other.id,
      status: "canceled",
      pax: 1,
    });
    await t.db.insert(bookingGuests).values({
      bookingId: c.id,
      position: 0,
      fullName: "C",
      gender: "male",
      birthDate: "1980-01-01",
      country: "ID",
      travellerType: "adult",
    });
    expect(await readyOf()).toBe(true);
  });
});

describe("the index", () => {
  it("lists departures of the next 120 days by date with their counts and ready flag", async () => {
    const res = await call("GET", "/api/readiness?limit=100");
    expect(res.statusCode).toBe(200);
    const list = res.json().data as ReadinessSummaryDto[];
    const ids = list.map((d) => d.id);
    expect(ids).toContain(timeId);
    expect(ids).not.toContain(farId);
    const starts = list.map((d) => d.start_date);
    expect([...starts].sort()).toEqual(starts);
    expect(list.find((d) => d.id === timeId)).toMatchObject({
      guests: 5,
      ready: false,
      overdue: 2,
      counts: { missing: 6 },
    });
    expect(res.json().meta).toMatchObject({ page: 1, limit: 100 });
  });
});

describe("reminders", () => {
  const mails = () => t.db.select().from(outbox).orderBy(outbox.id);

  it("mails each booking concerned once, in its customer's language, listing what is missing or rejected", async () => {
    const res = await remind();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: "2 reminders sent.", data: { sent: 2, skipped: 0 } });
    const sent = await mails();
    expect(sent.map((m) => m.toAddress).sort()).toEqual([family.user.email, single.user.email].sort());
    const my = sent.find((m) => m.toAddress === family.user.email)!;
    expect(my.locale).toBe("my");
    expect(my.kind).toBe("document_reminder");
    expect(my.subject).toBe(`Dokumen diperlukan untuk tempahan ${family.booking.code}`);
    expect(my.text).toContain("Sijil vaksin meningitis: belum diterima");
    expect(my.text).toContain("Bukti hubungan keluarga: ditolak, sila muat naik semula");
    expect(my.text).toContain(`/panel/booking-history/${family.booking.id}?lang=my`);
    // Only the child's passport is asked for: Ahmad's is verified, Siti's waits for review.
    expect(my.text.match(/Pasport:/g)).toHaveLength(1);
    const en = sent.find((m) => m.toAddress === single.user.email)!;
    expect(en.locale).toBe("en");
    expect(en.text).toContain("Passport: not received yet");
    const rows = await t.db.select().from(documentReminders);
    expect(rows.map((r) => r.bookingId).sort()).toEqual([family.booking.id, single.booking.id].sort());
    expect(rows.find((r) => r.bookingId === family.booking.id)?.documents).toBe(5);
  });

  it("skips a booking reminded in the last 10 minutes, and sends to a subset only", async () => {
    const first = await remind({ booking_ids: [single.booking.id, done.booking.id] });
    expect(first.json().data).toEqual({ sent: 1, skipped: 0 });
    expect((await mails()).map((m) => m.toAddress)).toEqual([single.user.email]);
    const again = await remind();
    expect(again.json().data).toEqual({ sent: 1, skipped: 1 });
    expect(await mails()).toHaveLength(2);
  });

  it("skips the bookings of a closed or deactivated account: nothing is mailed to them", async () => {
    await t.db.update(users).set({ closedAt: new Date() }).where(eq(users.id, family.user.id));
    await t.db.update(users).set({ active: false }).where(eq(users.id, single.user.id));
    try {
      const res = await remind();
      expect(res.json().data).toEqual({ sent: 0, skipped: 2 });
      expect(await mails()).toHaveLength(0);
    } finally {
      await t.db
        .update(users)
        .set({ closedAt: null, active: true })
        .where(inArray(users.id, [family.user.id, single.user.id]));
    }
  });

  it("sends once under concurrent double clicks", async () => {
    const results = await Promise.all([remind(), remind(), remind()]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.reduce((n, r) => n + r.json().data.sent, 0)).toBe(2);
    expect(await mails()).toHaveLength(2);
    expect(await t.db.select().from(documentReminders)).toHaveLength(2);
  });
});

describe("the Excel export", () => {
  it("has a row per guest with statuses in the reader's language, due dates and counts; names stay text; logged", async () => {
    await t.db.delete(privateDataAccess);
    const res = await call("GET", `/api/departures/${timeId}/readiness/export?format=xlsx&lang=id`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe("Dokumen");
    const header = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(header).toEqual([
      "Pemesanan",
      "Pelanggan",
      "Jemaah",
      "Kategori",
      "Paspor",
      "Paspor: batas",
      "Sertifikat vaksin meningitis",
      "Sertifikat vaksin meningitis: batas",
      "Bukti hubungan keluarga",
      "Bukti hubungan keluarga: batas",
      "Terverifikasi",
      "Wajib",
    ]);
    const rows = [] as unknown[][];
    sheet.eachRow((row, n) => {
      if (n > 2) rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows).toHaveLength(5);
    const ahmad = rows.find((r) => r[2] === "Ahmad Fauzi")!;
    expect(ahmad.slice(0, 5)).toEqual([
      family.booking.code,
      "Keluarga Fauzi",
      "Ahmad Fauzi",
      "Dewasa",
      "Terverifikasi",
    ]);
    expect((ahmad[5] as Date).toISOString().slice(0, 10)).toBe(addDays(start, -45));
    expect(ahmad[8]).toBe("Tidak wajib");
    expect(rows.find((r) => r[2] === "Rizki Fauzi")![8]).toBe("Ditolak");
    const evil = rows.find((r) => r[1] === "Joan Single")!;
    expect(evil[4]).toBe("Belum ada · Lewat batas");
    // A name that looks like a formula is a plain string cell, never a formula.
    const evilCell = sheet.getRow(rows.indexOf(evil) + 3).getCell(3);
    expect(evilCell.type).toBe(ExcelJS.ValueType.String);
    expect(evilCell.value).toBe('=HYPERLINK("http://evil.test")');
    const counts = book.worksheets[1];
    expect(counts.name).toBe("Jumlah");
    expect((counts.getRow(counts.rowCount).values as unknown[]).slice(1)).toEqual(["Semua dokumen", 11, 6, 1, 1, 3]);
    const logged = await t.db.select().from(privateDataAccess).where(eq(privateDataAccess.departureId, timeId));
    expect(logged).toMatchObject([{ kind: "readiness", format: "xlsx" }]);
  });
});

// Keep the imports honest: the canceled booking exists and stays out of every count.
it("keeps canceled bookings in the database (left out, not deleted)", async () => {
  const rows = await t.db
    .select()
    .from(bookings)
    .where(inArray(bookings.status, ["canceled"]));
  expect(rows.length).toBeGreaterThan(0);
});

describe("the ministry data column (decision 081)", () => {
  it("gives an umrah departure each guest's missing ministry fields and the count of complete guests", async () => {
    const pkg = await createPackage(t.db, { kind: "umrah", departures: [{ startDate: addDays(today, 100) }] });
    const user = await createUser(t.db);
    const b = await createBooking(t.db, user.id, {
      departureId: pkg.departures[0].id,
      packageId: pkg.id,
      status: "paid",
      pax: 2,
    });
    await t.db.insert(bookingGuests).values([
      {
        bookingId: b.id,
        position: 0,
        fullName: "Siti Lengkap",
        gender: "female",
        birthDate: "1980-06-01",
        country: "ID",
        travellerType: "adult",
        fatherName: "Ahmad",
        passportName: "SITI LENGKAP",
        passportOffice: "Kantor Imigrasi Jakarta Selatan",
        birthPlace: "Jakarta",
        regionCode: "31.74.01.1001",
        maritalStatus: "married",
        education: "senior",
        occupation: "homemaker",
        nationality: "ID",
        icNumber: "3174014101800001",
        phone: "+62 812 1111 2222",
      },
      {
        bookingId: b.id,
        position: 1,
        fullName: "Budi",
        gender: "male",
        birthDate: "1980-06-01",
        country: "ID",
        travellerType: "adult",
        regionCode: "31.74",
      },
    ]);
    const res = await call("GET", `/api/departures/${pkg.departures[0].id}/readiness?lang=en`);
    expect(res.statusCode).toBe(200);
    const umrah = res.json().data as ReadinessBoardDto;
    expect(umrah.ministry).toEqual({ complete: 1, guests: 2 });
    expect(umrah.rows.find((r) => r.guest_name === "Siti Lengkap")!.ministry_missing).toEqual([]);
    expect(umrah.rows.find((r) => r.guest_name === "Budi")!.ministry_missing).toEqual([
      "father_name",
      "passport_name",
      "passport_office",
      "birth_place",
      "address",
      "marital_status",
      "education",
      "occupation",
      "nationality",
      "ic_number",
      "phone",
    ]);
    // A tour's board has no such column.
    const tour = await board();
    expect(tour.ministry).toBeUndefined();
    expect(tour.rows.every((r) => r.ministry_missing === undefined)).toBe(true);
  });
});
