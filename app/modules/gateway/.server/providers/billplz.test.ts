import { describe, expect, it } from "vitest";
import { startBillplzServer } from "#test/payment-providers/billplz-server";
import { BAD_SIGNATURE, checkoutRequests, withLocalProvider } from "#test/payment-providers/provider-test-kit";
import {
  BillplzGetBudget,
  billplzSignature,
  billplzSourceString,
  billplzStatus,
  createBillplzProvider,
} from "./billplz";

const KEY = "73eb57f0-7d4e-42b9-a544-aeac6e4b0f81";
const COLLECTION = "inbmmepb";
const XKEY = "S-s7b4yWeKzN6vBQcCUeRGpA";

const request = checkoutRequests("billplz", {
  amount: 1500_50,
  currency: "MYR",
  description: "Tempahan ABC123 · Umrah 12 Hari",
  customer: { name: "Aminah", email: "aminah@example.com", phone: "+60123456789" },
  locale: "my",
});

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
  const local = withLocalProvider(
    () => startBillplzServer(KEY, COLLECTION, XKEY),
    (s) => createBillplzProvider(s.env),
  );

  it.each([
    { BILLPLZ_API_KEY: KEY, BILLPLZ_COLLECTION_ID: COLLECTION },
    { BILLPLZ_API_KEY: KEY, BILLPLZ_X_SIGNATURE_KEY: XKEY },
  ])("is off unless the API key, collection and X Signature key are all set (%o)", (env) =>
    expect(createBillplzProvider(env)).toBeNull(),
  );

  it("creates a bill: form-encoded, Basic auth with the API key, amount in sen, our callback and reference", async () => {
    const req = request();
    const { checkout, sent } = await local.createAndSent(req);
    expect(checkout.url).toBe(`${local.server.url}/bills/${checkout.checkoutId}`);
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
    await local.provider.createCheckout(
      request({ customer: { name: "A", email: "a@example.com", phone: "012-345 6789" } }),
    );
    expect(new URLSearchParams(local.server.requests.at(-1)?.body).get("mobile")).toBe("+60123456789");
  });

  it("deletes a due bill at a lapse; a paid one is not deleted (422) and says so", async () => {
    const req = request();
    const due = await local.provider.createCheckout(req);
    expect(await local.provider.closeCheckout?.({ ref: req.ref, checkoutId: due.checkoutId })).toBe("closed");
    expect(await local.provider.fetchStatus({ ref: req.ref, checkoutId: due.checkoutId })).toMatchObject({
      status: "expired",
    });
    const paid = await local.provider.createCheckout(req);
    local.server.setState(paid.checkoutId, "paid");
    expect(await local.provider.closeCheckout?.({ ref: req.ref, checkoutId: paid.checkoutId })).toBe("not_open");
    expect(local.server.bills.get(paid.checkoutId)?.state).toBe("paid");
  });

  it("refuses other currencies", async () => {
    await expect(local.provider.createCheckout(request({ currency: "IDR" }))).rejects.toThrow(/MYR only/);
  });

  it("verifies a signed callback (the bill's id, no reference) and refuses one signed with another key or altered", async () => {
    const { checkoutId } = await local.provider.createCheckout(request());
    local.server.setState(checkoutId, "paid");
    expect(local.provider.verifyNotification({ rawBody: local.server.notification(checkoutId), headers: {} })).toEqual({
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
      local.provider.verifyNotification({
        rawBody: local.server.notification(checkoutId, { signWith: "S-other" }),
        headers: {},
      }),
    ).toEqual(BAD_SIGNATURE);
    const altered = new URLSearchParams(local.server.notification(checkoutId));
    altered.set("paid_amount", "100");
    expect(local.provider.verifyNotification({ rawBody: altered.toString(), headers: {} })).toEqual(BAD_SIGNATURE);
    expect(local.provider.verifyNotification({ rawBody: "", headers: {} })).toEqual(BAD_SIGNATURE);
  });

  it("fetches the bill: due, paid; another reference or an unknown bill is null", async () => {
    const req = request();
    const { checkoutId, status } = await local.opened(req);
    expect(await status()).toMatchObject({ ref: req.ref, status: "pending", txnId: null });
    local.server.setState(checkoutId, "paid");
    expect(await status()).toMatchObject({
      status: "paid",
      amount: 1500_50,
      txnId: checkoutId,
    });
    expect(await local.provider.fetchStatus({ ref: "PAY-other", checkoutId })).toBeNull();
    expect(await local.provider.fetchStatus({ ref: req.ref, checkoutId: "nope" })).toBeNull();
  });
});
