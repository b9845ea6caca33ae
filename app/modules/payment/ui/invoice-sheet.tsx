import { dateTimeFormat } from "#app/shared/dates";
import { type ComponentProps, type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type BookingDto, paymentMethod } from "#app/modules/booking/booking.contract";
import { useRootData } from "#app/modules/account/ui/root-data";
import { AGENCY_TIME_ZONE } from "#app/shared/dates";
import { localeTag } from "#app/shared/i18n/config";
import { type Currency, formatMoney } from "#app/shared/money";

import type { BankAccountDto } from "#app/modules/booking/booking.contract";
import type { SettingDto } from "#app/modules/setting/setting.contract";
import { useGuestBed } from "#app/modules/booking/ui/booking-kit";
import { useProviderLabel } from "#app/modules/gateway/ui/online-payment";
import { InvoiceDueRows } from "#app/modules/payment/ui/payment-schedule";
import { useChargeLabel, useSignedMoney } from "#app/modules/payment/ui/charge-lines";
import { licenceParts } from "#app/modules/payment/agency-licences";
import { accountsFor } from "#app/modules/payment/escrow.rules";
import { type ColumnHead, ColumnHeads } from "#app/shared/ui/table/column-heads";

// A4 with printer-safe margins; the screen shows the same sheet centred.
const PAGE_CSS = "@page { size: A4; margin: 12mm 12mm 14mm; }";

const STATUS_CLASS: Record<BookingDto["status"], string> = {
  pending: "border-amber-500 text-amber-900",
  processing: "border-sky-600 text-sky-900",
  paid: "border-emerald-600 text-emerald-800",
  processed: "border-slate-500 text-slate-800",
  canceled: "border-red-600 text-red-800",
};

export function useInvoiceFormat(currency: string) {
  const { locale } = useRootData();
  return useMemo(() => {
    const tag = localeTag[locale];
    const day = dateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" });
    const moment = dateTimeFormat(tag, { dateStyle: "long", timeZone: AGENCY_TIME_ZONE });
    const calendar = (iso: string) => {
      const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
      return Number.isNaN(d.getTime()) ? iso : day.format(d);
    };
    return {
      money: (minor: number) => formatMoney(minor, currency as Currency, locale),
      calendar,
      moment: (iso: string) => {
        const d = new Date(iso);
        return Number.isNaN(d.getTime()) ? iso : moment.format(d);
      },
      number: (n: number) => new Intl.NumberFormat(tag).format(n),
    };
  }, [locale, currency]);
}

