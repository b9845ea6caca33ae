/**
 * Header and SMTP injection (issue 7): line breaks and `Bcc:` tricks in everything a person types
 * that ends up in a mail (names, booking and guest names, payer names, subjects, reasons, the
 * site's name) must never add a header or a recipient, and a body must never end the SMTP
 * message early (SMTP smuggling). Every mail is delivered through the real SMTP mailer to a
 * local SMTP server and read back as raw bytes. Addresses carrying line breaks, commas or a
 * second address are refused by validation.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "#db/schema";
import { createSmtpMailer } from "#app/modules/notification/.server/mailer.server";
import { sendOutbox } from "#app/modules/notification/.server/send-outbox";
import { SmtpSink } from "#app/modules/notification/.server/smtp-sink.test-helper";
import { createPackage, createSetting, createUser } from "#test/factories";
import { createBankAccount } from "#test/factories/bank";
import { bearer, checkoutBody, guest, postBooking, uploadDocument } from "#test/factories/booking";
import { createTestApp, loginAs, type TestApp } from "#test/setup/app";

const VICTIM = "victim@evil.example";
/** The ways to start a new header line: CRLF, bare LF and CR, folded, encoded, Unicode separators. */
const BREAKS = ["\r\n", "\n", "\r", "\r\n\t", "\u2028", "\u2029", "\u0085", "\u000b", "\u000c"];
const inject = (base: string, br: string) =>
  `${base}${br}Bcc: ${VICTIM}${br}X-Injected: yes${br}Content-Type: text/html${br}${br}<script>alert(1)</script>`;
/** Ends the DATA phase early and starts a second message, in the line-ending flavours servers disagree on. */
const SMUGGLE = [
  `\r\n.\r\nMAIL FROM:<evil@evil.example>\r\nRCPT TO:<${VICTIM}>\r\nDATA\r\nSubject: smuggled\r\n\r\nhi\r\n.\r\n`,
  `\n.\nRCPT TO:<${VICTIM}>\n`,
  `\r\n.\rRCPT TO:<${VICTIM}>\r\n`,
  `\n.\r\nRCPT TO:<${VICTIM}>\r\n`,
].join(" ");

let t: TestApp;
let sink: SmtpSink;
const expected = new Set<string>();

/** The header block of a raw message, its folded lines unfolded. */
function headerLines(raw: string): string[] {
  const end = raw.search(/\r?\n\r?\n/);
  return raw
    .slice(0, end)
    .replace(/\r?\n[ \t]+/g, " ")
    .split(/\r?\n/);
}

async function deliver() {
  const mailer = createSmtpMailer(sink.url);
  try {
    const ctx = { db: t.db, actor: null, locale: "id" as const, requestId: "test", now: () => new Date() };
    for (let round = 0; round < 10; round++) {
      const r = await sendOutbox({ ctx, input: { mailer, from: "Agen Travel <no-reply@agen.test>" } });
      expect(r.failed, JSON.stringify(r.errors)).toBe(0);
      if (r.sent === 0) break;
    }
  } finally {
    mailer.close();
  }
}

