import { useQuery } from "@tanstack/react-query";
import { AlertCircle, CheckCircle2, FileSpreadsheet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRootData } from "#app/modules/account/ui/root-data";
import { useCan } from "#app/modules/account/ui/use-can";
import { useBookingFormat } from "#app/modules/booking/ui/booking-kit";
import type { MinistryGuestDto } from "#app/modules/operations/departure-exports.contract";
import { DEPARTURE_EXPORT_KINDS } from "#app/modules/operations/departure-exports.rules";
import { ministryClient, ministryQueries } from "#app/modules/operations/operations.api-client";
import { localeTag } from "#app/shared/i18n/config";
import { DownloadLink } from "#app/shared/ui/buttons/download-link";
import { Badge, FormSection } from "#app/shared/ui/page-header";
import { DepartureScreen } from "./departure-nav";

/**
 * A departure's "ministry data and exports" screen (docs/product.md §Departure operations): the
 * three downloads (SISKOPATUH, airline manifest, insurance; staff with the manifests permission),
 * then each guest with the name as in the passport and the ministry's data they still miss, each
 * linking to their booking, where the data is corrected. A card per guest on phones, a table from md up.
 */
export function MinistryScreen({ tourId, timeId }: { tourId: number; timeId: number }) {
  const { t } = useTranslation("operations");
  const { locale } = useRootData();
  const fmt = useBookingFormat();
  const mayExport = useCan("manifests");
  const query = useQuery(ministryQueries.list(timeId));
  const list = query.data?.data;
  const frame = { tourId, timeId, title: t("ministry.title"), backLabel: t("ministry.back"), query };

  if (!list) return <DepartureScreen {...frame} loaded={false} />;

  return (
    <DepartureScreen
      {...frame}
      loaded
      description={t("ministry.heading", {
        tour: `${list.tour.name} (${list.tour.code})`,
        dates: fmt.range(list.time.start_date, list.time.end_date),
      })}
    >
      {mayExport ? (
        <FormSection
          title={t("ministry.exports_title")}
          description={t("ministry.exports_note")}
          className="mb-6"
          testId="ministry-exports"
        >
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {DEPARTURE_EXPORT_KINDS.map((kind) => (
              <DownloadLink
                key={kind}
                href={ministryClient.exportHref(timeId, kind, locale)}
                icon={FileSpreadsheet}
                testId={`ministry-export-${kind}`}
              >
                {t(`ministry.export.${kind}`)}
              </DownloadLink>
            ))}
          </div>
        </FormSection>
      ) : null}

      <FormSection title={t("ministry.guests_title")} description={t("ministry.edit_hint")} testId="ministry-guests">
        {list.guests.length === 0 ? (
          <p className="text-slate-700" data-testid="ministry-empty">
            {t("ministry.empty")}
          </p>
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-700" data-testid="ministry-summary" aria-live="polite">
              {t("ministry.summary", {
                complete: fmt.number(list.complete),
                count: list.guests.length,
              })}
            </p>
            <ul className="space-y-3 md:hidden" data-testid="ministry-cards">
              {list.guests.map((g) => (
                <li
                  key={g.guest_id}
                  className="rounded-lg border border-slate-200 p-3"
                  data-testid="ministry-row"
                  data-complete={g.missing.length === 0 ? "true" : "false"}
                >
                  <p className="font-semibold break-words text-slate-900">{g.full_name}</p>
                  <p className="text-sm text-slate-700">
                    <BookingLink guest={g} />
                  </p>
                  <p className="mt-1 text-sm break-words text-slate-700">
                    <span className="text-slate-600">{t("ministry.column.passport_name")}: </span>
                    <PassportName guest={g} />
                  </p>
                  <div className="mt-2 text-sm">
                    <Completeness guest={g} />
                  </div>
                </li>
              ))}
            </ul>
            <section
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
              tabIndex={0}
              aria-label={t("ministry.guests_title")}
              className="hidden overflow-x-auto md:block"
            >
              <table className="min-w-full text-left text-sm" data-testid="ministry-table">
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t("ministry.column.booking")}
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t("ministry.column.guest")}
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t("ministry.column.passport_name")}
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t("ministry.column.data")}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {list.guests.map((g) => (
                    <tr
                      key={g.guest_id}
                      data-testid="ministry-row"
                      data-complete={g.missing.length === 0 ? "true" : "false"}
                    >
                      <td className="px-3 py-2 align-top whitespace-nowrap">
                        <BookingLink guest={g} />
                      </td>
                      <th scope="row" className="px-3 py-2 align-top font-medium text-slate-900">
                        {g.full_name}
                      </th>
                      <td className="px-3 py-2 align-top">
                        <PassportName guest={g} />
                      </td>
                      <td className="px-3 py-2 align-top">
                        <Completeness guest={g} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </>
        )}
      </FormSection>
    </DepartureScreen>
  );
}

function BookingLink({ guest }: { guest: MinistryGuestDto }) {
  const { t } = useTranslation("operations");
  return (
    <Link
      to={`/panel/booking-history/${guest.booking_id}`}
      className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-2 hover:underline"
      aria-label={t("ministry.open_booking", { code: guest.booking_code })}
      data-testid="ministry-booking-link"
    >
      {guest.booking_code}
    </Link>
  );
}

function PassportName({ guest }: { guest: MinistryGuestDto }) {
  const { t } = useTranslation("operations");
  return (
    <span className="break-words">
      {guest.passport_name}
      {guest.passport_name_proposed && guest.passport_name ? (
        <span className="ml-2 inline-block" title={t("ministry.proposed_hint")}>
          <Badge tone="blue">{t("ministry.proposed")}</Badge>
          <span className="sr-only">{t("ministry.proposed_hint")}</span>
        </span>
      ) : null}
    </span>
  );
}

/** "Complete", or the missing fields in words (an icon and words, never colour alone). */
function Completeness({ guest }: { guest: MinistryGuestDto }) {
  const { t } = useTranslation("operations");
  const { locale } = useRootData();
  if (guest.missing.length === 0)
    return (
      <span className="inline-flex items-center gap-1 font-medium text-emerald-800" data-testid="ministry-complete">
        <CheckCircle2 aria-hidden className="size-4" />
        {t("ministry.complete")}
      </span>
    );
  const fields = new Intl.ListFormat(localeTag[locale], { type: "conjunction" }).format(
    guest.missing.map((f) => t(`ministry.field.${f}`)),
  );
  return (
    <span className="inline-flex items-start gap-1 text-amber-900" data-testid="ministry-missing">
      <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span className="break-words">{t("ministry.missing_label", { fields })}</span>
    </span>
  );
}
