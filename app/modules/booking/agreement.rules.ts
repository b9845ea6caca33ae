import { dateTimeFormat } from "#app/shared/dates";
import type { CancellationPolicyDto } from "#app/shared/cancellation-policy.contract";
import type { Locale } from "#app/shared/i18n/config";
import { type Currency, formatMoney } from "#app/shared/money";
import { pickLocale, type Translations } from "#app/shared/translate";
import { tierSpan } from "#app/modules/booking/refund.rules";
import { AGREEMENT_VERSION, type AgreementDoc } from "#app/modules/booking/booking.contract";
import { AGREEMENT_TEXT } from "./agreement.text";

/*
 * The written agreement built from a booking (or, before there is one, a departure) and its
 * package (docs/product.md §Written agreement): pure, so the page, the PDF and the tests read the
 * same words. Dates and amounts are written in the reader's language.
 */

/** What the agreement says, gathered by operations' use case (decision 083). */
export interface AgreementFacts {
  /** Null: the preview of a departure, before any booking exists. */
  booking: { code: string; customer: string; guests: string[]; total: number } | null;
  agency: { name: string; address: string; phone: string | null; licences: string[] };
  /** `kind` umrah: the hotels are named "in Makkah and Madinah". */
  package: { name: Translations; kind: "tour" | "umrah" };
  departure: { start_date: string; end_date: string };
  flights: {
    airline: string;
    airline_name: string | null;
    flight_number: string;
    origin: string;
    origin_city: string | null;
    destination: string;
    destination_city: string | null;
    departs_at: string;
    departs_zone: string;
  }[];
  stays: { city: string; hotel: string; check_in: string | null; check_out: string | null }[];
  /** The package's hotel cities, named when the departure has no stays yet. */
  hotel_cities: string[];
  facilities: { name: Translations; included: boolean }[];
  money: {
    currency: Currency;
    /** The preview's cheapest price per person (null with a booking, which has its total). */
    from_price: number | null;
    /**
     * The least first payment: the booking's own, stored when it was made (min payment x seats,
     * capped at its total); per person at today's terms in the preview. Null: none asked.
     */
    deposit: number | null;
    /** Hours a booking waits for its first payment (0: it never lapses). */
    expiry_hours: number;
    /** The booking's full-payment day; null in the preview (then `full_payment_days` before departure). */
    full_due_on: string | null;
    full_payment_days: number;
  };
  cancellation: CancellationPolicyDto;
}

