import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingGuests, branches, manasikAttendance, manasikSessions } from "#db/schema";
import { createBooking, createPackage } from "#test/factories";
import { apiCaller, appWithSessionsPerFile, type Headers, signInAdmin } from "#test/setup/sessions";
import type { ManasikDto } from "#app/modules/operations/ground.contract";
import { getManasikSheet } from "./manasik";
import { actorOf } from "#test/setup/actors";

/*
 * Manasik (docs/product.md §Departure operations): a departure's sessions, entered on the agency's
 * clock, and who came to each; staff with the departures permission; a branch clerk records and
 * sees their branch's guests only.
 */

const { t, admin, customer, ids } = appWithSessionsPerFile({ currency: "IDR" });
const call = apiCaller(() => ({ t, headers: admin }));

let timeId: number;
let otherTimeId: number;
let bandung: number;
let surabaya: number;
let ops: Headers;
let clerk: Headers;
let clerkUser: { id: number };
/** Guests: two of a Bandung booking, one of a Surabaya booking, one of a cancelled booking. */
const g = { siti: 0, ahmad: 0, budi: 0, cancelled: 0, elsewhere: 0 };

async function branch(name: string) {
  const [row] = await t.db
    .insert(branches)
    .values({ name: { id: name } })
    .returning({ id: branches.id });
  return row.id;
}

async function book(
  departureId: number,
  people: { name: string; gender: "male" | "female" }[],
  more: { status?: "pending" | "paid" | "canceled"; branchId?: number } = {},
) {
  const b = await createBooking(t.db, ids.customerId, {
    departureId,
    status: more.status ?? "paid",
    branchId: more.branchId ?? null,
    pax: people.length,
  });
  const rows = await t.db
    .insert(bookingGuests)
    .values(
      people.map((p, i) => ({
        bookingId: b.id,
        position: i + 1,
        fullName: p.name,
        gender: p.gender,
        birthDate: "1980-06-01",
        country: "ID" as const,
        travellerType: "adult" as const,
      })),
    )
    .returning({ id: bookingGuests.id });
  return { booking: b, guests: rows.map((r) => r.id) };
}

