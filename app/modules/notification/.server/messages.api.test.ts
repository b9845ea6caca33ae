import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { branches } from "#db/schema";
import { createBooking, createSetting } from "#test/factories";
import { createTestApp, type TestApp } from "#test/setup/app";
import { signInAdmin, signInCustomer } from "#test/setup/sessions";
import type { Ctx } from "#app/shared/context";
import type { MessagesResponse, OutboxMessageDto } from "#app/modules/notification/notification.contract";
import { enqueueMail, type MailInput } from "./enqueue-mail";
import { sendWhatsapp } from "./send-whatsapp";
import { recordWhatsappConsent } from "./whatsapp-consent";
import { startWhatsappStandin, type WhatsappStandin } from "./whatsapp-standin.test-helper";
import { cloudTransport, type WhatsappTransport } from "./whatsapp-transport";

/*
 * Staff's log of what a customer and a booking were sent (decision 080): GET /customer/{id}/messages
 * (account, the customers permission) and GET /booking/{id}/messages (booking, bookings_view),
 * both built by listMessagesOf. The messages go through the real path: consent recorded,
 * enqueueMail in a transaction with the channel on (the WhatsApp row and its held mail), the
 * sender to the Cloud API's stand-in, and WhatsApp's signed webhook for statuses and a reply.
 */

const PUBLIC_URL = "http://localhost:3000";
const NUMBER = "+6281234567890";

let t: TestApp;
let wa: WhatsappStandin;
let transport: WhatsappTransport;
let owner: Record<string, string>;
let bandungClerk: { headers: Record<string, string>; id: number; name: string };
let surabayaClerk: Record<string, string>;
let operations: Record<string, string>;
let siti: { headers: Record<string, string>; id: number; email: string };
let budi: { headers: Record<string, string>; id: number };
let bookingId: string;
let otherBookingId: string;
/** The outbox ids of what was queued, by name. */
const ids: Record<string, { id: number | null; whatsappId: number | null }> = {};

const ctx = (db: Ctx["db"] = t.db): Ctx => ({
  db,
  actor: null,
  locale: "id",
  requestId: "test",
  now: () => new Date(),
  publicUrl: PUBLIC_URL,
  whatsapp: true,
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: "GET", url, headers });

/** A message as a booking mail writes it: its mail and its WhatsApp side. */
function message(kind: string, template: "booking_received" | "transfer_amount" | "payment_confirmed"): MailInput {
  return {
    kind,
    to: siti.email,
    subject: `Subjek ${kind}`,
    text: `Isi ${kind}`,
    locale: "id",
    userId: siti.id,
    bookingId,
    whatsapp: {
      template,
      params:
        template === "booking_received"
          ? ["Siti", "AB12", "Umrah", "Rp 30.000.000", "Rp 5.000.000"]
          : ["Siti", "AB12", "Rp 5.000.123", "BSI 123"],
      link: `${PUBLIC_URL}/panel/booking-history/${bookingId}`,
    },
  };
}

async function deliver(body: { body: string; signature: string }) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/whatsapp/webhook",
    headers: { "content-type": "application/json", "x-hub-signature-256": body.signature },
    payload: body.body,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const byId = (data: OutboxMessageDto[], id: number | null) => data.find((m) => m.id === id);

