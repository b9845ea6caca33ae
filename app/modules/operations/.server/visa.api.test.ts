import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingGuests, branches, files, guestVisaEvents, guestVisas, outbox, privateDataAccess } from "#db/schema";
import { createBooking, createPackage } from "#test/factories";
import { uploadDocument } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { actorOf } from "#test/setup/actors";
import { apiCaller, createAppWithSessions, type Headers, signInAdmin, signInCustomer } from "#test/setup/sessions";
import { agencyToday } from "#app/shared/dates";
import { addDays } from "#app/modules/booking/schedule.rules";
import type { Ctx } from "#app/shared/context";
import type { DepartureVisasDto, VisaGuestDto } from "#app/modules/operations/visa.contract";
import { listDepartureVisas } from "./list-departure-visas";

/*
 * Visas per guest (docs/product.md §Departure operations, decision 081): staff with the documents
 * permission record them; the row always equals the guest's last history line, also when two
 * staff change one visa at once; a branch clerk reaches their branch's guests only.
 */

let t: TestApp;
let owner: Headers;
let ops: { headers: Headers; token: string; id: number };
let customer: Headers;
let customerToken: string;
let customerId: number;
let other: { headers: Headers; token: string };
let finance: Headers;
let sales: Headers;
let bandung: number;
let surabaya: number;
let clerkBandung: Headers;
let umrahId: number;
let timeId: number;
let otherTimeId: number;
let tourTimeId: number;
const call = apiCaller(() => ({ t, headers: owner }));

const today = () => agencyToday(new Date());
const RETURN_IN = 68;

async function branch(name: string) {
  const [row] = await t.db
    .insert(branches)
    .values({ name: { id: name } })
    .returning({ id: branches.id });
  return row.id;
}

/** A booking on a departure with `pax` adult guests written directly; the guests' ids in order. */
async function book(
  departureId: number,
  pax = 1,
  more: { branchId?: number | null; status?: "pending" | "paid" | "canceled"; customer?: number } = {},
) {
  const b = await createBooking(t.db, more.customer ?? customerId, {
    departureId,
    packageId: umrahId,
    status: more.status ?? "paid",
    pax,
    branchId: more.branchId ?? null,
  });
  const rows = await t.db
    .insert(bookingGuests)
    .values(
      Array.from({ length: pax }, (_, i) => ({
        bookingId: b.id,
        position: i + 1,
        fullName: `${b.code} guest ${i + 1}`,
        gender: i % 2 ? ("female" as const) : ("male" as const),
        birthDate: "1980-06-01",
        country: "ID" as const,
        travellerType: "adult" as const,
      })),
    )
    .returning({ id: bookingGuests.id });
  return { booking: b, guests: rows.map((r) => r.id) };
}

