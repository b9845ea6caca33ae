import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MidtransServer, startMidtransServer } from "#test/payment-providers/midtrans-server";
import { createMidtransProvider, midtransSignature, midtransStatus } from "./midtrans";
import type { CheckoutRequest, PaymentProvider } from "./provider";

const KEY = "SB-Mid-server-TEST";

function request(over: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    ref: `PAY-${Math.random().toString(36).slice(2, 10)}`,
    amount: 150_000_00,
    currency: "IDR",
    description: "Booking ABC123 · Umrah Reguler 9 Hari",
    customer: { name: "Siti", email: "siti@example.com", phone: "+62811111111" },
    returnUrl: "http://localhost/payment/success?booking=1&payment=1",
    notifyUrl: "http://127.0.0.1:9/api/payments/notify/midtrans",
    expiresAt: new Date("2026-11-26T12:00:00Z"),
    locale: "id",
    ...over,
  };
}

describe("Midtrans signature and status rules", () => {
  it("signs SHA-512(order_id + status_code + gross_amount + server key) as lowercase hex", () => {
    // Vector computed outside this code: printf '%s' "ORDER-101200150000.00SB-Mid-server-TEST" | sha512sum
    expect(midtransSignature("ORDER-101", "200", "150000.00", KEY)).toBe(
      "d691908b24aa297c06f4e316de300536dd1b5884c7a0d8f06b7086c509299a8d951521185cddeba274cebf4d2cc7e734a0a97232971f99f7e47ac2f9f21a0773",
    );
  });

  it("maps transaction_status (and fraud_status for captures) to the product's word", () => {
    expect(midtransStatus("settlement", null)).toBe("paid");
    expect(midtransStatus("capture", "accept")).toBe("paid");
    expect(midtransStatus("capture", "challenge")).toBe("pending");
    expect(midtransStatus("capture", null)).toBe("pending");
    expect(midtransStatus("pending", null)).toBe("pending");
    // A deny is one refused attempt: Snap lets the payer try again on the same order.
    expect(midtransStatus("deny", null)).toBe("declined");
    expect(midtransStatus("capture", "deny")).toBe("declined");
    for (const s of ["cancel", "failure"]) expect(midtransStatus(s, null)).toBe("failed");
    expect(midtransStatus("expire", null)).toBe("expired");
    expect(midtransStatus("refund", null)).toBeNull();
    expect(midtransStatus("partial_refund", null)).toBeNull();
  });
});

describe("Midtrans provider against a local Snap/Core API server", () => {
  let server: MidtransServer;
  let provider: PaymentProvider;
  const now = () => new Date("2026-11-26T10:00:00Z");

  beforeAll(async () => {
    server = await startMidtransServer(KEY);
    const p = createMidtransProvider(server.env, { now });
    if (!p) throw new Error("provider off");
    provider = p;
  });
  afterAll(() => server.close());

  it("is off without a server key", () => {
    expect(createMidtransProvider({})).toBeNull();
  });

  it("creates a Snap transaction: Basic auth with the server key, whole rupiah, our notification URL, expiry in minutes", async () => {
    const req = request();
    const checkout = await provider.createCheckout(req);
    expect(checkout.url).toContain(`/snap/v4/redirection/${checkout.checkoutId}`);
    const sent = server.requests.at(-1);
    expect(sent?.headers.authorization).toBe(`Basic ${Buffer.from(`${KEY}:`).toString("base64")}`);
    expect(sent?.headers["x-override-notification"]).toBe(req.notifyUrl);
    const body = JSON.parse(sent?.body ?? "{}");
    expect(body.transaction_details).toEqual({ order_id: req.ref, gross_amount: 150000 });
    expect(body.callbacks.finish).toBe(req.returnUrl);
    expect(body.expiry).toEqual({ start_time: "2026-11-26 10:00:00 +0000", unit: "minute", duration: 120 });
  });

  it("refuses what Snap cannot charge: other currencies and sen amounts", async () => {
    await expect(provider.createCheckout(request({ currency: "MYR" }))).rejects.toThrow(/IDR only/);
    await expect(provider.createCheckout(request({ amount: 150_000_50 }))).rejects.toThrow(/whole rupiah/);
  });

  it("a wrong server key gets the provider's refusal, not a checkout", async () => {
    const wrong = createMidtransProvider({ ...server.env, MIDTRANS_SERVER_KEY: "SB-Mid-server-WRONG" });
    await expect(wrong?.createCheckout(request())).rejects.toThrow(/HTTP 401/);
  });

  it("verifies a signed notification and reads it back in minor units", async () => {
    const req = request();
    await provider.createCheckout(req);
    server.setStatus(req.ref, "settlement");
    const v = provider.verifyNotification({ rawBody: server.notification(req.ref), headers: {} });
    expect(v).toEqual({
      ok: true,
      event: {
        ref: req.ref,
        txnId: server.transactions.get(req.ref)?.transactionId,
        status: "paid",
        amount: 150_000_00,
        currency: "IDR",
        rawStatus: "settlement",
      },
    });
  });

  it("refuses a notification signed with another key, or altered after signing", async () => {
    const req = request();
    await provider.createCheckout(req);
    server.setStatus(req.ref, "settlement");
    expect(
      provider.verifyNotification({ rawBody: server.notification(req.ref, { signWith: "other" }), headers: {} }),
    ).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    const altered = JSON.parse(server.notification(req.ref));
    altered.gross_amount = "1000.00";
    expect(provider.verifyNotification({ rawBody: JSON.stringify(altered), headers: {} }).ok).toBe(false);
    expect(provider.verifyNotification({ rawBody: "not json", headers: {} })).toEqual({
      ok: false,
      reason: "bad_signature",
    });
  });

  it("reads a signed other amount as that amount (the flow refuses it, not the signature check)", async () => {
    const req = request();
    await provider.createCheckout(req);
    server.setStatus(req.ref, "settlement");
    const v = provider.verifyNotification({ rawBody: server.notification(req.ref, { gross: "1000.00" }), headers: {} });
    expect(v.ok && v.event.amount).toBe(1000_00);
  });

  it("fetches the status: null before the payer chose a method, then the signed status", async () => {
    const req = request();
    await provider.createCheckout(req);
    expect(await provider.fetchStatus({ ref: req.ref, checkoutId: null })).toBeNull();
    server.setStatus(req.ref, "expire");
    expect(await provider.fetchStatus({ ref: req.ref, checkoutId: null })).toMatchObject({
      ref: req.ref,
      status: "expired",
      txnId: null,
    });
    server.setStatus(req.ref, "settlement");
    expect(await provider.fetchStatus({ ref: req.ref, checkoutId: null })).toMatchObject({
      status: "paid",
      amount: 150_000_00,
    });
  });

  it("does not believe a status answer signed with another key", async () => {
    const req = request();
    await provider.createCheckout(req);
    server.setStatus(req.ref, "settlement");
    server.signStatusAnswersWith("SB-Mid-server-OTHER");
    try {
      await expect(provider.fetchStatus({ ref: req.ref, checkoutId: null })).rejects.toThrow(/not signed/);
    } finally {
      server.signStatusAnswersWith(undefined);
    }
  });
});
