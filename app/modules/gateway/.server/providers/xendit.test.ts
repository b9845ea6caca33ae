import { describe, expect, it } from "vitest";
import { BAD_SIGNATURE, checkoutRequests, withLocalProvider } from "#test/payment-providers/provider-test-kit";
import { startXenditServer } from "#test/payment-providers/xendit-server";
import { createXenditProvider, xenditStatus } from "./xendit";

const SECRET = "xnd_development_TEST";
const TOKEN = "callback-token-TEST";

// A rupiah invoice of Siti's, two hours after `now` below.
const request = checkoutRequests("xendit");

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
  const now = () => new Date("2026-11-26T10:00:00Z");

  const local = withLocalProvider(
    () => startXenditServer(SECRET, TOKEN),
    (s) => createXenditProvider(s.env, { now }),
  );

  it.each([{ XENDIT_SECRET_KEY: SECRET }, { XENDIT_CALLBACK_TOKEN: TOKEN }])(
    "is off without both the secret key and the callback token (%o)",
    (env) => expect(createXenditProvider(env)).toBeNull(),
  );

  it("creates an invoice: Basic auth with the secret key, whole rupiah, duration in seconds, return URL", async () => {
    const req = request();
    const { checkout, sent } = await local.createAndSent(req);
    expect(checkout.url).toBe(`${local.server.url}/web/${checkout.checkoutId}`);
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
    await local.provider.createCheckout(request({ currency: "MYR", amount: 1500_50, locale: "my" }));
    const body = JSON.parse(local.server.requests.at(-1)?.body ?? "{}");
    expect(body).toMatchObject({ amount: 1500.5, currency: "MYR", locale: "en" });
    await expect(local.provider.createCheckout(request({ amount: 150_000_50 }))).rejects.toThrow(/whole rupiah/);
    await expect(local.provider.createCheckout(request({ currency: "SGD" }))).rejects.toThrow(/SGD/);
  });

  it("believes a callback only with the account's token", async () => {
    const req = request();
    const { checkoutId } = await local.provider.createCheckout(req);
    local.server.setStatus(checkoutId, "PAID");
    const good = local.server.notification(checkoutId);
    expect(local.provider.verifyNotification({ rawBody: good.body, headers: good.headers })).toEqual({
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
    const bad = local.server.notification(checkoutId, { token: "guess" });
    expect(local.provider.verifyNotification({ rawBody: bad.body, headers: bad.headers })).toEqual(BAD_SIGNATURE);
    expect(local.provider.verifyNotification({ rawBody: good.body, headers: {} })).toEqual(BAD_SIGNATURE);
  });

  it("reads a ringgit callback back in sen", async () => {
    const req = request({ currency: "MYR", amount: 1500_50 });
    const { checkoutId } = await local.provider.createCheckout(req);
    local.server.setStatus(checkoutId, "SETTLED");
    const n = local.server.notification(checkoutId);
    const v = local.provider.verifyNotification({ rawBody: n.body, headers: n.headers });
    expect(v.ok && v.event).toMatchObject({ amount: 1500_50, currency: "MYR", status: "paid" });
  });

  it("fetches the invoice: pending, expired, paid; an unknown invoice is null", async () => {
    const req = request();
    const { checkoutId, status } = await local.opened(req);
    expect(await status()).toMatchObject({ status: "pending", txnId: null });
    local.server.setStatus(checkoutId, "PAID");
    expect(await status()).toMatchObject({
      status: "paid",
      txnId: checkoutId,
      amount: 150_000_00,
    });
    local.server.setStatus(checkoutId, "EXPIRED");
    expect(await status()).toMatchObject({ status: "expired" });
    expect(await local.provider.fetchStatus({ ref: req.ref, checkoutId: "nope" })).toBeNull();
  });
});
