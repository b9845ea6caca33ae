import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startWhatsappStandin, type WhatsappStandin } from "./whatsapp-standin.test-helper";

describe("WhatsApp Cloud API stand-in", () => {
  let wa: WhatsappStandin;
  beforeEach(async () => {
    wa = await startWhatsappStandin();
  });
  afterEach(async () => {
    await wa.close();
  });

  const send = (body: unknown, token = wa.token, path = `/${wa.version}/${wa.phoneNumberId}/messages`) =>
    fetch(`${wa.url}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  const template = {
    messaging_product: "whatsapp",
    to: "+628123456789",
    type: "template",
    template: {
      name: "booking_confirmed",
      language: { code: "id" },
      components: [
        {
          type: "body",
          parameters: [
            { type: "text", text: "Budi" },
            { type: "text", text: "UMR-2025-001" },
          ],
        },
        { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: "bookings/42" }] },
      ],
    },
  };

  it("records a good template send with its params and button and answers a wamid", async () => {
    const res = await send(template);
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json).toEqual({
      messaging_product: "whatsapp",
      contacts: [{ input: "+628123456789", wa_id: "628123456789" }],
      messages: [{ id: expect.stringMatching(/^wamid\.[\w-]+$/) }],
    });
    expect(wa.messages).toHaveLength(1);
    const [m] = wa.messages;
    expect(m.id).toBe(json.messages[0].id);
    expect(m).toMatchObject({
      to: "+628123456789",
      type: "template",
      template: { name: "booking_confirmed", language: "id", params: ["Budi", "UMR-2025-001"], button: "bookings/42" },
    });
    expect(await wa.waitFor((x) => x.template?.name === "booking_confirmed")).toBe(m);
    expect(wa.requests).toBe(1);
  });

  it("records a text send", async () => {
    const res = await send({ messaging_product: "whatsapp", to: "628123456789", type: "text", text: { body: "Halo" } });
    expect(res.status).toBe(200);
    expect(wa.messages[0]).toMatchObject({ to: "628123456789", type: "text", text: "Halo" });
  });

  it("refuses a wrong or missing token with 401 code 190", async () => {
    const res = await send(template, "wrong");
    expect(res.status).toBe(401);
    expect((await res.json()).error).toMatchObject({ type: "OAuthException", code: 190 });
    const none = await fetch(`${wa.url}/${wa.version}/${wa.phoneNumberId}/messages`, {
      method: "POST",
      body: JSON.stringify(template),
    });
    expect(none.status).toBe(401);
    expect(wa.messages).toHaveLength(0);
    expect(wa.requests).toBe(2);
  });

  it("refuses a malformed body with 400 code 100 naming the fault", async () => {
    const cases: [unknown, RegExp][] = [
      ["{not json", /JSON/],
      [{ ...template, messaging_product: "sms" }, /messaging_product/],
      [{ ...template, to: "0812-345" }, /to/],
      [{ ...template, type: "image" }, /type/],
      [{ ...template, template: { ...template.template, language: "id" } }, /language\.code/],
      [
        {
          ...template,
          template: { ...template.template, components: [{ type: "body", parameters: [{ type: "text" }] }] },
        },
        /parameters\[0\]\.text/,
      ],
      [
        {
          ...template,
          template: {
            ...template.template,
            components: [{ type: "body", parameters: [{ type: "text", text: "Jl. Merdeka\nJakarta" }] }],
          },
        },
        /new-line/,
      ],
      [{ messaging_product: "whatsapp", to: "628123", type: "text", text: { body: "" } }, /text\.body/],
    ];
    for (const [body, fault] of cases) {
      const res = await send(body);
      expect(res.status).toBe(400);
      const { error } = await res.json();
      expect(error.code).toBe(100);
      expect(error.message).toMatch(fault);
    }
    expect(wa.messages).toHaveLength(0);
  });

  it("answers 400 code 100 for another version or phone number id, 404 elsewhere", async () => {
    const otherId = await send(template, wa.token, `/${wa.version}/999/messages`);
    expect(otherId.status).toBe(400);
    expect((await otherId.json()).error.code).toBe(100);
    const otherVersion = await send(template, wa.token, `/v1.0/${wa.phoneNumberId}/messages`);
    expect(otherVersion.status).toBe(400);
    expect((await send(template, wa.token, "/v21.0/100200300/media")).status).toBe(404);
  });

  it("fails the next send as scripted, then accepts again", async () => {
    wa.failNext(1, { status: 429, code: 130429, message: "Rate limit hit" });
    const first = await send(template);
    expect(first.status).toBe(429);
    expect((await first.json()).error).toMatchObject({
      message: "Rate limit hit",
      type: "OAuthException",
      code: 130429,
      error_data: { messaging_product: "whatsapp", details: "Rate limit hit" },
      fbtrace_id: expect.any(String),
    });
    expect(wa.messages).toHaveLength(0);
    expect((await send(template)).status).toBe(200);
    expect(wa.messages).toHaveLength(1);
    expect(wa.requests).toBe(2);
  });

  it("signs webhooks with HMAC-SHA256 of the exact body", () => {
    const expected = (body: string) => createHmac("sha256", wa.appSecret).update(Buffer.from(body, "utf8")).digest();
    const status = wa.statusWebhook([
      { id: "wamid.A", status: "failed", recipient: "628123456789", timestamp: 1700000000 },
      { id: "wamid.B", status: "delivered", recipient: "628123456789" },
    ]);
    const inbound = wa.inboundWebhook({ from: "628123456789", id: "wamid.C", text: "STOP", name: "Budi" });
    for (const w of [status, inbound]) {
      expect(w.signature).toMatch(/^sha256=[0-9a-f]{64}$/);
      expect(timingSafeEqual(Buffer.from(w.signature.slice(7), "hex"), expected(w.body))).toBe(true);
    }

    const value = JSON.parse(status.body).entry[0].changes[0].value;
    expect(value.metadata.phone_number_id).toBe(wa.phoneNumberId);
    expect(value.statuses[0]).toEqual({
      id: "wamid.A",
      status: "failed",
      timestamp: "1700000000",
      recipient_id: "628123456789",
      errors: [{ code: 131026, title: "Message undeliverable" }],
    });
    expect(value.statuses[1].errors).toBeUndefined();
    expect(value.statuses[1].timestamp).toMatch(/^\d{10}$/);

    const inValue = JSON.parse(inbound.body).entry[0].changes[0].value;
    expect(inValue.contacts).toEqual([{ profile: { name: "Budi" }, wa_id: "628123456789" }]);
    expect(inValue.messages[0]).toMatchObject({ from: "628123456789", type: "text", text: { body: "STOP" } });
  });

  it("delivers a webhook with the signature header and the exact body", async () => {
    const got: { headers: http.IncomingHttpHeaders; body: string }[] = [];
    const app = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        got.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
        res.writeHead(200).end("ok");
      });
    });
    await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", () => resolve()));
    try {
      const { port } = app.address() as AddressInfo;
      const w = wa.inboundWebhook({ from: "628123456789", id: "wamid.D", text: "Terima kasih ✓" });
      expect(await wa.deliver(`http://127.0.0.1:${port}/webhooks/whatsapp`, w)).toBe(200);
      expect(got).toHaveLength(1);
      expect(got[0].body).toBe(w.body);
      expect(got[0].headers["x-hub-signature-256"]).toBe(w.signature);
      expect(got[0].headers["content-type"]).toBe("application/json");
    } finally {
      await new Promise<void>((resolve) => app.close(() => resolve()));
    }
  });
});
