import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";

/** What the sink answers to a recipient: accept (null), or an SMTP error code and text. */
export type RcptVerdict = null | { code: number; message: string };

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  parsed: ParsedMail;
  user: string | undefined;
}

/**
 * A real SMTP server on 127.0.0.1 for tests (smtp-server), keeping what arrives. No STARTTLS
 * (nodemailer would upgrade and refuse the self-signed certificate); AUTH PLAIN/LOGIN accepted
 * over the plain connection with any credentials, which are recorded.
 */
export class SmtpSink {
  received: ReceivedMail[] = [];
  rcptAttempts: string[] = [];
  onRcpt: (address: string) => RcptVerdict = () => null;
  /** Delay before answering the end of DATA, to keep several senders busy at once. */
  dataDelayMs = 0;
  port = 0;
  private server: SMTPServer | null = null;

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Listens on `port` (0 = a free one). */
  async start(port = this.port): Promise<this> {
    const server = new SMTPServer({
      logger: false,
      disabledCommands: ["STARTTLS"],
      authOptional: true,
      allowInsecureAuth: true,
      onAuth: (auth, _session, cb) => cb(null, { user: auth.username }),
      onRcptTo: (address: SMTPServerAddress, _session, cb) => {
        this.rcptAttempts.push(address.address);
        const verdict = this.onRcpt(address.address);
        if (!verdict) return cb();
        const err = new Error(verdict.message) as Error & { responseCode: number };
        err.responseCode = verdict.code;
        cb(err);
      },
      onData: (stream, session, cb) => {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", async () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const parsed = await simpleParser(raw);
          if (this.dataDelayMs) await new Promise((r) => setTimeout(r, this.dataDelayMs));
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            parsed,
            user: typeof session.user === "string" ? session.user : undefined,
          });
          cb();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    server.on("error", () => {});
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
    return this;
  }

  /** Stops listening; the port stays known so `start()` can come back on it. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
