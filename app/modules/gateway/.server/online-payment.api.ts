import type { Api } from "#app/shared/api.server";
import { errorBody, errorResponses } from "#app/shared/api-errors";
import { AppError } from "#app/shared/errors";
import { readBoundedBody } from "#app/shared/request-body.server";
import { serverT } from "#app/shared/i18n/server";
import {
  bookingIdParam,
  notificationResponse,
  onlinePaymentInput,
  onlinePaymentResponse,
  paymentIdParam,
  paymentProvidersQuery,
  paymentProvidersResponse,
  paymentRefreshResponse,
  providerParam,
  sandboxCheckoutParam,
  sandboxCheckoutResponse,
  sandboxDecisionInput,
} from "#app/modules/booking/booking.contract";
import { PROVIDER_BRANDS } from "#app/modules/booking/online-payment.rules";
import { createPaymentProviders } from "./providers";
import type { SandboxCheckout } from "./providers/sandbox";
import { receivePaymentNotification } from "./receive-payment-notification";
import { refreshOnlinePayment } from "./refresh-online-payment";
import { startOnlinePayment } from "./start-online-payment";
import type { BookingEffects } from "#app/modules/booking/.server/booking-effects";

const read = { 401: errorResponses[401], 404: errorResponses[404], 422: errorResponses[422] };
const write = { ...read, 403: errorResponses[403], 409: errorResponses[409] };
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });
/** A provider's notification is a few kilobytes. */
const NOTIFICATION_MAX_BYTES = 256 * 1024;

/**
 * Online payments (docs/product.md §Online payments, decisions 036 and 037): start a checkout,
 * the providers' notifications, the refresh on return, the enabled providers, and the offline
 * sandbox's page and decision. The providers are built here from app.env and handed to each use
 * case; server/jobs.ts builds its own for the reconciliation round.
 */
/** `effects`: what a status move brings about, from the composition root (decision 072). */
export async function onlinePaymentApi(app: Api, { effects }: { effects: BookingEffects }) {
  const providers = createPaymentProviders(app.env);
  const say = (locale: Parameters<typeof serverT>[0], key: string) => serverT(locale, "payment")(key);
  const sandboxLabel = (locale: Parameters<typeof serverT>[0]) => serverT(locale, "payment")("provider.sandbox");

  app.get(
    "/payment-providers",
    {
      config: { access: "public" },
      schema: {
        tags: ["booking"],
        summary: "The payment providers that are on (for a currency): name and label",
        querystring: paymentProvidersQuery,
        response: { 200: paymentProvidersResponse, 422: errorResponses[422] },
      },
    },
    async (req) => ({
      data: (req.query.currency ? providers.forCurrency(req.query.currency) : providers.all()).map((p) => ({
        name: p.name,
        label: p.name === "sandbox" ? sandboxLabel(req.locale) : PROVIDER_BRANDS[p.name],
      })),
    }),
  );

  app.post(
    "/bookings/:id/online-payments",
    {
      config: { access: "user", rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags: ["booking"],
        summary: "Start an online payment (the booking's customer): a provider's checkout for an amount",
        params: bookingIdParam,
        body: onlinePaymentInput,
        response: { 201: onlinePaymentResponse, 503: errorBody, ...write },
      },
    },
    async (req, reply) => {
      const { payment, checkoutUrl } = await startOnlinePayment({
        ctx: req.ctx,
        providers,
        input: { ...req.body, booking_id: req.params.id },
      });
      return reply
        .code(201)
        .send({ message: say(req.locale, "action.checkout_opened"), data: payment, checkout_url: checkoutUrl });
    },
  );

  app.post(
    "/payments/:id/refresh",
    {
      config: { access: "user", rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags: ["booking"],
        summary: "Ask the provider where an online payment stands and apply it (its customer or an admin)",
        params: paymentIdParam,
        response: { 200: paymentRefreshResponse, ...read },
      },
    },
    async (req) => refreshOnlinePayment({ ctx: req.ctx, providers, effects, input: { id: req.params.id } }),
  );

  // The notification endpoint keeps the body's exact bytes (signatures are computed on them): in
  // a scope of its own, every content type is read as the raw text, nothing parsed.
  await app.register(async (scope: Api) => {
    const raw = scope;
    raw.removeAllContentTypeParsers();
    // Read as a stream so that an oversized one is read to its end and its sender reads the 413.
    raw.addContentTypeParser("*", (req, payload, done) =>
      readBoundedBody(payload, req.headers, NOTIFICATION_MAX_BYTES, (err, body) => {
        if (err) return done(err, undefined);
        try {
          done(null, strictUtf8.decode(body));
        } catch {
          done(new AppError("invalid_encoding"), undefined);
        }
      }),
    );
    raw.post(
      "/payments/notify/:provider",
      {
        // No session and no origin: a provider's server calls it; its signature is the proof.
        config: { access: "public", ownBody: true },
        schema: {
          tags: ["booking"],
          summary: "A payment provider's notification (signed; the raw body is verified)",
          params: providerParam,
          response: { 200: notificationResponse, 400: errorBody, 404: errorResponses[404] },
        },
      },
      async (req) => {
        const headers: Record<string, string | undefined> = {};
        for (const [k, v] of Object.entries(req.headers)) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(",") : v;
        const { outcome } = await receivePaymentNotification({
          ctx: req.ctx,
          providers,
          effects,
          input: {
            provider: req.params.provider,
            rawBody: typeof req.body === "string" ? req.body : "",
            headers,
          },
        });
        return { received: true, outcome };
      },
    );
  });

  const sandboxDto = (c: SandboxCheckout) => ({
    checkout_id: c.checkoutId,
    description: c.description,
    amount: c.amount,
    currency: c.currency,
    status: c.status,
    expires_at: c.expiresAt,
    return_url: c.returnUrl,
  });

  app.get(
    "/payments/sandbox/:checkout_id",
    {
      config: { access: "public" },
      schema: {
        tags: ["booking"],
        summary: "The offline sandbox provider's checkout (its payment page; off in production)",
        params: sandboxCheckoutParam,
        response: { 200: sandboxCheckoutResponse, 404: errorResponses[404], 422: errorResponses[422] },
      },
    },
    async (req) => {
      const checkout = providers.sandbox()?.getCheckout(req.params.checkout_id);
      if (!checkout) throw new AppError("not_found");
      return { data: sandboxDto(checkout) };
    },
  );

  app.post(
    "/payments/sandbox/:checkout_id/decide",
    {
      config: { access: "public", rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["booking"],
        summary: "The sandbox payer approves or declines; the sandbox sends its signed notification",
        params: sandboxCheckoutParam,
        body: sandboxDecisionInput,
        response: { 200: sandboxCheckoutResponse, 404: errorResponses[404], 422: errorResponses[422] },
      },
    },
    async (req) => {
      const decided = providers.sandbox()?.decide(req.params.checkout_id, req.body.approve);
      if (!decided) throw new AppError("not_found");
      // Delivered through the real notification endpoint, raw body and signature header as a
      // provider sends them, in process: the app's own address may not be reachable from
      // itself (a proxy's PUBLIC_URL, HOST 0.0.0.0). A failed delivery is recovered by the
      // refresh on return and by reconciliation, as a lost notification would be (decision 037).
      const res = await app.inject({
        method: "POST",
        url: "/api/payments/notify/sandbox",
        headers: decided.headers,
        payload: decided.rawBody,
      });
      if (res.statusCode !== 200) req.log.warn({ status: res.statusCode }, "sandbox notification not accepted");
      return { data: sandboxDto(decided.checkout) };
    },
  );
}
