import { useQuery } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { BookingDto } from "#app/modules/booking/booking.contract";
import type { CancellationPreviewDto, RefundDto } from "#app/modules/booking/refund.contract";
import { bookingKeys, refundClient, refundKeys } from "#app/modules/booking/booking.api-client";
import { Badge, FormSection } from "#app/shared/ui/page-header";
import { Detail, useBookingFormat } from "./booking-kit";

/*
 * Cancellation penalties and refunds on the booking screens (docs/product.md §Cancellation and
 * refunds): the figures shown before a cancel is confirmed, and the booking's refunds.
 */

/** "Penalty kept: Rp 4.000.000. Refund to you: Rp 6.000.000." for the confirmation text. */
export function useCancellationSentence() {
  const { t } = useTranslation("refund");
  const fmt = useBookingFormat();
  return useCallback(
    (p: CancellationPreviewDto) => {
      if (p.held <= 0) return "";
      const money = (n: number) => fmt.money(n, p.currency);
      const parts = [t("preview.penalty", { amount: money(p.penalty) })];
      if (p.admin_fee > 0) parts.push(t("preview.admin_fee", { amount: money(p.admin_fee) }));
      parts.push(t("preview.refund", { amount: money(p.refund) }));
      return parts.join(" ");
    },
    [t, fmt],
  );
}

/** Fetches the preview right before asking (the penalty follows today's date). */
export async function fetchCancellation(bookingId: string): Promise<CancellationPreviewDto> {
  return (await refundClient.cancellation(bookingId)).data;
}

/** The admin's cancel dialog: what cancelling now keeps and refunds, before the confirmation. */
export function CancellationFigures({ booking }: { booking: BookingDto }) {
  const { t } = useTranslation("refund");
  const fmt = useBookingFormat();
  const preview = useQuery({
    queryKey: refundKeys.cancellation(booking.id),
    queryFn: ({ signal }) => refundClient.cancellation(booking.id, signal),
    staleTime: 0,
  });
  if (booking.paid_total - booking.refunded_total <= 0) return null;
  if (!preview.data)
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
        <LoaderCircle aria-hidden className="size-4 animate-spin" />
        {t("preview.loading")}
      </p>
    );
  const p = preview.data.data;
  const money = (n: number) => fmt.money(n, p.currency);
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-lg bg-amber-50 p-3 text-sm" data-testid="cancellation-figures">
      <Detail label={t("preview.held_label")}>{money(p.held)}</Detail>
      <Detail label={t("preview.penalty_label")} testId="cancellation-penalty">
        {money(p.penalty)}
        {p.tier ? <span className="block text-xs text-slate-600">{tierText(t, p.tier, p.days_left)}</span> : null}
      </Detail>
      {p.admin_fee > 0 ? <Detail label={t("preview.admin_fee_label")}>{money(p.admin_fee)}</Detail> : null}
      <Detail label={t("preview.refund_label")} testId="cancellation-refund">
        <span className="font-semibold">{money(p.refund)}</span>
      </Detail>
    </dl>
  );
}

function tierText(
  t: ReturnType<typeof useTranslation<"refund">>["t"],
  tier: NonNullable<CancellationPreviewDto["tier"]>,
  daysLeft: number | null,
) {
  return tier.percent !== null
    ? t("preview.tier_percent", { percent: tier.percent, days: tier.from_days, left: daysLeft ?? 0 })
    : t("preview.tier_fixed", { days: tier.from_days, left: daysLeft ?? 0 });
}

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

/** The booking keys a refund write makes stale. */
export const refundWriteKeys = [refundKeys.all, bookingKeys.all];
