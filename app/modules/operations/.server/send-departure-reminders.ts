import type { Ctx } from "#app/shared/context";
import { AGENCY_TIME_ZONE, agencyToday, formatDay, formatMoment } from "#app/shared/dates";
import type { Locale } from "#app/shared/i18n/config";
import { serverT } from "#app/shared/i18n/server";
import { oneLine } from "#app/shared/one-line";
import { pickLocale } from "#app/shared/translate";
import type { Translations } from "#app/shared/translatable.contract";
import { addDays } from "#app/modules/booking/schedule.rules";
import { describeUsers } from "#app/modules/account/.server/describe-users";
import { describeTours } from "#app/modules/catalog/.server/describe-tours";
import { enqueueMail, type WhatsappMessage } from "#app/modules/notification/.server/enqueue-mail";
import { mailLink, mailOrigin } from "#app/modules/notification/.server/mail-language";
import { fillTemplate } from "#app/modules/notification/whatsapp.rules";
import { getBookingPolicy } from "#app/modules/setting/.server/get-booking-policy";
import { type LegFacts, legLine } from "#app/modules/operations/travel.rules";
import {
  type BriefingRow,
  bookingsToRemindOfDeparture,
  claimDepartureReminder,
  findBriefing,
} from "./departure-briefing.repository";
import { toFlightDto } from "./travel";
import { listFlights, listHotelStays } from "./travel.repository";

/** How many agency days before its departure a booking's customer is reminded (docs/product.md §WhatsApp). */
export const DEPARTURE_REMINDER_DAYS = 3;

export interface DepartureReminderInput {
  to: { name: string; locale: Locale };
  site: string;
  booking: { id: string; code: string };
  tourName: Translations | null;
  startDate: string;
  briefing: Pick<BriefingRow, "flight" | "meetingPoint" | "meetingAt"> | null;
  /** The departure's first flight leg: the flight when the briefing names none, and the meeting time's clock. */
  firstLeg?: LegFacts | null;
  /** The first stay whose hotel is named (docs/product.md §Departure operations). */
  firstHotel?: { city: string; hotel: string; checkIn: string } | null;
}

/**
 * The departure reminder in the customer's language (pure): its WhatsApp template's parameters
 * and the same words as a mail, with the flight and the meeting point when operations wrote
 * them, "to be announced" otherwise. Without a flight written in the briefing, the flight is the
 * first leg's line ("SV 817 CGK–JED 10 Jan 10.25 WIB"); the first hotel follows the flight in the
 * same parameter (the approved template keeps its five), and the meeting time is on the first
 * leg's airport's clock (the agency's without legs).
 */
export function renderDepartureReminder(m: DepartureReminderInput, publicUrl: string) {
  const locale = m.to.locale;
  const t = serverT(locale, "whatsapp");
  const { origin, site } = mailOrigin(publicUrl, m.site);
  const link = mailLink(origin, `/panel/booking-history/${m.booking.id}`, locale);
  const tour = pickLocale(m.tourName, locale) || "-";
  const zone = m.firstLeg?.departs_zone ?? AGENCY_TIME_ZONE;
  const when = m.briefing?.meetingAt ? formatMoment(m.briefing.meetingAt, locale, zone) : "";
  const meeting = [m.briefing?.meetingPoint.trim() ?? "", when].filter(Boolean).join(", ");
  const flight = oneLine(m.briefing?.flight ?? "") || (m.firstLeg ? legLine(m.firstLeg, locale) : "") || t("unknown");
  const hotel = m.firstHotel
    ? serverT(locale, "operations")("reminder.hotel", {
        city: oneLine(m.firstHotel.city),
        hotel: oneLine(m.firstHotel.hotel),
        date: formatDay(m.firstHotel.checkIn, locale),
      })
    : "";
  const params = [
    oneLine(m.to.name),
    tour,
    formatDay(m.startDate, locale, { dateStyle: "full" }),
    [flight, hotel].filter(Boolean).join("; "),
    oneLine(meeting) || t("unknown"),
  ];
  const whatsapp: WhatsappMessage = { template: "departure_reminder", params, link };
  const text = [fillTemplate(t("template.departure_reminder"), params), "", link, "", site].join("\n");
  return { subject: oneLine(t("departure_mail.subject", { code: m.booking.code, tour, site })), text, whatsapp };
}

/**
 * The departure reminders job (hourly): every booking, not cancelled, whose departure starts
 * within DEPARTURE_REMINDER_DAYS agency days of `ctx.now()` gets one reminder through the outbox
 * (WhatsApp for those who opted in, else a mail). The departure_reminders row is claimed in the
 * message's transaction: whoever inserts it sends, so two instances send one, and a server that
 * was down on the day still reminds before the departure. Returns the number sent.
 */
export async function sendDepartureReminders({ ctx }: { ctx: Ctx; input?: undefined }): Promise<number> {
  const today = agencyToday(ctx.now());
  const due = await bookingsToRemindOfDeparture(ctx.db, today, addDays(today, DEPARTURE_REMINDER_DAYS));
  if (due.length === 0) return 0;
  const policy = await getBookingPolicy({ ctx });
  const publicUrl = ctx.publicUrl ?? "http://localhost:3000";
  let sent = 0;
  for (const b of due) {
    sent += await ctx.db.transaction(async (tx) => {
      const t: Ctx = { ...ctx, db: tx, actor: null };
      if (!(await claimDepartureReminder(tx, b.id, ctx.now()))) return 0;
      // One after another: a transaction is one connection that takes no concurrent queries.
      const customer = (await describeUsers({ ctx: t, input: { ids: [b.customerId] } })).get(b.customerId);
      if (!customer) return 0;
      const facts = await describeTours({
        ctx: t,
        input: { tour_ids: b.packageId ? [b.packageId] : [], time_ids: [] },
      });
      const briefing = (await findBriefing(tx, b.departureId)) ?? null;
      const [first] = await listFlights(tx, b.departureId);
      const hotel = (await listHotelStays(tx, b.departureId)).find((s) => s.hotel.trim() !== "");
      const message = renderDepartureReminder(
        {
          to: customer,
          site: policy.siteName,
          booking: b,
          tourName: b.packageId ? (facts.tours.get(b.packageId)?.name ?? null) : null,
          startDate: b.startDate,
          briefing,
          firstLeg: first ? toFlightDto(first) : null,
          firstHotel: hotel ? { city: hotel.city, hotel: hotel.hotel, checkIn: hotel.checkIn } : null,
        },
        publicUrl,
      );
      await enqueueMail({
        ctx: t,
        input: {
          kind: "departure_reminder",
          to: customer.email,
          subject: message.subject,
          text: message.text,
          locale: customer.locale,
          userId: b.customerId,
          bookingId: b.id,
          whatsapp: message.whatsapp,
        },
      });
      return 1;
    });
  }
  return sent;
}
