import type { Api } from "#app/shared/api.server";
import { errorResponses } from "#app/shared/api-errors";
import { adminRead, adminWrite, publicRead } from "#app/shared/record-routes.server";
import type { BookingEffects } from "./booking-effects";
import { serverT } from "#app/shared/i18n/server";
import {
  bookingActionResponse,
  bookingAgentInput,
  bookingIdParam,
  bookingListResponse,
  bookingResponse,
  bookingTakersResponse,
  bookingUpdateInput,
  guestMinistryInput,
  guestPassportInput,
  guestPassportParams,
  regionsQuery,
  regionsResponse,
  cancelInput,
  checkoutInput,
  idempotencyHeaders,
  listBookingsQuery,
  pendingCountResponse,
  statusInput,
} from "#app/modules/booking/booking.contract";
import { messagesResponse } from "#app/modules/notification/notification.contract";
import { REFERRAL_COOKIE } from "#app/modules/agent/.server/referral";
import { cancelBooking } from "./cancel-booking";
import { changeBookingAgent } from "./change-booking-agent";
import { changeBookingStatus } from "./change-booking-status";
import { countPendingBookings } from "./feeds/count-pending-bookings";
import { createBooking } from "./checkout/create-booking";
import { getBooking } from "./get-booking";
import { listAgentBookings, listBookings } from "./list-bookings";
import { listBookingTakers } from "./list-booking-takers";
import { listBookingMessages } from "./list-booking-messages";
import { updateBooking } from "./update-booking";
import { correctGuestPassport } from "./correct-guest-passport";
import { updateGuestMinistryData } from "./update-guest-ministry";
import { listRegions } from "./list-regions";
import { recordAgreement } from "./record-agreement";

/** A caller's read (the customer's own or an admin's, so no 403); a write is any admin write's. */
const read = { 401: errorResponses[401], ...publicRead };

/**
 * Bookings (docs/product.md §Booking and seats and §API); a booking's payments are payment's
 * routes (payments.api.ts there, decision 072). Every route answers only what its caller may see.
 */
