import { describe, expect, it } from "vitest";
import { createUser } from "#test/factories";
import { loginAs, testAppPerFile } from "#test/setup/app";
import { enqueueMail } from "./enqueue-mail";

const t = testAppPerFile();

describe("mail outbox", () => {
  it("queues a mail with header-safe address and subject, readable by admins only", async () => {
    const ctx = { db: t.db, actor: null, locale: "id" as const, requestId: "t", now: () => new Date() };
    await enqueueMail({
      ctx,
      input: {
        kind: "contact",
        to: "agency@example.test\r\nBcc: x@evil.test",
        subject: "Hi\r\nBcc: y@evil.test",
        text: "Body",
        locale: "id",
      },
    });
    const admin = await createUser(t.db, { role: "admin", password: "Admin12345" });
    const customer = await createUser(t.db, { role: "customer", password: "Cust12345" });
    const res = await t.app.inject({
      method: "GET",
      url: "/api/outbox",
      headers: { authorization: `Bearer ${await loginAs(t.app, admin.username, "Admin12345")}` },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = res.json().data;
    expect(mail).toMatchObject({ kind: "contact", status: "pending", text: "Body", attempts: 0, last_error: null });
    expect(Date.parse(mail.next_attempt_at)).not.toBeNaN();
    const failed = await t.app.inject({
      method: "GET",
      url: "/api/outbox?status=failed",
      headers: { authorization: `Bearer ${await loginAs(t.app, admin.username, "Admin12345")}` },
    });
    expect(failed.json().data).toEqual([]);
    expect(mail.to).not.toMatch(/[\r\n]/);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    const denied = await t.app.inject({
      method: "GET",
      url: "/api/outbox",
      headers: { authorization: `Bearer ${await loginAs(t.app, customer.username, "Cust12345")}` },
    });
    expect(denied.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/outbox" })).statusCode).toBe(401);
  });
});
