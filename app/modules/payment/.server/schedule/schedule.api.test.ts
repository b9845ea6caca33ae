import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings, outbox, paymentReminders } from "#db/schema";
import type { Ctx } from "#app/shared/context";
import { agencyToday } from "#app/shared/dates";
import { addDays } from "#app/modules/booking/schedule.rules";
import { createBooking, createPackage, createSetting, createUser } from "#test/factories";
import { checkoutBody, postBooking } from "#test/factories/booking";
import { apiCaller, appWithSessionsPerFile } from "#test/setup/sessions";
import { sendPaymentReminders } from "./send-payment-reminders";

// The payment schedule end to end (docs/product.md §Payment schedule): the package's days, the
// due date fixed at checkout, the reminders job on an injected clock, the overdue list.
const PUBLIC_URL = "https://umrah.example.com";
const { t, admin, customer } = appWithSessionsPerFile();
let pkg: Awaited<ReturnType<typeof createPackage>>;
const call = apiCaller(() => ({ t, headers: admin }));

beforeAll(async () => {
  await createSetting(t.db, { currency: "IDR", bookingExpiryHours: 48 });
  pkg = await createPackage(t.db, {
    basePrice: 1_000_000,
    fullPaymentDays: 30,
    departures: [{ startDate: "2030-03-10", endDate: "2030-03-19", capacity: 40 }],
  });
});

/** The job's context at an instant (the system runs it: no actor). */
const at = (iso: string): Ctx => ({
  db: t.db,
  actor: null,
  locale: "id",
  requestId: "reminders-test",
  now: () => new Date(iso),
  publicUrl: PUBLIC_URL,
});
/** 08:00 in Jakarta on an agency day. */
const morning = (day: string) => at(`${day}T08:00:00+07:00`);

async function mailsTo(email: string) {
  return t.db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(outbox.id);
}

/** A customer in `locale` with a booking of the package: 300 000 of 1 000 000 paid, full payment due 1 Feb 2030. */
async function owing(locale: "id" | "en" | "my" = "id", over: Partial<typeof bookings.$inferInsert> = {}) {
  const user = await createUser(t.db, { role: "customer", locale });
  const booking = await createBooking(t.db, user.id, {
    packageId: pkg.id,
    departureId: pkg.departures[0].id,
    status: "processing",
    currency: "IDR",
    total: 1_000_000,
    paidTotal: 300_000,
    paymentType: "deposit",
    minFirstPayment: 300_000,
    createdAt: new Date("2029-12-01T03:00:00Z"),
    balanceDueOn: "2030-02-01",
    ...over,
  });
  return { user, booking };
}

describe("full-payment days in the tour editor", () => {
  const body = (over: Record<string, unknown> = {}) => ({
    code: `FPD-${Math.floor(Math.random() * 1e6)}`,
    name: { id: "Paket jadwal", en: "Schedule package", my: "Pakej jadual" },
    base_price: 1_000_000,
    default_capacity: 20,
    ...over,
  });

  it("is saved and read back, 30 when not given", async () => {
    const made = await call("POST", "/api/tour", body({ full_payment_days: 45 }));
    expect(made.statusCode).toBe(200);
    const id = made.json().data.id;
    const edit = await call("GET", `/api/tour/${id}/edit`);
    expect(edit.json().data.full_payment_days).toBe(45);
    const plain = await call("POST", "/api/tour", body());
    expect((await call("GET", `/api/tour/${plain.json().data.id}/edit`)).json().data.full_payment_days).toBe(30);
  });

  it("refuses a value outside 0..365 with a translated error and changes nothing", async () => {
    const made = await call("POST", "/api/tour", body({ full_payment_days: 10 }));
    const id = made.json().data.id;
    for (const bad of [-1, 366, 1.5]) {
      const res = await call(
        "PUT",
        `/api/tour/${id}?lang=my`,
        body({ code: made.json().data.code, full_payment_days: bad }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.full_payment_days?.[0]).toEqual(expect.any(String));
    }
    expect((await call("GET", `/api/tour/${id}/edit`)).json().data.full_payment_days).toBe(10);
  });
});

describe("due dates on the booking", () => {
  it("checkout fixes the full payment's date from the package's days; the DTO shows both due dates", async () => {
    const withDays = await createPackage(t.db, {
      basePrice: 1_000_000,
      minPayment: 200_000,
      fullPaymentDays: 45,
      departures: [{ startDate: "2029-05-20", endDate: "2029-05-29", capacity: 10 }],
    });
    const res = await postBooking(
      t.app,
      customer.authorization.slice(7),
      checkoutBody(withDays.id, withDays.departures[0].id, { payment_type: "deposit" }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const dto = res.json().data;
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, dto.id));
    expect(row.balanceDueOn).toBe("2029-04-05");
    expect(dto.schedule.full_due_on).toBe("2029-04-05");
    expect(dto.schedule.full_amount).toBe(dto.total);
    // The deposit: when the unpaid booking would expire (48 hours), and its minimum.
    expect(dto.schedule.deposit_due_at).toBe(dto.expires_at);
    expect(dto.schedule.deposit_amount).toBe(dto.min_first_payment);
    expect(dto.schedule.overdue).toBeNull();

    // A later change of the package's days does not move a made booking's date.
    const { packages } = await import("#db/schema");
    await t.db.update(packages).set({ fullPaymentDays: 10 }).where(eq(packages.id, withDays.id));
    const again = await call("GET", `/api/booking/${dto.id}`);
    expect(again.json().data.schedule.full_due_on).toBe("2029-04-05");
  });

  it("a booking made after its full-payment date is due the day it is made", async () => {
    const soon = await createPackage(t.db, {
      basePrice: 1_000_000,
      fullPaymentDays: 365,
      departures: [
        {
          startDate: addDays(agencyToday(new Date()), 20),
          endDate: addDays(agencyToday(new Date()), 29),
          capacity: 10,
        },
      ],
    });
    const res = await postBooking(t.app, customer.authorization.slice(7), checkoutBody(soon.id, soon.departures[0].id));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.schedule.full_due_on).toBe(agencyToday(new Date()));
  });
});

