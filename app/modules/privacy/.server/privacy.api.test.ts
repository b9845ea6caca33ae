import { buffer } from "node:stream/consumers";
import { eq, inArray } from "drizzle-orm";
import { unzipSync, strFromU8 } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountClosures,
  bookingEvents,
  bookingGuests,
  bookings,
  files,
  guestDocuments,
  outbox,
  payments,
  refunds,
  sessions,
  users,
  whatsappConsents,
  whatsappContacts,
  whatsappInbound,
} from "#db/schema";
import { recordWhatsappConsent } from "#app/modules/notification/.server/whatsapp-consent";
import { createBooking, createPackage, createSetting } from "#test/factories";
import { bearer, uploadDocument } from "#test/factories/booking";
import { createTestApp, type TestApp } from "#test/setup/app";
import { signInAdmin, signInCustomer } from "#test/setup/sessions";

/*
 * Data export and account closure through the API (docs/product.md §Your data and closing an account,
 * decisions 050–051): who may call what, the export's contents (unzipped), the approval rule, the
 * anonymisation and its concurrency.
 */

let t: TestApp;
let admin: string;
let adminId: number;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const call = (method: "GET" | "POST" | "DELETE", url: string, token?: string | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload: payload as never });

/** A customer with a returned trip: one booking, two guests, a visa, a passport document, a proof and a refund. */
async function customerWithHistory(locale: "id" | "en" | "my" = "my") {
  const c = await signInCustomer(t, {
    locale,
    phone: "+60 12 345 6789",
    address: "Jalan Ampang 1",
    birthDate: "1980-04-05",
  });
  const pkg = await createPackage(t.db, { departures: [{ startDate: day(-40), endDate: day(-30) }] });
  const booking = await createBooking(t.db, c.user.id, {
    status: "processed",
    packageId: pkg.id,
    departureId: pkg.departures[0].id,
    bookingName: "Siti Aminah",
    specialRequest: "Kerusi roda untuk ibu",
    pax: 2,
    total: 50_000_000,
    paidTotal: 50_000_000,
    dataConsentAt: new Date(),
    dataConsentVersion: "2026-01",
  });
  const visa = await uploadDocument(t.app, c.token);
  const passport = await uploadDocument(t.app, c.token);
  const proof = await uploadDocument(t.app, c.token);
  const loose = await uploadDocument(t.app, c.token);
  const avatar = await uploadAvatar(c.token);
  await t.db
    .update(users)
    .set({ profilePictureUrl: `/uploads/${avatar}-320.webp` })
    .where(eq(users.id, c.user.id));
  const guestRows = await t.db
    .insert(bookingGuests)
    .values(
      [1, 2].map((position) => ({
        bookingId: booking.id,
        position,
        fullName: position === 1 ? "Siti Aminah" : "Ahmad Fauzi",
        gender: position === 1 ? ("female" as const) : ("male" as const),
        birthDate: position === 1 ? "1980-04-05" : "1975-09-30",
        birthPlace: "Kuala Lumpur",
        job: "Guru",
        jobAddress: "Sekolah 1",
        passportNumber: `A${position}234567`,
        icNumber: `80040514${position}234`,
        passportIssueDate: "2022-01-01",
        passportExpiryDate: "2032-01-01",
        visaFileId: position === 1 ? visa : null,
        heirName: "Nur Aisyah",
        heirRelationship: "Anak",
        phone: "+60 12 000 0000",
        email: `guest${position}@example.my`,
        postalCode: "50450",
        country: "MY" as const,
        state: "Selangor",
        address: "Jalan Ampang 1",
        fare: 25_000_000,
      })),
    )
    .returning();
  await t.db.insert(guestDocuments).values({
    guestId: guestRows[0].id,
    bookingId: booking.id,
    kind: "passport",
    status: "verified",
    fileId: passport,
    submittedBy: c.user.id,
  });
  const [payment] = await t.db
    .insert(payments)
    .values({
      bookingId: booking.id,
      amount: 50_000_000,
      method: "manual",
      proofFileId: proof,
      payerName: "Siti Aminah",
      paymentDate: day(-60),
      status: "confirmed",
      uniqueCode: 123,
      transferAmount: 50_000_123,
    })
    .returning();
  await t.db.insert(bookingEvents).values({
    bookingId: booking.id,
    kind: "edited",
    actorId: c.user.id,
    changes: { booking_name: ["Siti", "Siti Aminah"] },
  });
  return { ...c, booking, guests: guestRows, payment, fileIds: { visa, passport, proof, loose }, avatar };
}

