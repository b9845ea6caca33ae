import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingEvents, bookingGuests, documentPurges, files, guestDocuments, outbox } from "#db/schema";
import { createBooking, createPackage, createSetting } from "#test/factories";
import { uploadDocument } from "#test/factories/booking";
import { createTestApp, type TestApp } from "#test/setup/app";
import { apiCaller, type Headers, signInAdmin, signInCustomer } from "#test/setup/sessions";
import { agencyToday } from "#app/shared/dates";
import { addDays } from "#app/modules/booking/schedule.rules";
import type { BookingDocumentsDto, RequirementDto } from "#app/modules/document/document.contract";
import { UMRAH_DEFAULT_REQUIREMENTS, yearsBefore } from "#app/modules/document/document.rules";

let t: TestApp;
let admin: Headers;
let customer: Headers;
let other: Headers;
let customerToken: string;
let otherToken: string;
let adminToken: string;
let customerId: number;
let tourId: number;
let timeId: number;
let bookingId: string;
let guestIds: number[];
const call = apiCaller(() => ({ t, headers: admin }));
const today = () => agencyToday(new Date());

const TWO: RequirementDto[] = [
  { kind: "passport", applies_to: "all", due_days: 30 },
  { kind: "meningitis", applies_to: "all", due_days: 14 },
  { kind: "relationship", applies_to: "children", due_days: 30 },
];

/** A booking of `owner` with an adult man, an adult woman and a child. */
async function book(owner: number, departureId = timeId, packageId = tourId, status: "paid" | "canceled" = "paid") {
  const b = await createBooking(t.db, owner, { packageId, departureId, status, pax: 3 });
  const rows = await t.db
    .insert(bookingGuests)
    .values(
      (
        [
          ["male", "adult", "1980-06-01"],
          ["female", "adult", "1982-06-01"],
          ["female", "child", "2018-06-01"],
        ] as const
      ).map(([gender, travellerType, birthDate], i) => ({
        bookingId: b.id,
        position: i + 1,
        fullName: `Guest ${i + 1} of ${b.code}`,
        gender,
        birthDate,
        country: "ID" as const,
        travellerType,
        passportNumber: `C${String(1_000_000 + Math.floor(Math.random() * 8_999_999))}`,
        passportIssueDate: addDays(today(), -400),
        passportExpiryDate: addDays(today(), 2000),
      })),
    )
    .returning();
  return { booking: b, guests: rows.map((r) => r.id) };
}

const docsUrl = (id = bookingId) => `/api/booking/${id}/documents?lang=en`;
const submitUrl = (guestId: number, kind: string, id = bookingId, lang = "en") =>
  `/api/booking/${id}/guests/${guestId}/documents/${kind}?lang=${lang}`;
const reviewUrl = (id: number, lang = "en") => `/api/documents/${id}/review?lang=${lang}`;
const docs = async (id = bookingId) =>
  (await call("GET", docsUrl(id), undefined, customer)).json().data as BookingDocumentsDto;
const docOf = (d: BookingDocumentsDto, guestId: number, kind: string) =>
  d.guests.find((g) => g.guest_id === guestId)?.documents.find((x) => x.kind === kind);
/** The customer hands in a file just uploaded for a guest's document, with the certificate's fields if any. */
const submitNewFile = async (url: string, fields: Record<string, unknown> = {}) =>
  call("PUT", url, { file_id: await uploadDocument(t.app, customerToken), ...fields }, customer);
const goodVaccine = () => ({ vaccine: "conjugate", vaccinated_on: addDays(today(), -30) });

beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db, { currency: "IDR" });
  const a = await signInAdmin(t);
  admin = a.headers;
  adminToken = a.token;
  const c = await signInCustomer(t, { locale: "my" });
  customer = c.headers;
  customerToken = c.token;
  customerId = c.user.id;
  const o = await signInCustomer(t);
  other = o.headers;
  otherToken = o.token;
  const pkg = await createPackage(t.db, { departures: [{ startDate: addDays(today(), 60) }] });
  tourId = pkg.id;
  timeId = pkg.departures[0].id;
  const res = await call("PUT", `/api/tour/${tourId}/document-requirements?lang=en`, { requirements: TWO });
  expect(res.statusCode).toBe(200);
  ({
    booking: { id: bookingId },
    guests: guestIds,
  } = await book(customerId));
});
afterAll(() => t.close());