describe("the reminders job", () => {
  it("sends 7 days before, 1 day before and once overdue, each once, on the agency's day", async () => {
    const { user, booking } = await owing("my");
    const kinds = async () => (await mailsTo(user.email)).map((m) => m.kind);
    // 23:30 in Jakarta on 24 Jan is 16:30 UTC: still the 24th there, 8 days before.
    await sendPaymentReminders({ ctx: at("2030-01-24T16:30:00Z") });
    expect(await kinds()).toEqual([]);
    // 00:30 on 25 Jan in Jakarta (17:30 UTC on the 24th): 7 days before.
    await sendPaymentReminders({ ctx: at("2030-01-24T17:30:00Z") });
    expect(await kinds()).toEqual(["booking_reminder_before_7"]);
    // The same day again (every hour), and the next day: nothing more.
    await sendPaymentReminders({ ctx: morning("2030-01-25") });
    await sendPaymentReminders({ ctx: morning("2030-01-26") });
    expect(await kinds()).toEqual(["booking_reminder_before_7"]);
    await sendPaymentReminders({ ctx: morning("2030-01-31") });
    expect(await kinds()).toEqual(["booking_reminder_before_7", "booking_reminder_before_1"]);
    // The due day itself: nothing; the day after and later: overdue, once.
    await sendPaymentReminders({ ctx: morning("2030-02-01") });
    await sendPaymentReminders({ ctx: morning("2030-02-02") });
    await sendPaymentReminders({ ctx: morning("2030-02-09") });
    expect(await kinds()).toEqual([
      "booking_reminder_before_7",
      "booking_reminder_before_1",
      "booking_reminder_overdue",
    ]);
    const rows = await t.db.select().from(paymentReminders).where(eq(paymentReminders.bookingId, booking.id));
    expect(rows.map((r) => `${r.dueOn} ${r.kind}`).sort()).toEqual([
      "2030-02-01 before_1",
      "2030-02-01 before_7",
      "2030-02-01 overdue",
    ]);
  });

  it("sends nothing when paid in full or canceled", async () => {
    const paid = await owing("id", { paidTotal: 1_000_000, status: "paid" });
    const canceled = await owing("id", { status: "canceled" });
    for (const day of ["2030-01-25", "2030-01-31", "2030-02-02"]) await sendPaymentReminders({ ctx: morning(day) });
    expect(await mailsTo(paid.user.email)).toEqual([]);
    expect(await mailsTo(canceled.user.email)).toEqual([]);
  });

  it("stops once the money arrives", async () => {
    const { user, booking } = await owing("en");
    await sendPaymentReminders({ ctx: morning("2030-01-25") });
    await t.db.update(bookings).set({ paidTotal: 1_000_000, status: "paid" }).where(eq(bookings.id, booking.id));
    await sendPaymentReminders({ ctx: morning("2030-01-31") });
    await sendPaymentReminders({ ctx: morning("2030-02-02") });
    expect((await mailsTo(user.email)).map((m) => m.kind)).toEqual(["booking_reminder_before_7"]);
  });

  it("reminds of the deposit while nothing is confirmed, due when the booking would expire", async () => {
    // Created 10:00 Jakarta on 10 Jan; 48 h later is 12 Jan: 1 day before on the 11th.
    const { user } = await owing("id", {
      status: "pending",
      paidTotal: 0,
      createdAt: new Date("2030-01-10T10:00:00+07:00"),
      balanceDueOn: "2030-02-08",
    });
    await sendPaymentReminders({ ctx: morning("2030-01-11") });
    const [mail] = await mailsTo(user.email);
    expect(mail.kind).toBe("booking_reminder_before_1");
    expect(mail.text).toContain("uang muka");
    expect(mail.text).toContain("Rp");
    expect(mail.text).toMatch(/Rp\s?3\.000\b/);
  });

  it("writes each mail in the customer's language with the amount owed, the due date and the link", async () => {
    const made = {
      id: await owing("id"),
      en: await owing("en"),
      my: await owing("my"),
    };
    await sendPaymentReminders({ ctx: morning("2030-01-25") });
    const expected = {
      id: { words: ["pelunasan", "pemesanan", "1 Februari 2030"], subject: "Pengingat" },
      en: { words: ["the full payment", "booking", "February 1, 2030"], subject: "Reminder" },
      my: { words: ["bayaran penuh", "tempahan", "1 Februari 2030"], subject: "Peringatan" },
    } as const;
    for (const locale of ["id", "en", "my"] as const) {
      const { user, booking } = made[locale];
      const [mail] = await mailsTo(user.email);
      expect(mail.locale).toBe(locale);
      expect(mail.subject).toContain(expected[locale].subject);
      expect(mail.subject).toContain(booking.code);
      for (const w of expected[locale].words) expect(mail.text).toContain(w);
      // 700 000 minor units (Rp 7.000) still owed, in rupiah, and the link to the booking in the customer's language.
      expect(mail.text).toMatch(/(Rp|IDR)\s?7[.,]000\b/);
      expect(mail.text).toContain(`${PUBLIC_URL}/panel/booking-history/${booking.id}?lang=${locale}`);
      expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }
    // Bahasa Melayu is not Indonesian.
    const [my] = await mailsTo(made.my.user.email);
    expect(my.text).not.toContain("pemesanan");
  });

  it("concurrent rounds send one reminder", async () => {
    const { user, booking } = await owing("id");
    const ctx = morning("2030-01-31");
    const sent = await Promise.all([1, 2, 3, 4].map(() => sendPaymentReminders({ ctx })));
    expect((await mailsTo(user.email)).map((m) => m.kind)).toEqual(["booking_reminder_before_1"]);
    const rows = await t.db.select().from(paymentReminders).where(eq(paymentReminders.bookingId, booking.id));
    expect(rows).toHaveLength(1);
    // Other bookings of the file may be due that day too; this one was counted by one round only.
    expect(sent.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
  });
});

describe("GET /api/booking/overdue", () => {
  it("is for admins only", async () => {
    expect((await call("GET", "/api/booking/overdue", undefined, {})).statusCode).toBe(401);
    expect((await call("GET", "/api/booking/overdue", undefined, customer)).statusCode).toBe(403);
    expect((await call("GET", "/api/booking/count/overdue", undefined, customer)).statusCode).toBe(403);
  });

  it("lists bookings past a due date with money owed: days overdue, amount owed, contact", async () => {
    const today = agencyToday(new Date());
    const late = await owing("id", { balanceDueOn: addDays(today, -3), bookingName: "Late family" });
    const onTime = await owing("id", { balanceDueOn: today });
    const paid = await owing("id", { balanceDueOn: addDays(today, -3), paidTotal: 1_000_000, status: "paid" });
    const canceled = await owing("id", { balanceDueOn: addDays(today, -3), status: "canceled" });
    // Nothing confirmed, made 5 days ago with 48 hours to pay: the deposit is 3 days overdue.
    const deposit = await owing("en", {
      status: "pending",
      paidTotal: 0,
      createdAt: new Date(Date.now() - 5 * 86_400_000),
      balanceDueOn: addDays(today, 60),
    });
    const before = (await call("GET", "/api/booking/count/overdue")).json().booking_count;
    expect(before).toBeGreaterThanOrEqual(2);

    const res = await call("GET", "/api/booking/overdue?limit=100");
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { id: string; [k: string]: unknown }[];
    const ids = list.map((b) => b.id);
    expect(ids).toContain(late.booking.id);
    expect(ids).toContain(deposit.booking.id);
    for (const absent of [onTime, paid, canceled]) expect(ids).not.toContain(absent.booking.id);
    const row = list.find((b) => b.id === late.booking.id)!;
    expect(row).toMatchObject({
      code: late.booking.code,
      booking_name: "Late family",
      due: "full",
      due_on: addDays(today, -3),
      days_overdue: 3,
      amount_owed: 700_000,
      paid_total: 300_000,
      total: 1_000_000,
      customer: { id: late.user.id, email: late.user.email },
      tour: { id: pkg.id },
    });
    const dep = list.find((b) => b.id === deposit.booking.id)!;
    expect(dep).toMatchObject({ due: "deposit", amount_owed: 1_000_000 });
    expect(dep.days_overdue).toBeGreaterThanOrEqual(2);
    // Longest overdue first.
    const days = list.map((b) => b.days_overdue as number);
    expect(days).toEqual([...days].sort((a, b) => b - a));
    expect(res.json().meta.total).toBe(before);

    // The search narrows it; a bad page is a 422.
    const found = await call("GET", `/api/booking/overdue?search=${late.booking.code}`);
    expect(found.json().data.map((b: { id: string }) => b.id)).toEqual([late.booking.id]);
    expect((await call("GET", "/api/booking/overdue?page=0")).statusCode).toBe(422);
    // The booking page shows the same.
    const page = (await call("GET", `/api/booking/${late.booking.id}`)).json().data;
    expect(page.schedule.overdue).toEqual({ due: "full", due_on: addDays(today, -3), days: 3 });
    await t.db.delete(bookings).where(inArray(bookings.id, [late.booking.id, deposit.booking.id]));
  });
});
