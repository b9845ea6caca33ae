import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { BookingDto } from "#app/modules/booking/booking.contract";
import { useBookingFormat } from "#app/modules/booking/ui/booking-kit";

/**
 * For the admin: whether and when the customer consented to the processing of the guests' data,
 * and to which text's version (decision 049). Bookings made before the checkout asked have none.
 */
export function ConsentNote({
  booking,
}: {
  booking: Pick<BookingDto, "data_consent_at" | "data_consent_version" | "taken_by">;
}) {
  const { t } = useTranslation("retention");
  const fmt = useBookingFormat();
  const given = booking.data_consent_at;
  const values = { date: given ? fmt.dateTime(given) : "", version: booking.data_consent_version ?? "" };
  return (
    <div className="rounded-lg bg-slate-50 p-3 sm:col-span-2" data-testid="booking-consent">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{t("consent.title")}</dt>
      <dd className="mt-1 flex items-start gap-2 text-slate-900">
        {given ? <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" /> : null}
        <span suppressHydrationWarning>
          {!given
            ? t("consent.none")
            : booking.taken_by
              ? t("consent.given_in_person", { ...values, name: booking.taken_by.name })
              : t("consent.given", values)}
        </span>
      </dd>
    </div>
  );
}

/**
 * For staff: how the booking came in (docs/product.md §Bookings taken by staff): on the website by
 * the customer, or taken by a member of staff at the office, on the phone or over WhatsApp.
 */
export function ChannelNote({ booking }: { booking: Pick<BookingDto, "channel" | "taken_by"> }) {
  const { t } = useTranslation("booking_panel");
  return (
    <div className="rounded-lg bg-slate-50 p-3 sm:col-span-2" data-testid="booking-channel">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{t("office.channel")}</dt>
      <dd className="mt-1 text-slate-900">
        {booking.taken_by
          ? t("office.taken_by", { name: booking.taken_by.name, channel: t(`channel.${booking.channel}`) })
          : t("office.taken_by_web")}
      </dd>
    </div>
  );
}
