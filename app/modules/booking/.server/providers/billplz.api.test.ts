import { expect, it } from "vitest";
import { type BillplzServer, startBillplzServer } from "#test/payment-providers/billplz-server";
import { describeProviderApi } from "#test/payment-providers/provider-api-suite";

/*
 * Billplz bills through the app's real routes, against the local API v3 stand-in (form-encoded
 * callbacks signed with the X Signature; the callback names the bill, not our reference). Ringgit
 * only, so a booking in MYR; Billplz's callback has no currency field to change.
 */
const KEY = "billplz-api-key-API-TEST";
const COLLECTION = "apitestc";
const XKEY = "S-api-test-x-signature-key";
let server: BillplzServer;

describeProviderApi(
  {
    name: "billplz",
    currency: "MYR",
    hasCurrency: false,
    async start() {
      server = await startBillplzServer(KEY, COLLECTION, XKEY);
      const s = server;
      const form = { "content-type": "application/x-www-form-urlencoded" };
      const word = (id: string, state: "due" | "deleted") => {
        s.setState(id, state);
        return { body: s.notification(id), headers: form };
      };
      return {
        env: s.env,
        failNext: () => s.failNext(),
        setNotifyUrl: () => {},
        markPaid: (p) => s.setState(p.checkoutId, "paid"),
        notification: (p, over = {}) => ({
          body: s.notification(p.checkoutId, { amount: over.amount }),
          headers: form,
        }),
        closedNotification: (p) => word(p.checkoutId, "deleted"),
        pendingNotification: (p) => word(p.checkoutId, "due"),
        forged: (p) => ({ body: s.notification(p.checkoutId, { signWith: "S-forged" }), headers: form }),
        close: s.close,
      };
    },
  },
  (h) => {
    it("creates the bill with the API key, in sen, with our callback URL and reference", async () => {
      const { b, p } = await h.started();
      const sent = server.requests.filter((r) => r.path === "/api/v3/bills" && r.method === "POST").at(-1);
      expect(sent?.headers.authorization).toBe(`Basic ${Buffer.from(`${KEY}:`).toString("base64")}`);
      expect(Object.fromEntries(new URLSearchParams(sent?.body))).toMatchObject({
        collection_id: COLLECTION,
        amount: String(b.min_first_payment),
        callback_url: `${h.base}/api/payments/notify/billplz`,
        redirect_url: `${h.base}/payment/success?booking=${b.id}&payment=${p.paymentId}`,
        reference_1: p.ref,
      });
    });

    it("the stand-in's own callback to the bill's callback_url confirms", async () => {
      const { b, p } = await h.started();
      expect(await server.settle(p.checkoutId, "paid")).toBe(200);
      expect((await h.bookingRow(b.id)).paidTotal).toBe(b.min_first_payment);
    });
  },
);