/** A booking's invoice on one A4 sheet: the agency and its licences, the customer, the lines, the payments, where to pay. */
export function InvoiceSheet({
  booking: b,
  setting,
  banks,
  printedAt,
}: {
  booking: BookingDto;
  setting: SettingDto;
  banks: BankAccountDto[];
  printedAt: string;
}) {
  const { t } = useTranslation("booking_panel");
  const f = useInvoiceFormat(b.currency);
  const bed = useGuestBed();
  const hasLines = b.rooms.length > 0 || b.child_no_bed.guests > 0 || b.infants.guests > 0;
  // The child and infant fares are one per departure; the unit shown is their amount per guest.
  const each = (line: { guests: number; amount: number }) => f.money(Math.round(line.amount / line.guests));
  // Every line of the price table: the package's fares, the extras and the charge lines beyond
  // the package (signed: a discount line or a reversal is negative), so the subtotal is their sum
  // and the subtotal less the package's discount is the total.
  const linesTotal = b.subtotal + b.extras_total + b.charges_total;
  const chargeLabel = useChargeLabel();
  const signed = useSignedMoney(b.currency);
  // An umrah booking is told the escrow account only, when one is marked (docs/product.md §Licences, reference price and escrow).
  const offered = accountsFor(b.tour?.kind ?? null, banks);
  const showBanks = b.remaining > 0 && offered.length > 0;
  const providerLabel = useProviderLabel();
  // An online payment is listed once its money arrived (confirmed by the provider, dated the day
  // it was confirmed), never an open, failed or expired checkout (docs/product.md §Online payments).
  const payments = b.payments.filter((p) => paymentMethod(p.method).listedWhileOpen || p.status === "confirmed");
  // Money that came when it could not count (a "late payment" event): received, owed back.
  const notCounted = new Set(b.history.filter((e) => e.kind === "payment_late").map((e) => e.payment_id));
  // A cancelled booking owes nothing: its penalty, refund and net instead of a balance (decision 056).
  const cancellation = b.cancellation;
  const licences = licenceParts(setting, t, f.calendar, b.tour?.ad_approval_serial ?? null).join(" · ");

  return (
    <article
      className="mx-auto max-w-[210mm] bg-white p-3 text-[12px] leading-snug text-slate-900 shadow-sm ring-1 ring-slate-200 break-words sm:p-10 sm:text-[13px] print:max-w-none print:p-0 print:text-[11px] print:shadow-none print:ring-0"
      data-testid="invoice"
    >
      <style>{PAGE_CSS}</style>

      {/* Agency and invoice heading */}
      <header className="flex flex-col gap-6 border-b-2 border-slate-900 pb-5 sm:flex-row sm:items-start sm:justify-between print:flex-row print:items-start print:justify-between print:pb-3">
        <div className="flex min-w-0 items-start gap-4">
          {setting.logo_url ? (
            <img src={setting.logo_url} alt="" className="h-14 w-auto max-w-32 shrink-0 object-contain print:h-12" />
          ) : null}
          <div className="min-w-0">
            <p className="text-[1.35em] font-bold text-slate-900" data-testid="invoice-agency">
              {setting.name}
            </p>
            {setting.address ? <p className="mt-1 text-slate-700">{setting.address}</p> : null}
            <p className="mt-1 text-slate-700">
              {[
                setting.phone ? `${t("invoice.phone")}: ${setting.phone}` : null,
                setting.email_url ? `${t("invoice.email")}: ${setting.email_url}` : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
            {licences ? (
              <p className="mt-1 text-slate-700" data-testid="invoice-licences">
                {licences}
              </p>
            ) : null}
          </div>
        </div>
        <div className="shrink-0 sm:text-right print:text-right">
          <h1 className="text-3xl font-bold tracking-wide text-slate-900 uppercase print:text-2xl">
            {t("invoice.title")}
          </h1>
          <dl className="mt-2 grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5 sm:justify-end print:justify-end">
            <dt className="text-slate-600">{t("invoice.code")}</dt>
            <dd className="font-mono font-semibold tracking-wider" data-testid="invoice-code">
              {b.code}
            </dd>
            <dt className="text-slate-600">{t("invoice.date")}</dt>
            <dd>{f.moment(b.created_at)}</dd>
            <dt className="text-slate-600">{t("invoice.status")}</dt>
            <dd>
              <span
                className={`inline-block rounded border px-1.5 text-[0.85em] font-semibold uppercase ${STATUS_CLASS[b.status]}`}
                data-testid="invoice-status"
              >
                {t(`status.${b.status}`)}
              </span>
            </dd>
            <InvoiceDueRows booking={b} calendar={f.calendar} moment={f.moment} />
          </dl>
        </div>
      </header>

      {cancellation ? (
        <p
          className="mt-4 rounded border-2 border-red-600 px-3 py-2 font-semibold text-red-800 print:mt-3"
          data-testid="invoice-canceled"
        >
          {cancellation.canceled_at
            ? t("invoice.canceled_on", { date: f.moment(cancellation.canceled_at) })
            : t("invoice.canceled")}
        </p>
      ) : null}

      {/* Who and what */}
      <section className="mt-5 grid gap-5 sm:grid-cols-2 print:mt-3 print:grid-cols-2 print:gap-4">
        <div>
          <h2 className={sectionTitle}>{t("invoice.billed_to")}</h2>
          <p className="font-semibold">{b.customer.name}</p>
          <p className="text-slate-700">{b.customer.email}</p>
          {b.customer.phone ? <p className="text-slate-700">{b.customer.phone}</p> : null}
          <p className="mt-2">
            <span className="text-slate-600">{t("invoice.booking_name")}: </span>
            <span className="font-medium" data-testid="invoice-booking-name">
              {b.booking_name}
            </span>
          </p>
        </div>
        <div>
          <h2 className={sectionTitle}>{t("invoice.trip")}</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
            <dt className="text-slate-600">{t("invoice.package")}</dt>
            <dd className="font-semibold" data-testid="invoice-package">
              {b.tour?.name ?? t("invoice.package_removed")}
            </dd>
            {b.tour ? (
              <>
                <dt className="text-slate-600">{t("invoice.package_code")}</dt>
                <dd className="font-mono">{b.tour.code}</dd>
              </>
            ) : null}
            {b.time ? (
              <>
                <dt className="text-slate-600">{t("invoice.departure")}</dt>
                <dd>{f.calendar(b.time.start_date)}</dd>
                <dt className="text-slate-600">{t("invoice.return")}</dt>
                <dd>{f.calendar(b.time.end_date)}</dd>
              </>
            ) : null}
            <dt className="text-slate-600">{t("invoice.pax")}</dt>
            <dd>{f.number(b.pax)}</dd>
            <dt className="text-slate-600">{t("invoice.payment_type")}</dt>
            <dd>{t(`payment_type.${b.payment_type}`)}</dd>
          </dl>
        </div>
      </section>

      {/* Guests: a table on paper and wider screens; on a phone one block per guest, each value
          under its column's name, so no column is squeezed until its words break (issue 26). */}
      <SheetTable
        title={t("invoice.guests")}
        testId="invoice-guests"
        stacks
        columns={[
          { label: t("invoice.no"), className: "w-10" },
          { label: t("invoice.name") },
          { label: t("invoice.gender_label") },
          { label: t("invoice.passport") },
          { label: t("invoice.traveller") },
          { label: t("invoice.room_type") },
          { label: t("invoice.fare"), end: true },
        ]}
      >
        <tbody className="max-sm:block">
          {b.guests.map((g, i) => (
            <tr key={g.id} className={`${bodyRow} max-sm:block max-sm:py-2`} data-testid="invoice-guest">
              <td className={`${td} tabular-nums max-sm:hidden`}>{i + 1}</td>
              <th scope="row" className={`${td} font-medium max-sm:block max-sm:px-0 max-sm:pb-1 max-sm:font-semibold`}>
                <span className="tabular-nums sm:hidden">{i + 1}. </span>
                {g.full_name}
              </th>
              <td className={stacked} data-label={t("invoice.gender_label")}>
                {t(`invoice.gender.${g.gender}`)}
              </td>
              <td className={stacked} data-label={t("invoice.passport")}>
                <span className="font-mono">{g.passport_number ?? "—"}</span>
              </td>
              <td className={stacked} data-label={t("invoice.traveller")}>
                {t(`traveller.${g.traveller_type}`)}
              </td>
              <td className={stacked} data-label={t("invoice.room_type")}>
                {bed(g)}
              </td>
              <td
                className={`${stacked} text-right tabular-nums whitespace-nowrap max-sm:text-left`}
                data-label={t("invoice.fare")}
              >
                {f.money(g.fare)}
              </td>
            </tr>
          ))}
        </tbody>
      </SheetTable>

      {/* Price */}
      <SheetTable
        title={t("invoice.price")}
        testId="invoice-price"
        columns={[
          { label: t("invoice.description") },
          { label: t("invoice.qty"), end: true },
          { label: t("invoice.unit_price"), end: true },
          { label: t("invoice.amount"), end: true },
        ]}
      >
        <tbody>
          {hasLines ? null : (
            // A booking without guest fares kept: its per-pax price as it was sold.
            <PriceLine
              label={b.tour?.name ?? t("invoice.package_removed")}
              per={t("invoice.per.pax")}
              qty={f.number(b.pax)}
              unit={f.money(b.unit_price)}
              amount={f.money(b.subtotal)}
            />
          )}
          {b.rooms.map((r) => (
            <PriceLine
              key={`${r.room_type_id ?? r.code}:${r.price}`}
              label={r.name}
              per={t("invoice.per.bed")}
              qty={f.number(r.guests)}
              unit={f.money(r.price)}
              amount={f.money(r.amount)}
              testId="invoice-room"
            />
          ))}
          {[
            { key: "child_no_bed", label: t("invoice.child_no_bed"), line: b.child_no_bed },
            { key: "infants", label: t("invoice.infants"), line: b.infants },
          ].map(({ key, label, line }) =>
            line.guests > 0 ? (
              <PriceLine
                key={key}
                label={label}
                qty={f.number(line.guests)}
                unit={each(line)}
                amount={f.money(line.amount)}
                testId={`invoice-${key.replace(/_/g, "-")}`}
              />
            ) : null,
          )}
          {b.extras.map((x) => (
            <PriceLine
              key={`${x.detail_id ?? ""}:${x.attribute_name}:${x.name}`}
              label={
                <>
                  {x.attribute_name}: {x.name}
                </>
              }
              per={t(`invoice.per.${x.per}`)}
              qty={f.number(x.per === "pax" ? b.seats : 1)}
              unit={f.money(x.price)}
              amount={f.money(x.amount)}
            />
          ))}
          {/* Charge lines beyond the package (docs/product.md §Charges), reversals too. */}
          {b.charges.map((c) => (
            <PriceLine
              key={`charge-${c.id}`}
              label={
                <>
                  {chargeLabel(c)}
                  {c.note ? <span className="block text-[0.85em] font-normal text-slate-600">{c.note}</span> : null}
                </>
              }
              qty={f.number(1)}
              unit={signed(c.amount)}
              amount={signed(c.amount)}
              testId="invoice-charge"
            />
          ))}
        </tbody>
        <tfoot>
          <SumRow label={t("invoice.subtotal")} value={f.money(linesTotal)} testId="invoice-subtotal" />
          {b.discount > 0 ? <SumRow label={t("invoice.discount")} value={`−${f.money(b.discount)}`} /> : null}
          <SumRow label={t("invoice.total")} value={f.money(b.total)} strong testId="invoice-total" />
        </tfoot>
      </SheetTable>

      {/* Payments */}
      <SheetTable
        title={t("invoice.payments")}
        testId="invoice-payments"
        columns={[
          { label: t("invoice.payment_date") },
          { label: t("invoice.method") },
          { label: t("invoice.amount"), end: true },
          { label: t("invoice.status") },
        ]}
      >
        <tbody>
          {payments.length === 0 ? (
            <tr className={bodyRow}>
              <td colSpan={4} className={`${td} text-slate-600 italic`}>
                {t("invoice.no_payments")}
              </td>
            </tr>
          ) : (
            payments.map((p) => {
              const online = paymentMethod(p.method).paidAt === "provider";
              const late = online && notCounted.has(p.id);
              const detail = online && p.provider ? providerLabel(p.provider) : p.bank_label;
              return (
                <tr key={p.id} className={bodyRow} data-testid="invoice-payment">
                  <td className={`${td} sm:whitespace-nowrap print:whitespace-nowrap`}>
                    {online && p.reviewed_at ? f.moment(p.reviewed_at) : f.calendar(p.payment_date)}
                  </td>
                  <td className={td}>
                    {t(`payment_method.${p.method}`)}
                    {detail ? <span className="block text-[0.85em] text-slate-600">{detail}</span> : null}
                  </td>
                  <td
                    className={`${td} text-right tabular-nums whitespace-nowrap ${p.status === "rejected" ? "text-slate-500 line-through" : late ? "text-slate-500" : ""}`}
                  >
                    {f.money(p.amount)}
                  </td>
                  <td className={td}>{late ? t("invoice.not_counted") : t(`payment_status.${p.status}`)}</td>
                </tr>
              );
            })
          )}
        </tbody>
        <tfoot>
          <PaymentSumRow label={t("invoice.paid_total")} value={f.money(b.paid_total)} testId="invoice-paid" />
          {/* A cancellation: the penalty and fee it keeps (decision 056). */}
          {cancellation ? (
            <PaymentSumRow
              label={t("invoice.penalty")}
              value={f.money(cancellation.penalty)}
              testId="invoice-penalty"
            />
          ) : null}
          {cancellation && cancellation.admin_fee > 0 ? (
            <PaymentSumRow
              label={t("invoice.admin_fee")}
              value={f.money(cancellation.admin_fee)}
              testId="invoice-admin-fee"
            />
          ) : null}
          {/* Refunds (decision 042): each one, then what the agency keeps. */}
          {b.refunds.map((r) => (
            <PaymentSumRow
              key={`refund-${r.id}`}
              label={
                r.status === "paid"
                  ? t("refund:invoice.refund_paid", { reference: r.reference ?? "-" })
                  : t("refund:invoice.refund_due")
              }
              value={`− ${f.money(r.amount)}`}
              testId="invoice-refund"
            />
          ))}
          {cancellation ? (
            <PaymentSumRow
              label={t("invoice.net_after_refund")}
              value={f.money(cancellation.net)}
              testId="invoice-net-paid"
            />
          ) : b.refunds.length > 0 ? (
            <PaymentSumRow label={t("refund:section.net_paid")} value={f.money(b.net_paid)} testId="invoice-net-paid" />
          ) : null}
          <PaymentSumRow
            label={cancellation ? t("invoice.nothing_due") : t("invoice.remaining")}
            value={f.money(b.remaining)}
            strong
            testId="invoice-remaining"
          />
        </tfoot>
      </SheetTable>

      {/* Where to transfer */}
      {showBanks ? (
        <section className="mt-6 break-inside-avoid print:mt-3" data-testid="invoice-banks">
          <h2 className={sectionTitle}>{t("invoice.transfer_to")}</h2>
          {/* The exact amount with its code, the same on the booking page and in the mails (decision 058). */}
          {b.transfer_due ? (
            <p className="mb-2 font-semibold text-slate-900" data-testid="invoice-transfer-exact">
              {t("invoice.transfer_exact", {
                transfer: f.money(b.transfer_due.transfer_amount),
                amount: f.money(b.transfer_due.amount),
                code: f.money(b.transfer_due.unique_code),
              })}
            </p>
          ) : null}
          <p className="mb-2 text-slate-700">{t("invoice.transfer_hint", { code: b.code })}</p>
          <ul className="grid gap-2 sm:grid-cols-2 print:grid-cols-3">
            {offered.map((bank) => (
              <li
                key={bank.id}
                className="flex items-center gap-3 rounded border border-slate-300 p-2.5 print:gap-2 print:p-2"
              >
                {bank.logo ? (
                  <img src={bank.logo.url} alt="" className="h-8 w-14 shrink-0 object-contain" loading="eager" />
                ) : null}
                <div className="min-w-0">
                  <p className="font-semibold">{bank.bank_name}</p>
                  <p className="font-mono text-[0.92em] tracking-wide">{bank.account_number}</p>
                  <p className="text-[0.85em] text-slate-700">
                    {t("invoice.account_holder")}: {bank.account_holder}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {b.special_request ? (
        <section className="mt-6 break-inside-avoid print:mt-3">
          <h2 className={sectionTitle}>{t("invoice.special_request")}</h2>
          <p className="whitespace-pre-line text-slate-800">{b.special_request}</p>
        </section>
      ) : null}

      <footer className="mt-8 break-inside-avoid flex flex-col gap-1 border-t border-slate-300 pt-3 text-[0.85em] text-slate-600 sm:flex-row sm:justify-between print:mt-6 print:flex-row print:justify-between">
        <p data-testid="invoice-thanks">
          {cancellation
            ? t("invoice.thanks_canceled", { name: setting.name })
            : t("invoice.thanks", { name: setting.name })}
        </p>
        <p>{t("invoice.printed", { date: f.moment(printedAt) })}</p>
      </footer>
    </article>
  );
}

const sectionTitle = "mb-2 text-[0.85em] font-bold tracking-wider text-slate-600 uppercase";
// On a phone the tables fit the screen (smaller type and gaps, dates that wrap): no sideways
// scrolling. The scroller stays as a last resort for an extreme value.
const tableClass = "w-full border-collapse text-left sm:min-w-[32rem] print:min-w-0";
const scroller = "overflow-x-auto print:overflow-visible";
const headRow = "border-b-2 border-slate-800";
const bodyRow = "border-b border-slate-200 break-inside-avoid";
// Column titles break between words only (the sheet lets long values break anywhere).
const th =
  "px-1 py-1.5 sm:px-2 print:px-2 print:py-1 text-[0.85em] font-semibold text-slate-700 [overflow-wrap:normal] first:pl-0 last:pr-0";
const td = "px-1 py-1.5 sm:px-2 print:px-2 print:py-1 align-top first:pl-0 last:pr-0";
// A cell of a table that stacks on a phone: its column's name (`data-label`) in front of the value.
const stacked = `${td} max-sm:flex max-sm:gap-3 max-sm:px-0 max-sm:py-0.5 max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:font-normal max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)] max-sm:before:whitespace-normal`;

/**
 * A titled table of the sheet (guests, price, payments): the section, its heading, the scroller
 * and the header row, around the body and foot the caller gives. `stacks`: on a phone the table
 * becomes one block per row (the header is left to screen readers), its cells `stacked`.
 */
function SheetTable({
  title,
  testId,
  columns,
  stacks = false,
  children,
}: {
  title: string;
  testId: string;
  columns: readonly ColumnHead[];
  stacks?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section className="mt-6 break-inside-avoid print:mt-3">
      <h2 className={sectionTitle}>{title}</h2>
      <div className={scroller}>
        <table className={stacks ? `${tableClass} max-sm:block` : tableClass} data-testid={testId}>
          <thead className={stacks ? "max-sm:sr-only" : undefined}>
            <tr className={headRow}>
              <ColumnHeads className={th} columns={columns} />
            </tr>
          </thead>
          {children}
        </table>
      </div>
    </section>
  );
}

/** A line of the price table: what is sold (and per what), how many, the price of one, the amount. */
function PriceLine({
  label,
  per,
  qty,
  unit,
  amount,
  testId,
}: {
  label: ReactNode;
  per?: string;
  qty: string;
  unit: string;
  amount: string;
  testId?: string;
}) {
  return (
    <tr className={bodyRow} data-testid={testId}>
      <th scope="row" className={`${td} font-medium`}>
        {label}
        {per ? <span className="font-normal text-slate-600"> · {per}</span> : null}
      </th>
      <td className={`${td} text-right tabular-nums`}>{qty}</td>
      <td className={`${td} text-right tabular-nums whitespace-nowrap`}>{unit}</td>
      <td className={`${td} text-right tabular-nums whitespace-nowrap`}>{amount}</td>
    </tr>
  );
}

/** A total row of the payments table: the label over date and method, the amount under Amount, no status. */
function PaymentSumRow(props: Omit<ComponentProps<typeof SumRow>, "span" | "after">) {
  return <SumRow {...props} span={2} after={1} />;
}

/** A total row: the label spans `span` columns, the value sits in the next one, `after` empty cells follow. */
function SumRow({
  label,
  value,
  strong,
  span = 3,
  after = 0,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  span?: number;
  after?: number;
  testId?: string;
}) {
  return (
    <tr className={strong ? "border-t-2 border-slate-800" : ""}>
      <th
        scope="row"
        colSpan={span}
        className={`px-1 py-1 pl-0 text-right sm:px-2 print:px-2 ${strong ? "font-bold" : "font-medium"}`}
      >
        {label}
      </th>
      <td
        className={`px-1 py-1 text-right tabular-nums whitespace-nowrap last:pr-0 sm:px-2 print:px-2 ${strong ? "text-[1.15em] font-bold" : ""}`}
        data-testid={testId}
      >
        {value}
      </td>
      {after > 0 ? <td colSpan={after} /> : null}
    </tr>
  );
}
