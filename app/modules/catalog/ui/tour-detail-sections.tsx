import { CalendarDays, Check, Clock, MapPin, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TourDetailDto } from "#app/modules/catalog/catalog.contract";
import { useCatalogFormat } from "./format";
import { Breadcrumb } from "#app/shared/ui/site/breadcrumb";
import { CodeFact, IconFact } from "#app/shared/ui/site/icon-fact";
import { PackageLicences } from "./package-licences";
import { FromPrice } from "./price";

/*
 * The parts of a package's public page (/tour/{id}), in the order the page shows them.
 */

export const sectionTitle = "text-xl font-bold text-slate-900";
// Server-sanitised rich text: spacing and lists without a typography plugin.
const richText =
  "mt-3 space-y-3 leading-relaxed text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6";

/** Home › Packages › this package. */
export function TourBreadcrumb({ tour }: { tour: TourDetailDto }) {
  const { t } = useTranslation("catalog");
  return (
    <Breadcrumb
      label={t("detail.breadcrumb")}
      links={[
        { to: "/", label: t("detail.home") },
        { to: "/tour", label: t("detail.packages") },
      ]}
      current={tour.name}
      longCurrent
    />
  );
}

/** Name, code, destination, duration and categories. */
export function TourHeader({ tour }: { tour: TourDetailDto }) {
  const { t } = useTranslation("catalog");
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{tour.name}</h1>
      <ul className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-700">
        <CodeFact label={t("detail.code")} code={tour.code} />
        {tour.destination ? (
          <IconFact icon={MapPin}>
            <span className="sr-only">{t("detail.destination")}: </span>
            <Link to={`/tour?destination_id=${tour.destination.id}`} className="hover:text-brand-700 hover:underline">
              {tour.destination.name}
            </Link>
          </IconFact>
        ) : null}
        {tour.duration_days ? (
          <IconFact icon={Clock}>
            <span className="sr-only">{t("detail.duration")}: </span>
            {t("card.duration", { count: tour.duration_days })}
          </IconFact>
        ) : null}
      </ul>
      <PackageLicences
        kind={tour.kind}
        serial={tour.ad_approval_serial}
        className="mt-3 text-sm"
        testId="tour-detail-licences"
      />
      {tour.categories.length > 0 ? (
        <ul aria-label={t("detail.categories")} className="mt-3 flex flex-wrap gap-2">
          {tour.categories.map((c) => (
            <li key={c.id}>
              <Link
                to={`/tour?category_id=${c.id}`}
                className="inline-flex min-h-8 items-center rounded-full bg-brand-50 px-3 text-sm font-medium text-brand-800 hover:bg-brand-100"
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}

/** The price from, pax limits, deposit and the way to the departures. */
export function TourFactsCard({ tour }: { tour: TourDetailDto }) {
  const { t } = useTranslation("catalog");
  const { money } = useCatalogFormat();
  return (
    <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-4">
        <FromPrice tour={tour} size="lg" testId="tour-detail-price" />
        <h2 className="sr-only">{t("detail.facts")}</h2>
        <dl className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">{t("detail.min_pax")}</dt>
            <dd className="font-medium text-slate-900">{t("detail.pax", { count: tour.min_pax })}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">{t("detail.max_pax")}</dt>
            <dd className="font-medium text-slate-900">
              {tour.max_pax ? t("detail.pax", { count: tour.max_pax }) : t("detail.no_limit")}
            </dd>
          </div>
          {tour.min_payment > 0 ? (
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">{t("detail.deposit")}</dt>
              <dd className="text-right font-medium text-slate-900" suppressHydrationWarning>
                {t("detail.per_pax_amount", { amount: money(tour.min_payment) })}
              </dd>
            </div>
          ) : null}
        </dl>
        <a
          href="#departures"
          className="mt-5 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          <CalendarDays aria-hidden="true" className="size-5" />
          {t("detail.see_departures")}
        </a>
      </div>
    </aside>
  );
}

/** The rich-text description (none: nothing). */
export function TourDescription({ tour }: { tour: TourDetailDto }) {
  const { t } = useTranslation("catalog");
  if (!tour.description) return null;
  return (
    <section aria-labelledby="description-title">
      <h2 id="description-title" className={sectionTitle}>
        {t("detail.description_title")}
      </h2>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rich text sanitised on save by the server */}
      <div className={richText} dangerouslySetInnerHTML={{ __html: tour.description }} />
    </section>
  );
}

/** The days of the programme. */
export function TourItinerary({ tour }: { tour: TourDetailDto }) {
  const { t } = useTranslation("catalog");
  return (
    <section aria-labelledby="itinerary-title">
      <h2 id="itinerary-title" className={sectionTitle}>
        {t("detail.itinerary_title")}
      </h2>
      <ol className="mt-4 space-y-0" data-testid="itinerary">
        {tour.itinerary.map((day, i) => (
          <li key={day.day} className="relative flex gap-4 pb-6 last:pb-0">
            {i < tour.itinerary.length - 1 ? (
              <span aria-hidden="true" className="absolute top-10 bottom-0 left-5 w-px bg-brand-100" />
            ) : null}
            <span className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
              {day.day}
            </span>
            <div className="min-w-0 pt-1">
              <h3 className="font-semibold text-slate-900">
                <span className="sr-only">{t("detail.day", { day: day.day })}: </span>
                {day.title}
              </h3>
              {day.description ? (
                <p className="mt-1 leading-relaxed whitespace-pre-line text-slate-700">{day.description}</p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** What the price includes and what it does not. */
export function TourFacilities({ tour }: { tour: TourDetailDto }) {
  const { t } = useTranslation("catalog");
  return (
    <section aria-labelledby="facilities-title">
      <h2 id="facilities-title" className={sectionTitle}>
        {t("detail.facilities_title")}
      </h2>
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        <FacilityList kind="included" title={t("detail.included")} items={tour.facilities.filter((f) => f.included)} />
        <FacilityList kind="excluded" title={t("detail.excluded")} items={tour.facilities.filter((f) => !f.included)} />
      </div>
    </section>
  );
}

// Included facilities are ticked in the brand colour, excluded ones crossed in red.
const FACILITY_LOOKS = {
  included: { icon: Check, title: "text-brand-800", mark: "text-brand-700" },
  excluded: { icon: X, title: "text-red-800", mark: "text-red-700" },
} as const;

/** Included or excluded facilities under their heading, when there are any. */
function FacilityList({
  kind,
  title,
  items,
}: {
  kind: keyof typeof FACILITY_LOOKS;
  title: string;
  items: TourDetailDto["facilities"];
}) {
  if (items.length === 0) return null;
  const { icon: Icon, title: titleClassName, mark } = FACILITY_LOOKS[kind];
  return (
    <div>
      <h3 className={`mb-2 font-semibold ${titleClassName}`}>{title}</h3>
      <ul className="space-y-2" data-testid={`facilities-${kind}`}>
        {items.map((f) => (
          <li key={f.name} className="flex items-start gap-2 text-slate-800">
            <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${mark}`} />
            {f.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The extra-price groups a booking can add, with their prices. */
export function TourExtras({ tour }: { tour: TourDetailDto }) {
  const { t } = useTranslation("catalog");
  const { money } = useCatalogFormat();
  return (
    <section aria-labelledby="extras-title" data-testid="extras">
      <h2 id="extras-title" className={sectionTitle}>
        {t("detail.extras_title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("detail.extras_text")}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {tour.extras.map((attribute) => (
          <div key={attribute.id} className="rounded-lg border border-slate-200 p-4">
            <h3 className="font-semibold text-slate-900">{attribute.name}</h3>
            <p className="text-xs text-slate-600">
              {attribute.choice_rule === "single" ? t("detail.choose_one") : t("detail.choose_any")}
            </p>
            <ul className="mt-3 divide-y divide-slate-100 text-sm">
              {attribute.details.map((detail) => (
                <li key={detail.id} className="flex items-baseline justify-between gap-3 py-2">
                  <span className="text-slate-800">{detail.name}</span>
                  {detail.price > 0 ? (
                    <span className="text-right whitespace-nowrap">
                      <span className="font-semibold text-slate-900" suppressHydrationWarning>
                        {money(detail.price)}
                      </span>{" "}
                      <span className="text-xs text-slate-600">
                        {detail.per === "pax" ? t("detail.per_pax") : t("detail.per_booking")}
                      </span>
                    </span>
                  ) : (
                    <span className="text-right text-sm font-medium text-brand-800">{t("detail.no_extra_cost")}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