beforeAll(async () => {
  sink = await new SmtpSink().start();
  t = await createTestApp({ CONTACT_MAX_PER_10_MINUTES: "1000" });
  await createSetting(t.db, { email: "info@agen.test" });
  expected.add("info@agen.test");
  const admin = await createUser(t.db, { role: "admin", password: "Admin12345", email: "admin@agen.test" });
  expected.add("admin@agen.test");
  const adminToken = await loginAs(t.app, admin.username, "Admin12345");
  const bankId = (
    await createBankAccount(t.db, { accountHolder: inject("PT Agen", "\r\n"), bankName: inject("Bank", "\n") })
  ).id;

  // The site's own name is in every sender and many subjects: an admin's typo must not add headers either.
  const edit = (await t.app.inject({ method: "GET", url: "/api/setting/edit", headers: bearer(adminToken) })).json()
    .data;
  const setting = await t.app.inject({
    method: "PUT",
    url: "/api/setting",
    headers: bearer(adminToken),
    payload: { ...edit, name: inject("Agen", "\r\n") },
  });
  expect(setting.statusCode, setting.body).toBe(200);

  const pkg = await createPackage(t.db, {
    name: { id: inject("Paket", "\r\n"), en: inject("Package", "\n") },
    basePrice: 1_000_000,
    departures: [{ capacity: 500 }],
  });

  let n = 0;
  for (const br of BREAKS) {
    n++;
    // Register: the name is in the welcome mail's greeting and, through the site name, its subject.
    const email = `cust${n}@example.test`;
    expected.add(email);
    const reg = await t.app.inject({
      method: "POST",
      url: "/api/register",
      remoteAddress: `10.9.0.${n}`,
      payload: {
        name: inject("Budi", br).slice(0, 100),
        email,
        username: `cust${n}`,
        password: "Rahasia2024!x",
        password_confirmation: "Rahasia2024!x",
      },
    });
    expect(reg.statusCode, reg.body).toBe(200);
    const token = reg.json().token as string;

    // Profile: the new name reaches the booking mails' greetings.
    const prof = await t.app.inject({
      method: "PUT",
      url: "/api/profile",
      headers: bearer(token),
      payload: { name: inject("Siti", br).slice(0, 100), email, username: `cust${n}` },
    });
    expect(prof.statusCode, prof.body).toBe(200);

    // Checkout, payment and cancel: booking name, guests, payer, reason.
    const booked = await postBooking(
      t.app,
      token,
      checkoutBody(pkg.id, pkg.departures[0].id, {
        booking_name: inject("Rombongan", br),
        special_request: SMUGGLE,
        // A guest's name with a line break is refused at the contract (passport letters only).
        guests: [guest({ full_name: "Tamu Injeksi", email: `guest${n}@example.test` })],
      }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json().data.id;
    const proof = await uploadDocument(t.app, token);
    const paid = await t.app.inject({
      method: "POST",
      url: `/api/booking/${bookingId}/payment`,
      headers: bearer(token),
      payload: {
        amount: booked.json().data.total,
        method: "manual",
        bank_account_id: bankId,
        proof_file_id: proof,
        payer_name: inject("Pembayar", br).slice(0, 150),
        payment_date: new Date().toISOString().slice(0, 10),
      },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const reject = await t.app.inject({
      method: "POST",
      url: `/api/payment/${paid.json().data.id}/reject`,
      headers: bearer(adminToken),
      payload: { reason: `${inject("Bukti buram", br)}${SMUGGLE}`.slice(0, 500) },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const cancel = await t.app.inject({
      method: "POST",
      url: `/api/booking/${bookingId}/cancel`,
      headers: bearer(token),
      payload: { reason: `${inject("Batal", br)}${SMUGGLE}`.slice(0, 500) },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    // Contact form: name, subject and message go to the agency's mailbox.
    const contact = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: `10.9.1.${n}`,
      payload: {
        name: inject("Pengunjung", br).slice(0, 100),
        email: `visitor${n}@example.test`,
        subject: inject("Tanya", br).slice(0, 150),
        message: `Halo ${SMUGGLE}`,
      },
    });
    expect(contact.statusCode, contact.body).toBe(200);

    // Forgot password: the reset mail greets the (injected) name.
    const forgot = await t.app.inject({
      method: "POST",
      url: "/api/forgot-password",
      remoteAddress: `10.9.2.${n}`,
      payload: { email },
    });
    expect(forgot.statusCode, forgot.body).toBe(200);
  }
  await deliver();
}, 180_000);

afterAll(async () => {
  await t?.close();
  await sink?.stop();
});

describe("header and SMTP injection through what people type", () => {
  it("every kind of mail was produced and delivered", async () => {
    const kinds = new Set((await t.db.select().from(outbox)).map((r) => r.kind));
    for (const k of [
      "welcome",
      "password_reset",
      "contact",
      "booking_created",
      "booking_payment_received",
      "booking_canceled",
    ])
      expect(kinds, k).toContain(k);
    const rows = await t.db.select().from(outbox);
    expect(rows.every((r) => r.status === "sent")).toBe(true);
    // One SMTP message per outbox row: a body never ended a message early or started another.
    expect(sink.received).toHaveLength(rows.length);
    expect(sink.rcptAttempts).toHaveLength(rows.length);
  });

  it("no mail has an added header, recipient or body part", () => {
    for (const mail of sink.received) {
      const lines = headerLines(mail.raw);
      const names = lines.map((l) => l.split(":")[0].toLowerCase());
      const label = `${mail.parsed.subject} -> ${mail.to.join(",")}`;
      for (const bad of ["bcc", "cc", "x-injected", "reply-to"]) expect(names, label).not.toContain(bad);
      expect(
        names.filter((n) => n === "to"),
        label,
      ).toHaveLength(1);
      expect(
        names.filter((n) => n === "subject"),
        label,
      ).toHaveLength(1);
      expect(
        names.filter((n) => n === "content-type"),
        label,
      ).toHaveLength(1);
      // Exactly one recipient, one we meant, in the envelope and in the header.
      expect(mail.to, label).toHaveLength(1);
      expect(expected.has(mail.to[0]), `${label} went to ${mail.to[0]}`).toBe(true);
      expect(mail.parsed.to && "value" in mail.parsed.to ? mail.parsed.to.value.map((v) => v.address) : []).toEqual(
        mail.to,
      );
      expect(mail.parsed.bcc, label).toBeUndefined();
      expect(mail.parsed.cc, label).toBeUndefined();
      // Plain text only: no HTML part came from a typed "Content-Type: text/html".
      expect(mail.parsed.html, label).toBe(false);
      // The subject and the sender's name are one line each.
      expect(mail.parsed.subject ?? "", label).not.toMatch(/[\r\n\u2028\u2029]/);
      const from = mail.parsed.from && "value" in mail.parsed.from ? mail.parsed.from.value : [];
      expect(from, label).toHaveLength(1);
      expect(from[0].address).toBe("no-reply@agen.test");
    }
    expect(sink.rcptAttempts).not.toContain(VICTIM);
    // The smuggled text stays inside the body it was typed into: never a message of its own.
    expect(sink.received.some((m) => m.to.includes(VICTIM) || m.parsed.subject === "smuggled")).toBe(false);
  });

  it("the site name in the sender is one line too", async () => {
    const mailer = createSmtpMailer(sink.url);
    const before = sink.received.length;
    try {
      await t.db
        .insert(outbox)
        // Due a second ago: the column's default (the database's now(), in microseconds) can be a
        // fraction of a millisecond after the sender's clock read just below.
        .values({
          kind: "test",
          toAddress: "info@agen.test",
          subject: "x",
          text: "y",
          locale: "id",
          nextAttemptAt: new Date(Date.now() - 1000),
        });
      const ctx = { db: t.db, actor: null, locale: "id" as const, requestId: "test", now: () => new Date() };
      // No MAIL_FROM: the sender is the site's (injected) name and address.
      const r = await sendOutbox({ ctx, input: { mailer } });
      expect(r.sent).toBe(1);
    } finally {
      mailer.close();
    }
    const mail = sink.received[before];
    const names = headerLines(mail.raw).map((l) => l.split(":")[0].toLowerCase());
    expect(names).not.toContain("bcc");
    expect(names).not.toContain("x-injected");
    expect(mail.to).toEqual(["info@agen.test"]);
    expect(mail.parsed.from && "value" in mail.parsed.from ? mail.parsed.from.value : []).toHaveLength(1);
  });
});

describe("addresses that smuggle a header or a second recipient are refused", () => {
  const bad = [
    "budi@example.test\r\nBcc: victim@evil.example",
    "budi@example.test\nBcc:victim@evil.example",
    "budi@example.test%0d%0aBcc:victim@evil.example",
    "budi@example.test,victim@evil.example",
    "budi@example.test;victim@evil.example",
    "Budi <budi@example.test>",
    '"budi@example.test\\r\\nbcc:victim@evil.example"@example.test',
    "budi@example.test victim@evil.example",
    "budi@example.test\u2028Bcc: victim@evil.example",
  ];

  it("in register, profile, contact, checkout guests and the site settings", async () => {
    const user = await createUser(t.db, { role: "customer", password: "Cust12345" });
    const token = await loginAs(t.app, user.username, "Cust12345");
    const admin = await createUser(t.db, { role: "admin", password: "Admin12345" });
    const adminToken = await loginAs(t.app, admin.username, "Admin12345");
    const edit = (await t.app.inject({ method: "GET", url: "/api/setting/edit", headers: bearer(adminToken) })).json()
      .data;
    const pkg = await createPackage(t.db, { departures: [{}] });
    let n = 0;
    for (const email of bad) {
      n++;
      const attempts = [
        t.app.inject({
          method: "POST",
          url: "/api/register",
          remoteAddress: `10.9.3.${n}`,
          payload: {
            name: "Budi",
            email,
            username: `bad${n}`,
            password: "Rahasia2024!x",
            password_confirmation: "Rahasia2024!x",
          },
        }),
        t.app.inject({
          method: "PUT",
          url: "/api/profile",
          headers: bearer(token),
          payload: { name: "Budi", email, username: user.username },
        }),
        t.app.inject({
          method: "POST",
          url: "/api/contact",
          remoteAddress: `10.9.4.${n}`,
          payload: { name: "Budi", email, subject: "Tanya", message: "Halo, apa kabar semuanya?" },
        }),
        postBooking(t.app, token, checkoutBody(pkg.id, pkg.departures[0].id, { guests: [guest({ email })] })),
        t.app.inject({ method: "PUT", url: "/api/setting", headers: bearer(adminToken), payload: { ...edit, email } }),
      ];
      const results = await Promise.all(attempts);
      for (const [i, res] of results.entries()) {
        expect(
          res.statusCode,
          `${["register", "profile", "contact", "checkout", "setting"][i]} ${JSON.stringify(email)}`,
        ).toBe(422);
      }
    }
    // Nothing was stored with such an address.
    const rows = await t.db.select().from(outbox);
    expect(rows.some((r) => /evil\.example/.test(r.toAddress))).toBe(false);
  });
});
