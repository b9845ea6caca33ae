import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillplzServer, startBillplzServer } from "#test/payment-providers/billplz-server";
import {
  BillplzGetBudget,
  billplzSignature,
  billplzSourceString,
  billplzStatus,
  createBillplzProvider,
} from "./billplz";
import type { CheckoutRequest, PaymentProvider } from "./provider";

const KEY = "73eb57f0-7d4e-42b9-a544-aeac6e4b0f81";
const COLLECTION = "inbmmepb";
const XKEY = "S-s7b4yWeKzN6vBQcCUeRGpA";

function request(over: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    ref: `PAY-${Math.random().toString(36).slice(2, 10)}`,
    amount: 1500_50,
    currency: "MYR",
    description: "Tempahan ABC123 · Umrah 12 Hari",
    customer: { name: "Aminah", email: "aminah@example.com", phone: "+60123456789" },
    returnUrl: "http://localhost/payment/success?booking=1&payment=1",
    notifyUrl: "http://127.0.0.1:9/api/payments/notify/billplz",
    expiresAt: new Date("2026-11-26T12:00:00Z"),
    locale: "my",
    ...over,
  };
}

describe("Billplz X Signature and status rules", () => {
  // The callback of the docs' X Signature example (a due bill with an empty mobile and paid_at).
  const docsCallback: [string, string][] = [
    ["id", "zq0uaa2j"],
    ["collection_id", "inbmmepb"],
    ["paid", "false"],
    ["state", "due"],
    ["amount", "200"],
    ["paid_amount", "0"],
    ["due_at", "2020-12-31"],
    ["email", "api@billplz.com"],
    ["mobile", ""],
    ["name", "MICHAEL API V3"],
    ["url", "http://www.billplz-sandbox.com/bills/zq0uaa2j"],
    ["paid_at", ""],
    ["x_signature", "ignored"],
  ];

  it("builds the documented source string: key+value pairs, x_signature left out, sorted case-insensitively, joined by |", () => {
    expect(billplzSourceString(docsCallback)).toBe(
      "amount200|collection_idinbmmepb|due_at2020-12-31|emailapi@billplz.com|idzq0uaa2j|mobile|nameMICHAEL API V3|paid_amount0|paid_at|paidfalse|statedue|urlhttp://www.billplz-sandbox.com/bills/zq0uaa2j",
    );
  });

  it("signs it with HMAC-SHA256 of the X Signature key, hex", () => {
    // Computed outside this code: printf '%s' "<source string>" | openssl dgst -sha256 -hmac "S-s7b4yWeKzN6vBQcCUeRGpA"
    expect(billplzSignature(docsCallback, XKEY)).toBe(
      "ea9b5796aea1764f59d9723aa04a58d0f8d1767eb8c006db6145163567322ab1",
    );
  });

  it("maps paid/state", () => {
    expect(billplzStatus("true", "paid", null)).toBe("paid");
    expect(billplzStatus("false", "due", null)).toBe("pending");
    // A failed transaction leaves the bill due: the customer may pay it again.
    expect(billplzStatus("false", "due", "failed")).toBe("declined");
    expect(billplzStatus("false", "deleted", null)).toBe("expired");
    expect(billplzStatus("true", "due", null)).toBe("pending");
  });
});

describe("Billplz's GET budget (its documented rate limit)", () => {
  const answer = (limit: string, remaining: string, reset: string) =>
    new Headers({ "RateLimit-Limit": limit, "RateLimit-Remaining": remaining, "RateLimit-Reset": reset });

  it("sends at most 100 GETs in 5 minutes, 80 of them for the background round", () => {
    let t = 0;
    const budget = new BillplzGetBudget(() => t);
    let background = 0;
    while (budget.take(true)) background++;
    expect(background).toBe(80);
    let customer = 0;
    while (budget.take(false)) customer++;
    expect(customer).toBe(20);
    t += 5 * 60_000 + 1;
    expect(budget.take(true)).toBe(true);
  });

  it("follows what Billplz says: a lower limit, what remains, and nothing until the reset after a 429", () => {
    let t = 0;
    const budget = new BillplzGetBudget(() => t);
    budget.learn(200, answer("10", "9", "300"));
    let n = 0;
    while (budget.take(true)) n++;
    // 9 remain by Billplz's word; 2 of the 10 are kept for customers.
    expect(n).toBe(7);
    expect(budget.take(false)).toBe(true);
    budget.learn(429, answer("10", "0", "120"));
    expect(budget.take(false)).toBe(false);
    t += 121_000;
    expect(budget.take(false)).toBe(true);
    // "unlimited" leaves our own count of the documented 100.
    budget.learn(200, new Headers({ "RateLimit-Limit": "unlimited", "RateLimit-Remaining": "unlimited" }));
  });
});

