import { useQuery } from "@tanstack/react-query";
import { BedDouble, MapPin, Phone, Plane, ScrollText, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { AGENCY_TIME_ZONE, formatDayRange } from "#app/shared/dates";
import { formatZoned } from "#app/shared/zoned-time";
import { FormSection } from "#app/shared/ui/page-header";
import { useRootData } from "#app/modules/account/ui/root-data";
import { travelQueries } from "#app/modules/operations/operations.api-client";
import type { BookingTripDto } from "#app/modules/operations/operations.contract";
import { VisaStatusBadge } from "./visa-status-badge";

/** Whether the departure has anything of a trip to show yet. */
function hasTrip(trip: BookingTripDto): boolean {
  return (
    trip.flights.length > 0 ||
    trip.stays.length > 0 ||
    trip.tour_leader !== null ||
    trip.meeting !== null ||
    trip.manasik.length > 0 ||
    trip.guests.some((g) => g.ticket_number !== null || g.visa.status !== "waiting")
  );
}

function Part({ icon: Icon, title, children }: { icon: typeof MapPin; title: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <h3 className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
        <Icon aria-hidden className="size-4 shrink-0 text-brand-700" />
        {title}
      </h3>
      {children}
    </div>
  );
}

/**
 * A booking's trip on its page (docs/product.md §Departure operations): the departure's flights
 * (each end on its airport's clock), hotels with their nights, the tour leader, the meeting point,
 * the manasik sessions, and this booking's guests' tickets and visas. For its customer, its agent
 * and staff (who also see the PNR and the Nusuk reference); nothing until operations entered any.
 */
export function BookingTrip({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation("operations");
  const { locale } = useRootData();
  const query = useQuery(travelQueries.trip(bookingId));
  const trip = query.data;
  if (!trip || !hasTrip(trip)) return null;
  const at = (iso: string, zone: string) => formatZoned(new Date(iso), locale, zone);
  const anyTicket = trip.guests.some((g) => g.ticket_number !== null);
  return (
    <FormSection title={t("trip.title")} className="mt-6" testId="booking-trip">
      <div className="grid gap-6 md:grid-cols-2">
        {trip.flights.length > 0 ? (
          <Part icon={Plane} title={t("trip.flights")}>
            <ol className="space-y-3" data-testid="trip-flights">
              {trip.flights.map((leg) => (
                <li
                  key={`${leg.airline}${leg.flight_number}${leg.departs_at}`}
                  className="rounded-lg border border-slate-200 p-3"
                  data-testid="trip-flight"
                >
                  <p className="font-semibold text-slate-900">
                    {leg.airline} {leg.flight_number}
                    {leg.airline_name ? (
                      <span className="font-normal text-slate-600"> · {leg.airline_name}</span>
                    ) : null}
                  </p>
                  <dl className="mt-1 grid gap-1 text-sm text-slate-800">
                    <div>
                      <dt className="inline text-slate-600">{t("trip.departs")}: </dt>
                      <dd className="inline" data-testid="trip-departs">
                        {leg.origin}
                        {leg.origin_city ? ` ${leg.origin_city}` : ""}, {at(leg.departs_at, leg.departs_zone)}
                      </dd>
                    </div>
                    <div>
                      <dt className="inline text-slate-600">{t("trip.arrives")}: </dt>
                      <dd className="inline" data-testid="trip-arrives">
                        {leg.destination}
                        {leg.destination_city ? ` ${leg.destination_city}` : ""}, {at(leg.arrives_at, leg.arrives_zone)}
                      </dd>
                    </div>
                    {leg.pnr ? (
                      <div>
                        <dt className="inline text-slate-600">{t("trip.pnr")}: </dt>
                        <dd className="inline font-mono">{leg.pnr}</dd>
                      </div>
                    ) : null}
                  </dl>
                </li>
              ))}
            </ol>
          </Part>
        ) : null}

        {trip.stays.length > 0 ? (
          <Part icon={BedDouble} title={t("trip.hotels")}>
            <ul className="space-y-3" data-testid="trip-hotels">
              {trip.stays.map((s) => (
                <li key={s.city} className="rounded-lg border border-slate-200 p-3" data-testid="trip-hotel">
                  <p className="font-semibold text-slate-900">
                    {s.city} ·{" "}
                    {s.hotel || <span className="font-normal text-slate-600">{t("trip.hotel_unnamed")}</span>}
                  </p>
                  <p className="mt-1 text-sm text-slate-800">
                    {formatDayRange(s.check_in, s.check_out, locale)} · {t("trip.nights", { count: s.nights })}
                  </p>
                  {s.nusuk_ref ? (
                    <p className="mt-1 text-sm text-slate-700">
                      {t("trip.nusuk")}: <span className="font-mono">{s.nusuk_ref}</span>
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </Part>
        ) : null}

        {trip.tour_leader || trip.meeting ? (
          <div className="space-y-6">
            {trip.tour_leader ? (
              <Part icon={UserRound} title={t("trip.tour_leader")}>
                <p className="text-slate-900" data-testid="trip-tour-leader">
                  {trip.tour_leader.name}
                </p>
                {trip.tour_leader.phone ? (
                  <a
                    href={`tel:${trip.tour_leader.phone.replace(/[^\d+]/g, "")}`}
                    className="mt-1 inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 underline"
                    aria-label={t("trip.call", { name: trip.tour_leader.name })}
                  >
                    <Phone aria-hidden className="size-4" />
                    {trip.tour_leader.phone}
                  </a>
                ) : null}
              </Part>
            ) : null}
            {trip.meeting ? (
              <Part icon={MapPin} title={t("trip.meeting")}>
                <p className="text-slate-900" data-testid="trip-meeting">
                  {[trip.meeting.point, trip.meeting.at ? at(trip.meeting.at, trip.meeting.zone) : ""]
                    .filter(Boolean)
                    .join(", ")}
                </p>
              </Part>
            ) : null}
          </div>
        ) : null}

        {trip.manasik.length > 0 ? (
          <Part icon={ScrollText} title={t("trip.manasik")}>
            <ul className="space-y-2 text-sm text-slate-800" data-testid="trip-manasik">
              {trip.manasik.map((m) => (
                <li key={m.id}>
                  <span className="font-medium text-slate-900">{at(m.starts_at, AGENCY_TIME_ZONE)}</span>
                  <span className="block">
                    {m.place} · {t("trip.teacher", { teacher: m.teacher })}
                  </span>
                </li>
              ))}
            </ul>
          </Part>
        ) : null}
      </div>

      {trip.guests.length > 0 && (anyTicket || trip.visas) ? (
        <div className="mt-6">
          <h3 className="mb-2 font-semibold text-slate-900">
            {trip.visas ? t("trip.guests_visas") : t("trip.guests_tickets")}
          </h3>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" data-testid="trip-guests">
            {trip.guests.map((g) => (
              <li
                key={g.id}
                className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 p-3"
                data-testid="trip-guest"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{g.full_name}</p>
                  <p className="text-sm text-slate-700">
                    {t("trip.ticket")}:{" "}
                    {g.ticket_number ? (
                      <span className="font-mono" data-testid="trip-ticket">
                        {g.ticket_number}
                      </span>
                    ) : (
                      <span className="text-slate-600">{t("trip.no_ticket")}</span>
                    )}
                  </p>
                </div>
                {trip.visas ? <VisaStatusBadge status={g.visa.status} details={g.visa} testId="trip-visa" /> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </FormSection>
  );
}
