import { describe, expect, it } from "vitest";
import { BAD_SIGNATURE, checkoutRequests, withLocalProvider } from "#test/payment-providers/provider-test-kit";
import { startStripeServer } from "#test/payment-providers/stripe-server";
import {
  createStripeProvider,
  STRIPE_API_VERSION,
  stripeEventStatus,
  stripeKeyLive,
  stripeSessionStatus,
  verifyStripeSignature,
} from "./stripe";

const SECRET = "sk_test_TEST";
const WHSEC = "whsec_test_secret";
const NOW = Date.parse("2026-11-26T10:00:00Z");

const request = checkoutRequests("stripe", {
  customer: { name: "Siti", email: "siti@example.com", phone: null },
  expiresAt: new Date(NOW + 2 * 3600_000),
  locale: "my",
});

describe("Stripe webhook signature and status rules", () => {
  const body = '{"id":"evt_test","object":"event"}';
  // Computed outside this code: printf '%s' '1732636800.{"id":"evt_test","object":"event"}' | openssl dgst -sha256 -hmac whsec_test_secret
  const v1 = "a94f0b22a78772ce10957fee0b5f50939db7d642dc6c69a2866cb3f0cfe8e55d";
  const at = 1732636800_000;

  it("accepts v1 = HMAC-SHA256(secret, t.body) within five minutes either way", () => {
    expect(verifyStripeSignature(`t=1732636800,v1=${v1}`, body, WHSEC, at)).toBe(true);
    expect(verifyStripeSignature(`t=1732636800,v1=${v1}`, body, WHSEC, at + 300_000)).toBe(true);
    expect(verifyStripeSignature(`t=1732636800,v1=${v1}`, body, WHSEC, at - 300_000)).toBe(true);
    // Several v1 (a secret being rolled): one of ours is enough; a v0 is never looked at.
    expect(verifyStripeSignature(`t=1732636800,v1=${"0".repeat(64)},v1=${v1},v0=abc`, body, WHSEC, at)).toBe(true);
  });

  it("refuses an old or future delivery, another secret, another body, or a header without t or v1", () => {
    expect(verifyStripeSignature(`t=1732636800,v1=${v1}`, body, WHSEC, at + 301_000)).toBe(false);
    expect(verifyStripeSignature(`t=1732636800,v1=${v1}`, body, WHSEC, at - 301_000)).toBe(false);
    expect(verifyStripeSignature(`t=1732636800,v1=${v1}`, body, "whsec_other", at)).toBe(false);
    expect(verifyStripeSignature(`t=1732636800,v1=${v1}`, `${body} `, WHSEC, at)).toBe(false);
    expect(verifyStripeSignature(`v1=${v1}`, body, WHSEC, at)).toBe(false);
    expect(verifyStripeSignature(`t=1732636800,v0=${v1}`, body, WHSEC, at)).toBe(false);
    expect(verifyStripeSignature(undefined, body, WHSEC, at)).toBe(false);
  });

  it("maps event types and session states", () => {
    expect(stripeEventStatus("checkout.session.completed", "paid")).toBe("paid");
    expect(stripeEventStatus("checkout.session.completed", "unpaid")).toBe("pending");
    expect(stripeEventStatus("checkout.session.completed", "no_payment_required")).toBeNull();
    expect(stripeEventStatus("checkout.session.async_payment_succeeded", "paid")).toBe("paid");
    expect(stripeEventStatus("checkout.session.async_payment_failed", "unpaid")).toBe("failed");
    expect(stripeEventStatus("checkout.session.expired", "unpaid")).toBe("expired");
    expect(stripeEventStatus("payment_intent.succeeded", null)).toBeNull();
    expect(stripeSessionStatus("open", "unpaid")).toBe("pending");
    expect(stripeSessionStatus("complete", "paid")).toBe("paid");
    expect(stripeSessionStatus("complete", "unpaid")).toBe("pending");
    expect(stripeSessionStatus("expired", "unpaid")).toBe("expired");
  });
});

