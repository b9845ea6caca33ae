import { describe, expect, it } from "vitest";
import { classifySendError, MAX_ATTEMPTS, nextAttemptAt, RETRY_DELAYS_MS } from "./outbox-backoff";

const smtpError = (message: string, code: string, command: string, responseCode?: number) =>
  Object.assign(new Error(message), { code, command, ...(responseCode ? { responseCode } : {}) });

describe("outbox back-off", () => {
  it("waits 30 s, 2 min, 10 min, 30 min, 2 h, then 6 h after each failed attempt", () => {
    const now = new Date("2025-03-01T08:00:00Z");
    const waits = [1, 2, 3, 4, 5, 6, 7, 9].map((n) => (nextAttemptAt(n, now).getTime() - now.getTime()) / 1000);
    expect(waits).toEqual([30, 120, 600, 1800, 7200, 21600, 21600, 21600]);
    expect(RETRY_DELAYS_MS.at(-1)).toBe(6 * 3_600_000);
    // The whole schedule outlasts a mail server down for a day.
    const total = Array.from(
      { length: MAX_ATTEMPTS - 1 },
      (_, i) => nextAttemptAt(i + 1, now).getTime() - now.getTime(),
    );
    expect(total.reduce((a, b) => a + b, 0)).toBeGreaterThan(24 * 3_600_000);
  });

  it("is permanent only for a 5xx refusal of the recipient or the message, or a recipient that cannot be written", () => {
    const permanent = [
      smtpError("Can't send mail - all recipients were rejected: 550 5.1.1 User unknown", "EENVELOPE", "RCPT TO", 550),
      smtpError("Message failed: 554 5.7.1 Rejected as spam", "EMESSAGE", "DATA", 554),
      smtpError("Message failed: 552 5.3.4 Message too big", "EMESSAGE", "DATA", 552),
      Object.assign(new Error("Invalid recipient address"), { code: "EINVALIDRECIPIENT" }),
    ];
    const temporary = [
      smtpError("connect ECONNREFUSED 127.0.0.1:25", "ESOCKET", "CONN"),
      smtpError("Connection timeout", "ETIMEDOUT", "CONN"),
      smtpError("Greeting never received", "ETIMEDOUT", "CONN"),
      smtpError("Recipient command failed: 451 4.3.0 Try later", "EENVELOPE", "RCPT TO", 451),
      smtpError("Message failed: 421 4.7.0 Too many connections", "EMESSAGE", "DATA", 421),
      smtpError("Invalid login: 535 5.7.8 Bad credentials", "EAUTH", "AUTH PLAIN", 535),
      smtpError("Mail command failed: 550 5.7.1 Sender not allowed", "EENVELOPE", "MAIL FROM", 550),
      smtpError("Data command failed: 503 5.5.1 Bad sequence", "EENVELOPE", "DATA", 503),
      new Error("something else broke"),
      "a string thrown",
    ];
    for (const e of permanent) expect(classifySendError(e).permanent, String(e)).toBe(true);
    for (const e of temporary) expect(classifySendError(e).permanent, String(e)).toBe(false);
  });

  it("keeps a one-line, bounded error with the code, the command and the server's answer", () => {
    const e = smtpError("Can't send mail:\r\n550 5.1.1 User unknown", "EENVELOPE", "RCPT TO", 550);
    expect(classifySendError(e).error).toBe("EENVELOPE RCPT TO: Can't send mail: 550 5.1.1 User unknown");
    expect(classifySendError(new Error("x".repeat(2000))).error).toHaveLength(500);
  });
});
