import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { BookingDto, ChargeDto } from "#app/modules/booking/booking.contract";
import { useBookingFormat } from "#app/modules/booking/ui/booking-kit";
import { Badge } from "#app/shared/ui/page-header";

/**
 * What a charge line is called in the reader's language (docs/product.md §Charges): its kind
 * ("Visa fee"), and for a reversing line "Reversal: Visa fee" (a reversal keeps the kind of the
 * line it takes back).
 */
export function useChargeLabel() {
  const { t } = useTranslation("booking_panel");
  return useCallback(
    (c: Pick<ChargeDto, "kind" | "reverses">) => {
      const kind = t(`charge.kind.${c.kind}`);
      return c.reverses === null ? kind : t("charge.reversal", { kind });
    },
    [t],
  );
}

/**
 * A signed amount of a line as the price shows it: a discount or a reversal with a minus in
 * front of the money ("−Rp 100.000"), like the package's discount row.
 */
export function useSignedMoney(currency: string) {
  const fmt = useBookingFormat();
  return useCallback(
    (minor: number) => (minor < 0 ? `−${fmt.money(-minor, currency)}` : fmt.money(minor, currency)),
    [fmt, currency],
  );
}

/**
 * The booking's charge lines as rows of the price card's list (between the extras and the
 * total), for the customer and staff alike: the kind, the note under it, the signed amount. A
 * reversed line stays, marked "reversed", beside its reversal. `reverse` draws staff's button of
 * a line that may still be reversed.
 */
export function ChargeRows({
  booking,
  row,
  reverse,
}: {
  booking: BookingDto;
  row: string;
  reverse?: (charge: ChargeDto) => React.ReactNode;
}) {
  const { t } = useTranslation("booking_panel");
  const label = useChargeLabel();
  const signed = useSignedMoney(booking.currency);
  return booking.charges.map((c) => (
    <div key={c.id} className={row} data-testid="charge-line" data-charge-id={c.id} data-kind={c.kind}>
      <dt className="min-w-0 text-slate-700">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span data-testid="charge-label">{label(c)}</span>
          {c.reversed ? <Badge testId="charge-reversed">{t("charge.reversed")}</Badge> : null}
        </span>
        {c.note ? (
          <span className="block text-xs break-words text-slate-600" data-testid="charge-note">
            {c.note}
          </span>
        ) : null}
        {reverse && c.reverses === null && !c.reversed ? reverse(c) : null}
      </dt>
      <dd
        className={`text-right whitespace-nowrap tabular-nums ${c.amount < 0 ? "text-emerald-800" : "text-slate-900"}`}
        data-testid="charge-amount"
      >
        {signed(c.amount)}
      </dd>
    </div>
  ));
}
