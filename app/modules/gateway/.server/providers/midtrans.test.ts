import { describe, expect, it } from "vitest";
import { startMidtransServer } from "#test/payment-providers/midtrans-server";
import { BAD_SIGNATURE, checkoutRequests, withLocalProvider } from "#test/payment-providers/provider-test-kit";
import { createMidtransProvider, midtransSignature, midtransStatus } from "./midtrans";

const KEY = "SB-Mid-server-TEST";

// A rupiah order of Siti's, two hours after `now` below.
const request = checkoutRequests("midtrans");

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
  const now = () => new Date("2026-11-26T10:00:00Z");

  const local = withLocalProvider(
    () => startMidtransServer(KEY),
    (s) => createMidtransProvider(s.env, { now }),
  );

  it("is off without a server key", () => {
    expect(createMidtransProvider({})).toBeNull();
  });

  it("creates a Snap transaction: Basic auth with the server key, whole rupiah, our notification URL, expiry in minutes", async () => {
    const req = request();
    const { checkout, sent } = await local.createAndSent(req);
    expect(checkout.url).toContain(`/snap/v4/redirection/${checkout.checkoutId}`);
    expect(sent?.headers.authorization).toBe(`Basic ${Buffer.from(`${KEY}:`).toString("base64")}`);
    expect(sent?.headers["x-override-notification"]).toBe(req.notifyUrl);
    const body = JSON.parse(sent?.body ?? "{}");
    expect(body.transaction_details).toEqual({ order_id: req.ref, gross_amount: 150000 });
    expect(body.callbacks.finish).toBe(req.returnUrl);
    expect(body.expiry).toEqual({ start_time: "2026-11-26 10:00:00 +0000", unit: "minute", duration: 120 });
  });

  it("refuses what Snap cannot charge: other currencies and sen amounts", async () => {
    await expect(local.provider.createCheckout(request({ currency: "MYR" }))).rejects.toThrow(/IDR only/);
    await expect(local.provider.createCheckout(request({ amount: 150_000_50 }))).rejects.toThrow(/whole rupiah/);
  });

  it("a wrong server key gets the provider's refusal, not a checkout", async () => {
    const wrong = createMidtransProvider({ ...local.server.env, MIDTRANS_SERVER_KEY: "SB-Mid-server-WRONG" });
    await expect(wrong?.createCheckout(request())).rejects.toThrow(/HTTP 401/);
  });

  it("verifies a signed notification and reads it back in minor units", async () => {
    const req = request();
    await local.provider.createCheckout(req);
    local.server.setStatus(req.ref, "settlement");
    const v = local.provider.verifyNotification({ rawBody: local.server.notification(req.ref), headers: {} });
    expect(v).toEqual({
      ok: true,
      event: {
        ref: req.ref,
        txnId: local.server.transactions.get(req.ref)?.transactionId,
        status: "paid",
        amount: 150_000_00,
        currency: "IDR",
        rawStatus: "settlement",
      },
    });
  });

  it("refuses a notification signed with another key, or altered after signing", async () => {
    const req = request();
    await local.provider.createCheckout(req);
    local.server.setStatus(req.ref, "settlement");
    expect(
      local.provider.verifyNotification({
        rawBody: local.server.notification(req.ref, { signWith: "other" }),
        headers: {},
      }),
    ).toEqual(BAD_SIGNATURE);
    const altered = JSON.parse(local.server.notification(req.ref));
    altered.gross_amount = "1000.00";
    expect(local.provider.verifyNotification({ rawBody: JSON.stringify(altered), headers: {} }).ok).toBe(false);
    expect(local.provider.verifyNotification({ rawBody: "not json", headers: {} })).toEqual(BAD_SIGNATURE);
  });

  it("reads a signed other amount as that amount (the flow refuses it, not the signature check)", async () => {
    const req = request();
    await local.provider.createCheckout(req);
    local.server.setStatus(req.ref, "settlement");
    const v = local.provider.verifyNotification({
      rawBody: local.server.notification(req.ref, { gross: "1000.00" }),
      headers: {},
    });
    expect(v.ok && v.event.amount).toBe(1000_00);
  });

  it("fetches the status: null before the payer chose a method, then the signed status", async () => {
    const req = request();
    await local.provider.createCheckout(req);
    expect(await local.provider.fetchStatus({ ref: req.ref, checkoutId: null })).toBeNull();
    local.server.setStatus(req.ref, "expire");
    expect(await local.provider.fetchStatus({ ref: req.ref, checkoutId: null })).toMatchObject({
      ref: req.ref,
      status: "expired",
      txnId: null,
    });
    local.server.setStatus(req.ref, "settlement");
    expect(await local.provider.fetchStatus({ ref: req.ref, checkoutId: null })).toMatchObject({
      status: "paid",
      amount: 150_000_00,
    });
  });

  it("does not believe a status answer signed with another key", async () => {
    const req = request();
    await local.provider.createCheckout(req);
    local.server.setStatus(req.ref, "settlement");
    local.server.signStatusAnswersWith("SB-Mid-server-OTHER");
    try {
      await expect(local.provider.fetchStatus({ ref: req.ref, checkoutId: null })).rejects.toThrow(/not signed/);
    } finally {
      local.server.signStatusAnswersWith(undefined);
    }
  });
});
