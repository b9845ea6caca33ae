import { useTranslation } from "react-i18next";
import type { BookingDto } from "#app/modules/booking/booking.contract";
import type { RefundDto } from "#app/modules/booking/refund.contract";
import { bookingKeys } from "#app/modules/booking/booking.api-client";
import { refundKeys } from "#app/modules/payment/payment.api-client";
import { Badge, FormSection } from "#app/shared/ui/page-header";
import { Detail, useBookingFormat } from "#app/modules/booking/ui/booking-kit";

/*
 * Refunds on the booking screens (docs/product.md §Cancellation and refunds): the booking's
 * refunds, where each goes and how it was paid. The cancel dialog's figures: cancel-dialog.tsx.
 */

export function RefundStatusBadge({ status, testId }: { status: RefundDto["status"]; testId?: string }) {
  const { t } = useTranslation("refund");
  return (
    <Badge tone={status === "paid" ? "green" : "amber"} testId={testId}>
      {status === "paid" ? t("status.paid") : t("status.due")}
    </Badge>
  );
}

/** The booking's refunds and the money paid back (customer and admin). */
export function RefundsSection({ booking }: { booking: BookingDto }) {
  const { t } = useTranslation("refund");
  const fmt = useBookingFormat();
  if (booking.refunds.length === 0) return null;
  const money = (n: number) => fmt.money(n, booking.currency);
  return (
    <FormSection title={t("section.title")} testId="refunds">
      <dl className="mb-4 grid grid-cols-2 gap-3 text-sm">
        <Detail label={t("section.refunded_total")} testId="refunded-total">
          {money(booking.refunded_total)}
        </Detail>
        <Detail label={t("section.net_paid")} testId="net-paid">
          {money(booking.net_paid)}
        </Detail>
      </dl>
      <ul className="space-y-3">
        {booking.refunds.map((r) => (
          <li key={r.id} className="rounded-lg border border-slate-200 p-4" data-testid="refund" data-status={r.status}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="text-lg font-semibold text-slate-900 tabular-nums">{money(r.amount)}</p>
              <RefundStatusBadge status={r.status} testId="refund-status" />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-3 text-sm lg:grid-cols-4">
              <Detail label={t("field.paid_total")}>{money(r.paid_total)}</Detail>
              <Detail label={t("field.penalty")}>{money(r.penalty)}</Detail>
              <Detail label={t("field.admin_fee")}>{money(r.admin_fee)}</Detail>
              <Detail label={t("field.reference")}>{r.reference}</Detail>
              {r.paid_at ? <Detail label={t("field.paid_at")}>{fmt.dateTime(r.paid_at)}</Detail> : null}
              {r.amount > 0 ? (
                <Detail label={t("field.account")} className="col-span-2" testId="refund-account">
                  <RefundAccount account={r.account} />
                </Detail>
              ) : null}
              {r.proof_url ? (
                <Detail label={t("field.proof")}>
                  <a href={r.proof_url} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                    {t("field.proof_open")}
                  </a>
                </Detail>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </FormSection>
  );
}

/**
 * Where a refund goes: the customer's bank account given in the cancel dialog (decision 056), or
 * "not given" (the finance staff ask the customer).
 */
export function RefundAccount({ account }: { account: RefundDto["account"] }) {
  const { t } = useTranslation("refund");
  if (!account) return <span className="text-slate-600 italic">{t("field.account_missing")}</span>;
  return (
    <span className="block">
      <span className="block font-medium">{account.bank_name}</span>
      <span className="block font-mono tracking-wide select-all">{account.account_number}</span>
      <span className="block">{account.account_holder}</span>
    </span>
  );
}

/** The booking keys a refund write makes stale. */
export const refundWriteKeys = [refundKeys.all, bookingKeys.all];