const list = async (headers: Headers = owner, time = timeId) => {
  const res = await call("GET", `/api/departures/${time}/visas?lang=en`, undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as DepartureVisasDto;
};
const guestOf = async (guestId: number, time = timeId) =>
  (await list(owner, time)).guests.find((g) => g.guest_id === guestId) as VisaGuestDto;
const put = (guestId: number, body: Record<string, unknown>, headers: Headers = owner, time = timeId) =>
  call("PUT", `/api/departures/${time}/guest/${guestId}/visa?lang=en`, body, headers);
const submitted = (guestIds: number[], headers: Headers = owner, time = timeId) =>
  call("POST", `/api/departures/${time}/visas/submitted?lang=en`, { guest_ids: guestIds }, headers);
const history = (guestId: number, headers: Headers = owner, time = timeId) =>
  call("GET", `/api/departures/${time}/guest/${guestId}/visa/history?lang=en`, undefined, headers);
const issuedBody = (version: number, more: Record<string, unknown> = {}) => ({
  status: "issued",
  version,
  visa_number: "601 234 5678",
  issued_on: today(),
  expires_on: addDays(today(), 90),
  ...more,
});
const rowsOf = async (guestId: number) => ({
  visa: (await t.db.select().from(guestVisas).where(eq(guestVisas.guestId, guestId)))[0],
  events: await t.db
    .select()
    .from(guestVisaEvents)
    .where(eq(guestVisaEvents.guestId, guestId))
    .orderBy(guestVisaEvents.at, guestVisaEvents.id),
});
/** The row equals the last history line (status, number, reason), or neither exists. */
async function consistent(guestId: number) {
  const { visa, events } = await rowsOf(guestId);
  const last = events.at(-1);
  expect(Boolean(visa)).toBe(Boolean(last));
  if (visa && last)
    expect({ status: visa.status, number: visa.visaNumber, reason: visa.reason }).toEqual({
      status: last.status,
      number: last.visaNumber,
      reason: last.reason,
    });
  return { visa, events };
}

beforeAll(async () => {
  const s = await createAppWithSessions({ currency: "IDR" });
  t = s.t;
  owner = s.admin;
  customer = s.customer;
  customerToken = s.customerToken;
  customerId = s.customerId;
  const o = await signInAdmin(t, { staffRole: "operations" });
  ops = { headers: o.headers, token: o.token, id: o.user.id };
  const c = await signInCustomer(t);
  other = { headers: c.headers, token: c.token };
  finance = (await signInAdmin(t, { staffRole: "finance" })).headers;
  sales = (await signInAdmin(t, { staffRole: "sales" })).headers;
  bandung = await branch("Bandung");
  surabaya = await branch("Surabaya");
  clerkBandung = (await signInAdmin(t, { staffRole: "operations", branchId: bandung })).headers;
  const start = addDays(today(), 60);
  const umrah = await createPackage(t.db, {
    kind: "umrah",
    departures: [
      { startDate: start, endDate: addDays(today(), RETURN_IN) },
      { startDate: start, endDate: addDays(today(), RETURN_IN) },
    ],
  });
  umrahId = umrah.id;
  [timeId, otherTimeId] = umrah.departures.map((d) => d.id);
  const tour = await createPackage(t.db, { kind: "tour", departures: [{ startDate: start }] });
  tourTimeId = tour.departures[0].id;
});
afterAll(async () => t?.close());

describe("visa access", () => {
  it("operations staff and the owner read and write; finance, sales and customers get 403; a visitor 401", async () => {
    const { guests } = await book(timeId, 1);
    const g = guests[0];
    const urls: [string, string, unknown][] = [
      ["GET", `/api/departures/${timeId}/visas`, undefined],
      ["PUT", `/api/departures/${timeId}/guest/${g}/visa`, { status: "submitted", version: 0 }],
      ["POST", `/api/departures/${timeId}/visas/submitted`, { guest_ids: [g] }],
      ["GET", `/api/departures/${timeId}/guest/${g}/visa/history`, undefined],
    ];
    for (const [method, url, body] of urls) {
      const m = method as "GET";
      expect((await call(m, url, body, {})).statusCode, `${method} ${url} visitor`).toBe(401);
      for (const [who, headers] of [
        ["customer", customer],
        ["finance", finance],
        ["sales", sales],
      ] as const)
        expect((await call(m, url, body, headers)).statusCode, `${method} ${url} ${who}`).toBe(403);
    }
    expect(await rowsOf(g)).toEqual({ visa: undefined, events: [] });

    expect((await list(ops.headers)).guests.map((x) => x.guest_id)).toContain(g);
    const res = await put(g, { status: "submitted", version: 0 }, ops.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Visa marked submitted.");
    expect((await history(g, ops.headers)).statusCode).toBe(200);

    // In-process too: a loader reaches the use case without the route.
    const ctx = (staffRole: "finance" | "operations"): Ctx => ({
      db: t.db,
      actor: actorOf({ id: ops.id, role: "admin", staffRole }),
      locale: "en",
      requestId: "t",
      now: () => new Date(),
    });
    await expect(listDepartureVisas({ ctx: ctx("finance"), input: { time_id: timeId } })).rejects.toMatchObject({
      code: "forbidden",
    });
    expect((await listDepartureVisas({ ctx: ctx("operations"), input: { time_id: timeId } })).time.id).toBe(timeId);
  });

  it("a guest of another departure, of a cancelled booking or unknown answers 404, and so does an unknown departure", async () => {
    const elsewhere = (await book(otherTimeId, 1)).guests[0];
    const cancelled = (await book(timeId, 1, { status: "canceled" })).guests[0];
    for (const g of [elsewhere, cancelled, 2_000_000_000]) {
      expect((await put(g, { status: "submitted", version: 0 })).statusCode, `guest ${g}`).toBe(404);
      expect((await history(g)).statusCode, `guest ${g}`).toBe(404);
      expect((await submitted([g])).statusCode, `guest ${g}`).toBe(404);
      if (g !== 2_000_000_000) expect(await rowsOf(g)).toEqual({ visa: undefined, events: [] });
    }
    expect((await list()).guests.map((x) => x.guest_id)).not.toContain(cancelled);
    expect((await call("GET", "/api/departures/999999/visas")).statusCode).toBe(404);
  });

  it("a branch clerk sees and changes their branch's guests only; another branch's answer 404", async () => {
    const ours = (await book(timeId, 1, { branchId: bandung })).guests[0];
    const theirs = (await book(timeId, 1, { branchId: surabaya })).guests[0];
    const headOffice = (await book(timeId, 1)).guests[0];
    const seen = await list(clerkBandung);
    expect(seen.guests.map((g) => g.guest_id)).toEqual([ours]);
    expect(seen.readiness.guests).toBe(1);
    expect((await put(ours, { status: "submitted", version: 0 }, clerkBandung)).statusCode).toBe(200);
    for (const g of [theirs, headOffice]) {
      expect((await put(g, { status: "submitted", version: 0 }, clerkBandung)).statusCode).toBe(404);
      expect((await history(g, clerkBandung)).statusCode).toBe(404);
      expect(await rowsOf(g)).toEqual({ visa: undefined, events: [] });
    }
    // One guest out of reach in a group: 404, and nobody of the group is marked.
    const mine = (await book(timeId, 1, { branchId: bandung })).guests[0];
    expect((await submitted([mine, theirs], clerkBandung)).statusCode).toBe(404);
    expect(await rowsOf(mine)).toEqual({ visa: undefined, events: [] });
    // Staff of every branch see them all.
    expect((await list()).guests.map((g) => g.guest_id)).toEqual(expect.arrayContaining([ours, theirs, headOffice]));
  });
});

describe("recording a visa", () => {
  it("waiting → submitted → rejected → submitted → issued, the history oldest first with who recorded each line", async () => {
    const g = (await book(timeId, 1)).guests[0];
    const before = await guestOf(g);
    expect(before.visa).toMatchObject({ status: "waiting", version: 0, visa_number: null, updated_by: null });

    expect((await put(g, { status: "submitted", version: 0 }, ops.headers)).statusCode).toBe(200);
    const rejected = await put(g, { status: "rejected", version: 1, reason: "Foto paspor buram" });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().message).toBe("Visa rejection recorded.");
    expect((await put(g, { status: "submitted", version: 2 })).statusCode).toBe(200);
    const issued = await put(g, issuedBody(3));
    expect(issued.statusCode, issued.body).toBe(200);
    const dto = (issued.json().data as DepartureVisasDto).guests.find((x) => x.guest_id === g)!;
    expect(dto.visa).toMatchObject({
      status: "issued",
      visa_number: "6012345678",
      issued_on: today(),
      expires_on: addDays(today(), 90),
      version: 4,
      valid_on_return: true,
      warnings: [],
      reason: null,
    });

    const res = await history(g);
    expect(res.statusCode).toBe(200);
    const h = res.json().data;
    expect(h.full_name).toMatch(/guest 1$/);
    expect(h.events.map((e: { status: string }) => e.status)).toEqual(["submitted", "rejected", "submitted", "issued"]);
    expect(h.events[1]).toMatchObject({ reason: "Foto paspor buram", visa_number: null });
    expect(h.events[3]).toMatchObject({ visa_number: "6012345678" });
    expect(h.events[0].by).toBeTruthy();
    await consistent(g);
  });

  it("an issued visa: a correction must change something; taken back to submitted only with a reason", async () => {
    const g = (await book(timeId, 1)).guests[0];
    await put(g, { status: "submitted", version: 0 });
    expect((await put(g, issuedBody(1))).statusCode).toBe(200);
    const same = await put(g, issuedBody(2));
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe("Nothing changed: the visa already reads so.");
    const corrected = await put(g, issuedBody(2, { visa_number: "6012345679" }));
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().message).toBe("Visa issued: number and dates recorded.");

    const noReason = await put(g, { status: "submitted", version: 3 });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({
      reason: ["Give the reason the customer will read (at least 3 characters)."],
    });
    const back = await put(g, { status: "submitted", version: 3, reason: "Visa dibatalkan, diajukan ulang" });
    expect(back.statusCode, back.body).toBe(200);
    const { events } = await consistent(g);
    expect(events.map((e) => e.visaNumber)).toEqual([null, "6012345678", "6012345679", null]);
  });

  it("an expiry before the return day is recorded with a warning; the departure is not ready", async () => {
    const g = (await book(otherTimeId, 1)).guests[0];
    await put(g, { status: "submitted", version: 0 }, owner, otherTimeId);
    const res = await put(g, issuedBody(1, { expires_on: addDays(today(), RETURN_IN - 1) }), owner, otherTimeId);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as DepartureVisasDto;
    expect(data.guests.find((x) => x.guest_id === g)!.visa).toMatchObject({
      valid_on_return: false,
      warnings: ["expires_before_return"],
    });
    expect(data.readiness).toMatchObject({ expiring: 1, ready: false });
  });

  it("422 per field, with nothing written", async () => {
    const g = (await book(timeId, 1)).guests[0];
    await put(g, { status: "submitted", version: 0 });
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { status: "issued", version: 1 },
        {
          visa_number: ["This field is required."],
          issued_on: ["This field is required."],
          expires_on: ["This field is required."],
        },
      ],
      [issuedBody(1, { visa_number: "12-34" }), { visa_number: ["A visa number has 8 to 12 letters or digits."] }],
      [
        issuedBody(1, { issued_on: addDays(today(), 10), expires_on: addDays(today(), 5) }),
        { expires_on: ["The expiry date cannot be before the issue date."] },
      ],
      [
        issuedBody(1, { issued_on: addDays(today(), 1), expires_on: addDays(today(), 90) }),
        { issued_on: ["The issue date cannot be in the future."] },
      ],
      [
        { status: "rejected", version: 1, reason: " " },
        { reason: ["Give the reason the customer will read (at least 3 characters)."] },
      ],
      [{ status: "submitted", version: 1 }, { status: ["This change is not allowed from the visa's current status."] }],
      [issuedBody(1, { file_id: "0190c6f2-0000-7000-8000-000000000001" }), { file_id: ["unknown_file"] }],
    ];
    for (const [body, errors] of cases) {
      const res = await put(g, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      const got = res.json().errors;
      if (errors.file_id) expect(Object.keys(got)).toEqual(["file_id"]);
      else expect(got, JSON.stringify(body)).toEqual(errors);
    }
    // A file someone else uploaded (the customer's own) is not the staff's to attach.
    const customersFile = await uploadDocument(t.app, customerToken);
    expect((await put(g, issuedBody(1, { file_id: customersFile }))).statusCode).toBe(422);
    const { visa, events } = await rowsOf(g);
    expect(visa.status).toBe("submitted");
    expect(events).toHaveLength(1);
    // From waiting, straight to issued: not a change staff may record.
    const fresh = (await book(timeId, 1)).guests[0];
    const skip = await put(fresh, issuedBody(0));
    expect(skip.statusCode).toBe(422);
    expect(Object.keys(skip.json().errors)).toEqual(["status"]);
    expect(await rowsOf(fresh)).toEqual({ visa: undefined, events: [] });
  });

  it("a change made on a stale screen (its version is not the visa's) is 409, nothing written", async () => {
    const g = (await book(timeId, 1)).guests[0];
    await put(g, { status: "submitted", version: 0 });
    const stale = await put(g, { status: "rejected", version: 0, reason: "Paspor rusak" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe("Someone changed this visa meanwhile: check it and record your change again.");
    expect((await rowsOf(g)).events).toHaveLength(1);
  });
});

describe("the customer is told", () => {
  it("of a visa issued or rejected, by mail in their language; a submission or a group marked says nothing", async () => {
    const mails = async (bookingId: string) =>
      t.db.select().from(outbox).where(eq(outbox.bookingId, bookingId)).orderBy(outbox.id);
    const { booking, guests } = await book(timeId, 2);
    const [a, b] = guests;
    await put(a, { status: "submitted", version: 0 });
    await submitted([b]);
    expect(await mails(booking.id)).toEqual([]);

    expect((await put(a, issuedBody(1))).statusCode).toBe(200);
    expect((await put(b, { status: "rejected", version: 1, reason: "Foto paspor buram" })).statusCode).toBe(200);
    const sent = await mails(booking.id);
    expect(sent.map((m) => m.kind)).toEqual(["visa_issued", "visa_rejected"]);
    expect(sent.every((m) => m.userId === customerId && m.locale === "id")).toBe(true);
    expect(sent[0].subject).toContain(booking.code);
    expect(sent[0].text).toContain("6012345678");
    expect(sent[1].text).toContain("Foto paspor buram");
    // A refused change mails nothing.
    expect((await put(a, issuedBody(2))).statusCode).toBe(409);
    expect(await mails(booking.id)).toHaveLength(2);
  });
});

describe("the visa file", () => {
  it("the staff's upload becomes the customer's: they open it, staff open it (logged), another customer cannot; a replaced file is deleted", async () => {
    const g = (await book(timeId, 1)).guests[0];
    await put(g, { status: "submitted", version: 0 }, ops.headers);
    const first = await uploadDocument(t.app, ops.token);
    const res = await put(g, issuedBody(1, { file_id: first }), ops.headers);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(files).where(eq(files.id, first));
    expect(row.ownerId).toBe(customerId);

    expect((await call("GET", `/api/file/${first}`, undefined, customer)).statusCode).toBe(200);
    expect((await call("GET", `/api/file/${first}`, undefined, other.headers)).statusCode).toBe(404);
    expect((await call("GET", `/api/file/${first}`, undefined, ops.headers)).statusCode).toBe(200);
    const logged = await t.db
      .select()
      .from(privateDataAccess)
      .where(and(eq(privateDataAccess.fileId, first), eq(privateDataAccess.actorId, ops.id)));
    expect(logged.map((l) => l.kind)).toEqual(["visa_file"]);

    // Left out on a correction: the file stays. Another visa cannot claim it.
    expect((await put(g, issuedBody(2, { visa_number: "6012345670" }), ops.headers)).statusCode).toBe(200);
    expect((await rowsOf(g)).visa.fileId).toBe(first);
    const g2 = (await book(timeId, 1)).guests[0];
    await put(g2, { status: "submitted", version: 0 }, ops.headers);
    expect((await put(g2, issuedBody(1, { file_id: first }), ops.headers)).statusCode).toBe(422);

    // Replaced: the old file is gone.
    const second = await uploadDocument(t.app, ops.token);
    expect((await put(g, issuedBody(3, { visa_number: "6012345670", file_id: second }), ops.headers)).statusCode).toBe(
      200,
    );
    expect(await t.db.select().from(files).where(eq(files.id, first))).toEqual([]);
    // Taken back to submitted: no visa, no file.
    expect((await put(g, { status: "submitted", version: 4, reason: "Visa dibatalkan" }, ops.headers)).statusCode).toBe(
      200,
    );
    expect(await t.db.select().from(files).where(eq(files.id, second))).toEqual([]);
    expect((await rowsOf(g)).visa.fileId).toBeNull();
  });
});

describe("concurrent changes", () => {
  it("several staff recording one visa at once: one change goes through, the others get 409; row = last event", async () => {
    const g = (await book(timeId, 1)).guests[0];
    const bodies = [
      { status: "submitted", version: 0 },
      { status: "submitted", version: 0 },
      { status: "submitted", version: 0 },
      { status: "submitted", version: 0 },
    ];
    const answers = await Promise.all(bodies.map((b, i) => put(g, b, i % 2 ? ops.headers : owner)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const { events } = await consistent(g);
    expect(events).toHaveLength(1);

    // Issued and rejected at once from the same version: one wins, the row is the winner's.
    const both = await Promise.all([
      put(g, issuedBody(1), owner),
      put(g, { status: "rejected", version: 1, reason: "Data tidak lengkap" }, ops.headers),
    ]);
    expect(both.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const after = await consistent(g);
    expect(after.events).toHaveLength(2);
    expect(after.visa.status).toBe(both[0].statusCode === 200 ? "issued" : "rejected");
  });

  it("a group marked submitted while one of its visas is changed: each guest's row equals its last event", async () => {
    const { guests } = await book(timeId, 3);
    const [a, b, c] = guests;
    const answers = await Promise.all([
      submitted(guests, ops.headers),
      put(a, { status: "submitted", version: 0 }, owner),
      submitted([b, c], owner),
    ]);
    for (const r of answers) expect([200, 409], r.body).toContain(r.statusCode);
    for (const g of guests) {
      const { visa, events } = await consistent(g);
      expect(visa.status).toBe("submitted");
      // Marked once: the later runs found it submitted already and left it.
      expect(events).toHaveLength(1);
    }
  });
});

describe("marking a group submitted", () => {
  it("moves the waiting and rejected visas, leaves submitted and issued ones; a second click changes nothing", async () => {
    const { guests } = await book(timeId, 4);
    const [waiting, rejected, sub, issued] = guests;
    for (const g of [rejected, sub, issued]) await put(g, { status: "submitted", version: 0 });
    await put(rejected, { status: "rejected", version: 1, reason: "Foto buram" });
    await put(issued, issuedBody(1));

    const res = await submitted(guests, ops.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      marked: 2,
      skipped: 2,
      message: "2 visas marked submitted. 2 were left as they are (already submitted or issued).",
    });
    const data = res.json().data as DepartureVisasDto;
    const status = (g: number) => data.guests.find((x) => x.guest_id === g)!.visa.status;
    expect([waiting, rejected, sub, issued].map(status)).toEqual(["submitted", "submitted", "submitted", "issued"]);
    expect((await rowsOf(rejected)).visa.reason).toBeNull();

    const again = await submitted(guests);
    expect(again.json()).toMatchObject({ marked: 0, skipped: 4 });
    const events = await t.db.select().from(guestVisaEvents).where(inArray(guestVisaEvents.guestId, guests));
    expect(events).toHaveLength(3 + 2 + 2);
    for (const g of guests) await consistent(g);
  });

  it("refuses an empty group and a group of more than 500 (422)", async () => {
    expect((await submitted([])).statusCode).toBe(422);
    expect((await submitted(Array.from({ length: 501 }, (_, i) => i + 1))).statusCode).toBe(422);
  });
});

describe("readiness", () => {
  it("counts per status; ready only when every guest has an issued visa valid on the return day; a tour needs none", async () => {
    const dep = await createPackage(t.db, {
      kind: "umrah",
      departures: [{ startDate: addDays(today(), 30), endDate: addDays(today(), 40) }],
    });
    const time = dep.departures[0].id;
    const empty = await list(owner, time);
    expect(empty.tour.kind).toBe("umrah");
    expect(empty.readiness).toMatchObject({ required: true, guests: 0, ready: true });

    const b = await createBooking(t.db, customerId, { departureId: time, packageId: dep.id, status: "paid", pax: 2 });
    const [g1, g2] = (
      await t.db
        .insert(bookingGuests)
        .values(
          [1, 2].map((position) => ({
            bookingId: b.id,
            position,
            fullName: `Guest ${position}`,
            gender: "male" as const,
            birthDate: "1980-01-01",
            country: "ID" as const,
            travellerType: "adult" as const,
          })),
        )
        .returning({ id: bookingGuests.id })
    ).map((r) => r.id);
    const put2 = (g: number, body: Record<string, unknown>) => put(g, body, owner, time);
    await put2(g1, { status: "submitted", version: 0 });
    expect((await list(owner, time)).readiness).toMatchObject({
      guests: 2,
      counts: { waiting: 1, submitted: 1, issued: 0, rejected: 0 },
      missing: 2,
      ready: false,
    });
    await put2(g1, issuedBody(1, { expires_on: addDays(today(), 39) }));
    await put2(g2, { status: "submitted", version: 0 });
    await put2(g2, issuedBody(1));
    expect((await list(owner, time)).readiness).toMatchObject({
      counts: { waiting: 0, submitted: 0, issued: 2, rejected: 0 },
      expiring: 1,
      missing: 1,
      ready: false,
    });
    await put2(g1, issuedBody(2, { expires_on: addDays(today(), 40) }));
    expect((await list(owner, time)).readiness).toMatchObject({ expiring: 0, missing: 0, ready: true });

    // A tour: visas are not asked, the departure is ready whatever is recorded.
    await book(tourTimeId, 1);
    const tour = await list(owner, tourTimeId);
    expect(tour.tour.kind).toBe("tour");
    expect(tour.readiness).toMatchObject({ required: false, guests: 1, missing: 0, ready: true });
  });
});