/** A public avatar image (one 320 px WebP variant) uploaded by `token`'s user; returns its id. */
async function uploadAvatar(token: string): Promise<string> {
  const image = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 9, g: 99, b: 9 } } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(image)]), "me.jpg");
  const body = new Response(form);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/upload?purpose=avatar",
    headers: { ...bearer(token), "content-type": body.headers.get("content-type")! },
    payload: Buffer.from(await body.arrayBuffer()),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.id;
}

async function storedBytes(fileId: string) {
  const [row] = await t.db.select().from(files).where(eq(files.id, fileId));
  const stored = await t.app.files.get(row.storageKey!);
  return buffer(stored!.body);
}

async function exportOf(token: string, lang = "my") {
  const res = await call("GET", `/api/account/export?lang=${lang}`, token);
  expect(res.statusCode).toBe(200);
  const zip = unzipSync(new Uint8Array(res.rawPayload));
  return { res, zip, data: JSON.parse(strFromU8(zip["data.json"])) };
}

beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db, { name: "Amanah Tour & Travel" });
  const a = await signInAdmin(t, { locale: "en" });
  admin = a.token;
  adminId = a.user.id;
});
afterAll(() => t.close());

describe("GET /api/account/export", () => {
  it("answers 401 to a visitor", async () => {
    expect((await call("GET", "/api/account/export")).statusCode).toBe(401);
  });

  it("zips the user's data.json, README and every file of theirs byte for byte, without the password hash", async () => {
    const c = await customerWithHistory("my");
    const other = await customerWithHistory("id");
    const { res, zip, data } = await exportOf(c.token);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="amanah-tour-travel-data-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    expect(res.headers["cache-control"]).toBe("private, no-store");
    // The README in the reader's language.
    expect(strFromU8(zip["README.txt"])).toContain("Data anda di Amanah Tour & Travel");

    expect(data.profile).toMatchObject({ id: c.user.id, email: c.user.email, phone: "+60 12 345 6789" });
    expect(data.profile).not.toHaveProperty("passwordHash");
    expect(strFromU8(zip["data.json"])).not.toContain(c.user.passwordHash);
    expect(strFromU8(zip["data.json"])).not.toContain("$argon2");

    expect(data.bookings).toHaveLength(1);
    // Savings plans (decision 084): none opened here; the section is there.
    expect(data.savings_plans).toEqual([]);
    const b = data.bookings[0];
    expect(b.code).toBe(c.booking.code);
    expect(b.guests.map((g: { passportNumber: string }) => g.passportNumber)).toEqual(["A1234567", "A2234567"]);
    expect(b.payments[0]).toMatchObject({ uniqueCode: 123, payerName: "Siti Aminah" });
    expect(b.documents[0]).toMatchObject({ kind: "passport", status: "verified" });
    expect(b.history.length).toBeGreaterThan(0);
    expect(data.consents).toEqual([
      expect.objectContaining({ booking_code: c.booking.code, data_consent_version: "2026-01" }),
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data.sessions)).not.toMatch(/token/i);
    expect(data).toHaveProperty("mails");
    expect(data).toHaveProperty("account_closures");

    const code = c.booking.code;
    const expected = {
      [`files/bookings/${code}/guest-1-visa.jpg`]: c.fileIds.visa,
      [`files/bookings/${code}/guest-1-passport.jpg`]: c.fileIds.passport,
      [`files/bookings/${code}/payment-${c.payment.id}-proof.jpg`]: c.fileIds.proof,
      [`files/uploads/${c.fileIds.loose}.jpg`]: c.fileIds.loose,
    };
    for (const [path, id] of Object.entries(expected)) {
      expect(zip[path], path).toBeDefined();
      expect(Buffer.from(zip[path]).equals(await storedBytes(id)), path).toBe(true);
    }
    const avatar = await buffer((await t.app.files.get(`public/${c.avatar}-320.webp`))!.body);
    expect(Buffer.from(zip["files/avatar.webp"]).equals(avatar)).toBe(true);
    expect(data.files.map((f: { path: string }) => f.path).sort()).toEqual(
      [...Object.keys(expected), "files/avatar.webp"].sort(),
    );

    // Nothing of the other customer: no id in the path, everything follows the session.
    const all = strFromU8(zip["data.json"]);
    expect(all).not.toContain(other.booking.code);
    expect(all).not.toContain(other.user.email);
    for (const id of Object.values(other.fileIds)) expect(all).not.toContain(id);
    expect(Object.keys(zip).some((p) => p.includes(other.booking.code))).toBe(false);
  });

  it("limits exports to a few per hour and user (429 translated)", async () => {
    const c = await signInCustomer(t);
    for (let i = 0; i < 5; i++) expect((await call("GET", "/api/account/export", c.token)).statusCode).toBe(200);
    const limited = await call("GET", "/api/account/export?lang=en", c.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe("Too many attempts. Please try again in a few minutes.");
    // Another user's quota is their own.
    const d = await signInCustomer(t);
    expect((await call("GET", "/api/account/export", d.token)).statusCode).toBe(200);
  });
});

describe("closure requests (customer)", () => {
  it("checks access: visitor 401, admin 403 on the customer's request, customer 403 on the admin's list and decisions", async () => {
    const c = await signInCustomer(t);
    for (const [m, u] of [
      ["GET", "/api/account/closure"],
      ["POST", "/api/account/closure"],
      ["DELETE", "/api/account/closure"],
      ["GET", "/api/account-closures"],
      ["POST", "/api/account-closures/1/approve"],
      ["POST", "/api/account-closures/1/reject"],
    ] as const) {
      expect((await call(m, u, null, m === "POST" ? { reason: "x" } : undefined)).statusCode, `${m} ${u}`).toBe(401);
    }
    expect((await call("POST", "/api/account/closure", admin, {})).statusCode).toBe(403);
    expect((await call("GET", "/api/account-closures", c.token)).statusCode).toBe(403);
    expect((await call("POST", "/api/account-closures/1/approve", c.token)).statusCode).toBe(403);
    expect((await call("POST", "/api/account-closures/1/reject", c.token, { reason: "x" })).statusCode).toBe(403);
    expect((await call("POST", "/api/account-closures/999999/approve", admin)).statusCode).toBe(404);
  });

  it("records one pending request, tells the admins, refuses a second (409), withdraws, and shows only the caller's own", async () => {
    const c = await signInCustomer(t, { name: "Rahmat Hidayat" });
    const other = await signInCustomer(t);
    expect((await call("GET", "/api/account/closure", c.token)).json()).toEqual({ data: null, blockers: [] });
    const made = await call("POST", "/api/account/closure?lang=en", c.token, { reason: "Tidak lagi berumrah" });
    expect(made.statusCode).toBe(200);
    expect(made.json().data).toMatchObject({ status: "pending", reason: "Tidak lagi berumrah" });
    const mails = (await t.db.select().from(outbox).where(eq(outbox.kind, "closure_requested"))).filter((m) =>
      m.subject.includes("Rahmat Hidayat"),
    );
    const [adminRow] = await t.db.select().from(users).where(eq(users.id, adminId));
    expect(mails.map((m) => m.toAddress)).toContain(adminRow.email);
    expect(mails.find((m) => m.toAddress === adminRow.email)?.subject).toBe(
      "Account closure requested: Rahmat Hidayat",
    );

    const again = await call("POST", "/api/account/closure?lang=en", c.token, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You already have an account closure request waiting.");
    // The other customer sees nothing of it and cannot withdraw it.
    expect((await call("GET", "/api/account/closure", other.token)).json().data).toBeNull();
    expect((await call("DELETE", "/api/account/closure", other.token)).statusCode).toBe(404);

    const withdrawn = await call("DELETE", "/api/account/closure", c.token);
    expect(withdrawn.json().data.status).toBe("withdrawn");
    expect((await call("GET", "/api/account/closure", c.token)).json().data.status).toBe("withdrawn");
    expect((await call("POST", "/api/account/closure", c.token, {})).statusCode).toBe(200);
  });

  it("keeps one pending request under two concurrent requests", async () => {
    const c = await signInCustomer(t);
    const answers = await Promise.all([1, 2, 3].map(() => call("POST", "/api/account/closure", c.token, {})));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await t.db.select().from(accountClosures).where(eq(accountClosures.userId, c.user.id));
    expect(rows).toHaveLength(1);
  });
});

describe("closure decisions (admin)", () => {
  it("rejects with the reason the customer reads in their language; a decided request cannot be decided again", async () => {
    const c = await signInCustomer(t, { locale: "my" });
    const id = (await call("POST", "/api/account/closure", c.token, {})).json().data.id;
    const list = (await call("GET", "/api/account-closures", admin)).json().data;
    expect(list[0].status).toBe("pending");
    expect(list.find((r: { id: number }) => r.id === id).customer.id).toBe(c.user.id);
    const res = await call("POST", `/api/account-closures/${id}/reject?lang=en`, admin, {
      reason: "Sila hubungi kami dahulu",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: "rejected", decision_note: "Sila hubungi kami dahulu" });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.toAddress, c.user.email));
    expect(mail).toMatchObject({ kind: "closure_rejected", locale: "my", subject: "Permintaan penutupan akaun anda" });
    expect(mail.text).toContain("Sebab: Sila hubungi kami dahulu");
    expect((await call("POST", `/api/account-closures/${id}/approve`, admin)).statusCode).toBe(409);
    expect((await call("POST", `/api/account-closures/${id}/reject`, admin, { reason: "x" })).statusCode).toBe(409);
    expect((await call("POST", `/api/account-closures/${id}/reject`, admin, { reason: " " })).statusCode).toBe(422);
  });

  it("refuses approval (409, translated) while a trip has not returned, a payment is pending or a refund is owed", async () => {
    const c = await signInCustomer(t);
    const pkg = await createPackage(t.db, { departures: [{ startDate: day(20), endDate: day(30) }] });
    const open = await createBooking(t.db, c.user.id, {
      status: "paid",
      packageId: pkg.id,
      departureId: pkg.departures[0].id,
    });
    // The customer reads what blocks it before asking (issue 26), by the rule the approval applies.
    expect((await call("GET", "/api/account/closure", c.token)).json()).toEqual({
      data: null,
      blockers: [{ kind: "open_booking", code: open.code }],
    });
    const id = (await call("POST", "/api/account/closure", c.token, {})).json().data.id;
    const listed = (await call("GET", "/api/account-closures", admin))
      .json()
      .data.find((r: { id: number }) => r.id === id);
    expect(listed.open_bookings).toBe(1);
    const blocked = await call("POST", `/api/account-closures/${id}/approve?lang=en`, admin);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(
      `Cannot be approved yet: booking ${open.code} is still open (its departure has not returned).`,
    );

    await t.db.update(bookings).set({ status: "canceled" }).where(eq(bookings.id, open.id));
    const [p] = await t.db
      .insert(payments)
      .values({
        bookingId: open.id,
        amount: 1,
        method: "manual",
        payerName: "X",
        paymentDate: day(0),
        status: "pending",
      })
      .returning();
    expect((await call("GET", "/api/account/closure", c.token)).json().blockers).toEqual([
      { kind: "pending_payment", code: open.code },
    ]);
    const pending = await call("POST", `/api/account-closures/${id}/approve?lang=id`, admin);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe(`Belum bisa disetujui: ada pembayaran menunggu di pemesanan ${open.code}.`);

    await t.db.update(payments).set({ status: "rejected" }).where(eq(payments.id, p.id));
    await t.db
      .insert(refunds)
      .values({ bookingId: open.id, reason: "cancellation", currency: "IDR", paidTotal: 10, amount: 10 });
    const refund = await call("POST", `/api/account-closures/${id}/approve?lang=my`, admin);
    expect(refund.statusCode).toBe(409);
    expect(refund.json().message).toContain(open.code);
    // Nothing changed.
    const [row] = await t.db.select().from(users).where(eq(users.id, c.user.id));
    expect(row).toMatchObject({ email: c.user.email, active: true, closedAt: null });
  });

  it("anonymises everything personal in one go, keeps the money, ends the sessions and deletes identity files", async () => {
    const c = await customerWithHistory("my");
    const other = await customerWithHistory("id");
    const before = await t.db.select().from(bookings).where(eq(bookings.id, c.booking.id));
    // A refund paid back to the customer's own bank account (decision 056).
    const [paidBack] = await t.db
      .insert(refunds)
      .values({
        bookingId: c.booking.id,
        reason: "late_payment",
        currency: "IDR",
        paidTotal: 10,
        amount: 10,
        status: "paid",
        reference: "TRF-1",
        accountBank: "Maybank",
        accountNumber: "1140 2233 4455",
        accountHolder: "Siti Aminah",
      })
      .returning();
    const id = (await call("POST", "/api/account/closure", c.token, { reason: "Privasi" })).json().data.id;
    const res = await call("POST", `/api/account-closures/${id}/approve?lang=en`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: "approved", decided_by: { id: adminId } });

    const [u] = await t.db.select().from(users).where(eq(users.id, c.user.id));
    expect(u).toMatchObject({
      name: `Closed account #${c.user.id}`,
      username: `closed-${c.user.id}`,
      email: `closed-${c.user.id}@closed.invalid`,
      phone: null,
      birthDate: null,
      birthPlace: null,
      address: null,
      isNumber: null,
      profilePictureUrl: null,
      active: false,
    });
    expect(u.closedAt).not.toBeNull();
    expect(u.passwordHash).not.toBe(c.user.passwordHash);

    const [b] = await t.db.select().from(bookings).where(eq(bookings.id, c.booking.id));
    expect(b.bookingName).toBe(`Closed account #${c.user.id}`);
    expect(b.specialRequest).toBeNull();
    // The books: totals, status, code unchanged.
    expect({ total: b.total, paid: b.paidTotal, status: b.status, code: b.code }).toEqual({
      total: before[0].total,
      paid: before[0].paidTotal,
      status: before[0].status,
      code: before[0].code,
    });
    const guests = await t.db.select().from(bookingGuests).where(eq(bookingGuests.bookingId, c.booking.id));
    for (const g of guests) {
      expect(g.fullName).toBe(`Guest ${g.position}`);
      expect(g.birthDate.endsWith("-01-01")).toBe(true);
      for (const f of [
        g.birthPlace,
        g.job,
        g.jobAddress,
        g.passportNumber,
        g.icNumber,
        g.passportIssueDate,
        g.passportExpiryDate,
        g.visaFileId,
        g.heirName,
        g.heirRelationship,
        g.phone,
        g.email,
        g.postalCode,
        g.state,
        g.address,
        g.company,
      ])
        expect(f).toBeNull();
      expect(g.fare).toBe(25_000_000);
      expect(g.travellerType).toBe("adult");
    }
    expect(guests.map((g) => g.birthDate).sort()).toEqual(["1975-01-01", "1980-01-01"]);
    const [pay] = await t.db.select().from(payments).where(eq(payments.id, c.payment.id));
    expect(pay).toMatchObject({
      amount: 50_000_000,
      uniqueCode: 123,
      status: "confirmed",
      proofFileId: c.fileIds.proof,
      payerName: `Closed account #${c.user.id}`,
    });
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.id, paidBack.id));
    expect(refund).toMatchObject({ amount: 10, reference: "TRF-1", accountNumber: null, accountHolder: null });
    const [doc] = await t.db.select().from(guestDocuments).where(eq(guestDocuments.bookingId, c.booking.id));
    expect(doc.fileId).toBeNull();
    expect(doc.fileDeletedAt).not.toBeNull();
    const events = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, c.booking.id));
    expect(events.every((e) => e.changes === null)).toBe(true);

    // Identity files and loose uploads gone (row and object); the payment proof kept for the books.
    const gone = [c.fileIds.visa, c.fileIds.passport, c.fileIds.loose];
    expect(await t.db.select().from(files).where(inArray(files.id, gone))).toEqual([]);
    for (const f of gone) expect((await call("GET", `/api/file/${f}`, admin)).statusCode).toBe(404);
    expect((await call("GET", `/api/file/${c.fileIds.proof}`, admin)).statusCode).toBe(200);
    // The profile picture too: row and stored image.
    expect(await t.db.select().from(files).where(eq(files.id, c.avatar))).toEqual([]);
    expect(await t.app.files.get(`public/${c.avatar}-320.webp`)).toBeNull();

    // Sessions ended, login impossible with the old password and the old or new login.
    expect((await call("GET", "/api/account/closure", c.token)).statusCode).toBe(401);
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, c.user.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    for (const username of [c.user.username, `closed-${c.user.id}`]) {
      const login = await t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username, password: "Customer12345" },
      });
      expect(login.statusCode).toBe(422);
    }

    // The approval mail went to the address they had, in their language.
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.kind, "closure_approved"));
    expect(mail).toMatchObject({ toAddress: c.user.email, locale: "my", subject: "Akaun anda telah ditutup" });

    // The other customer is untouched.
    const [o] = await t.db.select().from(bookingGuests).where(eq(bookingGuests.id, other.guests[0].id));
    expect(o.passportNumber).toBe("A1234567");
    expect((await call("GET", `/api/file/${other.fileIds.passport}`, admin)).statusCode).toBe(200);
  });

  it("exports the customer's WhatsApp (number, consents, what they wrote) and forgets it at closure", async () => {
    const c = await customerWithHistory("my");
    const ctx = { db: t.db, actor: null, locale: "my" as const, requestId: "test", now: () => new Date() };
    await recordWhatsappConsent({
      ctx,
      input: {
        userId: c.user.id,
        number: "+60 12-555 0101",
        optIn: true,
        source: "registration",
        recordedBy: c.user.id,
      },
    });
    await t.db.insert(whatsappInbound).values({
      providerMessageId: `wamid.privacy-${c.user.id}`,
      fromPhone: "+60125550101",
      userId: c.user.id,
      type: "text",
      text: "Bila bas bertolak?",
      sentAt: new Date(),
      receivedAt: new Date(),
    });
    const { data } = await exportOf(c.token);
    expect(data.whatsapp.contact).toMatchObject({ phone: "+60125550101", optedIn: true });
    expect(data.whatsapp.consents).toEqual([expect.objectContaining({ source: "registration", optedIn: true })]);
    expect(data.whatsapp.received).toEqual([expect.objectContaining({ text: "Bila bas bertolak?" })]);

    const id = (await call("POST", "/api/account/closure", c.token, { reason: "Privasi" })).json().data.id;
    expect((await call("POST", `/api/account-closures/${id}/approve`, admin)).statusCode).toBe(200);
    expect(await t.db.select().from(whatsappContacts).where(eq(whatsappContacts.userId, c.user.id))).toEqual([]);
    expect(await t.db.select().from(whatsappConsents).where(eq(whatsappConsents.userId, c.user.id))).toEqual([]);
    expect(await t.db.select().from(whatsappInbound).where(eq(whatsappInbound.fromPhone, "+60125550101"))).toEqual([]);
  });

  it("anonymises once when two admins approve at the same moment", async () => {
    const c = await customerWithHistory("en");
    const second = await signInAdmin(t);
    const id = (await call("POST", "/api/account/closure", c.token, {})).json().data.id;
    const answers = await Promise.all([
      call("POST", `/api/account-closures/${id}/approve`, admin),
      call("POST", `/api/account-closures/${id}/approve`, second.token),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const mails = await t.db.select().from(outbox).where(eq(outbox.toAddress, c.user.email));
    expect(mails.filter((m) => m.kind === "closure_approved")).toHaveLength(1);
    const [row] = await t.db.select().from(accountClosures).where(eq(accountClosures.id, id));
    expect(row.status).toBe("approved");
  });
});