describe("Stripe provider against a local Checkout API server", () => {
  const now = () => new Date(NOW);

  const local = withLocalProvider(
    async () => {
      const s = await startStripeServer(SECRET, WHSEC);
      s.setClock(() => NOW);
      return s;
    },
    (s) => createStripeProvider(s.env, { now }),
  );

  it.each([{ STRIPE_SECRET_KEY: SECRET }, { STRIPE_WEBHOOK_SECRET: WHSEC }])(
    "is off without both the secret key and the webhook secret (%o)",
    (env) => expect(createStripeProvider(env)).toBeNull(),
  );

  it("creates a session: Bearer key, form-encoded line item in minor units, lower-case currency, our reference, Malay locale", async () => {
    const req = request();
    const { checkout, sent } = await local.createAndSent(req);
    expect(checkout.url).toBe(`${local.server.url}/c/pay/${checkout.checkoutId}`);
    expect(sent?.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(sent?.headers["idempotency-key"]).toBe(`checkout-${req.ref}`);
    expect(Object.fromEntries(new URLSearchParams(sent?.body))).toMatchObject({
      mode: "payment",
      client_reference_id: req.ref,
      "metadata[ref]": req.ref,
      "line_items[0][price_data][currency]": "idr",
      "line_items[0][price_data][unit_amount]": "15000000",
      success_url: req.returnUrl,
      expires_at: String(NOW / 1000 + 7200),
      locale: "ms",
    });
  });

  it("keeps expires_at within Stripe's 30 minutes to 24 hours", async () => {
    await local.provider.createCheckout(request({ expiresAt: new Date(NOW + 60_000) }));
    expect(new URLSearchParams(local.server.requests.at(-1)?.body).get("expires_at")).toBe(String(NOW / 1000 + 1805));
    await local.provider.createCheckout(request({ expiresAt: new Date(NOW + 7 * 86400_000) }));
    expect(new URLSearchParams(local.server.requests.at(-1)?.body).get("expires_at")).toBe(String(NOW / 1000 + 86400));
  });

  it("a retried create gives the same session", async () => {
    const req = request();
    const a = await local.provider.createCheckout(req);
    const b = await local.provider.createCheckout(req);
    expect(b.checkoutId).toBe(a.checkoutId);
  });

  it("charges ringgit and dollars in cents; refuses sen of rupiah", async () => {
    await local.provider.createCheckout(request({ currency: "SGD", amount: 1999_99 }));
    expect(new URLSearchParams(local.server.requests.at(-1)?.body).get("line_items[0][price_data][unit_amount]")).toBe(
      "199999",
    );
    await expect(local.provider.createCheckout(request({ amount: 150_000_50 }))).rejects.toThrow(/whole rupiah/);
  });

  it("verifies a signed checkout.session.completed and reads it back", async () => {
    const req = request({ currency: "MYR", amount: 1500_50 });
    const { checkoutId } = await local.provider.createCheckout(req);
    local.server.setState(checkoutId, "checkout.session.completed");
    const e = local.server.event(checkoutId, "checkout.session.completed");
    expect(local.provider.verifyNotification({ rawBody: e.body, headers: e.headers })).toEqual({
      ok: true,
      event: {
        ref: req.ref,
        checkoutId,
        txnId: local.server.sessions.get(checkoutId)?.payment_intent,
        status: "paid",
        amount: 1500_50,
        currency: "MYR",
        rawStatus: "checkout.session.completed",
      },
    });
  });

  it("refuses another secret, an old delivery, and a body changed after signing", async () => {
    const { checkoutId } = await local.provider.createCheckout(request());
    local.server.setState(checkoutId, "checkout.session.completed");
    const other = local.server.event(checkoutId, "checkout.session.completed", { secret: "whsec_other" });
    expect(local.provider.verifyNotification({ rawBody: other.body, headers: other.headers })).toEqual(BAD_SIGNATURE);
    const old = local.server.event(checkoutId, "checkout.session.completed", { atMs: NOW - 10 * 60_000 });
    expect(local.provider.verifyNotification({ rawBody: old.body, headers: old.headers })).toEqual(BAD_SIGNATURE);
    const good = local.server.event(checkoutId, "checkout.session.completed");
    const changed = good.body.replace('"amount_total":15000000', '"amount_total":100');
    expect(changed).not.toBe(good.body);
    expect(local.provider.verifyNotification({ rawBody: changed, headers: good.headers })).toEqual(BAD_SIGNATURE);
  });

  it("refuses an event of the other mode than the key (live for sk_test_), whatever its signature", async () => {
    expect([stripeKeyLive("sk_live_x"), stripeKeyLive("rk_test_x"), stripeKeyLive("x")]).toEqual([true, false, null]);
    const { checkoutId } = await local.provider.createCheckout(request());
    local.server.setState(checkoutId, "checkout.session.completed");
    const live = local.server.event(checkoutId, "checkout.session.completed", { livemode: true });
    expect(local.provider.verifyNotification({ rawBody: live.body, headers: live.headers })).toEqual({
      ok: false,
      reason: "wrong_mode",
    });
  });

  it("names the pinned API version on every request", async () => {
    const req = request();
    const { checkoutId } = await local.provider.createCheckout(req);
    await local.provider.fetchStatus({ ref: req.ref, checkoutId });
    expect(local.server.requests.slice(-2).map((r) => r.headers["stripe-version"])).toEqual([
      STRIPE_API_VERSION,
      STRIPE_API_VERSION,
    ]);
  });

  it("acknowledges other event types without acting", async () => {
    const { checkoutId } = await local.provider.createCheckout(request());
    const e = local.server.event(checkoutId, "checkout.session.completed");
    const body = e.body.replace('"type":"checkout.session.completed"', '"type":"customer.created"');
    const t = Math.floor(NOW / 1000);
    const { createHmac } = await import("node:crypto");
    const v1 = createHmac("sha256", WHSEC).update(`${t}.${body}`).digest("hex");
    expect(
      local.provider.verifyNotification({ rawBody: body, headers: { "stripe-signature": `t=${t},v1=${v1}` } }),
    ).toMatchObject({
      ok: false,
      reason: "ignored",
    });
  });

  it("fetches the session: open, paid, expired; another reference or an unknown session is null", async () => {
    const req = request();
    const { checkoutId, status } = await local.opened(req);
    expect(await status()).toMatchObject({ status: "pending", txnId: null });
    local.server.setState(checkoutId, "checkout.session.completed");
    expect(await status()).toMatchObject({
      status: "paid",
      amount: 150_000_00,
      currency: "IDR",
      txnId: local.server.sessions.get(checkoutId)?.payment_intent,
    });
    expect(await local.provider.fetchStatus({ ref: "PAY-other", checkoutId })).toBeNull();
    expect(await local.provider.fetchStatus({ ref: req.ref, checkoutId: "cs_test_nope" })).toBeNull();
    const second = request();
    const s2 = await local.provider.createCheckout(second);
    local.server.setState(s2.checkoutId, "checkout.session.expired");
    expect(await local.provider.fetchStatus({ ref: second.ref, checkoutId: s2.checkoutId })).toMatchObject({
      status: "expired",
    });
  });
});
