import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { paymentNotifications } from "#db/schema";
import { STRIPE_API_VERSION } from "./stripe";
import { describeProviderApi } from "#test/payment-providers/provider-api-suite";
import { lastRequest, refreshAsCustomer, standInBasics } from "#test/payment-providers/provider-test-kit";
import { type StripeServer, startStripeServer } from "#test/payment-providers/stripe-server";

/*
 * Stripe Checkout through the app's real routes, against the local Checkout API stand-in (webhooks
 * signed with Stripe-Signature): the provider scenarios of decision 038, plus an old delivery
 * refused by the five-minute tolerance.
 */
const SECRET = "sk_test_API_TEST";
const WHSEC = "whsec_api_test";
let server: StripeServer;

describeProviderApi(
  {
    name: "stripe",
    currency: "IDR",
    brand: "Stripe",
    hasCurrency: true,
    async start() {
      server = await startStripeServer(SECRET, WHSEC);
      const s = server;
      return {
        ...standInBasics(s, {
          status: 400,
          json: { error: { type: "invalid_request_error", message: "Amount must convert to at least 50 cents." } },
        }),
        setNotifyUrl: (url) => s.setWebhookUrl(url),
        markPaid: (p) => s.setState(p.checkoutId, "checkout.session.completed"),
        notification: (p, over = {}) =>
          s.event(p.checkoutId, "checkout.session.completed", {
            amount: over.amount,
            currency: over.currency?.toLowerCase(),
          }),
        closedNotification: (p) => {
          s.setState(p.checkoutId, "checkout.session.expired");
          return s.event(p.checkoutId, "checkout.session.expired");
        },
        pendingNotification: (p) => {
          // A bank debit completes the session unpaid; the money comes later.
          const session = s.sessions.get(p.checkoutId);
          if (session) Object.assign(session, { status: "complete", payment_status: "unpaid" });
          return s.event(p.checkoutId, "checkout.session.completed");
        },
        forged: (p) => s.event(p.checkoutId, "checkout.session.completed", { secret: "whsec_forged" }),
      };
    },
  },
  (h) => {
    it("creates the session with the secret key, the amount in minor units, our reference", async () => {
      const { b, p } = await h.started();
      const sent = lastRequest(server, "/v1/checkout/sessions", "POST");
      expect(sent?.headers.authorization).toBe(`Bearer ${SECRET}`);
      expect(Object.fromEntries(new URLSearchParams(sent?.body))).toMatchObject({
        client_reference_id: p.ref,
        "line_items[0][price_data][currency]": "idr",
        "line_items[0][price_data][unit_amount]": String(b.min_first_payment),
        success_url: `${h.base}/payment/success?booking=${b.id}&payment=${p.paymentId}`,
      });
    });

    it("a well-signed delivery older than five minutes is refused and changes nothing", async () => {
      const { b, p } = await h.started();
      server.setState(p.checkoutId, "checkout.session.completed");
      const old = server.event(p.checkoutId, "checkout.session.completed", { atMs: Date.now() - 6 * 60_000 });
      expect((await h.post(old)).status).toBe(400);
      expect((await h.bookingRow(b.id)).paidTotal).toBe(0);
    });

    it("the stand-in's own delivery to the webhook endpoint confirms", async () => {
      const { b, p } = await h.started();
      expect(await server.send(p.checkoutId, "checkout.session.completed")).toBe(200);
      expect((await h.bookingRow(b.id)).paidTotal).toBe(b.min_first_payment);
    });

    it("every request names the pinned API version (Stripe-Version), never the account's default", async () => {
      const { p } = await h.started();
      await refreshAsCustomer(h, p.paymentId);
      expect(server.servedVersions.length).toBeGreaterThan(1);
      expect(new Set(server.servedVersions)).toEqual(new Set([STRIPE_API_VERSION]));
    });

    it("a well-signed event of live mode for our test key is refused (400), logged, and changes nothing", async () => {
      const { b, p } = await h.started();
      server.setState(p.checkoutId, "checkout.session.completed");
      const live = server.event(p.checkoutId, "checkout.session.completed", { livemode: true });
      expect((await h.post(live)).status).toBe(400);
      expect(await h.paymentRow(p.paymentId)).toMatchObject({ status: "pending" });
      expect((await h.bookingRow(b.id)).paidTotal).toBe(0);
      const log = await h.t.db
        .select()
        .from(paymentNotifications)
        .where(and(eq(paymentNotifications.provider, "stripe"), eq(paymentNotifications.outcome, "rejected_mode")));
      expect(log).toHaveLength(1);
      // A session read back in live mode is not believed either.
      const session = server.sessions.get(p.checkoutId);
      if (session) session.livemode = true;
      const back = await refreshAsCustomer(h, p.paymentId);
      expect(back.json().data.status).toBe("pending");
      expect((await h.bookingRow(b.id)).paidTotal).toBe(0);
    });
  },
);
