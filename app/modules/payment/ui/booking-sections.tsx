import { FileDown, FileText, History, Paperclip, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useRootData } from "#app/modules/account/ui/root-data";
import {
  type BookingDto,
  type BookingEventDto,
  type ChargeDto,
  type GuestDto,
  type PaymentDto,
  paymentMethod,
} from "#app/modules/booking/booking.contract";
import { Badge, buttonClass, FormSection } from "#app/shared/ui/page-header";
import {
  BookingStatusBadge,
  Detail,
  PaymentStatusBadge,
  useBookingFormat,
  useGuestBed,
} from "#app/modules/booking/ui/booking-kit";
import { providerBrand } from "#app/modules/booking/online-payment.rules";
import { OnlinePaymentInfo, useFailedReason, useLateReason } from "../../gateway/ui/online-payment";
import { TransferAmount } from "./transfer-amount";
import { ChargeRows } from "./charge-lines";

/** A private file (proof, visa) opened in a new tab through /api/file/{id}. */
export function FileLink({ href, label, testId }: { href: string; label: string; testId?: string }) {
  const { t } = useTranslation("catalog_admin");
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 items-center gap-1.5 rounded-md font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      data-testid={testId}
    >
      <Paperclip aria-hidden className="size-4 shrink-0" />
      {label}
      <span className="sr-only"> ({t("ui.new_tab")})</span>
    </a>
  );
}

/**
 * The price snapshot of the booking: beds per room type at their price, children without a bed,
 * infants (the guests' fares as sold, rooms.rules fareLinesOf), extras, discount, the charge lines
 * beyond the package (docs/product.md §Charges), total, paid, remaining. A cancelled booking owes
 * nothing: instead of a balance, what the cancellation came to (penalty, fee, refund, net) and that
 * nothing is left to pay (decision 056). `charges`: staff's controls of the lines (the "add"
 * button in the card's header, each line's "reverse"), composed in by the booking page.
 */
