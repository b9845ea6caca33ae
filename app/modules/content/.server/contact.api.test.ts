import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, outbox } from "#db/schema";
import { createSetting } from "#test/factories";
import { createTestApp, withTestApp, type TestApp } from "#test/setup/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db, { email: "agency@amanah.example" });
});
afterAll(async () => t?.close());

let addr = 0;
const post = (payload: unknown, url = "/api/contact", remoteAddress = `10.0.0.${++addr}`) =>
  t.app.inject({ method: "POST", url, payload: payload as never, remoteAddress });

const message = {
  name: "Budi\r\nBcc: victim@example.com",
  email: "Budi@Example.com",
  phone: "+62 812 3456",
  subject: "Tanya paket\r\nBcc: spam@example.com\nX-Injected: 1",
  message: "Apakah ada paket umrah bulan Desember?",
};

describe("POST /api/contact", () => {
  it("stores the message and queues exactly one mail to the agency, headers on one line", async () => {
    const res = await post(message, "/api/contact?lang=en");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: "Your message has been sent. We will get back to you soon." });
    const rows = await t.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "budi@example.com", subject: message.subject, locale: "en" });
    const mails = await t.db.select().from(outbox);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ kind: "contact", toAddress: "agency@amanah.example" });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.toAddress).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain("Tanya paket");
    for (const part of ["budi@example.com", "+62 812 3456", "Apakah ada paket umrah bulan Desember?", "Budi"]) {
      expect(mail.text).toContain(part);
    }
  });

  it("answers in the caller's language", async () => {
    expect((await post(message, "/api/contact?lang=id")).json().message).toMatch(/terkirim/);
    expect((await post(message, "/api/contact?lang=my")).json().message).toMatch(/dihantar/);
  });

  it("validates with translated messages and stores nothing", async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    const res = await post({ name: "", email: "nope", subject: "", message: "short" }, "/api/contact?lang=en");
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("The given data was invalid.");
    expect(Object.keys(res.json().errors).sort()).toEqual(["email", "message", "name", "subject"]);
    expect(await t.db.select().from(contactMessages)).toHaveLength(before);
  });

  it("stores the message without a mail when the agency has no email", async () => {
    await withTestApp(async (local) => {
      await createSetting(local.db, { email: null });
      const res = await local.app.inject({ method: "POST", url: "/api/contact", payload: message });
      expect(res.statusCode).toBe(200);
      expect(await local.db.select().from(contactMessages)).toHaveLength(1);
      expect(await local.db.select().from(outbox)).toHaveLength(0);
    });
  });

  it("answers 429 after 5 messages from one address in 10 minutes, translated", async () => {
    const ip = "10.9.9.9";
    for (let i = 0; i < 5; i++) expect((await post(message, "/api/contact", ip)).statusCode).toBe(200);
    const limited = await post(message, "/api/contact?lang=en", ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: "Too many attempts. Please try again in a few minutes." });
    expect((await post(message, "/api/contact", "10.9.9.10")).statusCode).toBe(200);
  });
});
