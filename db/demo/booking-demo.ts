/**
 * Whole demo bookings for the seed (db/seed.ts): guests, price snapshot, the payments that
 * explain the paid total (confirmed, or awaiting review) and the history a real booking would
 * have. Rows are written directly, as the checkout would have left them.
 */
import { sql } from "drizzle-orm";
import { bookingEvents, bookingGuests, bookings, payments } from "#db/schema";
import { newBookingCode } from "#app/modules/booking/booking.rules";
import type { TravellerType } from "#app/modules/catalog/rooms.rules";
import type { Translations } from "#app/shared/translatable.contract";
import type { Db } from "#app/shared/db.server";

const FIRST = [
  "Ahmad",
  "Siti",
  "Budi",
  "Nur",
  "Muhammad",
  "Dewi",
  "Rizki",
  "Aisyah",
  "Hafiz",
  "Intan",
  "Fauzi",
  "Maimunah",
];
const LAST = [
  "Hasanuddin",
  "Rahmawati",
  "Santoso",
  "Ismail",
  "Wahyudi",
  "Lestari",
  "Rahman",
  "Permata",
  "Bahri",
  "Syamsul",
];

export interface DemoBookingInput {
  customerId: number;
  adminId: number;
  packageId: number;
  departureId: number;
  departureEnd: string;
  bookingName: string;
  /** The guests as the checkout prices them: type, the bed bought (room type as sold) and its fare. */
  guests: DemoGuest[];
  unitPrice: number;
  subtotal: number;
  discount: number;
  total: number;
  minFirstPayment: number;
  status: "pending" | "processing" | "paid";
  /** processing: the confirmed deposit; paid: the total. */
  paidTotal: number;
  /** A deposit submitted and not yet reviewed (the admin's badge has work). */
  awaitingPayment?: number;
  createdAt: Date;
  seq: number;
  bankAccountId: number | null;
  bankLabel: string | null;
}

export interface DemoGuest {
  travellerType: TravellerType;
  roomTypeId: number | null;
  roomTypeCode: string | null;
  roomTypeName: Translations | null;
  fare: number;
  /** A child's or infant's birth date; null = an adult's. */
  birthDate: string | null;
}

const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);
const toDate = (d: Date) => d.toISOString().slice(0, 10);

