import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startXenditServer, type XenditServer } from "#test/payment-providers/xendit-server";
import type { CheckoutRequest, PaymentProvider } from "./provider";
import { createXenditProvider, xenditStatus } from "./xendit";

const SECRET = "xnd_development_TEST";
const TOKEN = "callback-token-TEST";

function request(over: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    ref: `PAY-${Math.random().toString(36).slice(2, 10)}`,
    amount: 150_000_00,
    currency: "IDR",
    description: "Booking ABC123 · Umrah Reguler 9 Hari",
    customer: { name: "Siti", email: "siti@example.com", phone: "+62811111111" },
    returnUrl: "http://localhost/payment/success?booking=1&payment=1",
    notifyUrl: "http://127.0.0.1:9/api/payments/notify/xendit",
    expiresAt: new Date("2026-11-26T12:00:00Z"),
    locale: "id",
    ...over,
  };
}

describe("Xendit status rule", () => {
  it("maps invoice statuses", () => {
    expect(xenditStatus("PAID")).toBe("paid");
    expect(xenditStatus("SETTLED")).toBe("paid");
    expect(xenditStatus("PENDING")).toBe("pending");
    expect(xenditStatus("EXPIRED")).toBe("expired");
    expect(xenditStatus("UNKNOWN")).toBeNull();
  });
});

describe("Xendit provider against a local Invoices API server", () => {
  let server: XenditServer;
  let provider: PaymentProvider;
  const now = () => new Date("2026-11-26T10:00:00Z");

  beforeAll(async () => {
    server = await startXenditServer(SECRET, TOKEN);
    const p = createXenditProvider(server.env, { now });
    if (!p) throw new Error("provider off");
    provider = p;
  });
  afterAll(() => server.close());

  it("is off without both the secret key and the callback token", () => {
    expect(createXenditProvider({ XENDIT_SECRET_KEY: SECRET })).toBeNull();
    expect(createXenditProvider({ XENDIT_CALLBACK_TOKEN: TOKEN })).toBeNull();
  });

  it("creates an invoice: Basic auth with the secret key, whole rupiah, duration in seconds, return URL", async () => {
    const req = request();
    const checkout = await provider.createCheckout(req);
    expect(checkout.url).toBe(`${server.url}/web/${checkout.checkoutId}`);
    const sent = server.requests.at(-1);
    expect(sent?.headers.authorization).toBe(`Basic ${Buffer.from(`${SECRET}:`).toString("base64")}`);
    const body = JSON.parse(sent?.body ?? "{}");
    expect(body).toMatchObject({
      external_id: req.ref,
      amount: 150000,
      currency: "IDR",
      success_redirect_url: req.returnUrl,
      invoice_duration: 7200,
      locale: "id",
    });
  });

  it("charges ringgit with sen, refuses sen of rupiah and other currencies", async () => {
    await provider.createCheckout(request({ currency: "MYR", amount: 1500_50, locale: "my" }));
    const body = JSON.parse(server.requests.at(-1)?.body ?? "{}");
    expect(body).toMatchObject({ amount: 1500.5, currency: "MYR", locale: "en" });
    await expect(provider.createCheckout(request({ amount: 150_000_50 }))).rejects.toThrow(/whole rupiah/);
    await expect(provider.createCheckout(request({ currency: "SGD" }))).rejects.toThrow(/SGD/);
  });

  it("believes a callback only with the account's token", async () => {
    const req = request();
    const { checkoutId } = await provider.createCheckout(req);
    server.setStatus(checkoutId, "PAID");
    const good = server.notification(checkoutId);
    expect(provider.verifyNotification({ rawBody: good.body, headers: good.headers })).toEqual({
      ok: true,
      event: {
        ref: req.ref,
        txnId: checkoutId,
        status: "paid",
        amount: 150_000_00,
        currency: "IDR",
        rawStatus: "PAID",
      },
    });
    const bad = server.notification(checkoutId, { token: "guess" });
    expect(provider.verifyNotification({ rawBody: bad.body, headers: bad.headers })).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    expect(provider.verifyNotification({ rawBody: good.body, headers: {} })).toEqual({
      ok: false,
      reason: "bad_signature",
    });
  });

  it("reads a ringgit callback back in sen", async () => {
    const req = request({ currency: "MYR", amount: 1500_50 });
    const { checkoutId } = await provider.createCheckout(req);
    server.setStatus(checkoutId, "SETTLED");
    const n = server.notification(checkoutId);
    const v = provider.verifyNotification({ rawBody: n.body, headers: n.headers });
    expect(v.ok && v.event).toMatchObject({ amount: 1500_50, currency: "MYR", status: "paid" });
  });

  it("fetches the invoice: pending, expired, paid; an unknown invoice is null", async () => {
    const req = request();
    const { checkoutId } = await provider.createCheckout(req);
    expect(await provider.fetchStatus({ ref: req.ref, checkoutId })).toMatchObject({ status: "pending", txnId: null });
    server.setStatus(checkoutId, "PAID");
    expect(await provider.fetchStatus({ ref: req.ref, checkoutId })).toMatchObject({
      status: "paid",
      txnId: checkoutId,
      amount: 150_000_00,
    });
    server.setStatus(checkoutId, "EXPIRED");
    expect(await provider.fetchStatus({ ref: req.ref, checkoutId })).toMatchObject({ status: "expired" });
    expect(await provider.fetchStatus({ ref: req.ref, checkoutId: "nope" })).toBeNull();
  });
});
