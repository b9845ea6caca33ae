import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "#app/shared/env.server";
import { createSmtpMailer, InvalidRecipientError, type Mailer, parseMailbox } from "./mailer.server";
import { SmtpSink } from "./smtp-sink.test-helper";

const from = { name: "Amanah Tour & Travel", address: "no-reply@amanah.test" };
const mail = { from, text: "Isi", messageId: "<outbox.1.1@amanah.test>" };

describe("SMTP transport", () => {
  let sink: SmtpSink;
  let mailer: Mailer;
  beforeEach(async () => {
    sink = await new SmtpSink().start();
    mailer = createSmtpMailer(sink.url);
  });
  afterEach(async () => {
    mailer.close();
    await sink.stop();
  });

  it("writes a subject or a sender name with line breaks as one header", async () => {
    await mailer.send({
      ...mail,
      from: { name: "Amanah\r\nBcc: evil@jahat.test", address: "no-reply@amanah.test" },
      to: "budi@contoh.test",
      subject: "Halo\r\nBcc: evil@jahat.test\nX-Injected: yes\u2028Cc: evil@jahat.test",
    });
    const [got] = sink.received;
    expect(got.to).toEqual(["budi@contoh.test"]);
    const head = got.raw.split("\r\n\r\n")[0];
    expect(head).not.toMatch(/^(bcc|cc|x-injected):/im);
    expect(got.parsed.headers.has("bcc")).toBe(false);
    expect(got.parsed.headers.has("x-injected")).toBe(false);
    expect(got.parsed.subject).toBe("Halo Bcc: evil@jahat.test X-Injected: yes Cc: evil@jahat.test");
  });

  it("refuses a recipient that is not exactly one address, before connecting", async () => {
    for (const to of [
      "budi@contoh.test\r\nBcc: evil@jahat.test",
      "budi@contoh.test, evil@jahat.test",
      "budi@contoh.test; evil@jahat.test",
      "Tim: budi@contoh.test, evil@jahat.test;",
      "not an address",
      "",
    ]) {
      await expect(mailer.send({ ...mail, to, subject: "Halo" }), to).rejects.toBeInstanceOf(InvalidRecipientError);
    }
    expect(sink.rcptAttempts).toEqual([]);
  });
});

describe("mail settings", () => {
  it("parses one mailbox, with or without a name", () => {
    expect(parseMailbox("budi@contoh.test")).toEqual({ name: "", address: "budi@contoh.test" });
    expect(parseMailbox("Amanah Tour <info@amanah.test>")).toEqual({
      name: "Amanah Tour",
      address: "info@amanah.test",
    });
    expect(parseMailbox('"Budi, S." <budi@contoh.test>')).toEqual({ name: "Budi, S.", address: "budi@contoh.test" });
    expect(parseMailbox("a@x.test, b@x.test")).toBeNull();
  });

  it("uses no-reply at the mail server's domain as the last-resort sender", () => {
    expect(createSmtpMailer("smtps://u:p@smtp.amanah-travel.co.id:465").defaultFrom.address).toBe(
      "no-reply@amanah-travel.co.id",
    );
    expect(createSmtpMailer("smtp://127.0.0.1:1025").defaultFrom.address).toBe("no-reply@localhost");
    expect(createSmtpMailer("smtp://mailpit:1025").defaultFrom.address).toBe("no-reply@localhost");
  });

  it("accepts SMTP_URL and MAIL_FROM, and names bad ones without echoing a password", () => {
    const env = loadEnv({
      SMTP_URL: "smtps://user:s3cret@smtp.example.test:465",
      MAIL_FROM: "Amanah <no-reply@a.test>",
    });
    expect(env.SMTP_URL).toBe("smtps://user:s3cret@smtp.example.test:465");
    expect(env.MAIL_FROM).toBe("Amanah <no-reply@a.test>");
    expect(loadEnv({}).SMTP_URL).toBeUndefined();
    expect(loadEnv({ SMTP_URL: "", MAIL_FROM: "" })).toMatchObject({ SMTP_URL: undefined, MAIL_FROM: undefined });
    expect(() => loadEnv({ SMTP_URL: "http://user:s3cret@x.test" })).toThrow(EnvError);
    let msg = "";
    try {
      loadEnv({ SMTP_URL: "https://user:s3cret@x.test", MAIL_FROM: "not a sender" });
    } catch (err) {
      msg = (err as Error).message;
    }
    expect(msg).toMatch(/SMTP_URL: must be smtp:\/\//);
    expect(msg).toMatch(/MAIL_FROM: must be an address/);
    expect(msg).not.toMatch(/s3cret/);
  });
});