export async function createDemoBooking(db: Db, b: DemoBookingInput) {
  const [row] = await db
    .insert(bookings)
    .values({
      code: newBookingCode(),
      customerId: b.customerId,
      packageId: b.packageId,
      departureId: b.departureId,
      bookingName: b.bookingName,
      status: b.status,
      pax: b.guests.length,
      // Infants travel on a lap: they hold no seat.
      seats: b.guests.filter((g) => g.travellerType !== "infant").length,
      currency: "IDR",
      unitPrice: b.unitPrice,
      subtotal: b.subtotal,
      discount: b.discount,
      total: b.total,
      paidTotal: b.paidTotal,
      minFirstPayment: b.minFirstPayment,
      paymentType: b.status === "paid" && b.seq % 2 === 0 ? "full" : "deposit",
      paymentMethod: "manual",
      // As the checkout fixes it (schedule.rules fullPaymentDueOn): the package's days before
      // departure, never before the booking day.
      balanceDueOn: sql`greatest((select d.start_date - p.full_payment_days from departures d join packages p on p.id = d.package_id where d.id = ${b.departureId}), ${toDate(b.createdAt)}::date)`,
      createdAt: b.createdAt,
      updatedAt: b.createdAt,
    })
    .returning();

  // Passports valid two years after the trip: the checkout's six-month rule holds.
  const expiry = toDate(addDays(new Date(`${b.departureEnd}T00:00:00Z`), 730));
  await db.insert(bookingGuests).values(
    b.guests.map((g, i) => {
      const k = b.seq * 7 + i;
      return {
        bookingId: row.id,
        position: i + 1,
        fullName: `${FIRST[k % FIRST.length]} ${LAST[(k * 3) % LAST.length]}`,
        gender: k % 2 === 0 ? ("male" as const) : ("female" as const),
        birthDate: g.birthDate ?? toDate(addDays(new Date("1965-01-01T00:00:00Z"), (k * 997) % 14_000)),
        birthPlace: ["Bandung", "Jakarta", "Surabaya", "Kuala Lumpur", "Medan"][k % 5],
        maritalStatus: k % 3 === 0 ? ("single" as const) : ("married" as const),
        passportNumber: `C${String(3_000_000 + k * 13)}`,
        passportIssueDate: toDate(addDays(b.createdAt, -400)),
        passportExpiryDate: expiry,
        visa: null,
        phone: i === 0 ? `+62 812 ${String(1000 + b.seq).padStart(4, "0")} ${String(2000 + k).slice(-4)}` : null,
        email: i === 0 ? `guest${b.seq}@example.com` : null,
        country: k % 4 === 3 ? ("MY" as const) : ("ID" as const),
        heirName: i === 0 ? "Ahli waris" : null,
        heirRelationship: i === 0 ? "Anak" : null,
        travellerType: g.travellerType,
        roomTypeId: g.roomTypeId,
        roomTypeCode: g.roomTypeCode,
        roomTypeName: g.roomTypeName,
        fare: g.fare,
      };
    }),
  );
  await db
    .insert(bookingEvents)
    .values({ bookingId: row.id, kind: "created", actorId: b.customerId, toStatus: "pending", createdAt: b.createdAt });

  const pay = async (amount: number, status: "confirmed" | "pending", at: Date) => {
    const [p] = await db
      .insert(payments)
      .values({
        bookingId: row.id,
        amount,
        method: "manual",
        bankAccountId: b.bankAccountId,
        bankLabel: b.bankLabel,
        payerName: b.bookingName,
        paymentDate: toDate(at),
        status,
        reviewedBy: status === "confirmed" ? b.adminId : null,
        reviewedAt: status === "confirmed" ? addDays(at, 0.5) : null,
        createdBy: b.customerId,
        createdAt: at,
        updatedAt: at,
        // An open transfer carries its unique code (decision 035): Rp 1-999, distinct per booking.
        ...(status === "pending"
          ? { uniqueCode: ((b.seq * 37) % 999) * 100 + 100, transferAmount: amount + ((b.seq * 37) % 999) * 100 + 100 }
          : {}),
      })
      .returning();
    await db.insert(bookingEvents).values({
      bookingId: row.id,
      kind: "payment_submitted",
      actorId: b.customerId,
      paymentId: p.id,
      amount,
      createdAt: at,
    });
    if (status === "confirmed")
      await db.insert(bookingEvents).values({
        bookingId: row.id,
        kind: "payment_confirmed",
        actorId: b.adminId,
        paymentId: p.id,
        amount,
        createdAt: addDays(at, 0.5),
      });
    return p;
  };

  if (b.paidTotal > 0) {
    // Paid bookings alternate between one full payment and a deposit plus the balance.
    const split = b.status === "paid" && b.seq % 2 === 1;
    const deposit = split ? Math.max(1, Math.floor((b.paidTotal * 0.3) / 1000) * 1000) : b.paidTotal;
    const first = addDays(b.createdAt, 0.2);
    await pay(deposit, "confirmed", first);
    let status: "processing" | "paid" = deposit >= b.total ? "paid" : "processing";
    await db.insert(bookingEvents).values({
      bookingId: row.id,
      kind: "status",
      fromStatus: "pending",
      toStatus: status,
      createdAt: addDays(first, 0.5),
    });
    if (b.paidTotal > deposit) {
      const second = addDays(b.createdAt, 10);
      await pay(b.paidTotal - deposit, "confirmed", second);
      if (b.paidTotal >= b.total && status === "processing") {
        await db.insert(bookingEvents).values({
          bookingId: row.id,
          kind: "status",
          fromStatus: status,
          toStatus: "paid",
          createdAt: addDays(second, 0.5),
        });
        status = "paid";
      }
    }
  }
  if (b.awaitingPayment) await pay(b.awaitingPayment, "pending", addDays(b.createdAt, 0.05));
  return row;
}
