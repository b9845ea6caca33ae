import { expect, it } from "vitest";
import { startMidtransServer } from "#test/payment-providers/midtrans-server";
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
    hasCurrency: true,
    async start() {
      server = await startMidtransServer(KEY);
      const s = server;
      const word = (ref: string, status: string) => {
        s.setStatus(ref, status);
        return { body: s.notification(ref), headers: { "content-type": "application/json" } };
      };
      return {
        env: s.env,
        failNext: () => s.failNext(),
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
        close: s.close,
      };
    },
  },
  (h) => {
    it("asks Snap with the server key, whole rupiah, and our notification URL", async () => {
      const { b, p } = await h.started();
      const sent = server.requests.filter((r) => r.path === "/snap/v1/transactions").at(-1);
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
  },
);
