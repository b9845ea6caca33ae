import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { dateTimeFormat } from "#app/shared/dates";
import { AppError } from "#app/shared/errors";
import type { Currency } from "#app/shared/money";
import { serverT } from "#app/shared/i18n/server";
import { describeUsers } from "#app/modules/account/.server/describe-users";
import { recordPrivateAccess } from "#app/modules/audit/.server/record-private-access";
import { getSetting } from "#app/modules/setting/.server/get-setting";
import { getBookingPolicy } from "#app/modules/setting/.server/get-booking-policy";
import { agreementPackage } from "#app/modules/catalog/.server/agreement-package";
import { loadBooking } from "#app/modules/booking/.server/booking-access";
import { agreementAcceptanceOf } from "#app/modules/booking/.server/booking-views";
import { listGuestsOfBooking } from "#app/modules/booking/.server/travel-guests";
import type { AgreementDoc, BookingDto } from "#app/modules/booking/booking.contract";
import { type AgreementFacts, renderAgreement } from "#app/modules/booking/agreement.rules";
import { effectivePolicy } from "#app/modules/booking/refund.rules";
import { licenceParts } from "#app/modules/payment/agency-licences";
import { listFlights, listHotelStays } from "./travel.repository";
import { toFlightDto } from "./travel";

/*
 * The written agreement (docs/product.md §Written agreement, decision 083) is assembled here, in
 * operations: the first module that sees the booking and its guests (booking), the package
 * (catalog), the agency's licences (payment's rule over the settings) and the departure's
 * flights and hotel stays (operations' own tables), as the booking's trip is (booking-trip.ts).
 * Its clauses and version are booking's (agreement.text.ts, AGREEMENT_VERSION), so the checkout
 * below this module checks and records the version accepted.
 */

type Parties = Pick<AgreementFacts, "booking">;

/**
 * A booking's own money terms, fixed when it was made (docs/product.md §Written agreement): its
 * currency and least first payment. A later change of the settings' currency or of the package's
 * minimum payment never rewrites an agreement already made. Null: the preview, which reads today's.
 */
type BookingMoney = { currency: Currency; minFirstPayment: number } | null;

/** The agency's name, licences (in the reader's language), address and phone. */
async function agencyOf(ctx: Ctx): Promise<AgreementFacts["agency"]> {
  const setting = await getSetting({ ctx });
  const day = dateTimeFormat(ctx.locale, { dateStyle: "long", timeZone: "UTC" });
  const licences = licenceParts(setting, serverT(ctx.locale, "booking_panel"), (iso) =>
    day.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
  );
  return { name: setting.name, address: setting.address, phone: setting.phone, licences };
}

async function factsOf(
  ctx: Ctx,
  parties: Parties,
  where: { tour_id: number; time_id: number; published_only: boolean; full_due_on: string | null; pax: number },
  own: BookingMoney,
): Promise<AgreementFacts> {
  // One after another: a transaction's connection takes no concurrent queries.
  const pkg = await agreementPackage({ ctx, input: where });
  const policy = await getBookingPolicy({ ctx });
  const agency = await agencyOf(ctx);
  const flights = (await listFlights(ctx.db, where.time_id)).map(toFlightDto);
  const stays = await listHotelStays(ctx.db, where.time_id);
  // A booking's own least first payment (min payment x seats, capped at its total, as it was
  // quoted); the preview's is per person at today's package terms.
  const deposit = own ? own.minFirstPayment : pkg.minPayment * where.pax;
  return {
    ...parties,
    agency,
    package: { name: pkg.name, kind: pkg.kind },
    departure: { start_date: pkg.departure.startDate, end_date: pkg.departure.endDate },
    flights,
    stays: stays.map((s) => ({ city: s.city, hotel: s.hotel, check_in: s.checkIn, check_out: s.checkOut })),
    hotel_cities: pkg.hotelCities,
    facilities: pkg.facilities,
    money: {
      currency: own ? own.currency : policy.currency,
      from_price: parties.booking ? null : pkg.departure.fromPrice,
      deposit: deposit > 0 ? deposit : null,
      expiry_hours: policy.bookingExpiryHours,
      full_due_on: where.full_due_on,
      full_payment_days: pkg.fullPaymentDays,
    },
    cancellation: effectivePolicy(policy.cancellationPolicy, pkg.cancellationPolicy ?? null),
  };
}

/** The booking's agreement with its acceptance (null until accepted). */
export interface BookingAgreement {
  agreement: AgreementDoc;
  acceptance: BookingDto["agreement"];
  booking: { id: string; code: string };
}

/**
 * GET /booking/{id}/agreement: the booking's written agreement in the reader's language, with
 * the acceptance recorded on it. Its customer, the agent it is credited to, or staff who may read
 * bookings (a branch clerk: their branch's); anyone else 404. A booking without a departure (none
 * made by this site) has no agreement: 404. `as`: the form it is read in (data, print page, PDF),
 * for the access log.
 */
export async function getBookingAgreement({
  ctx,
  input,
}: UseCaseArgs<{ id: string; as: "json" | "html" | "pdf" }>): Promise<BookingAgreement> {
  const b = await loadBooking(ctx, input.id, { agentMayRead: true });
  if (b.packageId === null || b.departureId === null) throw new AppError("not_found");
  // Staff's and the agent's reads go to the private-data access log, as a booking's guests do
  // (decision 085); its customer's own does not. Before anything is handed out.
  const agentRead = ctx.actor?.role === "customer" && ctx.actor.id !== b.customerId;
  await recordPrivateAccess({
    ctx,
    input: { kind: "agreement", booking_id: b.id, as: input.as, agent_read: agentRead },
  });
  const guests = await listGuestsOfBooking(ctx.db, b.id);
  const ids = [b.customerId, ...(b.agreementRecordedBy ? [b.agreementRecordedBy] : [])];
  const people = await describeUsers({ ctx, input: { ids } });
  const agreement = renderAgreement(
    await factsOf(
      ctx,
      {
        booking: {
          code: b.code,
          customer: b.bookingName || people.get(b.customerId)?.name || "",
          guests: guests.map((g) => g.fullName),
          total: b.total,
        },
      },
      {
        tour_id: b.packageId,
        time_id: b.departureId,
        published_only: false,
        full_due_on: b.balanceDueOn,
        pax: Math.max(1, guests.length),
      },
      { currency: b.currency as Currency, minFirstPayment: b.minFirstPayment },
    ),
    ctx.locale,
  );
  const acceptance = agreementAcceptanceOf(b, people);
  return { agreement, acceptance, booking: { id: b.id, code: b.code } };
}

/**
 * GET /tour/{tour_id}/time/{time_id}/agreement: the agreement a booking of this departure would
 * make, readable before the booking exists (the checkout links to it): the current version, the
 * departure's "from" price and the package's terms, no parties' names. A published package's
 * departure only (an admin may read any); anything else 404.
 */
export async function previewAgreement({
  ctx,
  input,
}: UseCaseArgs<{ tour_id: number; time_id: number }>): Promise<AgreementDoc> {
  const facts = await factsOf(
    ctx,
    { booking: null },
    { ...input, published_only: ctx.actor?.role !== "admin", full_due_on: null, pax: 1 },
    null,
  );
  return renderAgreement(facts, ctx.locale);
}