export function PriceCard({
  booking,
  charges,
}: {
  booking: BookingDto;
  charges?: { add?: React.ReactNode; reverse?: (charge: ChargeDto) => React.ReactNode };
}) {
  const { t } = useTranslation("booking_panel");
  const fmt = useBookingFormat();
  const money = (n: number) => fmt.money(n, booking.currency);
  const row = "flex items-baseline justify-between gap-4 py-2";
  const amount = "text-right whitespace-nowrap text-slate-900 tabular-nums";
  const hasLines = booking.rooms.length > 0 || booking.child_no_bed.guests > 0 || booking.infants.guests > 0;
  return (
    <FormSection title={t("price.title")} testId="price-card" actions={charges?.add}>
      <dl className="divide-y divide-slate-200 text-sm">
        {hasLines ? null : (
          // A booking without guest fares (none kept): its per-pax price as it was sold.
          <div className={row}>
            <dt className="text-slate-700">
              {t("price.unit_times_pax", { price: money(booking.unit_price), pax: fmt.number(booking.pax) })}
            </dt>
            <dd className={amount} data-testid="price-subtotal">
              {money(booking.subtotal)}
            </dd>
          </div>
        )}
        {booking.rooms.map((r) => (
          <div
            key={`${r.room_type_id ?? r.code}:${r.price}`}
            className={row}
            data-testid="price-room"
            data-code={r.code ?? ""}
          >
            <dt className="text-slate-700">
              {t("price.room_line", { name: r.name, beds: fmt.number(r.guests), price: money(r.price) })}
            </dt>
            <dd className={amount}>{money(r.amount)}</dd>
          </div>
        ))}
        {booking.child_no_bed.guests > 0 ? (
          <div className={row} data-testid="price-child-no-bed">
            <dt className="text-slate-700">
              {t("price.child_no_bed_line", { n: fmt.number(booking.child_no_bed.guests) })}
            </dt>
            <dd className={amount}>{money(booking.child_no_bed.amount)}</dd>
          </div>
        ) : null}
        {booking.infants.guests > 0 ? (
          <div className={row} data-testid="price-infants">
            <dt className="text-slate-700">{t("price.infants_line", { n: fmt.number(booking.infants.guests) })}</dt>
            <dd className={amount}>{money(booking.infants.amount)}</dd>
          </div>
        ) : null}
        {booking.extras.map((x, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: extras are a snapshot list without ids of their own
          <div key={i} className={row}>
            <dt className="min-w-0 text-slate-700">
              <span className="block">
                {x.attribute_name}: {x.name}
              </span>
              <span className="block text-xs text-slate-600">
                {x.per === "pax"
                  ? t("price.extra_per_pax", { price: money(x.price), pax: fmt.number(booking.seats) })
                  : t("price.extra_per_booking", { price: money(x.price) })}
              </span>
            </dt>
            <dd className="text-right whitespace-nowrap text-slate-900 tabular-nums">{money(x.amount)}</dd>
          </div>
        ))}
        {booking.extras.length ? (
          <div className={row}>
            <dt className="text-slate-700">{t("price.extras_total")}</dt>
            <dd className="text-right whitespace-nowrap text-slate-900 tabular-nums">{money(booking.extras_total)}</dd>
          </div>
        ) : null}
        {booking.discount > 0 ? (
          <div className={row}>
            <dt className="text-slate-700">{t("price.discount")}</dt>
            <dd className="text-right whitespace-nowrap text-emerald-800 tabular-nums">−{money(booking.discount)}</dd>
          </div>
        ) : null}
        <ChargeRows booking={booking} row={row} reverse={charges?.reverse} />
        <div className={`${row} text-base font-semibold`}>
          <dt className="text-slate-900">{t("price.total")}</dt>
          <dd className="text-right whitespace-nowrap text-slate-900 tabular-nums" data-testid="price-total">
            {money(booking.total)}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-slate-700">{t("price.paid")}</dt>
          <dd className="text-right whitespace-nowrap text-emerald-800 tabular-nums" data-testid="price-paid">
            {money(booking.paid_total)}
          </dd>
        </div>
        {booking.cancellation ? (
          <CancellationRows booking={booking} cancellation={booking.cancellation} row={row} />
        ) : (
          <div className={`${row} font-semibold`}>
            <dt className="text-slate-900">{t("price.remaining")}</dt>
            <dd
              className={`text-right whitespace-nowrap tabular-nums ${booking.remaining > 0 ? "text-amber-800" : "text-slate-900"}`}
              data-testid="price-remaining"
            >
              {money(booking.remaining)}
            </dd>
          </div>
        )}
      </dl>
      {booking.min_first_payment > 0 && booking.payment_type === "deposit" && booking.paid_total === 0 ? (
        <p className="mt-2 text-xs text-slate-600">
          {t("price.deposit_min", { amount: money(booking.min_first_payment) })}
        </p>
      ) : null}
    </FormSection>
  );
}

/**
 * A cancelled booking's money in its price card (refund.rules cancellationSettlement): the penalty
 * and fee kept, the refund and whether it is paid, the net, and no balance: "nothing to pay".
 */
function CancellationRows({
  booking,
  cancellation: c,
  row,
}: {
  booking: BookingDto;
  cancellation: NonNullable<BookingDto["cancellation"]>;
  row: string;
}) {
  const { t } = useTranslation(["booking_panel", "refund"]);
  const fmt = useBookingFormat();
  const money = (n: number) => fmt.money(n, booking.currency);
  const amount = "text-right whitespace-nowrap text-slate-900 tabular-nums";
  return (
    <>
      <div className={row} data-testid="price-penalty">
        <dt className="text-slate-700">{t("price.penalty")}</dt>
        <dd className={amount}>{money(c.penalty)}</dd>
      </div>
      {c.admin_fee > 0 ? (
        <div className={row} data-testid="price-admin-fee">
          <dt className="text-slate-700">{t("price.admin_fee")}</dt>
          <dd className={amount}>{money(c.admin_fee)}</dd>
        </div>
      ) : null}
      <div className={row} data-testid="price-refund">
        <dt className="text-slate-700">
          {t("price.refund")}
          {c.refund_status ? (
            <span className="ml-2 align-middle">
              <Badge tone={c.refund_status === "paid" ? "green" : "amber"}>
                {c.refund_status === "paid" ? t("refund:status.paid") : t("refund:status.due")}
              </Badge>
            </span>
          ) : null}
        </dt>
        <dd className={amount}>{c.refund > 0 ? `−${money(c.refund)}` : money(0)}</dd>
      </div>
      <div className={row} data-testid="price-net">
        <dt className="text-slate-700">{t("price.net")}</dt>
        <dd className={amount}>{money(c.net)}</dd>
      </div>
      <div className={`${row} font-semibold`}>
        <dt className="text-slate-900">{t("price.remaining")}</dt>
        <dd className="text-right text-slate-900" data-testid="price-remaining">
          {t("price.nothing_due")}
        </dd>
      </div>
    </>
  );
}

