import { expect, it } from "vitest";
import { startMidtransServer } from "#test/payment-providers/midtrans-server";
import { expectDeclinedThenPaid, lastRequest, standInBasics } from "#test/payment-providers/provider-test-kit";
import { describeProviderApi } from "#test/payment-providers/provider-api-suite";

/*
 * Midtrans Snap through the app's real routes, against the local Snap/Core API stand-in: checkout,
 * signed notifications (good, forged, other amount or currency, replay, ten at once, out of
 * order, late) and a lost notification recovered by refresh and by reconciliation.
 */
const KEY = "SB-Mid-server-API-TEST";
let server: Awaited<ReturnType<typeof startMidtransServer>>;

describeProviderApi(
  {
    name: "midtrans",
    currency: "IDR",
    brand: "Midtrans",
    hasCurrency: true,
    phone: { typed: "0812 3456-7890", sent: "+6281234567890" },
    async start() {
      server = await startMidtransServer(KEY);
      const s = server;
      const word = (ref: string, status: string) => {
        s.setStatus(ref, status);
        return { body: s.notification(ref), headers: { "content-type": "application/json" } };
      };
      return {
        ...standInBasics(s, {
          status: 400,
          json: { status_code: "400", error_messages: ["customer_details.email format is invalid"] },
        }),
        sentPhone: () =>
          JSON.parse(lastRequest(s, "/snap/v1/transactions")?.body ?? "{}").customer_details?.phone ?? null,
        setNotifyUrl: () => {},
        markPaid: (p) => s.setStatus(p.ref, "settlement"),
        notification: (p, over = {}) => ({
          body: s.notification(p.ref, {
            gross: over.amount === undefined ? undefined : `${over.amount / 100}.00`,
            currency: over.currency,
          }),
          headers: { "content-type": "application/json" },
        }),
        closedNotification: (p) => word(p.ref, "expire"),
        pendingNotification: (p) => word(p.ref, "pending"),
        forged: (p) => ({
          body: s.notification(p.ref, { signWith: "SB-Mid-server-FORGED" }),
          headers: { "content-type": "application/json" },
        }),
      };
    },
  },
  (h) => {
    it("asks Snap with the server key, whole rupiah, and our notification URL", async () => {
      const { b, p } = await h.started();
      const sent = lastRequest(server, "/snap/v1/transactions");
      expect(sent?.headers.authorization).toBe(`Basic ${Buffer.from(`${KEY}:`).toString("base64")}`);
      expect(sent?.headers["x-override-notification"]).toBe(`${h.base}/api/payments/notify/midtrans`);
      const body = JSON.parse(sent?.body ?? "{}");
      expect(body.transaction_details).toEqual({ order_id: p.ref, gross_amount: b.min_first_payment / 100 });
      expect(body.callbacks.finish).toBe(`${h.base}/payment/success?booking=${b.id}&payment=${p.paymentId}`);
    });

    it("the stand-in's own delivery to the notification URL confirms", async () => {
      const { b, p } = await h.started();
      expect(await server.settle(p.ref, "settlement")).toBe(200);
      expect((await h.bookingRow(b.id)).paidTotal).toBe(b.min_first_payment);
    });

    it("a deny is one refused attempt: the checkout stays open and the same order settled afterwards counts", async () => {
      const started = await h.started();
      const { b, p } = started;
      expect(await server.settle(p.ref, "deny")).toBe(200);
      await expectDeclinedThenPaid(h, started, () => server.settle(p.ref, "settlement"));
      expect((await h.eventsOf(b.id)).some((e) => e.kind === "payment_late" || e.kind === "payment_failed")).toBe(
        false,
      );
    });
  },
);
