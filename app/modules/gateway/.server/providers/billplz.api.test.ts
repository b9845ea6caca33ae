import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { refunds } from "#db/schema";
import { type BillplzServer, startBillplzServer } from "#test/payment-providers/billplz-server";
import { describeProviderApi } from "#test/payment-providers/provider-api-suite";
import {
  expectDeclinedThenPaid,
  lastRequest,
  refreshAsCustomer,
  standInBasics,
} from "#test/payment-providers/provider-test-kit";

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
    brand: "Billplz",
    hasCurrency: false,
    phone: { typed: "+60 12-345 6789", sent: "+60123456789" },
    async start() {
      server = await startBillplzServer(KEY, COLLECTION, XKEY);
      const s = server;
      const form = { "content-type": "application/x-www-form-urlencoded" };
      const word = (id: string, state: "due" | "deleted") => {
        s.setState(id, state);
        return { body: s.notification(id), headers: form };
      };
      return {
        ...standInBasics(s, {
          status: 422,
          json: { error: { type: "Unprocessable Entity", message: ["Email is invalid"] } },
        }),
        sentPhone: () => new URLSearchParams(lastRequest(s, "/api/v3/bills", "POST")?.body).get("mobile"),
        setNotifyUrl: () => {},
        markPaid: (p) => s.setState(p.checkoutId, "paid"),
        notification: (p, over = {}) => ({
          body: s.notification(p.checkoutId, { amount: over.amount }),
          headers: form,
        }),
        closedNotification: (p) => word(p.checkoutId, "deleted"),
        pendingNotification: (p) => word(p.checkoutId, "due"),
        forged: (p) => ({ body: s.notification(p.checkoutId, { signWith: "S-forged" }), headers: form }),
      };
    },
  },
  (h) => {
    it("creates the bill with the API key, in sen, with our callback URL and reference", async () => {
      const { b, p } = await h.started();
      const sent = lastRequest(server, "/api/v3/bills", "POST");
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

    const lapsedAt = (p: { paymentId: number }) =>
      h.paymentRow(p.paymentId).then((r) => new Date(r.expiresAt!.getTime() + 60_000));

    it("a failed attempt keeps the bill and our payment open: the money of a second attempt counts", async () => {
      const started = await h.started();
      const { b, p } = started;
      // Billplz: "a bill that catched payment failure will be in due state"; its callback says failed.
      expect(await server.failAttempt(p.checkoutId)).toBe(200);
      expect(server.bills.get(p.checkoutId)?.state).toBe("due");
      await expectDeclinedThenPaid(h, started, () => server.settle(p.checkoutId, "paid"));
      expect(await h.t.db.select().from(refunds).where(eq(refunds.bookingId, b.id))).toEqual([]);
    });

    it("a lapsed checkout's bill is deleted at Billplz before ours closes expired", async () => {
      const { p } = await h.started();
      await h.reconcile(await lapsedAt(p));
      const deleted = server.requests.filter(
        (r) => r.method === "DELETE" && r.path === `/api/v3/bills/${p.checkoutId}`,
      );
      expect(deleted).toHaveLength(1);
      expect(server.bills.get(p.checkoutId)?.state).toBe("deleted");
      expect(await h.paymentRow(p.paymentId)).toMatchObject({ status: "expired" });
    });

    it("a bill paid just before the lapse is not deleted (422) but read and counted, not lapsed", async () => {
      const { b, p } = await h.started();
      server.setState(p.checkoutId, "paid");
      await h.reconcile(await lapsedAt(p));
      expect(await h.paymentRow(p.paymentId)).toMatchObject({ status: "confirmed" });
      expect((await h.bookingRow(b.id)).paidTotal).toBe(b.min_first_payment);
    });

    it("Billplz unreachable at the lapse: our checkout stays open until its bill is deleted", async () => {
      const { p } = await h.started();
      server.failNext(1);
      await h.reconcile(await lapsedAt(p));
      expect(await h.paymentRow(p.paymentId)).toMatchObject({ status: "pending" });
      expect(server.bills.get(p.checkoutId)?.state).toBe("due");
      await h.reconcile(await lapsedAt(p));
      expect(await h.paymentRow(p.paymentId)).toMatchObject({ status: "expired" });
    });

    it("the reconciliation round stays within Billplz's GET rate limit, leaving room for customers' refreshes", async () => {
      // Six open checkouts (besides any left by the tests before), two rounds in a row, and an
      // account limited to 10 GETs per 5 minutes, as Billplz may set it: 12 GETs unchecked.
      const open: { paymentId: number }[] = [];
      for (let i = 0; i < 6; i++) open.push((await h.started()).p);
      server.rateLimit(10);
      const gets = () => server.requests.filter((r) => r.method === "GET").length;
      const before = gets();
      await h.reconcile();
      await h.reconcile();
      expect(server.rateLimited).toBe(0);
      // A fifth of the window is left to customers back from the bill page: 8 of 10.
      expect(gets() - before).toBeLessThanOrEqual(8);
      expect(gets() - before).toBeGreaterThan(0);
      const back = await refreshAsCustomer(h, open[0].paymentId);
      expect(back.statusCode).toBe(200);
      expect(server.rateLimited).toBe(0);
      server.rateLimit(null);
    });
  },
);