/** `{{name}}` in a clause, filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (all, key: string) => (key in values ? String(values[key]) : all));
}

function formatters(locale: Locale, currency: Currency) {
  const day = dateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  return {
    money: (minor: number) => formatMoney(minor, currency, locale),
    day: (iso: string) => day.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
    moment: (iso: string, zone: string) =>
      dateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: zone }).format(new Date(iso)),
  };
}

const daysOf = (start: string, end: string) =>
  Math.round(
    (Date.parse(`${end.slice(0, 10)}T00:00:00Z`) - Date.parse(`${start.slice(0, 10)}T00:00:00Z`)) / 86_400_000,
  ) + 1;

/** The agreement in `locale`: its clauses in order, each a heading with paragraphs and lists. */
export function renderAgreement(facts: AgreementFacts, locale: Locale): AgreementDoc {
  const tx = AGREEMENT_TEXT[locale];
  const f = formatters(locale, facts.money.currency);
  const p = (text: string) => ({ kind: "p" as const, text });
  const list = (items: string[], label: string | null = null) => ({ kind: "list" as const, label, items });
  const b = facts.booking;

  const agency = [facts.agency.name, ...facts.agency.licences, facts.agency.address, facts.agency.phone ?? ""]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(", ");

  const flights = facts.flights.map((fl) =>
    fill(tx.flights.flight, {
      airline: fl.airline_name ?? fl.airline,
      number: fl.flight_number,
      from: fl.origin_city ? `${fl.origin_city} (${fl.origin})` : fl.origin,
      to: fl.destination_city ? `${fl.destination_city} (${fl.destination})` : fl.destination,
      departs: f.moment(fl.departs_at, fl.departs_zone),
    }),
  );
  const stays = facts.stays.map((s) =>
    s.check_in && s.check_out
      ? fill(tx.hotels.stay, {
          city: s.city,
          hotel: s.hotel,
          check_in: f.day(s.check_in),
          check_out: f.day(s.check_out),
        })
      : fill(tx.hotels.stay_undated, { city: s.city, hotel: s.hotel }),
  );
  const included = facts.facilities.filter((x) => x.included).map((x) => pickLocale(x.name, locale));
  const excluded = facts.facilities.filter((x) => !x.included).map((x) => pickLocale(x.name, locale));

  const m = facts.money;
  const priceLines = [
    b ? fill(tx.price.total, { total: f.money(b.total) }) : fill(tx.price.from, { price: f.money(m.from_price ?? 0) }),
    m.deposit !== null && m.deposit > 0 && m.expiry_hours > 0
      ? fill(tx.price.deposit, { deposit: f.money(m.deposit), hours: m.expiry_hours })
      : tx.price.deposit_none,
    m.full_due_on
      ? fill(tx.price.full_on, { date: f.day(m.full_due_on) })
      : fill(tx.price.full_days, { days: m.full_payment_days }),
    tx.price.method,
  ];

  const policy = facts.cancellation;
  const tiers = [...policy.tiers].sort((a, c) => c.from_days - a.from_days);
  const tierLines = tiers.map((tier) => {
    const span = tierSpan(policy, tier);
    const values = {
      high: span.from_days,
      low: span.to_days ?? 0,
      percent: tier.percent ?? 0,
      amount: f.money(tier.fixed ?? 0),
    };
    if (span.to_days === null)
      return fill(tier.fixed !== null ? tx.cancellation.tier_fixed_last : tx.cancellation.tier_percent_last, values);
    return fill(tier.fixed !== null ? tx.cancellation.tier_fixed : tx.cancellation.tier_percent, values);
  });
  const cancellation =
    tiers.length === 0
      ? [p(tx.cancellation.none)]
      : [p(tx.cancellation.intro), list([fill(tx.cancellation.free, { days: tiers[0].from_days }), ...tierLines])];
  if (policy.admin_fee > 0)
    cancellation.push(p(fill(tx.cancellation.admin_fee, { amount: f.money(policy.admin_fee) })));
  cancellation.push(p(tx.cancellation.refund));

  return {
    version: AGREEMENT_VERSION,
    locale,
    title: tx.title,
    booking_code: b?.code ?? null,
    intro: fill(tx.intro, { booking: b?.code ?? "-" }),
    sections: [
      {
        key: "parties",
        heading: tx.parties.heading,
        blocks: [
          p(fill(tx.parties.agency, { agency })),
          p(b ? fill(tx.parties.customer, { customer: b.customer }) : tx.parties.customer_unknown),
        ],
      },
      {
        key: "guests",
        heading: tx.guests.heading,
        blocks: b && b.guests.length > 0 ? [list(b.guests)] : [p(tx.guests.none)],
      },
      {
        key: "trip",
        heading: tx.trip.heading,
        blocks: [
          p(fill(tx.trip.package, { package: pickLocale(facts.package.name, locale) })),
          p(
            fill(tx.trip.dates, {
              start: f.day(facts.departure.start_date),
              end: f.day(facts.departure.end_date),
              days: daysOf(facts.departure.start_date, facts.departure.end_date),
            }),
          ),
        ],
      },
      { key: "flights", heading: tx.flights.heading, blocks: flights.length ? [list(flights)] : [p(tx.flights.none)] },
      {
        key: "hotels",
        heading: facts.package.kind === "umrah" ? tx.hotels.heading : tx.hotels.heading_other,
        blocks: stays.length
          ? [list(stays)]
          : [
              p(
                facts.hotel_cities.length
                  ? fill(tx.hotels.cities, { cities: facts.hotel_cities.join(", ") })
                  : tx.hotels.none,
              ),
            ],
      },
      {
        key: "includes",
        heading: tx.includes.heading,
        blocks:
          included.length || excluded.length
            ? [
                ...(included.length ? [list(included, tx.includes.included)] : []),
                ...(excluded.length ? [list(excluded, tx.includes.excluded)] : []),
              ]
            : [p(tx.includes.none)],
      },
      { key: "price", heading: tx.price.heading, blocks: priceLines.map(p) },
      { key: "cancellation", heading: tx.cancellation.heading, blocks: cancellation },
      { key: "agency_change", heading: tx.agency_change.heading, blocks: [list(tx.agency_change.clauses)] },
      { key: "closing", heading: tx.closing.heading, blocks: tx.closing.clauses.map(p) },
    ],
  };
}
