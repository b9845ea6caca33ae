import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type Currency, formatMoney, MINOR_DIGITS, toMajor } from "#app/shared/money";
import { useRootData } from "#app/modules/account/ui/root-data";
import { toast } from "#app/shared/ui/toast";

/**
 * The digits a banking app takes: no currency sign, no grouping; rupiah whole, ringgit and
 * dollars with their cents ("5000123", "1250.37").
 */
export function plainAmount(minor: number, currency: Currency): string {
  const major = toMajor(minor, currency);
  return currency === "IDR" ? String(Math.round(major)) : major.toFixed(MINOR_DIGITS[currency]);
}

/**
 * A bank transfer's exact amount with its unique code (decision 035), with a copy button: shown
 * prominently while the transfer is open, as a plain line once it is reviewed. The customer is
 * told what to transfer; staff read what to look for on the statement (never "your payment").
 */
export function TransferAmount({
  payment,
}: {
  payment: {
    amount: number;
    unique_code: number | null;
    transfer_amount: number | null;
    currency: string;
    status: string;
  };
}) {
  const { t } = useTranslation("payment");
  const { locale, user } = useRootData();
  const staff = user?.role === "admin";
  const [copied, setCopied] = useState(false);
  if (payment.transfer_amount === null || payment.unique_code === null) return null;
  const currency = payment.currency as Currency;
  const money = (n: number) => formatMoney(n, currency, locale);
  const open = payment.status === "pending";

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(plainAmount(payment.transfer_amount!, currency));
      setCopied(true);
      toast.success(t("transfer.copied"));
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (an old browser, an insecure origin): the amount is selectable.
      toast.error(t("transfer.copy_failed"));
    }
  };

  if (!open)
    return (
      <p className="mt-2 text-sm text-slate-600" data-testid="transfer-amount-line">
        {t("transfer.line", { transfer: money(payment.transfer_amount), code: money(payment.unique_code) })}
      </p>
    );
  return (
    <div className="mt-3 rounded-lg border border-brand-300 bg-brand-50 p-3" data-testid="transfer-amount">
      <p className="text-sm font-medium text-slate-800">{staff ? t("transfer.staff_title") : t("transfer.title")}</p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <span
          className="text-2xl font-bold tracking-wide text-slate-900 tabular-nums select-all"
          data-testid="transfer-amount-value"
        >
          {money(payment.transfer_amount)}
        </span>
        <button
          type="button"
          onClick={() => void copy()}
          className="inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-700 bg-white px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          data-testid="transfer-copy"
        >
          {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          {copied ? t("transfer.copied_short") : t("transfer.copy")}
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {t("transfer.breakdown", { amount: money(payment.amount), code: money(payment.unique_code) })}
      </p>
      <p className="mt-1 text-sm text-slate-600" data-testid="transfer-why">
        {staff ? t("transfer.staff_why") : t("transfer.why")}
      </p>
    </div>
  );
}
