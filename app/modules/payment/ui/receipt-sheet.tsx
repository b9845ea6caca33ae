import { FileDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { SettingDto } from "#app/modules/setting/setting.contract";
import { useRootData } from "#app/modules/account/ui/root-data";
import type { ReceiptDto, ReceiptSize } from "#app/modules/payment/receipt.contract";
import { useInvoiceFormat } from "#app/modules/payment/ui/invoice-sheet";
import { licenceParts } from "#app/modules/payment/agency-licences";

// A5 landscape by default (a kwitansi book's size), or A4.
const PAGE_CSS: Record<ReceiptSize, string> = {
  a5: "@page { size: A5 landscape; margin: 8mm 10mm; }",
  a4: "@page { size: A4; margin: 12mm; }",
};

/**
 * A receipt (kwitansi) on one sheet (docs/product.md §Receipts): the agency and branch, its licences, the number
 * (and "copy" on a reprint), received from, the amount in words and in figures, for what, what is
 * left, the cashier's signature line, and the place of the stamp duty when it applies. Above it, on
 * screen only, the same receipt as a PDF in the reader's language (a download counts as a print).
 */
export function ReceiptSheet({
  receipt: r,
  setting,
  size,
}: {
  receipt: ReceiptDto;
  setting: SettingDto;
  size: ReceiptSize;
}) {
  const { t } = useTranslation("booking_panel");
  const { locale } = useRootData();
  const f = useInvoiceFormat(r.currency);
  const pdf = `${r.savings_plan ? `/api/savings/${r.savings_plan.id}` : `/api/booking/${r.booking?.id}`}/payment/${r.payment_id}/receipt.pdf?size=${size}&lang=${locale}`;
  // A booking's payment, or a savings plan's deposit (its code and target; docs/product.md §Savings plans).
  const forWhat = [
    r.savings_plan
      ? `${t("receipt.for_plan", { code: r.savings_plan.code })} (${t("receipt.plan_target", { amount: f.money(r.savings_plan.target) })})`
      : t("receipt.for_booking", { code: r.booking?.code ?? "" }),
    r.package_name,
    r.departure
      ? t("receipt.departure", { start: f.calendar(r.departure.start_date), end: f.calendar(r.departure.end_date) })
      : null,
  ]
    .filter(Boolean)
    .join(" · ");
  const licences = licenceParts(setting, t, f.calendar, r.ad_approval_serial).join(" · ");
  return (
    <>
      <div className="no-print mx-auto mb-3 flex max-w-[210mm] justify-end">
        <a
          href={pdf}
          download={`${r.number}.pdf`}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 shadow-sm hover:bg-slate-50"
          data-testid="receipt-pdf"
        >
          <FileDown aria-hidden className="size-5" />
          {t("receipt.download_pdf")}
        </a>
      </div>
      <article
        className={`mx-auto bg-white p-4 text-[13px] leading-snug text-slate-900 shadow-sm ring-1 ring-slate-200 break-words sm:p-8 print:max-w-none print:p-0 print:shadow-none print:ring-0 ${size === "a5" ? "max-w-[210mm]" : "max-w-[210mm] sm:min-h-[280mm]"}`}
        data-testid="receipt"
        data-size={size}
      >
        <style>{PAGE_CSS[size]}</style>
        <header className="flex flex-col gap-4 border-b-2 border-slate-900 pb-4 sm:flex-row sm:items-start sm:justify-between print:flex-row">
          <div className="min-w-0">
            <p className="text-[1.3em] font-bold" data-testid="receipt-agency">
              {setting.name}
            </p>
            {r.branch ? (
              <p className="font-semibold text-slate-800" data-testid="receipt-branch">
                {r.branch.name}
              </p>
            ) : null}
            <p className="text-slate-700">{r.branch?.address || setting.address}</p>
            <p className="text-slate-700">{r.branch?.phone || setting.phone}</p>
            {licences ? (
              <p className="mt-1 text-[0.9em] text-slate-700" data-testid="receipt-licences">
                {licences}
              </p>
            ) : null}
          </div>
          <div className="shrink-0 sm:text-right print:text-right">
            <h1 className="text-2xl font-bold tracking-wide uppercase">{t("receipt.title")}</h1>
            <p className="font-mono text-base font-semibold" data-testid="receipt-number">
              {r.number}
            </p>
            {r.copy ? (
              <p
                className="mt-1 inline-block rounded border-2 border-slate-700 px-2 font-bold tracking-widest uppercase"
                data-testid="receipt-copy"
              >
                {t("receipt.copy")}
              </p>
            ) : null}
          </div>
        </header>

        <dl className="mt-4 grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[11rem_1fr] print:grid-cols-[11rem_1fr]">
          <dt className="text-slate-600">{t("receipt.received_from")}</dt>
          <dd className="font-semibold" data-testid="receipt-from">
            {r.received_from}
          </dd>
          <dt className="text-slate-600">{t("receipt.amount_words")}</dt>
          <dd className="italic" data-testid="receipt-words">
            {r.amount_words}
          </dd>
          <dt className="text-slate-600">{t("receipt.for")}</dt>
          <dd data-testid="receipt-for">{forWhat}</dd>
          <dt className="text-slate-600">{t("receipt.method")}</dt>
          <dd>
            {t(`payment_method.${r.method}`)}
            {r.reference ? ` · ${r.reference}` : null} · {f.calendar(r.payment_date)}
            {r.escrow_account ? (
              <span className="block font-semibold" data-testid="receipt-escrow">
                {t("receipt.escrow", { account: r.escrow_account })}
              </span>
            ) : null}
          </dd>
          <dt className="text-slate-600">{t(r.savings_plan ? "receipt.plan_balance" : "receipt.balance")}</dt>
          <dd data-testid="receipt-balance">{f.money(r.balance_after)}</dd>
        </dl>

        <footer className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between print:flex-row print:items-end print:justify-between">
          <p
            className="inline-block self-start border-y-2 border-slate-900 px-4 py-2 text-xl font-bold tabular-nums"
            data-testid="receipt-amount"
          >
            {f.money(r.amount)}
          </p>
          <div className="text-center">
            <p>{f.moment(r.issued_at)}</p>
            {r.stamp_duty ? (
              <p
                className="mx-auto my-2 flex h-20 w-28 items-center justify-center border border-dashed border-slate-500 text-[0.8em] text-slate-600"
                data-testid="receipt-stamp"
              >
                {t("receipt.stamp")}
              </p>
            ) : (
              <div className="h-20" />
            )}
            <p className="border-t border-slate-700 pt-1 font-semibold">{r.cashier ?? setting.name}</p>
            <p className="text-slate-600">{t("receipt.cashier")}</p>
          </div>
        </footer>
      </article>
    </>
  );
}
