/**
 * Shared fixtures of the security suite (route-matrix.test.ts, fuzz.test.ts): the API route
 * table read from Fastify itself, one set of records every route parameter can point at, a
 * valid sample request per route, and a fingerprint of the whole database.
 *
 * A new route is covered without editing this file, unless its URL has a parameter no fixture
 * knows: then the suite fails with "add a fixture for param X of route Y" (see PARAMS).
 */
import { createHmac, randomUUID } from "node:crypto";
import type { RouteOptions } from "fastify";
import { and, asc, eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { z } from "zod";
import { createSession } from "#app/modules/account/.server/create-session";
import type { Access } from "#app/shared/api.server";
import type { Ctx } from "#app/shared/context";
import type { StaffRole } from "#app/shared/staff-access";
import {
  createAttribute,
  createAttributeDetail,
  createBooking,
  createCategory,
  createDeparture,
  createDestination,
  createFaq,
  createFileRecord,
  createLanguages,
  createPackage,
  createPage,
  createPartner,
  createPhoto,
  createSetting,
  createSlider,
  createTestimony,
  createUser,
  createVideo,
} from "#test/factories";
import { createAgent } from "#test/factories/agent";
import { createBankAccount } from "#test/factories/bank";
import { bearer, checkoutBody, guest, postBooking, uploadDocument } from "#test/factories/booking";
import { createTestApp, type TestApp } from "#test/setup/app";
import {
  accountClosures,
  agents,
  commissionLines,
  commissionPayouts,
  bankStatements,
  statementLines,
  bookingGuests,
  bookings,
  departureFlights,
  departureRooms,
  guestDocuments,
  packageDocumentRequirements,
  refunds,
  roomTypes,
  branches,
  manasikSessions,
  packageKitItems,
  payments,
  savingsPlans,
} from "#db/schema";
import {
  createSandboxProvider,
  SANDBOX_SIGNATURE_HEADER,
  sandboxSecret,
  signSandboxBody,
} from "#app/modules/gateway/.server/providers/sandbox";

// ---------- the route table ----------

type ZodLike = z.ZodType;
export interface ApiRoute {
  method: string;
  url: string;
  /** "GET /api/tour/:id" */
  key: string;
  access: Access | undefined;
  schema: { body?: ZodLike; querystring?: ZodLike; params?: ZodLike; headers?: ZodLike };
}

/** Every /api route but the OpenAPI viewer's files, one entry per method (HEAD included). */
export function apiRoutes(app: TestApp["app"]): ApiRoute[] {
  const out: ApiRoute[] = [];
  for (const r of app.routeList as RouteOptions[]) {
    if (!r.url.startsWith("/api/") || r.url === "/api/docs" || r.url.startsWith("/api/docs/")) continue;
    const methods = Array.isArray(r.method) ? r.method : [r.method];
    const s = (r.schema ?? {}) as Record<string, unknown>;
    const zod = (v: unknown) => (v instanceof z.ZodType ? v : undefined);
    for (const method of methods) {
      out.push({
        method,
        url: r.url,
        key: `${method} ${r.url}`,
        access: (r.config as { access?: Access } | undefined)?.access,
        schema: {
          body: zod(s.body),
          querystring: zod(s.querystring),
          params: zod(s.params),
          headers: zod(s.headers),
        },
      });
    }
  }
  return out;
}

export const isRead = (method: string) => method === "GET" || method === "HEAD";

// ---------- fixtures ----------

export const PASSWORD = "Kunci7Amanah";
export interface FixtureUser {
  id: number;
  username: string;
  email: string;
  name: string;
  password: string;
}

/** The owner's private data: none of it may reach a visitor or another customer. */
export const SECRETS = {
  passport: "X9M4T7R2Q",
  ic: "IC-880101-14-5566",
  guestName: "Zulkarnain Matrixowner",
  bookingName: "Rombongan Matrixowner",
};

export type Fixtures = Awaited<ReturnType<typeof buildFixtures>>;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A birth date `years` before the fixture departure (day 60): an adult, a child or an infant on it. */
const born = (years: number) => day(60 - Math.round(years * 365.25));
const uniq = () => randomUUID().replaceAll("-", "").slice(0, 10);

/**
 * One of each record a route parameter can name, created once: a customer's booking with
 * guests (passport, IC, visa file) in Double beds, a payment with a private proof and a confirmed
 * counter payment (with its receipt), a family
 * booking (two adults in Quad beds, a child without a bed, an infant), the departure's rooming
 * list arranged, a package with room types, hotel cities, a departure with a fare grid and
 * child and infant fares, a second departure to copy fares to, extras, every content type,
 * users of both roles.
 */
/** WhatsApp's Cloud API configured (nothing is sent: no job runs here), so its webhook routes answer. */
export const WHATSAPP_ENV = {
  WHATSAPP_TOKEN: "security-token",
  WHATSAPP_PHONE_NUMBER_ID: "100200300",
  WHATSAPP_APP_SECRET: "security-app-secret",
  WHATSAPP_VERIFY_TOKEN: "security-verify-token",
  WHATSAPP_API_URL: "http://127.0.0.1:9",
};

export async function buildFixtures(envOverrides: Record<string, string> = {}) {
  const t = await createTestApp({ ...WHATSAPP_ENV, ...envOverrides });
  const db = t.db;
  await createSetting(db, { currency: "IDR" });
  await createLanguages(db);
  const mkUser = async (role: "admin" | "customer", staffRole?: StaffRole, branchId?: number): Promise<FixtureUser> => {
    const u = await createUser(db, { role, staffRole, branchId, password: PASSWORD });
    return { id: u.id, username: u.username, email: u.email, name: u.name, password: PASSWORD };
  };
  const users = {
    owner: await mkUser("customer"),
    other: await mkUser("customer"),
    admin: await mkUser("admin"),
    // Staff of the other roles (decision 073): each may do what its permissions cover.
    finance: await mkUser("admin", "finance"),
    operations: await mkUser("admin", "operations"),
    sales: await mkUser("admin", "sales"),
    // A sales clerk of a branch none of the fixtures belong to: the owner's records are another
    // branch's to them (404).
    clerk: await mkUser("admin", "sales", await createBranchRow(db)),
    // The target of the owner's staff edit and invitation (GET/PUT /staff/:id).
    colleague: await mkUser("admin", "sales"),
    // Only logs in (POST /login's sample): its password never changes.
    login: await mkUser("customer"),
    // The target of the admin's user edit.
    victim: await mkUser("customer"),
    // An approved agent (decision 079) with no pilgrim among the fixtures: the owner's records are
    // another agent's pilgrim's to them (404).
    agent: await mkUser("customer"),
    // The agent the owner's booking is credited to.
    ownersAgent: await mkUser("customer"),
  };
  const callerAgent = await createAgent(db, users.agent.id);
  const ownersAgent = await createAgent(db, users.ownersAgent.id);
  /** A fresh bearer session, written directly (no password hashing): cheap enough per call. */
  const session = async (user: FixtureUser) =>
    (await createSession({ db, now: () => new Date() } as Ctx, user.id, { ttlDays: 1 })).token;

  const ownerToken = await session(users.owner);
  const otherToken = await session(users.other);
  const bank = await createBankAccount(db, { isActive: true });
  // A bank statement import (admin; GET and confirm /bank-statements/:id).
  const newStatement = async () =>
    (
      await db
        .insert(bankStatements)
        .values({ format: "bca", fileName: "fixture.csv", sha256: randomUUID(), currency: "IDR" })
        .returning({ id: bankStatements.id })
    )[0].id;
  const statement = await newStatement();
  // An unmatched credit of that statement (admin; assign to a payment or ignore, decision 058).
  const newStatementLine = async () =>
    (
      await db
        .insert(statementLines)
        .values({
          statementId: statement,
          lineKey: randomUUID(),
          postedOn: new Date().toISOString().slice(0, 10),
          description: "TRSF E-BANKING CR FIXTURE",
          amount: 1_234_567,
          currency: "IDR",
        })
        .returning({ id: statementLines.id })
    )[0].id;
  const statementLine = await newStatementLine();
  const image = await createFileRecord(db, { visibility: "public" });
  const proofs = {
    owner: await uploadDocument(t.app, ownerToken),
    other: await uploadDocument(t.app, otherToken),
  };
  const visa = await uploadDocument(t.app, ownerToken);

  const category = await createCategory(db);
  const destination = await createDestination(db);
  const attribute = await createAttribute(db);
  const detail = await createAttributeDetail(db, attribute.id);
  const pkg = await createPackage(db, {
    basePrice: 10_000_000,
    minPayment: 3_000_000,
    maxPax: 10,
    categoryIds: [category.id],
    destinationId: destination.id,
    attributeIds: [attribute.id],
    hotelCities: ["Makkah", "Madinah"],
    departures: [
      { startDate: day(60), endDate: day(69), capacity: 1000, childNoBedPrice: 7_000_000, infantPrice: 2_500_000 },
      // Where the copy of a fare grid goes (POST /tour/:id/time/:time_id/copy-fares).
      { startDate: day(120), endDate: day(129), capacity: 40 },
    ],
  });
  const [departure, copyTarget] = pkg.departures;
  // The package's room types (createPackage's Quad, Triple and Double), by code.
  const types = await db.select().from(roomTypes).where(eq(roomTypes.packageId, pkg.id));
  const roomType = (code: string) => {
    const found = types.find((r) => r.code.toLowerCase() === code);
    if (!found) throw new Error(`fixture package has no room type ${code}: ${types.map((r) => r.code).join(", ")}`);
    return found.id;
  };
  const roomTypeIds = { quad: roomType("quad"), triple: roomType("triple"), double: roomType("double") };
  const page = await createPage(db, { group: "footer" });
  const content = {
    page: page.id,
    faq: (await createFaq(db)).id,
    video: (await createVideo(db)).id,
    photo: (await createPhoto(db)).id,
    slider: (await createSlider(db)).id,
    partner: (await createPartner(db)).id,
    testimony: (await createTestimony(db)).id,
  };

  type Booking = { id: string; code: string; total: number };
  const guestsOf = async (bookingId: string) =>
    (
      await db
        .select({ id: bookingGuests.id })
        .from(bookingGuests)
        .where(eq(bookingGuests.bookingId, bookingId))
        .orderBy(asc(bookingGuests.position))
    ).map((g) => g.id);
  const book = async (over: Record<string, unknown> = {}): Promise<Booking> => {
    const res = await postBooking(
      t.app,
      await session(users.owner),
      checkoutBody(pkg.id, departure.id, { payment_type: "deposit", ...over }),
    );
    if (res.statusCode !== 201) throw new Error(`fixture booking: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const paymentBody = (proof: string, amount = 3_000_000) => ({
    amount,
    method: "manual",
    bank_account_id: bank.id,
    proof_file_id: proof,
    payer_name: "Pembayar Uji",
    payment_date: day(0),
  });
  const pay = async (b: Booking, amount = 3_000_000): Promise<number> => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/booking/${b.id}/payment`,
      headers: bearer(await session(users.owner)),
      payload: paymentBody(proofs.owner, amount),
    });
    if (res.statusCode !== 201) throw new Error(`fixture payment: ${res.statusCode} ${res.body}`);
    return res.json().data.id;
  };

  const booking = await book({
    pax: 2,
    booking_name: SECRETS.bookingName,
    guests: [
      guest({
        full_name: SECRETS.guestName,
        passport_number: SECRETS.passport,
        ic_number: SECRETS.ic,
        visa: "upload",
        visa_file_id: visa,
        room_type_id: roomTypeIds.double,
      }),
      guest({ room_type_id: roomTypeIds.double }),
    ],
  });
  await db.update(bookings).set({ agentId: ownersAgent.id }).where(eq(bookings.id, booking.id));
  const payment = await pay(booking, 6_000_000);
  // A family: rooming has adults of one booking to keep together and guests without a bed.
  await book({
    pax: 4,
    booking_name: "Keluarga Uji",
    guests: [
      guest({ gender: "male", room_type_id: roomTypeIds.quad }),
      guest({ gender: "female", room_type_id: roomTypeIds.quad }),
      guest({ gender: "female", birth_date: born(6), room_type_id: null }),
      guest({ gender: "male", birth_date: born(1), room_type_id: null }),
    ],
  });
  // The rooming list as staff leave it: every guest with a bed placed.
  const adminToken = await session(users.admin);
  const arranged = await t.app.inject({
    method: "POST",
    url: `/api/rooming/${departure.id}/arrange`,
    headers: bearer(adminToken),
    payload: {},
  });
  if (arranged.statusCode !== 200) throw new Error(`fixture rooming: ${arranged.statusCode} ${arranged.body}`);
  const [ownerGuest] = await guestsOf(booking.id);
  const [placed] = await db
    .select({ roomId: bookingGuests.roomId })
    .from(bookingGuests)
    .where(eq(bookingGuests.id, ownerGuest));
  if (placed?.roomId == null) throw new Error("fixture rooming: the owner's guest was not placed");
  // Pilgrim documents: the package asks every guest for a passport scan; a handed-in one per
  // guest of a booking of the owner (the shared one, or a fresh one a review that goes through acts on).
  await db.insert(packageDocumentRequirements).values({ packageId: pkg.id, kind: "passport", appliesTo: "all" });
  const handedIn = async (guestId: number, bookingId: string) =>
    (
      await db
        .insert(guestDocuments)
        .values({
          guestId,
          bookingId,
          kind: "passport",
          fileId: await uploadDocument(t.app, await session(users.owner)),
        })
        .returning({ id: guestDocuments.id })
    )[0].id;
  const document = await handedIn(ownerGuest, booking.id);
  const freshDocument = async () => {
    const b = await book();
    const [g] = await guestsOf(b.id);
    return handedIn(g, b.id);
  };

  // On the ground (decision 081): a manasik session of the shared departure and an item of its
  // package's kit (one size: a handover asks no size); a write that goes through acts on its own.
  const manasikSession = async () =>
    (
      await db
        .insert(manasikSessions)
        .values({
          departureId: departure.id,
          startsAt: new Date("2027-01-05T02:00:00Z"),
          place: "Aula",
          teacher: "Uji",
        })
        .returning({ id: manasikSessions.id })
    )[0].id;
  const kitItem = async () =>
    (
      await db
        .insert(packageKitItems)
        .values({ packageId: pkg.id, name: { id: "Koper" }, for: "all" })
        .returning({ id: packageKitItems.id })
    )[0].id;

  /** An empty room of the shared departure's rooming list. */
  const emptyRoom = async (roomTypeId = roomTypeIds.double) => {
    const [last] = await db
      .select({ position: departureRooms.position })
      .from(departureRooms)
      .where(and(eq(departureRooms.departureId, departure.id), eq(departureRooms.roomTypeId, roomTypeId)))
      .orderBy(sql`${departureRooms.position} desc`)
      .limit(1);
    const [room] = await db
      .insert(departureRooms)
      .values({ departureId: departure.id, roomTypeId, position: (last?.position ?? -1) + 1 })
      .returning({ id: departureRooms.id });
    return room.id;
  };
  /** A flight leg of the shared departure (PUT and DELETE .../flights/:flight_id act on a fresh one). */
  const freshFlight = async () =>
    (
      await db
        .insert(departureFlights)
        .values({
          departureId: departure.id,
          airline: "SV",
          flightNumber: "817",
          origin: "CGK",
          destination: "JED",
          departsAt: new Date(`${day(60)}T03:25:00Z`),
          departsZone: "Asia/Jakarta",
          arrivesAt: new Date(`${day(60)}T13:05:00Z`),
          arrivesZone: "Asia/Riyadh",
          pnr: "AB12CD",
        })
        .returning({ id: departureFlights.id })
    )[0].id;
  const flight = await freshFlight();
  /** Where a guest of a fresh booking may move: an empty room of their room type (PUT .../guest/:guest_id). */
  const roomOfGuest = new Map<number, number>();
  const unplacedGuest = async () => {
    const b = await book({ pax: 1, guests: [guest({ room_type_id: roomTypeIds.double })] });
    const [id] = await guestsOf(b.id);
    roomOfGuest.set(id, await emptyRoom());
    return id;
  };
  /** A departure of the package with a booking nobody has placed yet (arrange, add a room). */
  const unarrangedDeparture = async () => {
    const dep = await createDeparture(db, pkg.id, { capacity: 30 });
    await book({
      time_id: dep.id,
      pax: 2,
      guests: [guest({ room_type_id: roomTypeIds.double }), guest({ room_type_id: roomTypeIds.double })],
    });
    return dep.id;
  };

  /** A due cancellation refund of a booking of its own (POST /refund/:id/pay). */
  const dueRefund = async () => {
    const b = await book();
    const [row] = await db
      .insert(refunds)
      .values({ bookingId: b.id, reason: "cancellation", currency: "IDR", paidTotal: 3_000_000, amount: 3_000_000 })
      .returning({ id: refunds.id });
    return row.id;
  };
  const refund = await dueRefund();
  // A confirmed payment of the owner's booking, so it has a receipt (GET .../receipt.pdf): money
  // taken at the counter by the admin and confirmed by finance (never its recorder, decision 075).
  const counter = await t.app.inject({
    method: "POST",
    url: `/api/booking/${booking.id}/counter-payment`,
    headers: { ...bearer(adminToken), "idempotency-key": randomUUID() },
    payload: { amount: 3_000_000, method: "cash", payment_date: day(0), payer_name: "Pembayar Uji" },
  });
  if (counter.statusCode !== 201) throw new Error(`fixture counter payment: ${counter.statusCode} ${counter.body}`);
  const receiptPayment: number = counter.json().data.id;
  const confirmed = await t.app.inject({
    method: "POST",
    url: `/api/payment/${receiptPayment}/confirm`,
    headers: bearer(await session(users.finance)),
    payload: {},
  });
  if (confirmed.statusCode !== 200) throw new Error(`fixture confirmation: ${confirmed.statusCode} ${confirmed.body}`);
  /**
   * A charge line of the owner's booking (POST .../charge/:charge_id/reverse). A reversal that goes
   * through takes back a line of its own on the same booking, so the booking's total nets to what it was.
   */
  const freshCharge = async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/booking/${booking.id}/charge`,
      // A session of the moment: the matrix logs the admin's earlier ones out.
      headers: bearer(await session(users.admin)),
      payload: { kind: "admin_fee", amount: 50_000 },
    });
    if (res.statusCode !== 201) throw new Error(`fixture charge: ${res.statusCode} ${res.body}`);
    return (res.json().data.charges as { id: number }[]).at(-1)!.id;
  };
  const charge = await freshCharge();
  /** A pending account closure of a customer of its own (POST /account-closures/:id/approve or reject). */
  const pendingClosure = async () => {
    const u = await createUser(db);
    const [row] = await db.insert(accountClosures).values({ userId: u.id }).returning({ id: accountClosures.id });
    return row.id;
  };
  const closure = await pendingClosure();
  // An agent application waiting for review, of a customer of the head office (decision 078).
  const agentApplication = async () => {
    const applicant = await createUser(db, { role: "customer" });
    const [row] = await db
      .insert(agents)
      .values({
        userId: applicant.id,
        nationalIdNumber: "3174051234560009",
        bankName: "Bank Uji",
        accountNumber: "1234567890",
        accountHolder: applicant.name,
        whatsapp: "+62 812 0000 0009",
        termsVersion: "2026-12",
        termsAcceptedAt: new Date(),
      })
      .returning({ id: agents.id });
    return row.id;
  };
  const agent = await agentApplication();
  // A payout to an approved agent over one earned line (decision 078): its sheet is what is read.
  const commissionPayout = await (async () => {
    const person = await createUser(db, { role: "customer" });
    const [approved] = await db
      .insert(agents)
      .values({
        userId: person.id,
        status: "approved",
        code: `AG${randomUUID().slice(0, 5).toUpperCase()}`,
        nationalIdNumber: "3174051234560010",
        bankName: "Bank Uji",
        accountNumber: "1234567891",
        accountHolder: person.name,
        whatsapp: "+62 812 0000 0010",
        termsVersion: "2026-12",
        termsAcceptedAt: new Date(),
      })
      .returning({ id: agents.id });
    const sold = await createBooking(db, person.id, { agentId: approved.id, channel: "agent", status: "paid" });
    const receipt = await createFileRecord(db);
    const [payout] = await db
      .insert(commissionPayouts)
      .values({
        agentId: approved.id,
        total: 100_000,
        currency: "IDR",
        reference: "TRF-SEC",
        paidOn: "2026-01-15",
        receiptFileId: receipt.id,
      })
      .returning({ id: commissionPayouts.id });
    const [line] = await db
      .insert(commissionLines)
      .values({
        agentId: approved.id,
        bookingId: sold.id,
        kind: "earned",
        amount: 100_000,
        currency: "IDR",
        basis: { reason: "fixture" },
        payoutId: payout.id,
      })
      .returning({ id: commissionLines.id });
    return { id: payout.id, agentId: approved.id, lineId: line.id };
  })();
  // The offline sandbox provider's payment page (public, like a provider's hosted page).
  const sandbox = createSandboxProvider({ dataDir: t.app.env.dataDir });
  const sandboxCheckout = async () =>
    (
      await sandbox.createCheckout({
        ref: `SEC-${randomUUID()}`,
        amount: 100_000,
        currency: "IDR",
        description: "Uji",
        customer: { name: "Uji", email: "uji@example.test", phone: null },
        returnUrl: "http://localhost/payment/success",
        notifyUrl: "http://localhost/api/payments/notify/sandbox",
        expiresAt: new Date(Date.now() + 3_600_000),
        locale: "id",
      })
    ).checkoutId;
  const checkoutId = await sandboxCheckout();
  // A savings plan of the owner (decision 084); the shared one holds a counter deposit a cashier
  // recorded, waiting for review.
  const savingsPlan = async () => {
    const [row] = await db
      .insert(savingsPlans)
      .values({
        code: `SV${randomUUID().slice(0, 6).toUpperCase()}`,
        customerId: users.owner.id,
        targetAmount: 10_000_000,
        months: 4,
        monthlyAmount: 2_500_000,
        currency: "IDR",
        startsOn: "2026-01-01",
      })
      .returning({ id: savingsPlans.id });
    return row.id;
  };
  const plan = await savingsPlan();
  const [planDeposit] = await db
    .insert(payments)
    .values({
      savingsPlanId: plan,
      amount: 2_500_000,
      method: "cash",
      payerName: "Uji",
      paymentDate: "2026-01-01",
      status: "pending",
      currency: "IDR",
      createdBy: users.sales.id,
    })
    .returning({ id: payments.id });
  // A confirmed deposit of the shared plan, so it has a receipt (GET /api/savings/:id/payment/:payment_id/receipt.pdf):
  // money taken at the counter by the admin and confirmed by finance (never its recorder).
  const planCounter = await t.app.inject({
    method: "POST",
    url: `/api/savings/${plan}/counter-deposit`,
    headers: bearer(adminToken),
    payload: { amount: 2_500_000, method: "cash", payment_date: day(0), payer_name: "Penabung Uji" },
  });
  if (planCounter.statusCode !== 201)
    throw new Error(`fixture plan deposit: ${planCounter.statusCode} ${planCounter.body}`);
  const planReceiptDeposit: number = planCounter
    .json()
    .data.deposits.find((d: { id: number }) => d.id !== planDeposit.id).id;
  const planConfirmed = await t.app.inject({
    method: "POST",
    url: `/api/savings/${plan}/deposits/${planReceiptDeposit}/confirm`,
    headers: bearer(await session(users.finance)),
    payload: {},
  });
  if (planConfirmed.statusCode !== 200)
    throw new Error(`fixture plan deposit confirmation: ${planConfirmed.statusCode} ${planConfirmed.body}`);

  return {
    t,
    db,
    users,
    session,
    sandboxCheckout,
    ids: {
      checkout: checkoutId,
      savingsPlan: plan,
      savingsDeposit: planDeposit.id,
      savingsReceiptDeposit: planReceiptDeposit,
      bank: bank.id,
      branch: await createBranchRow(db),
      statement,
      statementLine,
      image: image.id,
      proofs,
      visa,
      category: category.id,
      destination: destination.id,
      attribute: attribute.id,
      detail: detail.id,
      tour: pkg.id,
      departure: departure.id,
      copyTarget: copyTarget.id,
      roomTypes: roomTypeIds,
      guest: ownerGuest,
      room: placed.roomId,
      booking: booking.id,
      document,
      flight,
      payment,
      receiptPayment,
      charge,
      refund,
      closure,
      agent,
      agentCode: callerAgent.code as string,
      commissionPayout,
      manasikSession: await manasikSession(),
      kitItem: await kitItem(),
      ...content,
    },
    /** Strings that identify the owner's booking: never in an answer to anyone else. */
    secrets: [SECRETS.passport, SECRETS.ic, SECRETS.guestName, SECRETS.bookingName, booking.code],
    book,
    pay,
    paymentBody,
    emptyRoom,
    unplacedGuest,
    unarrangedDeparture,
    newStatement,
    newStatementLine,
    dueRefund,
    freshCharge,
    pendingClosure,
    agentApplication,
    freshDocument,
    manasikSession,
    kitItem,
    freshFlight,
    savingsPlan,
    /** The room a guest's valid move goes to: the fresh guest's empty room, else the shared room. */
    roomFor: (guestId: number) => roomOfGuest.get(guestId) ?? placed.roomId!,
  };
}

// ---------- route parameters ----------

interface ParamFixture {
  /** The shared record (reads, refused writes). */
  value: (f: Fixtures) => string | number;
  /** Belongs to the owner: a visitor gets 401, another customer 404. */
  owned?: true;
  /** A new record for a write that succeeds (a delete, a status change), so shared ones stay. */
  fresh?: (f: Fixtures) => Promise<string | number>;
}

/**
 * Values of route parameters, by the URL segment before them and their name: `tour/:id`,
 * `time/:time_id`. A route with a parameter missing here fails the matrix and the fuzzing.
 */
/** A branch nobody belongs to (staff with the staff permission read, edit and delete it). */
async function createBranchRow(db: TestApp["db"]): Promise<number> {
  const [row] = await db
    .insert(branches)
    .values({ name: { id: `Cabang ${randomUUID().slice(0, 6)}` } })
    .returning({ id: branches.id });
  return row.id;
}

export const PARAMS: Record<string, ParamFixture> = {
  "group/:group": { value: () => "footer" },
  "page/:id": { value: (f) => f.ids.page, fresh: async (f) => (await createPage(f.db)).id },
  "faq/:id": { value: (f) => f.ids.faq, fresh: async (f) => (await createFaq(f.db)).id },
  "video/:id": { value: (f) => f.ids.video, fresh: async (f) => (await createVideo(f.db)).id },
  "gallery/:id": { value: (f) => f.ids.photo, fresh: async (f) => (await createPhoto(f.db)).id },
  "slider/:id": { value: (f) => f.ids.slider, fresh: async (f) => (await createSlider(f.db)).id },
  "partner/:id": { value: (f) => f.ids.partner, fresh: async (f) => (await createPartner(f.db)).id },
  "testimony/:id": { value: (f) => f.ids.testimony, fresh: async (f) => (await createTestimony(f.db)).id },
  "category/:id": { value: (f) => f.ids.category, fresh: async (f) => (await createCategory(f.db)).id },
  "destination/:id": {
    value: (f) => f.ids.destination,
    fresh: async (f) => (await createDestination(f.db)).id,
  },
  "attribute/:id": { value: (f) => f.ids.attribute, fresh: async (f) => (await createAttribute(f.db)).id },
  "detail/:detail_id": {
    value: (f) => f.ids.detail,
    fresh: async (f) => (await createAttributeDetail(f.db, f.ids.attribute)).id,
  },
  "tour/:id": { value: (f) => f.ids.tour, fresh: async (f) => (await createPackage(f.db)).id },
  "time/:time_id": {
    value: (f) => f.ids.departure,
    fresh: async (f) => (await createDeparture(f.db, f.ids.tour, { capacity: 30 })).id,
  },
  "booking/:id": { value: (f) => f.ids.booking, owned: true, fresh: async (f) => (await f.book()).id },
  "payment/:id": { value: (f) => f.ids.payment, fresh: async (f) => f.pay(await f.book()) },
  // A payment of the owner's booking that has a receipt (confirmed), as in booking/:id/payment/:payment_id.
  "payment/:payment_id": { value: (f) => f.ids.receiptPayment, owned: true },
  // A charge line of the owner's booking; a reversal that goes through reverses one of its own.
  "charge/:charge_id": { value: (f) => f.ids.charge, fresh: (f) => f.freshCharge() },
  "bank/:id": { value: (f) => f.ids.bank, fresh: async (f) => (await createBankAccount(f.db)).id },
  "branch/:id": { value: (f) => f.ids.branch, fresh: (f) => createBranchRow(f.db) },
  "customer/:id": { value: (f) => f.users.victim.id, fresh: async (f) => (await createUser(f.db)).id },
  // A colleague who has not chosen a password yet: an invitation or an edit that goes through acts
  // on one of its own.
  "staff/:id": {
    value: (f) => f.users.colleague.id,
    fresh: async (f) => (await createUser(f.db, { role: "admin", staffRole: "sales", passwordHash: "" })).id,
  },
  // The owner's private upload (a payment proof).
  "file/:id": { value: (f) => f.ids.proofs.owner, owned: true },
  // Rooming list (admin): the shared departure, arranged; a write that goes through arranges or
  // adds a room on a departure of its own whose booking is not placed yet.
  "rooming/:time_id": { value: (f) => f.ids.departure, fresh: (f) => f.unarrangedDeparture() },
  // A guest of the owner's booking, placed; a move that goes through moves a new booking's guest.
  "guest/:guest_id": { value: (f) => f.ids.guest, fresh: (f) => f.unplacedGuest() },
  // The owner's guests' room; numbers and deletes that go through act on an empty room of their own.
  "room/:room_id": { value: (f) => f.ids.room, fresh: (f) => f.emptyRoom() },
  // Readiness board (admin): the shared departure; reminders that go through run on a new one.
  "departures/:time_id": {
    value: (f) => f.ids.departure,
    fresh: async (f) => (await createDeparture(f.db, f.ids.tour, { capacity: 30 })).id,
  },
  // A departure's exports (manifests): the SISKOPATUH sheet of the shared departure.
  "export/:kind": { value: () => "siskopatuh" },
  // A bank statement import (admin only).
  "bank-statements/:id": { value: (f) => f.ids.statement, fresh: (f) => f.newStatement() },
  // One of its unmatched lines; an assign or ignore that goes through resolves a line of its own.
  "lines/:line_id": { value: (f) => f.ids.statementLine, fresh: (f) => f.newStatementLine() },
  // A due refund (admin): a "mark paid" that goes through pays one of its own.
  "refund/:id": { value: (f) => f.ids.refund, fresh: (f) => f.dueRefund() },
  "account-closures/:id": { value: (f) => f.ids.closure, fresh: (f) => f.pendingClosure() },
  // An agent application (staff with the agents permission). Marked owned, though no customer's:
  // it belongs to the head office, so a branch clerk gets the 404 of another branch's record;
  // customers are refused the staff route before that matters. A review that goes through
  // approves a fresh application.
  "agent/:id": { value: (f) => f.ids.agent, owned: true, fresh: (f) => f.agentApplication() },
  // Commissions (decision 078): a package's scheme (a write that goes through sets or removes a
  // fresh package's), and a payout whose sheet is read.
  "package/:package_id": { value: (f) => f.ids.tour, fresh: async (f) => (await createPackage(f.db)).id },
  "payouts/:id": { value: (f) => f.ids.commissionPayout.id },
  // Online payments: the owner's booking and payment; the sandbox's checkout page; a provider name.
  "bookings/:id": { value: (f) => f.ids.booking, owned: true, fresh: async (f) => (await f.book()).id },
  "payments/:id": { value: (f) => f.ids.payment, owned: true },
  "sandbox/:checkout_id": { value: (f) => f.ids.checkout, fresh: (f) => f.sandboxCheckout() },
  "notify/:provider": { value: () => "sandbox" },
  // Pilgrim documents: the package's requirements (admin), the owner's booking, its guest and a
  // kind the package asks, a handed-in document (a review that goes through reviews a fresh one).
  "tour/:tour_id": { value: (f) => f.ids.tour, fresh: async (f) => (await createPackage(f.db)).id },
  "booking/:booking_id": { value: (f) => f.ids.booking, owned: true, fresh: async (f) => (await f.book()).id },
  "guests/:guest_id": { value: (f) => f.ids.guest },
  "documents/:kind": { value: () => "passport" },
  "documents/:document_id": { value: (f) => f.ids.document, fresh: (f) => f.freshDocument() },
  // On the ground (staff with departures): a session of the shared departure, an item of its package's kit.
  "manasik/:session_id": { value: (f) => f.ids.manasikSession, fresh: (f) => f.manasikSession() },
  "items/:item_id": { value: (f) => f.ids.kitItem, fresh: (f) => f.kitItem() },
  // Flights of the shared departure (staff with departures): an edit or delete that goes through
  // acts on a fresh leg. The booking's trip is booking/:id's (owned).
  "flights/:flight_id": { value: (f) => f.ids.flight, fresh: (f) => f.freshFlight() },
  // Savings plans (decision 084): the owner's plan (a write that goes through acts on a fresh plan
  // of theirs) and the shared plan's deposit waiting for review (so a fresh plan does not hold it: 404).
  "savings/:id": { value: (f) => f.ids.savingsPlan, owned: true, fresh: (f) => f.savingsPlan() },
  "deposits/:deposit_id": { value: (f) => f.ids.savingsDeposit },
  // A confirmed deposit of the owner's plan, with its receipt (savings/:id/payment/:payment_id: a longer key
  // than booking's payment/:payment_id, so the plan's receipt route gets a deposit of that plan).
  "savings/:id/payment/:payment_id": { value: (f) => f.ids.savingsReceiptDeposit, owned: true },
};

/** Writes that only read their record (a price quote): they get the shared one, never a fresh one. */
export const READ_ONLY_WRITES = new Set(["POST /api/tour/:id/quote"]);

export interface RouteParam {
  name: string;
  key: string;
  fixture: ParamFixture;
}

/** The route's parameters with their fixtures; throws the message a new route needs. */
export function routeParams(route: ApiRoute): RouteParam[] {
  const segments = route.url.split("/");
  const out: RouteParam[] = [];
  segments.forEach((seg, i) => {
    if (seg.includes("*")) throw new Error(`wildcard route ${route.key}: give it a fixture in test/security`);
    if (!seg.startsWith(":")) return;
    // The parameter after its segment ("payment/:payment_id"), or with the two before for a route
    // whose parameter names another record than the short key's ("savings/:id/payment/:payment_id").
    const long = `${segments.slice(Math.max(0, i - 3), i).join("/")}/${seg}`;
    const key = PARAMS[long] ? long : `${segments[i - 1]}/${seg}`;
    const fixture = PARAMS[key];
    if (!fixture)
      throw new Error(
        `add a fixture for param ${seg.slice(1)} of route ${route.key} (PARAMS["${key}"] in test/security/fixtures.ts)`,
      );
    out.push({ name: seg.slice(1), key, fixture });
  });
  return out;
}

export const isOwned = (route: ApiRoute) => routeParams(route).some((p) => p.fixture.owned);

/**
 * The route's parameter values: shared records, or with `fresh` a new record for the last
 * parameter (the one the route acts on) when its fixture can make one.
 */
export async function paramValues(f: Fixtures, route: ApiRoute, fresh = false): Promise<Record<string, string>> {
  const params = routeParams(route);
  const out: Record<string, string> = {};
  for (const [i, p] of params.entries()) {
    const makeFresh = fresh && !READ_ONLY_WRITES.has(route.key) && i === params.length - 1 && p.fixture.fresh;
    out[p.name] = String(makeFresh ? await p.fixture.fresh!(f) : p.fixture.value(f));
  }
  return out;
}

/**
 * encodeURIComponent that never throws: a lone surrogate (which it refuses) is sent as the
 * bytes UTF-8 forbids for it, a malformed escape the server must refuse cleanly.
 */
export function encodePart(value: string): string {
  return value
    .split(/([\ud800-\udfff])/)
    .map((part) => {
      try {
        return encodeURIComponent(part);
      } catch {
        return "%ED%A0%80";
      }
    })
    .join("");
}

export function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodePart(params[name] ?? ""));
}

/** A query string of strings or repeated keys, encoded with encodePart. */
export function queryString(query: Record<string, string | string[]>): string {
  const pairs = Object.entries(query).flatMap(([k, v]) =>
    (Array.isArray(v) ? v : [v]).map((x) => `${encodePart(k)}=${encodePart(String(x))}`),
  );
  return pairs.length ? `?${pairs.join("&")}` : "";
}

// ---------- valid sample requests ----------

export interface Sample {
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** A multipart upload of a small PNG as field `file`. */
  multipart?: boolean;
  /** The sample is refused on purpose (why): an allowed caller gets a 4xx other than 401/403. */
  refused?: string;
}

export interface SampleCtx {
  f: Fixtures;
  caller: FixtureUser | null;
  params: Record<string, string>;
}

const tr = (id: string) => ({ id, en: `${id} (en)`, my: `${id} (my)` });

/**
 * A valid request per route that has a body or a required query/header, keyed "METHOD /url".
 * Routes not listed get one derived from their schemas (sampleFromSchema).
 */
export const SAMPLES: Record<string, (c: SampleCtx) => Sample> = {
  "POST /api/register": () => {
    const n = uniq();
    return {
      body: {
        name: "Pendaftar Uji",
        email: `reg${n}@example.test`,
        username: `reg${n}`,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    };
  },
  "POST /api/login": ({ f }) => ({ body: { username: f.users.login.username, password: PASSWORD } }),
  "PUT /api/profile": ({ caller }) => ({
    body: { name: caller?.name ?? "Nama", email: caller?.email ?? "x@example.test", username: caller?.username ?? "x" },
  }),
  "PUT /api/update-password": ({ caller }) => {
    const next = `${PASSWORD}${uniq().slice(0, 4)}`;
    return { body: { current_password: caller?.password ?? PASSWORD, password: next, password_confirmation: next } };
  },
  // A new login each call: the per-login limit would otherwise answer 429 from the fifth caller on
  // (the answer is the same for an unknown login, by design).
  "POST /api/forgot-password": () => ({ body: { email: `reset${uniq()}@example.test` } }),
  "POST /api/reset-password": () => ({
    body: { token: "not-a-real-reset-token", password: PASSWORD, password_confirmation: PASSWORD },
    refused: "no such reset token",
  }),
  "PUT /api/setting": () => ({
    body: {
      name: "Amanah Tour & Travel",
      description: tr("Deskripsi"),
      address: tr("Alamat"),
      about: tr("<p>Tentang kami</p>"),
      email: "info@amanah.example",
      whatsapp: "6281234567890",
      currency: "IDR",
      booking_expiry_hours: 24,
      terms_page_id: null,
    },
  }),
  "POST /api/page": () => ({ body: { langs: { id: { title: "Halaman", body: "<p>Isi</p>" } }, group: "none" } }),
  "PUT /api/page/:id": () => ({ body: { langs: { id: { title: "Halaman", body: "<p>Isi</p>" } }, group: "footer" } }),
  "POST /api/faq": () => ({ body: { question: tr("Tanya?"), answer: tr("<p>Jawab</p>") } }),
  "PUT /api/faq/:id": () => ({ body: { question: tr("Tanya?"), answer: tr("<p>Jawab</p>") } }),
  "POST /api/gallery/video": () => ({ body: { video_id: "dQw4w9WgXcQ", title: tr("Video") } }),
  "PUT /api/gallery/video/:id": () => ({ body: { video_id: "dQw4w9WgXcQ", title: tr("Video") } }),
  "POST /api/gallery": ({ f }) => ({ body: { image_id: f.ids.image, caption: tr("Foto") } }),
  "PUT /api/gallery/:id": ({ f }) => ({ body: { image_id: f.ids.image, caption: tr("Foto") } }),
  "POST /api/slider": ({ f }) => ({ body: { image_id: f.ids.image, title: tr("Slide"), link: "/tour" } }),
  "PUT /api/slider/:id": ({ f }) => ({ body: { image_id: f.ids.image, title: tr("Slide"), link: "/tour" } }),
  "POST /api/partner": () => ({ body: { name: "Mitra", link: "https://partner.example" } }),
  "PUT /api/partner/:id": () => ({ body: { name: "Mitra", link: "https://partner.example" } }),
  "POST /api/testimony": () => ({ body: { name: "Jamaah", text: tr("Bagus"), rating: 5 } }),
  "PUT /api/testimony/:id": () => ({ body: { name: "Jamaah", text: tr("Bagus"), rating: 4 } }),
  "POST /api/contact": () => ({
    body: {
      name: "Penanya",
      email: "tanya@example.test",
      subject: "Umrah",
      message: "Kapan keberangkatan berikutnya?",
    },
  }),
  "POST /api/category": () => ({ body: { name: tr(`Kategori ${uniq()}`) } }),
  "PUT /api/category/:id": () => ({ body: { name: tr(`Kategori ${uniq()}`) } }),
  "POST /api/destination": () => ({ body: { name: tr(`Tujuan ${uniq()}`), description: tr("Deskripsi") } }),
  "PUT /api/destination/:id": () => ({ body: { name: tr(`Tujuan ${uniq()}`), description: tr("Deskripsi") } }),
  "POST /api/attribute": () => ({ body: { name: tr("Tipe kamar"), choice_rule: "single" } }),
  "PUT /api/attribute/:id": () => ({ body: { name: tr("Tipe kamar"), choice_rule: "multiple" } }),
  "POST /api/attribute/:id/detail": () => ({ body: { name: tr("Quad"), price: 1_000_000, per: "pax" } }),
  "PUT /api/attribute/:id/detail/:detail_id": () => ({
    body: { name: tr("Double"), price: 2_000_000, per: "booking" },
  }),
  "POST /api/tour": ({ f }) => ({
    body: {
      ...tourBody(f),
      room_types: [
        { code: "quad", name: tr("Quad"), beds: 4 },
        { code: "double", name: tr("Double"), beds: 2, sort_order: 1 },
      ],
    },
  }),
  "POST /api/refund/:id/pay": () => ({ body: { reference: "TRF-SEC-1" } }),
  "PUT /api/tour/:tour_id/document-requirements": () => ({
    body: { requirements: [{ kind: "passport", applies_to: "all", due_days: 30 }] },
  }),
  // A file claimed twice is refused: the owner's payment proof is no passport scan.
  "PUT /api/booking/:booking_id/guests/:guest_id/documents/:kind": ({ f }) => ({
    body: { file_id: f.ids.proofs.owner },
    refused: "the file is already a payment's proof",
  }),
  "POST /api/documents/:document_id/review": () => ({ body: { status: "verified" } }),
  "PUT /api/setting/cancellation-policy": () => ({
    body: { tiers: [{ from_days: 30, percent: 25, fixed: null }], admin_fee: 0 },
  }),
  // No room_types: the package keeps its own (their ids are its own).
  "PUT /api/tour/:id": ({ f }) => ({ body: tourBody(f) }),
  "POST /api/tour/:id/time": () => ({ body: { start_date: day(90), end_date: day(99), capacity: 30 } }),
  "PUT /api/tour/:id/time/:time_id": ({ f }) => ({
    body: {
      start_date: day(91),
      end_date: day(100),
      capacity: 35,
      fares: [
        { room_type_id: f.ids.roomTypes.quad, price: 10_000_000 },
        { room_type_id: f.ids.roomTypes.triple, price: 11_000_000, bed_allotment: 30 },
        { room_type_id: f.ids.roomTypes.double, price: 12_500_000, bed_allotment: 10 },
      ],
      child_no_bed_price: 7_000_000,
      infant_price: 2_500_000,
    },
  }),
  "POST /api/tour/:id/time/:time_id/copy-fares": ({ f }) => ({ body: { to_time_ids: [f.ids.copyTarget] } }),
  "POST /api/tour/:id/quote": ({ f }) => ({
    body: {
      time_id: f.ids.departure,
      pax: 4,
      detail_ids: [f.ids.detail],
      guests: [
        { birth_date: born(40), room_type_id: f.ids.roomTypes.double },
        { birth_date: born(38), room_type_id: f.ids.roomTypes.double },
        { birth_date: born(6), room_type_id: null },
        { birth_date: born(1), room_type_id: null },
      ],
    },
  }),
  "POST /api/booking": ({ f }) => ({
    body: checkoutBody(f.ids.tour, f.ids.departure, {
      payment_type: "deposit",
      pax: 2,
      guests: [guest({ room_type_id: f.ids.roomTypes.double }), guest({ birth_date: born(1), room_type_id: null })],
    }),
    headers: { "idempotency-key": randomUUID() },
  }),
  "PUT /api/booking/:id": () => ({ body: { booking_name: "Rombongan Ubah", guests: [guest()] } }),
  "POST /api/booking/:id/cancel": () => ({ body: { reason: "Batal" } }),
  "PUT /api/booking/:id/status": () => ({ body: { status: "paid", reason: null } }),
  "POST /api/booking/:id/payment": ({ f, caller }) => ({
    body: f.paymentBody(caller?.id === f.users.other.id ? f.ids.proofs.other : f.ids.proofs.owner),
    headers: { "idempotency-key": randomUUID() },
  }),
  "POST /api/payment/:id/confirm": () => ({ body: { note: "OK" } }),
  "POST /api/booking/:id/counter-payment": () => ({
    body: { amount: 3_000_000, method: "cash", payment_date: day(0), payer_name: "Pembayar Uji" },
    headers: { "idempotency-key": randomUUID() },
  }),
  "POST /api/booking/:id/charge": () => ({ body: { kind: "visa_fee", amount: 100_000 } }),
  "POST /api/booking/:id/charge/:charge_id/reverse": () => ({ body: { reason: "Uji" } }),
  "POST /api/bookings/:id/online-payments": () => ({ body: { amount: 3_000_000, provider: "sandbox" } }),
  "POST /api/payments/sandbox/:checkout_id/decide": () => ({ body: { approve: true } }),
  // Signed as the sandbox signs, for a reference that is not ours: acknowledged (200), logged.
  "POST /api/payments/notify/:provider": ({ f }) => {
    const raw = JSON.stringify({ ref: "SEC-UNKNOWN", txn_id: "t-1", status: "paid", amount: 1, currency: "IDR" });
    return {
      body: raw,
      headers: {
        "content-type": "application/json",
        [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(sandboxSecret(f.t.app.env.dataDir), raw),
      },
    };
  },
  "GET /api/whatsapp/webhook": () => ({
    query: {
      "hub.mode": "subscribe",
      "hub.verify_token": WHATSAPP_ENV.WHATSAPP_VERIFY_TOKEN,
      "hub.challenge": "1158201444",
    },
  }),
  "HEAD /api/whatsapp/webhook": () => ({
    query: {
      "hub.mode": "subscribe",
      "hub.verify_token": WHATSAPP_ENV.WHATSAPP_VERIFY_TOKEN,
      "hub.challenge": "1158201444",
    },
  }),
  // Signed with the app secret: a status of a message that is not ours, kept and acknowledged.
  "POST /api/whatsapp/webhook": () => {
    const raw = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "1",
          changes: [
            {
              field: "messages",
              value: { statuses: [{ id: `wamid.${uniq()}`, status: "delivered", timestamp: "1700000000" }] },
            },
          ],
        },
      ],
    });
    const signature = createHmac("sha256", WHATSAPP_ENV.WHATSAPP_APP_SECRET).update(raw).digest("hex");
    return { body: raw, headers: { "content-type": "application/json", "x-hub-signature-256": `sha256=${signature}` } };
  },
  // The ministry's data (decision 081): the shared booking's guest for refused callers. A caller let
  // through gets a fresh guest, of another booking (only the last parameter is made fresh): a 404.
  "PUT /api/booking/:id/guest/:guest_id/ministry": () => ({
    body: {
      father_name: "Ahmad",
      passport_name: "SITI AHMAD",
      passport_office: "Kantor Imigrasi Jakarta Selatan",
      region_code: "31.74.01.1001",
      education: "senior",
      occupation: "homemaker",
      nationality: "ID",
    },
    refused: "the fresh guest is another booking's (404)",
  }),
  // Indonesia's regions (public, cacheable): a province's regencies.
  "GET /api/regions": () => ({ query: { parent: "31" } }),
  "HEAD /api/regions": () => ({ query: { parent: "31" } }),
  "PUT /api/departures/:time_id/briefing": () => ({
    body: { flight: "SV 817 CGK-JED 10:25", meeting_point: "Terminal 3", meeting_at: "2027-01-10T02:00:00+07:00" },
  }),
  // On the ground (decision 081): a session on the agency's clock, attendance of the owner's guest,
  // an item of the kit, and a handover to a fresh guest (not paid in full: with the override's reason).
  "POST /api/departures/:time_id/manasik": () => ({
    body: { starts_at: "2027-01-05T09:00", place: "Aula", teacher: "Ust. Uji" },
  }),
  "PUT /api/departures/:time_id/manasik/:session_id": () => ({
    body: { starts_at: "2027-01-06T19:30", place: "Masjid", teacher: "Ust. Uji" },
  }),
  "PUT /api/departures/:time_id/manasik/:session_id/attendance": ({ f }) => ({
    body: { attendance: [{ guest_id: f.ids.guest, present: true }] },
  }),
  "POST /api/departures/:time_id/kit/items": () => ({ body: { name: tr("Koper"), for: "all", sizes: [] } }),
  "PUT /api/departures/:time_id/kit/items/:item_id": () => ({ body: { name: tr("Tas"), for: "all", sizes: [] } }),
  "POST /api/departures/:time_id/guest/:guest_id/kit": () => ({
    body: {
      issued_on: new Date().toISOString().slice(0, 10),
      handover: "pickup",
      override_reason: "Dikirim sebelum pelunasan",
    },
  }),
  "POST /api/payment/:id/reject": () => ({ body: { reason: "Nominal tidak sesuai" } }),
  "POST /api/bank": () => ({
    body: { bank_name: "Bank Uji", account_number: "1234 5678 90", account_holder: "PT Uji" },
  }),
  "PUT /api/bank/:id": () => ({
    body: { bank_name: "Bank Uji", account_number: "1234567890", account_holder: "PT Uji" },
  }),
  "POST /api/staff": () => {
    const n = uniq();
    return {
      body: {
        name: "Rekan Baru",
        email: `staff${n}@example.test`,
        username: `staff${n}`,
        staff_role: "sales",
        locale: "id",
      },
    };
  },
  // An application with the caller's own private upload as the ID scan (each customer applies once).
  "POST /api/agent/application": ({ f, caller }) => ({
    body: {
      national_id_number: "3174051234560001",
      national_id_file_id: caller?.id === f.users.other.id ? f.ids.proofs.other : f.ids.proofs.owner,
      bank_name: "Bank Uji",
      account_number: "1234 5678 90",
      account_holder: "Pemohon Uji",
      whatsapp: "+62 812 7000 0001",
      terms: true,
    },
    ...(caller?.id === f.users.agent.id ? { refused: "an agent applies no more, and the scan is not theirs" } : {}),
  }),
  "POST /api/agent/:id/review": () => ({ body: { action: "approve" } }),
  "POST /api/agent/pilgrims": () => ({ body: { name: "Jemaah Uji", phone: "+62 813 9000 0001" } }),
  "PUT /api/booking/:id/agent": ({ f }) => ({
    body: { agent_code: f.ids.agentCode, reason: "Came through this agent" },
  }),
  "POST /api/savings": ({ f, caller }) => ({
    body: { customer_id: f.users.owner.id, target_amount: 10_000_000, months: 4, monthly_amount: 2_500_000 },
    // A branch clerk opens plans for their branch's customers only, as they book for them.
    ...(caller?.id === f.users.clerk.id ? { refused: "the customer is another branch's (422)" } : {}),
  }),
  "POST /api/savings/:id/counter-deposit": () => ({
    body: { amount: 2_500_000, method: "cash", payment_date: "2026-01-02", payer_name: "Uji" },
  }),
  "POST /api/savings/:id/transfer": () => ({ body: {} }),
  "POST /api/savings/:id/close": () => ({ body: { admin_fee: 0, reason: "Batal menabung" } }),
  "POST /api/savings/:id/online-payments": () => ({ body: { provider: "sandbox" } }),
  "POST /api/savings/:id/deposits/:deposit_id/paid": () => ({
    body: { payer_name: "Uji", payment_date: "2026-01-02" },
    refused: "a fresh plan does not hold the shared deposit (404); savings.api.test.ts tells a transfer",
  }),
  "POST /api/savings/:id/deposits/:deposit_id/reject": () => ({
    body: { reason: "Tidak ada di rekening" },
    refused: "a fresh plan does not hold the shared deposit (404); savings.api.test.ts reviews deposits",
  }),
  "POST /api/savings/:id/convert": () => ({
    body: { booking_id: "00000000-0000-4000-8000-000000000000" },
    refused: "no such booking (404); savings.api.test.ts converts plans, concurrently too",
  }),
  "PUT /api/commission/schemes/default": () => ({ body: { kind: "percent", percent_bp: 250 } }),
  "PUT /api/commission/schemes/package/:package_id": () => ({
    body: { kind: "fixed", rates: { adult: 500_000, child: 250_000, infant: 0 } },
  }),
  // The fixture's line is in a payout already: a second claim is refused (the API tests pay lines).
  "POST /api/commission/payouts": ({ f }) => ({
    body: {
      agent_id: f.ids.commissionPayout.agentId,
      line_ids: [f.ids.commissionPayout.lineId],
      reference: "TRF-SEC-2",
      paid_on: "2026-01-15",
      receipt_file_id: f.ids.proofs.owner,
    },
    refused: "the line is paid already, and the receipt is not the caller's",
  }),
  "PUT /api/staff/:id": () => ({ body: { staff_role: "operations", branch_id: null, active: true } }),
  "POST /api/staff/:id/invitation": () => ({}),
  "PUT /api/customer/:id": () => {
    const n = uniq();
    return { body: { name: "Pengguna Ubah", email: `edit${n}@example.test`, username: `edit${n}` } };
  },
  // A customer met at the counter: created by every caller with the customers permission.
  "POST /api/customer": () => ({ body: { name: "Jamaah Kantor", phone: "+62 812 7000 0000" } }),
  // The customer's WhatsApp opt-in, given in person: recorded by every caller with the customers permission.
  "PUT /api/customer/:id/whatsapp": () => ({ body: { whatsapp_opt_in: true, whatsapp_number: "0812 7000 0002" } }),
  // The owner has a password: the link is refused even to those allowed to ask for one.
  "POST /api/customer/:id/password-link": () => ({ refused: "the customer has chosen a password already (409)" }),
  "GET /api/report/manifest": ({ f }) => ({ query: { time_id: String(f.ids.departure) } }),
  "HEAD /api/report/manifest": ({ f }) => ({ query: { time_id: String(f.ids.departure) } }),
  "PUT /api/rooming/:time_id/guest/:guest_id": ({ f, params }) => ({
    body: { room_id: f.roomFor(Number(params.guest_id)) },
  }),
  // No body: listed so that the matrix wants a 2xx from the admin, not only "not 401/403".
  "POST /api/rooming/:time_id/arrange": () => ({}),
  "DELETE /api/rooming/:time_id/room/:room_id": () => ({}),
  "POST /api/rooming/:time_id/room": ({ f }) => ({ body: { room_type_id: f.ids.roomTypes.double } }),
  "PUT /api/rooming/:time_id/room/:room_id": () => ({ body: { numbers: { Makkah: "1204", Madinah: "318" } } }),
  "POST /api/upload": () => ({ query: { purpose: "document" }, multipart: true }),
  // An empty body: every booking concerned; listed so the matrix wants a 2xx from the admin.
  "POST /api/departures/:time_id/readiness/remind": () => ({ body: {} }),
  "GET /api/departures/:time_id/readiness/export": () => ({ query: { format: "xlsx" } }),
  // Visas (decision 081): a fresh guest of the shared departure has nothing recorded (version 0).
  "PUT /api/departures/:time_id/guest/:guest_id/visa": () => ({ body: { status: "submitted", version: 0 } }),
  // A write that goes through runs on a fresh departure, which has none of these guests.
  "POST /api/departures/:time_id/visas/submitted": ({ f }) => ({
    body: { guest_ids: [f.ids.guest] },
    refused: "the fresh departure has no such guest (404); visa.api.test.ts marks groups",
  }),
  // Flights and hotels (issue 31): a leg on each airport's clock; the fresh departure's hotels and
  // tickets cleared (it has no hotel city dates nor guests of its own).
  "POST /api/departures/:time_id/flights": () => ({ body: FLIGHT_LEG }),
  "PUT /api/departures/:time_id/flights/:flight_id": () => ({ body: { ...FLIGHT_LEG, pnr: "ZX98YW" } }),
  "DELETE /api/departures/:time_id/flights/:flight_id": () => ({}),
  "PUT /api/departures/:time_id/tickets": () => ({ body: { tickets: [] } }),
  "PUT /api/departures/:time_id/hotels": () => ({ body: { stays: [] } }),
};

const FLIGHT_LEG = {
  airline: "SV",
  flight_number: "817",
  origin: "CGK",
  destination: "JED",
  departs_local: "2027-01-10T10:25",
  arrives_local: "2027-01-10T16:05",
  pnr: "AB12CD",
  group_size: 45,
};

function tourBody(f: Fixtures) {
  return {
    code: `H4-${uniq().slice(0, 8).toUpperCase()}`,
    name: tr("Paket Uji"),
    description: tr("<p>Paket</p>"),
    category_ids: [f.ids.category],
    destination_id: f.ids.destination,
    base_price: 20_000_000,
    min_payment: 5_000_000,
    default_capacity: 40,
    status: "draft",
    attribute_ids: [f.ids.attribute],
    hotel_cities: ["Makkah", "Madinah"],
  };
}

/**
 * A value of the schema built from its JSON Schema (zod's input side): required fields only,
 * the first enum member, a string of the minimum length matching the pattern. Good enough to
 * pass the schema for most routes; refinements the JSON Schema cannot say may still fail.
 */
export function sampleFromSchema(schema: ZodLike): unknown {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return fromJson(json);
}

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
};

function fromJson(s: JsonSchema): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return fromJson(alt.find((a) => a.type !== "null") ?? alt[0]);
  if (s.allOf?.length) return fromJson(s.allOf[0]);
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== "null") : s.type;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const k of s.required ?? []) out[k] = fromJson(s.properties?.[k] ?? {});
      return out;
    }
    case "array":
      return Array.from({ length: s.minItems ?? 0 }, () => fromJson(s.items ?? {}));
    case "integer":
    case "number": {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
      return Math.max(min, Math.min(1, s.maximum ?? 1));
    }
    case "boolean":
      return true;
    case "null":
      return null;
    case "string":
      return stringFor(s);
    default:
      return null;
  }
}

function stringFor(s: JsonSchema): string {
  switch (s.format) {
    case "uuid":
      return randomUUID();
    case "date":
      return day(30);
    case "date-time":
      return new Date().toISOString();
    case "email":
      return "someone@example.test";
    case "uri":
      return "https://example.test/";
  }
  const min = Math.max(s.minLength ?? 1, 1);
  return "a".repeat(Math.min(min, s.maxLength ?? min));
}

/** The route's sample: the hand-written one, or one derived from its schemas. */
export function sampleFor(route: ApiRoute, ctx: SampleCtx): Sample {
  const own = SAMPLES[route.key];
  if (own) return own(ctx);
  const out: Sample = {};
  if (route.schema.body) out.body = sampleFromSchema(route.schema.body);
  if (route.schema.querystring) {
    const q = sampleFromSchema(route.schema.querystring) as Record<string, unknown>;
    out.query = Object.fromEntries(Object.entries(q ?? {}).map(([k, v]) => [k, String(v)]));
  }
  if (route.schema.headers) {
    const h = sampleFromSchema(route.schema.headers) as Record<string, unknown>;
    out.headers = Object.fromEntries(Object.entries(h ?? {}).map(([k, v]) => [k, String(v)]));
  }
  return out;
}

// ---------- calling a route ----------

let pngCache: Buffer | undefined;
async function png(): Promise<Buffer> {
  pngCache ??= await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  return pngCache;
}

export async function multipartPng(): Promise<{ payload: Buffer; contentType: string }> {
  const boundary = `----h4${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="proof.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    await png(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Sends a request as `token` (none: a visitor) with the sample's body, query and headers. */
export async function send(
  f: Fixtures,
  method: string,
  path: string,
  token: string | null,
  sample: Sample,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...(sample.headers ?? {}) };
  if (token) Object.assign(headers, bearer(token));
  let payload: unknown = sample.body;
  if (sample.multipart) {
    const mp = await multipartPng();
    payload = mp.payload;
    headers["content-type"] = mp.contentType;
  }
  return f.t.app.inject({
    method: method as "GET",
    url: path,
    query: sample.query,
    headers,
    ...(payload !== undefined && !isRead(method) ? { payload: payload as string } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

// ---------- database fingerprint ----------

export type Fingerprint = Map<string, string>;

/**
 * Tables written by requests whatever their outcome: the rate-limit counters (in the database
 * when several instances share them, as on PostgreSQL) count refused requests too.
 */
export const VOLATILE_TABLES = new Set(["rate_limits"]);

/** Row count and a hash of every row of every other table (sessions are only read), one query. */
export async function fingerprinter(db: Fixtures["db"]): Promise<() => Promise<Fingerprint>> {
  const res = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables = (res as unknown as { rows: { table_name: string }[] }).rows
    .map((r) => r.table_name)
    .filter((name) => !VOLATILE_TABLES.has(name));
  if (tables.length < 10) throw new Error(`expected the app's tables, found ${tables.join(", ")}`);
  // An order-free sum of row hashes: no sort, so it stays cheap on every request.
  const query = tables
    .map(
      (name) =>
        `select '${name}' as t, count(*)::text || ':' || coalesce(sum(hashtext(x::text)::bigint), 0)::text as h from "${name}" x`,
    )
    .join(" union all ");
  return async () => {
    const r = (await db.execute(sql.raw(query))) as unknown as { rows: { t: string; h: string }[] };
    return new Map(r.rows.map((row) => [row.t, row.h]));
  };
}

/** The tables whose content differs between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...after.keys()].filter((k) => before.get(k) !== after.get(k));
}

/**
 * What changed in the database since the last call. Any stored change takes a transaction id,
 * so while the next unassigned id stays the same nothing was written and the full fingerprint
 * is skipped; when it moved (a write, or a write rolled back) the fingerprints are compared.
 */
export async function databaseWatcher(db: Fixtures["db"]) {
  const full = await fingerprinter(db);
  const xidQuery = sql`select txid_snapshot_xmax(txid_current_snapshot())::text as x`;
  const xid = async () => ((await db.execute(xidQuery)) as unknown as { rows: { x: string }[] }).rows[0].x;
  let mark = await xid();
  let base = await full();
  return {
    async changes(): Promise<string[]> {
      const now = await xid();
      if (now === mark) return [];
      mark = now;
      const next = await full();
      const changed = changedTables(base, next);
      base = next;
      return changed;
    },
  };
}