/** `effects`: what a status move brings about, from the composition root (decision 072). */
export async function bookingApi(app: Api, { effects }: { effects: BookingEffects }) {
  const say = (locale: Parameters<typeof serverT>[0], key: string) => serverT(locale, "booking_server")(key);

  app.get(
    "/booking/count/pending",
    {
      config: { access: "dashboard" },
      schema: {
        tags: ["booking"],
        summary: "Number of pending bookings (panel badge)",
        response: { 200: pendingCountResponse, 401: errorResponses[401], 403: errorResponses[403] },
      },
    },
    async (req) => ({ booking_count: await countPendingBookings({ ctx: req.ctx }) }),
  );

  app.get(
    "/booking/takers",
    {
      config: { access: "bookings_view" },
      schema: {
        tags: ["booking"],
        summary: "The staff who took the bookings the caller may see (the list's and report's taken-by filter)",
        response: { 200: bookingTakersResponse, 401: errorResponses[401], 403: errorResponses[403] },
      },
    },
    async (req) => ({ data: await listBookingTakers({ ctx: req.ctx }) }),
  );

  app.post(
    "/booking",
    {
      config: { access: "user", validationKey: "booking_invalid" },
      schema: {
        tags: ["booking"],
        summary:
          "Checkout: book a departure for every guest; a customer for themselves, staff for a customer (customer_id, channel); Idempotency-Key required",
        headers: idempotencyHeaders,
        body: checkoutInput,
        response: { 200: bookingActionResponse, 201: bookingActionResponse, ...adminWrite },
      },
    },
    async (req, reply) => {
      const { booking, replayed } = await createBooking({
        ctx: req.ctx,
        effects,
        input: { ...req.body, idempotency_key: req.headers["idempotency-key"] },
        referral: req.cookies[REFERRAL_COOKIE],
      });
      return reply.code(replayed ? 200 : 201).send({ message: say(req.locale, "action.booked"), data: booking });
    },
  );

  app.get(
    "/booking",
    {
      config: { access: "user" },
      schema: {
        tags: ["booking"],
        summary:
          "Bookings: a customer's own, every booking for staff (within a branch clerk's branch); staff filter by customer, channel, branch and taker",
        querystring: listBookingsQuery,
        response: { 200: bookingListResponse, ...read },
      },
    },
    async (req) => listBookings({ ctx: req.ctx, input: req.query }),
  );

  app.get(
    "/booking/agent",
    {
      config: { access: "agent" },
      schema: {
        tags: ["booking"],
        summary: "An agent's bookings: those credited to the calling agent (403 for anyone else)",
        querystring: listBookingsQuery,
        response: { 200: bookingListResponse, ...adminRead },
      },
    },
    async (req) => listAgentBookings({ ctx: req.ctx, input: req.query }),
  );

  app.get(
    "/booking/:id",
    {
      config: { access: "user" },
      schema: {
        tags: ["booking"],
        summary: "One booking with guests, extras, payments and history (its customer or an admin)",
        params: bookingIdParam,
        response: { 200: bookingResponse, ...read },
      },
    },
    async (req) => ({ data: await getBooking({ ctx: req.ctx, input: { id: req.params.id } }) }),
  );

  app.get(
    "/booking/:id/messages",
    {
      config: { access: "bookings_view" },
      schema: {
        tags: ["booking"],
        summary:
          "What was sent about a booking (mail and WhatsApp, with their status), with its customer's WhatsApp consent and inbound messages (staff only)",
        params: bookingIdParam,
        response: { 200: messagesResponse, ...adminRead },
      },
    },
    async (req) => listBookingMessages({ ctx: req.ctx, input: { id: req.params.id } }),
  );

  app.put(
    "/booking/:id",
    {
      config: { access: "bookings_manage" },
      schema: {
        tags: ["booking"],
        summary: "Edit booking name, guests and special request (a guest count change is re-quoted)",
        params: bookingIdParam,
        body: bookingUpdateInput,
        response: { 200: bookingActionResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: say(req.locale, "action.updated"),
      data: await updateBooking({ ctx: req.ctx, effects, input: { ...req.body, id: req.params.id } }),
    }),
  );

  app.put(
    "/booking/:id/guest/:guest_id/passport",
    {
      config: { access: "bookings_manage" },
      schema: {
        tags: ["booking"],
        summary: "Correct a guest's passport number and dates while checking the scan (six-months rule, history)",
        params: guestPassportParams,
        body: guestPassportInput,
        response: { 200: bookingActionResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: say(req.locale, "action.passport_corrected"),
      data: await correctGuestPassport({
        ctx: req.ctx,
        input: { ...req.body, id: req.params.id, guest_id: req.params.guest_id },
      }),
    }),
  );

  app.put(
    "/booking/:id/guest/:guest_id/ministry",
    {
      // The booking's customer, or staff with `documents` (checked with the booking: decision 081).
      config: { access: "user" },
      schema: {
        tags: ["booking"],
        summary:
          "Complete a guest's ministry data from the booking page (the customer or staff with documents; history; cancelled 409)",
        params: guestPassportParams,
        body: guestMinistryInput,
        response: { 200: bookingActionResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: say(req.locale, "action.ministry_saved"),
      data: await updateGuestMinistryData({
        ctx: req.ctx,
        input: { ...req.body, id: req.params.id, guest_id: req.params.guest_id },
      }),
    }),
  );

  app.get(
    "/regions",
    {
      config: { access: "public" },
      schema: {
        tags: ["booking"],
        summary:
          "Indonesia's official regions one level at a time (no parent: the provinces), for the ministry data's address",
        querystring: regionsQuery,
        response: { 200: regionsResponse, 404: errorResponses[404], 422: errorResponses[422] },
      },
    },
    async (req, reply) => {
      const data = await listRegions({ ctx: req.ctx, input: req.query });
      // The regulation's data changes with a release of the package only: a day in any cache.
      reply.header("cache-control", "public, max-age=86400, stale-while-revalidate=604800");
      return { data };
    },
  );

  app.put(
    "/booking/:id/agent",
    {
      config: { access: "bookings_manage" },
      schema: {
        tags: ["booking"],
        summary: "Credit the booking to another agent (by code) or to none, with a reason in its history",
        params: bookingIdParam,
        body: bookingAgentInput,
        response: { 200: bookingActionResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: say(req.locale, "action.agent_changed"),
      data: await changeBookingAgent({ ctx: req.ctx, effects, input: { ...req.body, id: req.params.id } }),
    }),
  );

  app.post(
    "/booking/:id/agreement",
    {
      // Staff with bookings_manage, or the agent the booking is credited to (decision 085): the
      // use case decides; a customer who is no agent 403.
      config: { access: "user" },
      schema: {
        tags: ["booking"],
        summary:
          "Record that the customer signed the written agreement in person (the current version, when, by whom; 409 when already accepted); staff with bookings_manage or the booking's agent",
        params: bookingIdParam,
        response: { 200: bookingActionResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: say(req.locale, "action.agreement_recorded"),
      data: await recordAgreement({ ctx: req.ctx, input: { id: req.params.id } }),
    }),
  );

  app.post(
    "/booking/:id/cancel",
    {
      config: { access: "user" },
      schema: {
        tags: ["booking"],
        summary: "Cancel a booking (its customer while pending; an admin unless processed)",
        params: bookingIdParam,
        body: cancelInput.nullish(),
        response: { 200: bookingActionResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: say(req.locale, "action.canceled"),
      data: await cancelBooking({
        ctx: req.ctx,
        effects,
        input: {
          reason: req.body?.reason ?? null,
          refund_account: req.body?.refund_account ?? null,
          id: req.params.id,
        },
      }),
    }),
  );

  app.put(
    "/booking/:id/status",
    {
      config: { access: "bookings_manage" },
      schema: {
        tags: ["booking"],
        summary: "Admin status action: set pending, set paid, processed or cancel (409 for any other move)",
        params: bookingIdParam,
        body: statusInput,
        response: { 200: bookingActionResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: say(req.locale, "action.status_changed"),
      data: await changeBookingStatus({ ctx: req.ctx, effects, input: { ...req.body, id: req.params.id } }),
    }),
  );
}