beforeAll(async () => {
  wa = await startWhatsappStandin();
  t = await createTestApp({
    PUBLIC_URL,
    WHATSAPP_TOKEN: wa.token,
    WHATSAPP_PHONE_NUMBER_ID: wa.phoneNumberId,
    WHATSAPP_APP_SECRET: wa.appSecret,
    WHATSAPP_VERIFY_TOKEN: "verify-me",
    WHATSAPP_API_URL: wa.url,
    WHATSAPP_API_VERSION: wa.version,
  });
  transport = cloudTransport({
    mode: "cloud",
    token: wa.token,
    phoneNumberId: wa.phoneNumberId,
    appSecret: wa.appSecret,
    verifyToken: "verify-me",
    apiUrl: wa.url,
    version: wa.version,
  });
  await createSetting(t.db, { currency: "IDR" });
  const [bandung, surabaya] = await t.db
    .insert(branches)
    .values([{ name: { id: "Bandung" } }, { name: { id: "Surabaya" } }])
    .returning({ id: branches.id });
  owner = (await signInAdmin(t)).headers;
  const clerk = await signInAdmin(t, { staffRole: "sales", branchId: bandung.id, name: "Rina Konter" });
  bandungClerk = { headers: clerk.headers, id: clerk.user.id, name: clerk.user.name };
  surabayaClerk = (await signInAdmin(t, { staffRole: "sales", branchId: surabaya.id })).headers;
  operations = (await signInAdmin(t, { staffRole: "operations" })).headers;
  const s = await signInCustomer(t, { branchId: bandung.id, name: "Siti Bandung" });
  siti = { headers: s.headers, id: s.user.id, email: s.user.email };
  const b = await signInCustomer(t, { branchId: bandung.id, name: "Budi Bandung" });
  budi = { headers: b.headers, id: b.user.id };
  bookingId = (await createBooking(t.db, siti.id, { branchId: bandung.id })).id;
  otherBookingId = (await createBooking(t.db, siti.id, { branchId: bandung.id })).id;

  // The clerk records Siti's opt-in at the counter; her messages are queued in the transactions
  // of their changes, each WhatsApp message with its mail held.
  await t.db.transaction(async (tx) => {
    await recordWhatsappConsent({
      ctx: ctx(tx),
      input: { userId: siti.id, number: "0812-3456-7890", optIn: true, source: "counter", recordedBy: bandungClerk.id },
    });
    ids.created = await enqueueMail({ ctx: ctx(tx), input: message("booking_created", "booking_received") });
    ids.transfer = await enqueueMail({ ctx: ctx(tx), input: message("booking_transfer_code", "transfer_amount") });
    ids.confirmed = await enqueueMail({
      ctx: ctx(tx),
      input: message("booking_payment_confirmed", "payment_confirmed"),
    });
    // A mail only, about the customer and no booking, that carries a one-time link.
    ids.reset = await enqueueMail({
      ctx: ctx(tx),
      input: {
        kind: "password_reset",
        to: siti.email,
        subject: "Atur ulang kata sandi",
        text: `${PUBLIC_URL}/reset-password?token=SECRET-TOKEN`,
        locale: "id",
        userId: siti.id,
      },
    });
    // About her other booking, and to another customer: in neither of the reads below but their own.
    ids.other = await enqueueMail({
      ctx: ctx(tx),
      input: {
        kind: "booking_created",
        to: siti.email,
        subject: "Lain",
        text: "Lain",
        locale: "id",
        userId: siti.id,
        bookingId: otherBookingId,
      },
    });
    ids.budi = await enqueueMail({
      ctx: ctx(tx),
      input: {
        kind: "welcome",
        to: "budi@example.test",
        subject: "Selamat datang",
        text: "Halo",
        locale: "id",
        userId: budi.id,
      },
    });
  });

  // The sender: the first message is accepted, the second refused for good (the number is not on
  // WhatsApp: its mail goes out instead), the third accepted.
  const round = () => sendWhatsapp({ ctx: ctx(), input: { transport, limit: 1 } });
  expect(await round()).toMatchObject({ sent: 1 });
  wa.failNext(1, { status: 400, code: 131026, message: "Message undeliverable" });
  expect(await round()).toMatchObject({ failed: 1, fallbacks: 1 });
  expect(await round()).toMatchObject({ sent: 1 });
  const [createdWamid, confirmedWamid] = wa.messages.map((m) => m.id);
  // WhatsApp reports: the first read, the third failed after it was sent; and Siti writes back.
  await deliver(
    wa.statusWebhook([
      { id: createdWamid, status: "delivered", recipient: NUMBER.slice(1) },
      { id: createdWamid, status: "read", recipient: NUMBER.slice(1) },
      {
        id: confirmedWamid,
        status: "failed",
        recipient: NUMBER.slice(1),
        error: { code: 131049, title: "Not delivered to maintain ecosystem" },
      },
    ]),
  );
  await deliver(wa.inboundWebhook({ from: NUMBER.slice(1), id: "wamid.in.1", text: "Terima kasih, sudah transfer" }));
});

afterAll(async () => {
  await t?.close();
  await wa?.close();
});