/**
 * The payments submitted for the booking, newest first, with their status, proof and the
 * reason of a rejection. `actions` renders the admin's confirm and reject buttons of a payment.
 */
export function PaymentsSection({
  booking,
  actions,
  headerAction,
}: {
  booking: BookingDto;
  actions?: (payment: PaymentDto) => React.ReactNode;
  headerAction?: React.ReactNode;
}) {
  const { t } = useTranslation(["booking_panel", "catalog_admin"]);
  const fmt = useBookingFormat();
  const { locale } = useRootData();
  const payments = [...booking.payments].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return (
    <FormSection title={t("payments.title")} actions={headerAction} testId="payments">
      {payments.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="payments-empty">
          {t("payments.empty")}
        </p>
      ) : (
        <ul className="space-y-3">
          {payments.map((p) => (
            <li
              key={p.id}
              className={`rounded-lg border p-4 ${p.status === "pending" ? "border-amber-300 bg-amber-50/40" : "border-slate-200"}`}
              data-testid="payment"
              data-payment-id={p.id}
              data-status={p.status}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="text-lg font-semibold text-slate-900 tabular-nums">
                    {fmt.money(p.amount, booking.currency)}
                  </p>
                  {p.recorded_by ? (
                    // Money taken at the counter names its cashier (decision 075), never its confirmer.
                    <p className="text-sm text-slate-600" data-testid="payment-recorded-by">
                      {t("payments.recorded_by", {
                        name: p.recorded_by.name,
                        date: fmt.dateTime(p.created_at),
                      })}
                    </p>
                  ) : (
                    <p className="text-sm text-slate-600">
                      {paymentMethod(p.method).paidAt === "provider"
                        ? t("payments.started_on", { date: fmt.dateTime(p.created_at) })
                        : t("payments.submitted_on", { date: fmt.dateTime(p.created_at) })}
                    </p>
                  )}
                </div>
                {!paymentMethod(p.method).listedWhileOpen && p.status === "pending" ? (
                  // An open checkout waits for the customer to pay at the provider, not for a check.
                  <Badge tone="amber" testId="payment-status">
                    {t("payments.awaiting_payment")}
                  </Badge>
                ) : (
                  <PaymentStatusBadge status={p.status} testId="payment-status" />
                )}
              </div>
              {paymentMethod(p.method).paidAt === "provider" ? (
                <OnlinePaymentInfo
                  payment={p}
                  closing={booking.history.find((e) => e.kind === "payment_failed" && e.payment_id === p.id)}
                />
              ) : (
                <>
                  <TransferAmount payment={p} />
                  <dl className="mt-3 grid grid-cols-2 gap-3 text-sm lg:grid-cols-4">
                    <Detail label={t("payments.method")} className="col-span-2 lg:col-span-1">
                      {t(`payment_method.${p.method}`)}
                      {p.bank_label ? <span className="block text-slate-700">{p.bank_label}</span> : null}
                    </Detail>
                    <Detail label={t("payments.payer")}>{p.payer_name}</Detail>
                    <Detail label={t("payments.date")}>{fmt.date(p.payment_date)}</Detail>
                    {p.reference ? (
                      <Detail label={t("payments.reference")} testId="payment-reference">
                        <span className="font-mono select-all">{p.reference}</span>
                      </Detail>
                    ) : null}
                    <Detail label={t("payments.proof")}>
                      {p.proof_url ? (
                        <FileLink href={p.proof_url} label={t("payments.open_proof")} testId="payment-proof" />
                      ) : null}
                    </Detail>
                  </dl>
                </>
              )}
              {p.reviewed_at ? (
                <p className="mt-3 text-sm text-slate-600">
                  {t(p.status === "rejected" ? "payments.rejected_by" : "payments.confirmed_by", {
                    name:
                      p.reviewed_by?.name ??
                      (p.provider ? t("history.provider", { name: providerBrand(p.provider) }) : t("history.system")),
                    date: fmt.dateTime(p.reviewed_at),
                  })}
                </p>
              ) : null}
              {p.receipt_number ? (
                // Every confirmed payment has its receipt (docs/product.md §Receipts).
                <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700">
                  <a
                    href={`/panel/booking-history/${booking.id}/receipt/${p.id}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-800 underline underline-offset-2"
                    data-testid="payment-receipt-number"
                  >
                    <FileText aria-hidden className="size-4" />
                    {t("payments.receipt", { number: p.receipt_number })}
                    <span className="sr-only"> ({t("catalog_admin:ui.new_tab")})</span>
                  </a>
                  {/* The customer's copy to keep, in their language (a download counts as a print). */}
                  <a
                    href={`/api/booking/${booking.id}/payment/${p.id}/receipt.pdf?lang=${locale}`}
                    download={`${p.receipt_number}.pdf`}
                    className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-800 underline underline-offset-2"
                    data-testid="payment-receipt-pdf"
                  >
                    <FileDown aria-hidden className="size-4" />
                    {t("receipt.download_pdf")}
                    <span className="sr-only"> ({p.receipt_number})</span>
                  </a>
                </p>
              ) : null}
              {p.note ? (
                <p
                  className={`mt-2 rounded-md p-3 text-sm ${p.status === "rejected" ? "bg-red-50 text-red-900" : "bg-slate-50 text-slate-800"}`}
                  data-testid="payment-note"
                >
                  <span className="font-semibold">
                    {p.status === "rejected" ? t("payments.reject_reason") : t("payments.note")}
                  </span>{" "}
                  {p.note}
                </p>
              ) : null}
              {actions ? actions(p) : null}
            </li>
          ))}
        </ul>
      )}
    </FormSection>
  );
}

/** Every guest with all their fields (docs/product.md §Booking and seats); private fields reach only owner and admins. */
export function GuestsSection({ booking }: { booking: BookingDto }) {
  const { t } = useTranslation("booking_panel");
  const guests = [...booking.guests].sort((a, b) => a.position - b.position);
  return (
    <FormSection title={t("guests.title", { count: guests.length })} testId="guests">
      <ol className="grid gap-4 xl:grid-cols-2">
        {guests.map((g, i) => (
          <GuestCard key={g.id} guest={g} index={i} currency={booking.currency} guests={guests} />
        ))}
      </ol>
    </FormSection>
  );
}

function GuestCard({
  guest: g,
  index,
  currency,
  guests,
}: {
  guest: GuestDto;
  index: number;
  currency: string;
  guests: GuestDto[];
}) {
  const { t } = useTranslation(["booking_panel", "booking"]);
  // How the guest is related to an earlier guest of the booking (docs/product.md §Rooming list).
  const relative = g.related_to === null ? undefined : guests.find((o) => o.position === g.related_to);
  const relation =
    g.relation === null
      ? null
      : relative
        ? t("booking:guest.relation_of", {
            relation: t(`booking:guest.relation_kind.${g.relation}`),
            name: relative.full_name,
          })
        : t(`booking:guest.relation_kind.${g.relation}`);
  const fmt = useBookingFormat();
  const bed = useGuestBed();
  const d = (iso: string | null) => (iso ? fmt.date(iso) : null);
  return (
    <li className="min-w-0 rounded-lg border border-slate-200 p-4" data-testid="guest">
      <h3 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
        <UserRound aria-hidden className="size-5 text-slate-500" />
        <span className="sr-only">{t("guests.guest_n", { n: index + 1 })}: </span>
        <span data-testid="guest-name">{g.full_name}</span>
        {index === 0 ? <Badge tone="blue">{t("guests.lead")}</Badge> : null}
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <Detail label={t("guest.traveller_type")} testId="guest-traveller-type">
          {t(`traveller.${g.traveller_type}`)}
        </Detail>
        <Detail label={t("guest.room_type")} testId="guest-room-type">
          {bed(g)}
        </Detail>
        <Detail label={t("guest.fare")} testId="guest-fare">
          <span className="tabular-nums">{fmt.money(g.fare, currency)}</span>
        </Detail>
        <Detail label={t("guest.gender")}>{t(`gender.${g.gender}`)}</Detail>
        {relation ? (
          <Detail label={t("guest.relation")} testId="guest-relation" className="col-span-2 sm:col-span-1">
            {relation}
          </Detail>
        ) : null}
        <Detail label={t("guest.birth")} className="col-span-2 sm:col-span-1">
          {[g.birth_place, d(g.birth_date)].filter(Boolean).join(", ")}
        </Detail>
        <Detail label={t("guest.marital_status")}>{g.marital_status ? t(`marital.${g.marital_status}`) : null}</Detail>
        <Detail label={t("guest.job")}>{g.job}</Detail>
        <Detail label={t("guest.job_address")} className="col-span-2">
          {g.job_address}
        </Detail>
        <Detail label={t("guest.passport_number")}>
          {g.passport_number ? <span className="font-mono">{g.passport_number}</span> : null}
        </Detail>
        <Detail label={t("guest.ic_number")}>{g.ic_number}</Detail>
        <Detail label={t("guest.passport_issue_date")}>{d(g.passport_issue_date)}</Detail>
        <Detail label={t("guest.passport_expiry_date")}>{d(g.passport_expiry_date)}</Detail>
        <Detail label={t("guest.visa")}>
          {g.visa === "upload" && g.visa_file_url ? (
            <FileLink href={g.visa_file_url} label={t("guest.open_visa")} />
          ) : g.visa ? (
            t(`visa.${g.visa}`)
          ) : null}
        </Detail>
        <Detail label={t("guest.heir")} className="col-span-2 sm:col-span-1">
          {g.heir_name
            ? g.heir_relationship
              ? t("guest.heir_value", { name: g.heir_name, relationship: g.heir_relationship })
              : g.heir_name
            : null}
        </Detail>
        <Detail label={t("guest.phone")}>
          {g.phone ? (
            <a href={`tel:${g.phone.replace(/[^+\d]/g, "")}`} className="text-brand-700 underline underline-offset-2">
              {g.phone}
            </a>
          ) : null}
        </Detail>
        <Detail label={t("guest.email")} className="col-span-2 sm:col-span-1">
          {g.email ? (
            <a href={`mailto:${g.email}`} className="break-all text-brand-700 underline underline-offset-2">
              {g.email}
            </a>
          ) : null}
        </Detail>
        <Detail label={t("guest.country")}>{t(`country.${g.country}`)}</Detail>
        <Detail label={t("guest.state")}>{g.state}</Detail>
        <Detail label={t("guest.postal_code")}>{g.postal_code}</Detail>
        <Detail label={t("guest.company")}>{g.company}</Detail>
        <Detail label={t("guest.address")} className="col-span-2">
          {g.address}
        </Detail>
      </dl>
    </li>
  );
}

const MONEY_FIELDS = new Set(["total", "subtotal", "unit_price", "extras_total", "discount", "amount"]);
const KNOWN_CHANGES = new Set([
  "booking_name",
  "special_request",
  "pax",
  "guests",
  "total",
  "subtotal",
  "extras_total",
  "discount",
]);

/** Every status and payment change with who made it, when and why (docs/product.md §Booking and seats). */
export function HistorySection({ booking }: { booking: BookingDto }) {
  const { t } = useTranslation("booking_panel");
  const events = [...booking.history].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return (
    <FormSection title={t("history.title")} description={t("history.intro")} testId="history">
      {events.length === 0 ? (
        <p className="text-sm text-slate-600">{t("history.empty")}</p>
      ) : (
        <ol className="relative space-y-4 border-l-2 border-slate-200 pl-5">
          {events.map((e) => (
            <HistoryItem key={e.id} event={e} booking={booking} />
          ))}
        </ol>
      )}
    </FormSection>
  );
}

// Written out in full: test/i18n-keys.test.ts finds every key the code uses.
const HISTORY_TITLES = {
  created: "history.created",
  status: "history.status",
  payment_submitted: "history.payment_submitted",
  payment_confirmed: "history.payment_confirmed",
  payment_rejected: "history.payment_rejected",
  edited: "history.edited",
  payment_failed: "history.payment_failed",
  payment_late: "history.payment_late",
  refund_created: "history.refund_created",
  refund_paid: "history.refund_paid",
  document_submitted: "history.document_submitted",
  document_verified: "history.document_verified",
  document_rejected: "history.document_rejected",
  charge_added: "history.charge_added",
  charge_reversed: "history.charge_reversed",
  agent_changed: "history.agent_changed",
} as const satisfies Record<BookingEventDto["kind"], string>;

/**
 * The reason line of an event: a person's own words as written; a "payment failed" or "late
 * payment" event's code translated (useFailedReason, useLateReason: older events kept a status
 * word, an unknown word is not shown).
 */
function useEventReason(booking: BookingDto) {
  const failedReason = useFailedReason();
  const lateReason = useLateReason();
  return (e: BookingEventDto): string | null =>
    e.kind === "payment_failed"
      ? failedReason(e.reason)
      : e.kind === "payment_late"
        ? lateReason(e, booking.history)
        : e.reason || null;
}

/** A pilgrim document's name (the document module's catalogue; its events keep the kind in `changes`). */
const DOCUMENT_KINDS = {
  passport: "document:kinds.passport",
  passport_photo: "document:kinds.passport_photo",
  national_id: "document:kinds.national_id",
  family_card: "document:kinds.family_card",
  meningitis: "document:kinds.meningitis",
  relationship: "document:kinds.relationship",
} as const;

function HistoryItem({ event: e, booking }: { event: BookingEventDto; booking: BookingDto }) {
  const { t } = useTranslation("booking_panel");
  const { t: ts } = useTranslation("payment");
  const fmt = useBookingFormat();
  const reason = useEventReason(booking)(e);
  const amount = e.amount !== null ? fmt.money(e.amount, booking.currency) : "";
  const title = t(HISTORY_TITLES[e.kind], { amount });
  const Icon = e.kind.startsWith("payment") ? FileText : History;
  // A document event says which document of which guest, in the reader's language.
  const documentKind = e.kind.startsWith("document_") ? e.changes?.document?.[1] : undefined;
  const documentLine =
    typeof documentKind === "string" && documentKind in DOCUMENT_KINDS
      ? t("document:history.line", {
          document: t(DOCUMENT_KINDS[documentKind as keyof typeof DOCUMENT_KINDS]),
          position: e.changes?.guest?.[1] ?? "",
        })
      : null;
  const changes = documentLine ? [] : Object.entries(e.changes ?? {});
  const show = (field: string, v: unknown) =>
    v === null || v === undefined || v === ""
      ? "—"
      : typeof v === "number" && MONEY_FIELDS.has(field)
        ? fmt.money(v, booking.currency)
        : typeof v === "object"
          ? JSON.stringify(v)
          : String(v);
  return (
    <li className="relative" data-testid="history-item" data-kind={e.kind}>
      <span className="absolute top-0.5 -left-[2.05rem] flex size-7 items-center justify-center rounded-full border-2 border-white bg-slate-100 text-slate-600">
        <Icon aria-hidden className="size-4" />
      </span>
      <p className="font-medium text-slate-900">{title}</p>
      {documentLine ? <p className="mt-1 text-sm text-slate-700">{documentLine}</p> : null}
      {e.from_status || e.to_status ? (
        <p className="mt-1 flex flex-wrap items-center gap-1.5 text-sm text-slate-700">
          <span className="sr-only">{t("history.status_change")}</span>
          {e.from_status ? <BookingStatusBadge status={e.from_status} /> : null}
          {e.from_status && e.to_status ? <span aria-hidden="true">→</span> : null}
          {e.to_status ? <BookingStatusBadge status={e.to_status} /> : null}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-600">
        {t("history.by", {
          name: e.actor
            ? // An admin's confirmation from a bank statement import says so.
              e.provider === "bank_statement"
              ? ts("history.via", { name: e.actor.name })
              : e.actor.name
            : e.provider
              ? t("history.provider", { name: providerBrand(e.provider) })
              : t("history.system"),
          date: fmt.dateTime(e.created_at),
        })}
      </p>
      {reason ? (
        <p className="mt-1 text-sm text-slate-800" data-testid="history-reason">
          <span className="font-semibold">{t("history.reason")}</span> {reason}
        </p>
      ) : null}
      {changes.length ? (
        <ul className="mt-1 space-y-0.5 text-sm text-slate-700">
          {changes.map(([field, [from, to]]) => (
            <li key={field}>
              <span className="font-medium">{KNOWN_CHANGES.has(field) ? t(`changes.${field}`) : field}:</span>{" "}
              {show(field, from)} → {show(field, to)}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The button-like link to a booking's printable invoice (new tab). */
export function PrintLink({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation(["booking_panel", "catalog_admin"]);
  return (
    <a
      href={`/panel/booking-history/${bookingId}/print`}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass.secondary}
      data-testid="booking-print"
    >
      <FileText aria-hidden className="size-4" />
      {t("detail.print")}
      <span className="sr-only"> ({t("catalog_admin:ui.new_tab")})</span>
    </a>
  );
}