describe("requirements per package", () => {
  const url = (id: number | string = tourId, lang = "en") => `/api/tour/${id}/document-requirements?lang=${lang}`;

  it("is for admins only: visitors 401, customers 403", async () => {
    for (const [method, body] of [
      ["GET", undefined],
      ["PUT", { requirements: [] }],
    ] as const) {
      expect((await call(method, url(), body, {})).statusCode).toBe(401);
      expect((await call(method, url(), body, customer)).statusCode).toBe(403);
    }
  });

  it("replaces the whole list at once, in its order, and reads it back", async () => {
    const pkg = await createPackage(t.db);
    const first = await call("PUT", url(pkg.id), { requirements: UMRAH_DEFAULT_REQUIREMENTS });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe("Document requirements saved.");
    expect(first.json().data).toEqual(UMRAH_DEFAULT_REQUIREMENTS);
    const list = [
      { kind: "meningitis", applies_to: "women", due_days: 10 },
      { kind: "passport", applies_to: "adults", due_days: 0 },
    ];
    expect((await call("PUT", url(pkg.id), { requirements: list })).json().data).toEqual(list);
    expect((await call("GET", url(pkg.id))).json().data).toEqual(list);
    expect((await call("PUT", url(pkg.id), { requirements: [] })).json().data).toEqual([]);
  });

  it("404s an unknown package and refuses bad lists with translated 422s, changing nothing", async () => {
    expect((await call("GET", url(999_999))).statusCode).toBe(404);
    expect((await call("PUT", url(999_999), { requirements: [] })).statusCode).toBe(404);
    const twice = await call("PUT", url(tourId, "id"), {
      requirements: [
        { kind: "passport", applies_to: "all", due_days: 10 },
        { kind: "passport", applies_to: "women", due_days: 10 },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(JSON.stringify(twice.json().errors)).toContain("Setiap dokumen hanya boleh dicantumkan sekali.");
    for (const bad of [
      { kind: "visa", applies_to: "all", due_days: 1 },
      { kind: "passport", applies_to: "men", due_days: 1 },
      { kind: "passport", applies_to: "all", due_days: 366 },
      { kind: "passport", applies_to: "all", due_days: -1 },
    ])
      expect((await call("PUT", url(), { requirements: [bad] })).statusCode).toBe(422);
    expect((await call("GET", url())).json().data).toEqual(TWO);
  });
});

describe("a booking's documents", () => {
  it("owner and admin read it; another customer 404; a visitor 401", async () => {
    expect((await call("GET", docsUrl(), undefined, {})).statusCode).toBe(401);
    expect((await call("GET", docsUrl(), undefined, other)).statusCode).toBe(404);
    expect((await call("GET", docsUrl(), undefined, admin)).statusCode).toBe(200);
    const d = await docs();
    expect(d.can_upload).toBe(true);
    expect(d.departure?.id).toBe(timeId);
    // Adults: passport + meningitis; the child also the relationship document.
    expect(d.guests.map((g) => g.documents.map((x) => x.kind))).toEqual([
      ["passport", "meningitis"],
      ["passport", "meningitis"],
      ["passport", "meningitis", "relationship"],
    ]);
    expect(d.counts).toEqual({ required: 7, missing: 7, submitted: 0, verified: 0, rejected: 0 });
    expect(d.ready).toBe(false);
    expect(docOf(d, guestIds[0], "passport")?.due_on).toBe(addDays(addDays(today(), 60), -30));
  });

  it("dates a late booking's documents from its booking day: nothing is overdue the day it is made", async () => {
    // Issue 26: booked 39 days before departure, a passport due 45 days before it.
    const pkg = await createPackage(t.db, { departures: [{ startDate: addDays(today(), 39) }] });
    await call("PUT", `/api/tour/${pkg.id}/document-requirements?lang=en`, {
      requirements: [
        { kind: "passport", applies_to: "all", due_days: 45 },
        { kind: "meningitis", applies_to: "all", due_days: 14 },
      ],
    });
    const late = await book(customerId, pkg.departures[0].id, pkg.id);
    const d = await docs(late.booking.id);
    const passport = docOf(d, late.guests[0], "passport");
    expect(passport).toMatchObject({ due_on: addDays(today(), 7), overdue: false });
    // A document due after that keeps its own day.
    expect(docOf(d, late.guests[0], "meningitis")?.due_on).toBe(addDays(today(), 39 - 14));
  });
});

describe("submitting a document", () => {
  it("stores the customer's private file as submitted, with a history line", async () => {
    const file = await uploadDocument(t.app, customerToken);
    const res = await call("PUT", submitUrl(guestIds[0], "passport", bookingId, "my"), { file_id: file }, customer);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Dokumen dihantar.");
    const doc = docOf(res.json().data, guestIds[0], "passport");
    expect(doc).toMatchObject({ status: "submitted", file_url: `/api/file/${file}`, file_mime: "image/jpeg" });
    const events = await t.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.kind, "document_submitted")));
    expect(events.at(-1)?.changes).toEqual({ document: [null, "passport"], guest: [null, 1] });
  });

  it("refuses visitors (401) and another customer (404), even with their own file", async () => {
    const file = await uploadDocument(t.app, otherToken);
    expect((await call("PUT", submitUrl(guestIds[1], "passport"), { file_id: file }, {})).statusCode).toBe(401);
    expect((await call("PUT", submitUrl(guestIds[1], "passport"), { file_id: file }, other)).statusCode).toBe(404);
    expect(docOf(await docs(), guestIds[1], "passport")?.status).toBe("missing");
  });

  it("refuses a foreign file, a file already used, a guest of another booking and a kind not asked", async () => {
    const foreign = await uploadDocument(t.app, otherToken);
    const r1 = await call("PUT", submitUrl(guestIds[1], "passport"), { file_id: foreign }, customer);
    expect(r1.statusCode).toBe(422);
    expect(r1.json().errors.file_id).toEqual(["This file was not found or is not yours."]);
    // The file of guest 1's passport cannot be claimed again for guest 2.
    const used = docOf(await docs(), guestIds[0], "passport")
      ?.file_url?.split("/")
      .at(-1) as string;
    expect((await call("PUT", submitUrl(guestIds[1], "passport"), { file_id: used }, customer)).statusCode).toBe(422);
    const mine = await uploadDocument(t.app, customerToken);
    const otherBooking = await book(customerId);
    expect(
      (await call("PUT", submitUrl(otherBooking.guests[0], "passport"), { file_id: mine }, customer)).statusCode,
    ).toBe(404);
    const notAsked = await call(
      "PUT",
      submitUrl(guestIds[0], "relationship", bookingId, "id"),
      { file_id: mine },
      customer,
    );
    expect(notAsked.statusCode).toBe(422);
    expect(notAsked.json().errors.kind).toEqual(["Dokumen ini tidak diminta untuk jemaah ini."]);
    expect((await call("PUT", submitUrl(guestIds[0], "visa"), { file_id: mine }, customer)).statusCode).toBe(422);
    expect((await call("PUT", submitUrl(guestIds[0], "passport"), { file_id: "nope" }, customer)).statusCode).toBe(422);
    expect(docOf(await docs(), guestIds[1], "passport")?.status).toBe("missing");
  });

  it("lets an admin hand in a document for the customer (the file becomes the customer's)", async () => {
    const file = await uploadDocument(t.app, adminToken);
    const res = await call("PUT", submitUrl(guestIds[2], "relationship"), { file_id: file }, admin);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(files).where(eq(files.id, file));
    expect(row.ownerId).toBe(customerId);
  });

  it("checks a meningitis certificate: vaccine and date required, the validity window with its reason", async () => {
    const put = async (body: Record<string, unknown>, lang = "en") =>
      submitNewFile(submitUrl(guestIds[1], "meningitis", bookingId, lang), body);
    const noVaccine = await put({ vaccinated_on: addDays(today(), -30) });
    expect(noVaccine.statusCode).toBe(422);
    expect(Object.keys(noVaccine.json().errors)).toEqual(["vaccine"]);
    expect((await put({ vaccine: "conjugate" })).statusCode).toBe(422);
    const future = await put({ vaccine: "conjugate", vaccinated_on: addDays(today(), 1) }, "my");
    expect(future.json().errors.vaccinated_on).toEqual(["Tarikh vaksinasi tidak boleh pada masa hadapan."]);
    const old = await put(
      // A month past the three years a polysaccharide vaccine covers (the first of the month was
      // the boundary itself whenever the departure fell on a 1st).
      { vaccine: "polysaccharide", vaccinated_on: addDays(yearsBefore(addDays(today(), 60), 3), -30) },
      "en",
    );
    expect(old.json().errors.vaccinated_on).toEqual(["This vaccination no longer protects on the departure day."]);
    // The same date is fine for a conjugate vaccine (5 years).
    const ok = await put({ vaccine: "conjugate", vaccinated_on: yearsBefore(addDays(today(), 60), 3) });
    expect(ok.statusCode).toBe(200);
    expect(docOf(ok.json().data, guestIds[1], "meningitis")).toMatchObject({
      status: "submitted",
      vaccine: "conjugate",
    });
  });

  it("refuses a vaccination dated before the guest's birth, in the reader's language, storing nothing", async () => {
    // The child was born on 2018-06-01.
    for (const [lang, message] of [
      ["en", "The vaccination date cannot be before the guest's birth date."],
      ["id", "Tanggal vaksinasi tidak boleh sebelum tanggal lahir jemaah."],
    ] as const) {
      const res = await submitNewFile(submitUrl(guestIds[2], "meningitis", bookingId, lang), {
        vaccine: "conjugate",
        vaccinated_on: "2018-05-31",
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.vaccinated_on).toEqual([message]);
    }
    expect(docOf(await docs(), guestIds[2], "meningitis")?.status).toBe("missing");
  });

  it("refuses a certificate given less than 10 days before departure", async () => {
    const soon = await createPackage(t.db, { departures: [{ startDate: addDays(today(), 5) }] });
    await call("PUT", `/api/tour/${soon.id}/document-requirements`, { requirements: TWO });
    const b = await book(customerId, soon.departures[0].id, soon.id);
    const res = await submitNewFile(submitUrl(b.guests[0], "meningitis", b.booking.id, "id"), {
      vaccine: "conjugate",
      vaccinated_on: addDays(today(), -1),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.vaccinated_on).toEqual([
      "Vaksin harus diberikan paling lambat 10 hari sebelum keberangkatan.",
    ]);
  });

  it("closes uploads on a cancelled booking and once the departure's files were deleted", async () => {
    const c = await book(customerId, timeId, tourId, "canceled");
    const r1 = await submitNewFile(submitUrl(c.guests[0], "passport", c.booking.id));
    expect(r1.statusCode).toBe(409);
    expect((await docs(c.booking.id)).can_upload).toBe(false);
    const pkg = await createPackage(t.db, { departures: [{ startDate: addDays(today(), 20) }] });
    await call("PUT", `/api/tour/${pkg.id}/document-requirements`, { requirements: TWO });
    const p = await book(customerId, pkg.departures[0].id, pkg.id);
    await t.db
      .insert(documentPurges)
      .values({ departureId: pkg.departures[0].id, filesDeleted: 0, retentionDays: 180 });
    expect((await docs(p.booking.id)).can_upload).toBe(false);
    const r2 = await submitNewFile(submitUrl(p.guests[0], "passport", p.booking.id));
    expect(r2.statusCode).toBe(409);
  });

  it("a re-upload replaces the file (the old one deleted), back to submitted with the reason cleared", async () => {
    const first = await uploadDocument(t.app, customerToken);
    await call("PUT", submitUrl(guestIds[1], "passport"), { file_id: first }, customer);
    const [firstRow] = await t.db.select().from(files).where(eq(files.id, first));
    const id = docOf(await docs(), guestIds[1], "passport")?.id as number;
    expect((await call("POST", reviewUrl(id), { status: "rejected", reason: "Blurred, retake it" })).statusCode).toBe(
      200,
    );
    const second = await uploadDocument(t.app, customerToken);
    const res = await call("PUT", submitUrl(guestIds[1], "passport"), { file_id: second }, customer);
    expect(res.statusCode).toBe(200);
    expect(docOf(res.json().data, guestIds[1], "passport")).toMatchObject({
      id,
      status: "submitted",
      rejection_reason: null,
      file_url: `/api/file/${second}`,
    });
    expect(await t.db.select().from(files).where(eq(files.id, first))).toEqual([]);
    expect(await t.app.files.stat(firstRow.storageKey as string)).toBeNull();
  });

  it("two uploads at once for the same guest and kind end with one row and one file", async () => {
    const [a, b] = [await uploadDocument(t.app, customerToken), await uploadDocument(t.app, customerToken)];
    const answers = await Promise.all(
      [a, b].map((file_id) => call("PUT", submitUrl(guestIds[2], "passport"), { file_id }, customer)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await t.db
      .select()
      .from(guestDocuments)
      .where(and(eq(guestDocuments.guestId, guestIds[2]), eq(guestDocuments.kind, "passport")));
    expect(rows).toHaveLength(1);
    const left = (await t.db.select().from(files).where(eq(files.ownerId, customerId))).map((f) => f.id);
    expect([a, b].filter((f) => left.includes(f))).toEqual([rows[0].fileId]);
  });
});

describe("reviewing a document", () => {
  let docId: number;
  beforeAll(async () => {
    docId = docOf(await docs(), guestIds[0], "passport")?.id as number;
  });

  it("is for admins only: visitors 401, customers 403; unknown 404; bad body 422", async () => {
    expect((await call("POST", reviewUrl(docId), { status: "verified" }, {})).statusCode).toBe(401);
    expect((await call("POST", reviewUrl(docId), { status: "verified" }, customer)).statusCode).toBe(403);
    expect((await call("POST", reviewUrl(999_999), { status: "verified" })).statusCode).toBe(404);
    const noReason = await call("POST", reviewUrl(docId, "my"), { status: "rejected", reason: " " });
    expect(noReason.statusCode).toBe(422);
    expect(JSON.stringify(noReason.json().errors)).toContain("Nyatakan sebab");
    expect((await call("POST", reviewUrl(docId), { status: "maybe" })).statusCode).toBe(422);
    expect(docOf(await docs(), guestIds[0], "passport")?.status).toBe("submitted");
  });

  it("rejects with the reason, mailing the customer in their language", async () => {
    const res = await call("POST", reviewUrl(docId), { status: "rejected", reason: "Passport page is cut off" });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Document rejected; the customer was told why.");
    expect(docOf(res.json().data, guestIds[0], "passport")).toMatchObject({
      status: "rejected",
      rejection_reason: "Passport page is cut off",
    });
    const mail = (await t.db.select().from(outbox).where(eq(outbox.kind, "document_rejected"))).at(-1) as {
      locale: string;
      subject: string;
      text: string;
    };
    expect(mail.locale).toBe("my");
    expect(mail.subject).toContain("Imbasan pasport");
    expect(mail.text).toContain("Passport page is cut off");
    expect(mail.text).toContain(`Guest 1 of`);
    expect(mail.text).toContain(`/panel/booking-history/${bookingId}?lang=my`);
    const events = await t.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.kind, "document_rejected")));
    expect(events.at(-1)?.reason).toBe("Passport page is cut off");
  });

  it("concurrent verifications give one result and one history line", async () => {
    const answers = await Promise.all([1, 2, 3].map(() => call("POST", reviewUrl(docId), { status: "verified" })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const verified = await t.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.kind, "document_verified")));
    expect(verified).toHaveLength(1);
    expect(docOf(await docs(), guestIds[0], "passport")?.status).toBe("verified");
  });

  it("re-checks a meningitis certificate's window when verifying", async () => {
    const d = docOf(await docs(), guestIds[1], "meningitis");
    // Stored before the rule held for it (or the departure moved): the server checks again.
    await t.db
      .update(guestDocuments)
      .set({ vaccine: "polysaccharide", vaccinatedOn: "2001-01-01" })
      .where(eq(guestDocuments.id, d?.id as number));
    const refused = await call("POST", reviewUrl(d?.id as number, "en"), { status: "verified" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.vaccinated_on).toEqual(["This vaccination no longer protects on the departure day."]);
    expect(docOf(await docs(), guestIds[1], "meningitis")?.status).toBe("submitted");
    await t.db
      .update(guestDocuments)
      .set({ vaccine: "conjugate", vaccinatedOn: addDays(today(), -30) })
      .where(eq(guestDocuments.id, d?.id as number));
    expect((await call("POST", reviewUrl(d?.id as number), { status: "verified" })).statusCode).toBe(200);
  });

  it("counts a booking ready once every applicable document is verified", async () => {
    const b = await book(customerId);
    for (const g of b.guests)
      for (const kind of ["passport", "meningitis", ...(g === b.guests[2] ? ["relationship"] : [])]) {
        const res = await submitNewFile(submitUrl(g, kind, b.booking.id), kind === "meningitis" ? goodVaccine() : {});
        expect(res.statusCode).toBe(200);
        const id = docOf(res.json().data, g, kind)?.id as number;
        expect((await call("POST", reviewUrl(id), { status: "verified" })).statusCode).toBe(200);
      }
    const d = await docs(b.booking.id);
    expect(d.counts).toEqual({ required: 7, missing: 0, submitted: 0, verified: 7, rejected: 0 });
    expect(d.ready).toBe(true);
  });
});

describe("the passport data beside the scan", () => {
  const url = (guestId: number, id = bookingId, lang = "en") =>
    `/api/booking/${id}/guest/${guestId}/passport?lang=${lang}`;
  const guestRow = async (id: number) => (await t.db.select().from(bookingGuests).where(eq(bookingGuests.id, id)))[0];
  let b: Awaited<ReturnType<typeof book>>;
  let passportId: number;
  beforeAll(async () => {
    b = await book(customerId);
    const res = await call(
      "PUT",
      submitUrl(b.guests[1], "passport", b.booking.id),
      { file_id: await uploadDocument(t.app, customerToken) },
      customer,
    );
    passportId = docOf(res.json().data, b.guests[1], "passport")?.id as number;
  });

  it("is the admin's: a visitor 401, the customer 403; an unknown guest 404; bad values 422", async () => {
    const body = { passport_number: "X1234567", passport_issue_date: null, passport_expiry_date: null };
    expect((await call("PUT", url(b.guests[1], b.booking.id), body, {})).statusCode).toBe(401);
    expect((await call("PUT", url(b.guests[1], b.booking.id), body, customer)).statusCode).toBe(403);
    expect((await call("PUT", url(guestIds[0], b.booking.id), body)).statusCode).toBe(404);
    const bad = await call("PUT", url(b.guests[1], b.booking.id), {
      passport_number: "12-34",
      passport_issue_date: "2030-01-01",
      passport_expiry_date: "2029-01-01",
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.passport_number).toEqual(["A passport number has 5–20 letters and digits."]);
    expect(bad.json().errors.passport_expiry_date).toHaveLength(1);
  });

  it("refuses a corrected expiry the six-months rule refuses (the checkout's), in the reader's language, saving nothing", async () => {
    const before = await guestRow(b.guests[1]);
    const soon = addDays(addDays(today(), 60), 30);
    const res = await call("PUT", url(b.guests[1], b.booking.id, "id"), {
      passport_number: "X1234567",
      passport_issue_date: "2020-01-01",
      passport_expiry_date: soon,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.passport_expiry_date[0]).toMatch(/6 bulan/);
    expect(await guestRow(b.guests[1])).toEqual(before);
  });

  it("saves a correction with one history line naming the guest, the fields and the reason", async () => {
    const expiry = addDays(today(), 3000);
    const res = await call("PUT", url(b.guests[1], b.booking.id), {
      passport_number: " x7654321 ",
      passport_issue_date: "2021-05-04",
      passport_expiry_date: expiry,
      reason: "Typed from the scan",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Passport data corrected.");
    expect(res.json().data.guests[1]).toMatchObject({
      passport_number: "X7654321",
      passport_issue_date: "2021-05-04",
      passport_expiry_date: expiry,
    });
    const row = await guestRow(b.guests[1]);
    const events = await t.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, b.booking.id), eq(bookingEvents.kind, "edited")));
    expect(events).toHaveLength(1);
    expect(events[0].reason).toBe("Typed from the scan");
    expect(events[0].changes).toMatchObject({
      guest: [null, 2],
      passport_number: [expect.any(String), "X7654321"],
      passport_issue_date: [expect.any(String), "2021-05-04"],
      passport_expiry_date: [expect.any(String), expiry],
    });
    expect(row.passportNumber).toBe("X7654321");
    // The same values again change nothing and write no line.
    const again = await call("PUT", url(b.guests[1], b.booking.id), {
      passport_number: "X7654321",
      passport_issue_date: "2021-05-04",
      passport_expiry_date: expiry,
    });
    expect(again.statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(bookingEvents)
        .where(and(eq(bookingEvents.bookingId, b.booking.id), eq(bookingEvents.kind, "edited"))),
    ).toHaveLength(1);
  });

  it("verifies a passport scan only with a number and an expiry valid for the trip", async () => {
    await t.db
      .update(bookingGuests)
      .set({ passportNumber: null, passportExpiryDate: addDays(addDays(today(), 60), 10) })
      .where(eq(bookingGuests.id, b.guests[1]));
    const noNumber = await call("POST", reviewUrl(passportId), { status: "verified" });
    expect(noNumber.statusCode).toBe(422);
    expect(noNumber.json().errors.passport_number).toEqual([
      "Enter the passport number and expiry date from the scan before verifying it.",
    ]);
    expect(noNumber.json().errors.passport_expiry_date[0]).toMatch(/6 months/);
    expect(docOf(await docs(b.booking.id), b.guests[1], "passport")?.status).toBe("submitted");
    // Corrected beside the scan, then verified.
    const fixed = await call("PUT", url(b.guests[1], b.booking.id), {
      passport_number: "X7654321",
      passport_issue_date: "2021-05-04",
      passport_expiry_date: addDays(today(), 3000),
    });
    expect(fixed.statusCode).toBe(200);
    expect((await call("POST", reviewUrl(passportId), { status: "verified" })).statusCode).toBe(200);
  });

  it("refuses a correction on a cancelled booking (409)", async () => {
    const gone = await book(customerId, timeId, tourId, "canceled");
    const res = await call("PUT", url(gone.guests[0], gone.booking.id), {
      passport_number: "X7654321",
      passport_issue_date: null,
      passport_expiry_date: null,
    });
    expect(res.statusCode).toBe(409);
  });
});

describe("OpenAPI", () => {
  it("lists the document operations with their schemas", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    for (const [path, method] of [
      ["/api/tour/{tour_id}/document-requirements", "get"],
      ["/api/tour/{tour_id}/document-requirements", "put"],
      ["/api/booking/{booking_id}/documents", "get"],
      ["/api/booking/{booking_id}/guests/{guest_id}/documents/{kind}", "put"],
      ["/api/documents/{document_id}/review", "post"],
    ] as const) {
      const op = doc.paths?.[path]?.[method];
      expect(op, `${method} ${path}`).toBeTruthy();
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["200", "401", "404", "422"]));
    }
  });
});