describe("GET /customer/{id}/messages", () => {
  it("lists every message to the customer with its channel and status, the consent and the replies", async () => {
    const res = await get(`/api/customer/${siti.id}/messages`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as MessagesResponse;
    // Newest first; the other customer's mail is not hers.
    expect(body.data.map((m) => m.id)).toEqual([...body.data.map((m) => m.id)].sort((a, b) => b - a));
    expect(byId(body.data, ids.budi.id)).toBeUndefined();
    expect(body.data).toHaveLength(8); // three WhatsApp messages, their three mails, the reset, the other booking's mail

    const read = byId(body.data, ids.created.whatsappId)!;
    expect(read).toMatchObject({
      channel: "whatsapp",
      kind: "booking_created",
      to: NUMBER,
      subject: "booking_received",
      status: "sent",
      delivery: "read",
      delivery_error: null,
      template: { language: "id", button: `panel/booking-history/${bookingId}` },
      booking_id: bookingId,
    });
    expect(read.delivered_at).not.toBeNull();
    expect(read.read_at).not.toBeNull();
    expect(read.text).toContain("AB12");
    // Its mail stays held: WhatsApp delivered it.
    expect(byId(body.data, ids.created.id)).toMatchObject({
      channel: "mail",
      to: siti.email,
      status: "held",
      fallback_for: ids.created.whatsappId,
      text: "Isi booking_created",
    });

    // Refused by the API for good: failed with the answer, and the mail released as the fallback.
    expect(byId(body.data, ids.transfer.whatsappId)).toMatchObject({
      channel: "whatsapp",
      status: "failed",
      delivery: null,
      last_error: "HTTP 400 code 131026: Message undeliverable",
    });
    expect(byId(body.data, ids.transfer.id)).toMatchObject({
      channel: "mail",
      status: "pending",
      fallback_for: ids.transfer.whatsappId,
    });

    // Accepted, then reported failed by the webhook: the error kept, the mail released.
    expect(byId(body.data, ids.confirmed.whatsappId)).toMatchObject({
      channel: "whatsapp",
      status: "sent",
      delivery: "failed",
      delivery_error: "131049 Not delivered to maintain ecosystem",
    });
    expect(byId(body.data, ids.confirmed.id)).toMatchObject({
      status: "pending",
      fallback_for: ids.confirmed.whatsappId,
    });

    // A mail with a one-time password link: listed, its text left out.
    const reset = byId(body.data, ids.reset.id)!;
    expect(reset).toMatchObject({
      channel: "mail",
      kind: "password_reset",
      status: "pending",
      text: "",
      booking_id: null,
    });
    expect(res.body).not.toContain("SECRET-TOKEN");

    expect(body.whatsapp).toMatchObject({ opted_in: true, number: NUMBER });
    expect(body.whatsapp?.history).toEqual([
      { opted_in: true, number: NUMBER, source: "counter", recorded_by: bandungClerk.name, at: expect.any(String) },
    ]);
    expect(body.inbound).toEqual([
      {
        id: expect.any(Number),
        from: NUMBER,
        type: "text",
        text: "Terima kasih, sudah transfer",
        sent_at: expect.any(String),
      },
    ]);
  });

  it("answers a clerk of the customer's branch; another branch's clerk gets 404, as for the customer", async () => {
    expect((await get(`/api/customer/${siti.id}/messages`, bandungClerk.headers)).statusCode).toBe(200);
    for (const url of [`/api/customer/${siti.id}/messages`, `/api/customer/${siti.id}`]) {
      const res = await get(url, surabayaClerk);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain(NUMBER);
    }
    expect((await get("/api/customer/999999/messages", owner)).statusCode).toBe(404);
  });

  it("refuses customers (their own messages too) and staff without the customers permission: 403", async () => {
    for (const headers of [siti.headers, budi.headers, operations]) {
      const res = await get(`/api/customer/${siti.id}/messages`, headers);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(NUMBER);
    }
    expect((await get(`/api/customer/${siti.id}/messages`, {})).statusCode).toBe(401);
  });

  it("answers a customer with no message and no consent with empty lists", async () => {
    const res = await get(`/api/customer/${budi.id}/messages`, owner);
    expect(res.statusCode).toBe(200);
    const body = res.json() as MessagesResponse;
    expect(body.data.map((m) => m.kind)).toEqual(["welcome"]);
    expect(body.inbound).toEqual([]);
    expect(body.whatsapp).toEqual({ opted_in: false, number: null, changed_at: null, history: [] });
  });
});

describe("GET /booking/{id}/messages", () => {
  it("lists what was sent about the booking only, with its customer's consent and replies", async () => {
    const res = await get(`/api/booking/${bookingId}/messages`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as MessagesResponse;
    expect(new Set(body.data.map((m) => m.booking_id))).toEqual(new Set([bookingId]));
    expect(body.data.map((m) => m.id).sort((a, b) => a - b)).toEqual(
      [ids.created, ids.transfer, ids.confirmed].flatMap((x) => [x.id!, x.whatsappId!]).sort((a, b) => a - b),
    );
    expect(byId(body.data, ids.created.id)).toMatchObject({ status: "held", fallback_for: ids.created.whatsappId });
    expect(byId(body.data, ids.created.whatsappId)).toMatchObject({ delivery: "read" });
    expect(byId(body.data, ids.confirmed.whatsappId)).toMatchObject({
      delivery: "failed",
      delivery_error: "131049 Not delivered to maintain ecosystem",
    });
    expect(body.whatsapp).toMatchObject({ opted_in: true, number: NUMBER, history: [{ source: "counter" }] });
    expect(body.inbound.map((m) => m.text)).toEqual(["Terima kasih, sudah transfer"]);
  });

  it("answers any staff with bookings_view of its branch; another branch's clerk gets 404", async () => {
    for (const headers of [bandungClerk.headers, operations])
      expect((await get(`/api/booking/${bookingId}/messages`, headers)).statusCode).toBe(200);
    for (const url of [`/api/booking/${bookingId}/messages`, `/api/booking/${bookingId}`]) {
      const res = await get(url, surabayaClerk);
      expect(res.statusCode, url).toBe(404);
    }
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await get(`/api/booking/${missing}/messages`, owner)).statusCode).toBe(404);
  });

  it("is staff only: the booking's own customer and another customer get 403, nothing of the log", async () => {
    for (const headers of [siti.headers, budi.headers]) {
      const res = await get(`/api/booking/${bookingId}/messages`, headers);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(NUMBER);
    }
    expect((await get(`/api/booking/${bookingId}/messages`, {})).statusCode).toBe(401);
    // The customer still reads the booking itself.
    expect((await get(`/api/booking/${bookingId}`, siti.headers)).statusCode).toBe(200);
  });
});
