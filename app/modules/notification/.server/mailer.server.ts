import net from "node:net";
import nodemailer from "nodemailer";
import addressparser from "nodemailer/lib/addressparser";
import { oneLine } from "#app/shared/one-line";

export interface Mailbox {
  name: string;
  address: string;
}

export interface OutgoingMail {
  from: Mailbox;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Stable across retries, so a receiving system can recognise a duplicate. */
  messageId: string;
}

/** What the outbox sender needs from a transport; tests may pass their own. */
export interface Mailer {
  /** Resolves once the server accepted the message; rejects with the transport's error. */
  send(mail: OutgoingMail): Promise<void>;
  /** Sender used when neither MAIL_FROM nor the site's email is set. */
  defaultFrom: Mailbox;
  close(): void;
}

const plainAddress = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;

/**
 * Exactly one mailbox (`a@b` or `Name <a@b>`), or null. A comma, a group or a second address
 * would add recipients, so they are refused rather than guessed at.
 */
export function parseMailbox(value: string): Mailbox | null {
  const parsed = addressparser(oneLine(value));
  if (parsed.length !== 1) return null;
  const [entry] = parsed;
  if (entry.group || !plainAddress.test(entry.address)) return null;
  return { name: oneLine(entry.name), address: entry.address };
}

/** An error the sender classifies as permanent: the recipient can never be written. */
export class InvalidRecipientError extends Error {
  code = "EINVALIDRECIPIENT";
}

// The three timeouts bound one send to well under the outbox lease (outbox-backoff.ts).
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000, dnsTimeout: 10_000 };

/** `no-reply@` the mail server's domain (without a leading smtp./mail.), or `no-reply@localhost`. */
function noReplyFor(smtpUrl: string): Mailbox {
  const host = new URL(smtpUrl).hostname.replace(/^\[|\]$/g, "");
  const local = !host.includes(".") || net.isIP(host) !== 0;
  const domain = local ? "localhost" : host.replace(/^(smtp|mail|smtps)\./i, "");
  return { name: "", address: `no-reply@${domain}` };
}

/**
 * SMTP through nodemailer from `SMTP_URL` (`smtp://` with STARTTLS when offered, `smtps://` for
 * TLS from the start; credentials in the URL; nodemailer's `?tls.rejectUnauthorized=false` style
 * options pass through). One connection per message: mail volume is low and a restarted server
 * is simply reconnected to.
 */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    ...TIMEOUTS,
    // Message bodies are data, never paths or URLs for nodemailer to read.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    defaultFrom: noReplyFor(smtpUrl),
    async send(mail) {
      const to = parseMailbox(mail.to);
      if (!to) throw new InvalidRecipientError(`Invalid recipient address ${JSON.stringify(mail.to)}`);
      const from = { name: oneLine(mail.from.name), address: oneLine(mail.from.address) };
      await transport.sendMail({
        from,
        to,
        // The envelope is exactly one recipient, whatever the headers would parse to.
        envelope: { from: from.address, to: [to.address] },
        subject: oneLine(mail.subject),
        text: mail.text,
        html: mail.html ?? undefined,
        messageId: oneLine(mail.messageId),
        headers: { "Auto-Submitted": "auto-generated" },
      });
    },
    close: () => transport.close(),
  };
}