const manasik = async (headers: Headers = admin, time = timeId) => {
  const res = await call("GET", `/api/departures/${time}/manasik?lang=en`, undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ManasikDto;
};
const addSession = (body: unknown, headers: Headers = admin, time = timeId) =>
  call("POST", `/api/departures/${time}/manasik?lang=en`, body, headers);
const attend = (sessionId: number, attendance: unknown, headers: Headers = admin, lang = "en") =>
  call("PUT", `/api/departures/${timeId}/manasik/${sessionId}/attendance?lang=${lang}`, { attendance }, headers);

beforeAll(async () => {
  const pkg = await createPackage(t.db, { code: "UMR-MNS", departures: [{ capacity: 40 }, { capacity: 40 }] });
  [timeId, otherTimeId] = pkg.departures.map((d) => d.id);
  bandung = await branch("Bandung");
  surabaya = await branch("Surabaya");
  [g.siti, g.ahmad] = (
    await book(
      timeId,
      [
        { name: "Siti Aminah", gender: "female" },
        { name: "Ahmad Fauzi", gender: "male" },
      ],
      { branchId: bandung },
    )
  ).guests;
  [g.budi] = (await book(timeId, [{ name: "Budi Santoso", gender: "male" }], { branchId: surabaya })).guests;
  [g.cancelled] = (await book(timeId, [{ name: "Batal", gender: "male" }], { status: "canceled" })).guests;
  [g.elsewhere] = (await book(otherTimeId, [{ name: "Lain", gender: "female" }])).guests;
  ops = (await signInAdmin(t, { staffRole: "operations" })).headers;
  const c = await signInAdmin(t, { staffRole: "operations", branchId: surabaya });
  clerk = c.headers;
  clerkUser = c.user;
});

describe("manasik sessions", () => {
  it("adds a session on the agency's clock, lists sessions earliest first, edits and deletes one", async () => {
    const created = await addSession({
      starts_at: "2026-03-14T19:30",
      place: "Masjid Al-Ikhlas",
      teacher: "Ust. Hasan",
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe("Manasik session added.");
    const earlier = await addSession({ starts_at: "2026-03-07T09:00", place: "Kantor", teacher: "Ust. Ali" }, ops);
    expect(earlier.statusCode, earlier.body).toBe(201);
    const list = (earlier.json().data as ManasikDto).sessions;
    // 19:30 in Jakarta is 12:30 UTC; the form gets the wall clock back.
    expect(list.map((s) => [s.starts_at, s.starts_local, s.place])).toEqual([
      ["2026-03-07T02:00:00.000Z", "2026-03-07T09:00", "Kantor"],
      ["2026-03-14T12:30:00.000Z", "2026-03-14T19:30", "Masjid Al-Ikhlas"],
    ]);

    const [first] = list;
    const edited = await call("PUT", `/api/departures/${timeId}/manasik/${first.id}?lang=id`, {
      starts_at: "2026-03-07T08:00",
      place: "Aula kantor",
      teacher: "Ust. Ali",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toBe("Sesi manasik disimpan.");
    expect((edited.json().data as ManasikDto).sessions[0]).toMatchObject({
      starts_at: "2026-03-07T01:00:00.000Z",
      place: "Aula kantor",
    });

    const gone = await call("DELETE", `/api/departures/${timeId}/manasik/${first.id}?lang=my`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().message).toBe("Sesi manasik dipadam.");
    expect((gone.json().data as ManasikDto).sessions.map((s) => s.place)).toEqual(["Masjid Al-Ikhlas"]);
  });

  it("refuses each bad field (422, translated) and writes nothing", async () => {
    const before = await t.db.select().from(manasikSessions);
    const res = await addSession({ starts_at: "14/03/2026 09:00", place: " ", teacher: "" });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["place", "starts_at", "teacher"]);
    const zoned = await addSession({ starts_at: "2026-03-14T09:00+07:00", place: "A", teacher: "B" });
    expect(zoned.statusCode).toBe(422);
    expect(Object.keys(zoned.json().errors)).toEqual(["starts_at"]);
    expect(await t.db.select().from(manasikSessions)).toEqual(before);
  });

  it("answers 404 for an unknown departure and for a session of another departure", async () => {
    expect((await call("GET", "/api/departures/999999/manasik")).statusCode).toBe(404);
    const other = await addSession({ starts_at: "2026-04-01T09:00", place: "X", teacher: "Y" }, admin, otherTimeId);
    const otherSession = (other.json().data as ManasikDto).sessions[0].id;
    const res = await call("PUT", `/api/departures/${timeId}/manasik/${otherSession}`, {
      starts_at: "2026-04-01T09:00",
      place: "X",
      teacher: "Y",
    });
    expect(res.statusCode).toBe(404);
    expect((await call("DELETE", `/api/departures/${timeId}/manasik/${otherSession}`)).statusCode).toBe(404);
    expect((await attend(otherSession, [{ guest_id: g.siti, present: true }])).statusCode).toBe(404);
  });
});

describe("attendance", () => {
  it("round trip: records many guests at once, counts sessions attended, and a second record replaces the first", async () => {
    const one = (await manasik()).sessions[0];
    const two = (
      (await addSession({ starts_at: "2026-03-21T09:00", place: "Masjid", teacher: "Ust. Hasan" })).json()
        .data as ManasikDto
    ).sessions.at(-1)!;

    const first = await attend(one.id, [
      { guest_id: g.siti, present: true },
      { guest_id: g.ahmad, present: false },
      { guest_id: g.budi, present: true },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe("Attendance saved.");
    await attend(two.id, [
      { guest_id: g.siti, present: true },
      { guest_id: g.ahmad, present: true },
    ]);

    const data = await manasik();
    // The cancelled booking's guest is not on the list.
    expect(data.guests.map((x) => [x.full_name, x.attended])).toEqual([
      ["Siti Aminah", 2],
      ["Ahmad Fauzi", 1],
      ["Budi Santoso", 1],
    ]);
    expect(data.guests[1].attendance).toEqual({ [one.id]: false, [two.id]: true });
    expect(data.guests[2].attendance).toEqual({ [one.id]: true });
    expect(data.sessions.find((s) => s.id === one.id)).toMatchObject({ present: 2, absent: 1 });

    // Ahmad came after all: recorded again, one row, present.
    await attend(one.id, [{ guest_id: g.ahmad, present: true }]);
    const rows = await t.db.select().from(manasikAttendance).where(eq(manasikAttendance.guestId, g.ahmad));
    expect(rows.map((r) => r.present)).toEqual([true, true]);
    expect((await manasik()).guests[1].attended).toBe(2);
    const [row] = rows;
    expect(row.recordedBy).toBe(ids.adminId);

    // The printed sheet: the session's guests with what was recorded.
    const sheet = await getManasikSheet({
      ctx: {
        db: t.db,
        actor: actorOf({ id: ids.adminId, role: "admin" }),
        locale: "en",
        requestId: "t",
        now: () => new Date(),
      },
      input: { time_id: timeId, session_id: two.id },
    });
    expect(sheet.session.place).toBe("Masjid");
    expect(sheet.guests.map((x) => [x.full_name, x.booking_code.length > 0, x.gender, x.present])).toEqual([
      ["Siti Aminah", true, "female", true],
      ["Ahmad Fauzi", true, "male", true],
      ["Budi Santoso", true, "male", null],
    ]);
  });

  it("refuses a guest of another departure, of a cancelled booking, or twice, and records nobody", async () => {
    const session = (await manasik()).sessions[0];
    const before = await t.db.select().from(manasikAttendance);
    for (const stranger of [g.elsewhere, g.cancelled, 999_999]) {
      const res = await attend(session.id, [
        { guest_id: g.siti, present: false },
        { guest_id: stranger, present: true },
      ]);
      expect(res.statusCode, String(stranger)).toBe(404);
    }
    const twice = await attend(
      session.id,
      [
        { guest_id: g.siti, present: false },
        { guest_id: g.siti, present: true },
      ],
      admin,
      "id",
    );
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ attendance: ["Setiap jemaah sekali saja."] });
    const empty = await attend(session.id, []);
    expect(empty.statusCode).toBe(422);
    expect(await t.db.select().from(manasikAttendance)).toEqual(before);
  });
});

describe("manasik access", () => {
  it("a visitor gets 401, a customer and staff without the departures permission 403, on every operation", async () => {
    const session = (await manasik()).sessions[0];
    const finance = (await signInAdmin(t, { staffRole: "finance" })).headers;
    const sales = (await signInAdmin(t, { staffRole: "sales" })).headers;
    const body = { starts_at: "2026-03-14T09:00", place: "A", teacher: "B" };
    const requests: [Parameters<typeof call>[0], string, unknown][] = [
      ["GET", `/api/departures/${timeId}/manasik`, undefined],
      ["POST", `/api/departures/${timeId}/manasik`, body],
      ["PUT", `/api/departures/${timeId}/manasik/${session.id}`, body],
      ["DELETE", `/api/departures/${timeId}/manasik/${session.id}`, undefined],
      [
        "PUT",
        `/api/departures/${timeId}/manasik/${session.id}/attendance`,
        { attendance: [{ guest_id: g.siti, present: true }] },
      ],
    ];
    const before = await t.db.select().from(manasikSessions);
    for (const [method, url, payload] of requests) {
      expect((await call(method, url, payload, {})).statusCode, `${method} ${url} visitor`).toBe(401);
      for (const [who, headers] of [
        ["customer", customer],
        ["finance", finance],
        ["sales", sales],
      ] as const)
        expect((await call(method, url, payload, headers)).statusCode, `${method} ${url} ${who}`).toBe(403);
    }
    expect(await t.db.select().from(manasikSessions)).toEqual(before);
    // Operations staff read it.
    expect((await manasik(ops)).sessions.length).toBeGreaterThan(0);
  });

  it("a branch clerk sees and records their branch's guests only; another branch's guest answers 404", async () => {
    const data = await manasik(clerk);
    expect(data.guests.map((x) => x.full_name)).toEqual(["Budi Santoso"]);
    const session = data.sessions[0];
    // The counts are of the guests the clerk sees.
    expect(session.present + session.absent).toBeLessThanOrEqual(1);
    const mine = await attend(session.id, [{ guest_id: g.budi, present: false }], clerk);
    expect(mine.statusCode, mine.body).toBe(200);
    const [row] = await t.db.select().from(manasikAttendance).where(eq(manasikAttendance.guestId, g.budi));
    expect(row).toMatchObject({ present: false, recordedBy: clerkUser.id });
    const theirs = await attend(session.id, [{ guest_id: g.siti, present: false }], clerk);
    expect(theirs.statusCode).toBe(404);
    const [siti] = await t.db
      .select()
      .from(manasikAttendance)
      .where(eq(manasikAttendance.guestId, g.siti))
      .orderBy(manasikAttendance.sessionId);
    expect(siti.present).toBe(true);
  });
});