describe("Billplz provider against a local API v3 server", () => {
  let server: BillplzServer;
  let provider: PaymentProvider;

  beforeAll(async () => {
    server = await startBillplzServer(KEY, COLLECTION, XKEY);
    const p = createBillplzProvider(server.env);
    if (!p) throw new Error("provider off");
    provider = p;
  });
  afterAll(() => server.close());

  it("is off unless the API key, collection and X Signature key are all set", () => {
    expect(createBillplzProvider({ BILLPLZ_API_KEY: KEY, BILLPLZ_COLLECTION_ID: COLLECTION })).toBeNull();
    expect(createBillplzProvider({ BILLPLZ_API_KEY: KEY, BILLPLZ_X_SIGNATURE_KEY: XKEY })).toBeNull();
  });

  it("creates a bill: form-encoded, Basic auth with the API key, amount in sen, our callback and reference", async () => {
    const req = request();
    const checkout = await provider.createCheckout(req);
    expect(checkout.url).toBe(`${server.url}/bills/${checkout.checkoutId}`);
    const sent = server.requests.at(-1);
    expect(sent?.headers.authorization).toBe(`Basic ${Buffer.from(`${KEY}:`).toString("base64")}`);
    expect(sent?.headers["content-type"]).toContain("application/x-www-form-urlencoded");
    const form = new URLSearchParams(sent?.body);
    expect(Object.fromEntries(form)).toMatchObject({
      collection_id: COLLECTION,
      amount: "150050",
      callback_url: req.notifyUrl,
      redirect_url: req.returnUrl,
      reference_1: req.ref,
      mobile: "+60123456789",
    });
  });

  it("sends the mobile in the documented form (country code, no spaces or dashes)", async () => {
    await provider.createCheckout(request({ customer: { name: "A", email: "a@example.com", phone: "012-345 6789" } }));
    expect(new URLSearchParams(server.requests.at(-1)?.body).get("mobile")).toBe("+60123456789");
  });

  it("deletes a due bill at a lapse; a paid one is not deleted (422) and says so", async () => {
    const req = request();
    const due = await provider.createCheckout(req);
    expect(await provider.closeCheckout?.({ ref: req.ref, checkoutId: due.checkoutId })).toBe("closed");
    expect(await provider.fetchStatus({ ref: req.ref, checkoutId: due.checkoutId })).toMatchObject({
      status: "expired",
    });
    const paid = await provider.createCheckout(req);
    server.setState(paid.checkoutId, "paid");
    expect(await provider.closeCheckout?.({ ref: req.ref, checkoutId: paid.checkoutId })).toBe("not_open");
    expect(server.bills.get(paid.checkoutId)?.state).toBe("paid");
  });

  it("refuses other currencies", async () => {
    await expect(provider.createCheckout(request({ currency: "IDR" }))).rejects.toThrow(/MYR only/);
  });

  it("verifies a signed callback (the bill's id, no reference) and refuses one signed with another key or altered", async () => {
    const { checkoutId } = await provider.createCheckout(request());
    server.setState(checkoutId, "paid");
    expect(provider.verifyNotification({ rawBody: server.notification(checkoutId), headers: {} })).toEqual({
      ok: true,
      event: {
        ref: "",
        checkoutId,
        txnId: checkoutId,
        status: "paid",
        amount: 1500_50,
        currency: "MYR",
        // The stand-in's account sends Extra Payment Completion Information.
        rawStatus: "paid/completed",
      },
    });
    expect(
      provider.verifyNotification({ rawBody: server.notification(checkoutId, { signWith: "S-other" }), headers: {} }),
    ).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    const altered = new URLSearchParams(server.notification(checkoutId));
    altered.set("paid_amount", "100");
    expect(provider.verifyNotification({ rawBody: altered.toString(), headers: {} })).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    expect(provider.verifyNotification({ rawBody: "", headers: {} })).toEqual({ ok: false, reason: "bad_signature" });
  });

  it("fetches the bill: due, paid; another reference or an unknown bill is null", async () => {
    const req = request();
    const { checkoutId } = await provider.createCheckout(req);
    expect(await provider.fetchStatus({ ref: req.ref, checkoutId })).toMatchObject({
      ref: req.ref,
      status: "pending",
      txnId: null,
    });
    server.setState(checkoutId, "paid");
    expect(await provider.fetchStatus({ ref: req.ref, checkoutId })).toMatchObject({
      status: "paid",
      amount: 1500_50,
      txnId: checkoutId,
    });
    expect(await provider.fetchStatus({ ref: "PAY-other", checkoutId })).toBeNull();
    expect(await provider.fetchStatus({ ref: req.ref, checkoutId: "nope" })).toBeNull();
  });
});
