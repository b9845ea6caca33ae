import { expect, it } from "vitest";
import { describeProviderApi } from "#test/payment-providers/provider-api-suite";
import { lastRequest, standInBasics } from "#test/payment-providers/provider-test-kit";
import { startXenditServer } from "#test/payment-providers/xendit-server";

/*
 * Xendit Invoices through the app's real routes, against the local Invoices API stand-in (its
 * callback carries the account's x-callback-token): the provider scenarios of decision 038.
 */
const SECRET = "xnd_development_API_TEST";
const TOKEN = "xendit-callback-token-API-TEST";
let server: Awaited<ReturnType<typeof startXenditServer>>;

describeProviderApi(
  {
    name: "xendit",
    currency: "IDR",
    brand: "Xendit",
    hasCurrency: true,
    phone: { typed: "0812 3456-7890", sent: "+6281234567890" },
    async start() {
      server = await startXenditServer(SECRET, TOKEN);
      const s = server;
      const word = (id: string, status: string) => {
        s.setStatus(id, status);
        return s.notification(id);
      };
      return {
        ...standInBasics(s, {
          status: 400,
          json: { error_code: "API_VALIDATION_ERROR", message: "amount must be at least the minimum" },
        }),
        sentPhone: () =>
          JSON.parse(lastRequest(s, "/v2/invoices", "POST")?.body ?? "{}").customer?.mobile_number ?? null,
        setNotifyUrl: (url) => s.setCallbackUrl(url),
        markPaid: (p) => s.setStatus(p.checkoutId, "PAID"),
        notification: (p, over = {}) =>
          s.notification(p.checkoutId, {
            amount: over.amount === undefined ? undefined : over.amount / 100,
            currency: over.currency,
          }),
        closedNotification: (p) => word(p.checkoutId, "EXPIRED"),
        pendingNotification: (p) => word(p.checkoutId, "PENDING"),
        forged: (p) => s.notification(p.checkoutId, { token: "a-guessed-token" }),
      };
    },
  },
  (h) => {
    it("creates the invoice with the secret key, whole rupiah, our reference and return URL", async () => {
      const { b, p } = await h.started();
      const sent = lastRequest(server, "/v2/invoices");
      expect(sent?.headers.authorization).toBe(`Basic ${Buffer.from(`${SECRET}:`).toString("base64")}`);
      expect(JSON.parse(sent?.body ?? "{}")).toMatchObject({
        external_id: p.ref,
        amount: b.min_first_payment / 100,
        currency: "IDR",
        success_redirect_url: `${h.base}/payment/success?booking=${b.id}&payment=${p.paymentId}`,
      });
    });

    it("the stand-in's own callback to the dashboard URL confirms", async () => {
      const { b, p } = await h.started();
      expect(await server.settle(p.checkoutId, "PAID")).toBe(200);
      expect((await h.bookingRow(b.id)).paidTotal).toBe(b.min_first_payment);
    });
  },
);
