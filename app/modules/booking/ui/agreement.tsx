import { useQueryClient } from "@tanstack/react-query";
import { Download, FileSignature, Printer } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { bookingClient, bookingKeys } from "#app/modules/booking/booking.api-client";
import type { AgreementDoc, BookingDto } from "#app/modules/booking/booking.contract";
import { useBookingFormat } from "#app/modules/booking/ui/booking-kit";
import { useConfirm } from "#app/shared/ui/confirm-dialog";
import { toast } from "#app/shared/ui/toast";
import { handleWriteError } from "#app/shared/http/panel-api";

/** Where a booking's agreement is read and printed, and its PDF. */
export const agreementPrintPath = (bookingId: string) => `/panel/booking-history/${bookingId}/agreement`;
export const agreementPdfPath = (bookingId: string) => `/api/booking/${bookingId}/agreement.pdf`;
/** The agreement a booking of this departure would accept, readable before booking. */
export const agreementPreviewPath = (tourId: number, timeId: number) => `/panel/agreement/${tourId}/${timeId}`;

/** "Accepted on 20 Nov 2026 at checkout (version 2026-12-05)", or in person recorded by whom. */
export function useAcceptanceText() {
  const { t } = useTranslation("booking_panel");
  const fmt = useBookingFormat();
  return (a: NonNullable<BookingDto["agreement"]>) =>
    t(a.how === "checkout" ? "agreement.accepted_checkout" : "agreement.accepted_in_person", {
      date: fmt.dateTime(a.accepted_at),
      version: a.version,
      name: a.recorded_by?.name ?? "",
    });
}

/**
 * The booking page's agreement (docs/product.md §Written agreement): accepted when, which version
 * and how, with the printable page and the PDF; staff who manage bookings record an in-person
 * signature while none is recorded.
 */
export function AgreementNote({ booking }: { booking: Pick<BookingDto, "id" | "agreement" | "agreement_recordable"> }) {
  const { t } = useTranslation(["booking_panel", "catalog_admin"]);
  const accepted = useAcceptanceText();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const record = async () => {
    if (!(await confirm({ text: t("agreement.record_confirm"), confirmLabel: t("agreement.record") }))) return;
    setBusy(true);
    try {
      const res = await bookingClient.recordAgreement(booking.id);
      toast.success(res.message);
      queryClient.setQueryData(bookingKeys.detail(booking.id), { data: res.data });
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"));
    } finally {
      setBusy(false);
    }
  };
  const link =
    "inline-flex min-h-11 items-center gap-2 rounded-md px-1 font-medium text-brand-700 underline underline-offset-2";
  return (
    <div className="rounded-lg bg-slate-50 p-3 sm:col-span-2" data-testid="booking-agreement">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{t("agreement.card_title")}</dt>
      <dd className="mt-1 space-y-1 text-slate-900">
        <p className="flex items-start gap-2" data-testid="booking-agreement-status" suppressHydrationWarning>
          <FileSignature
            aria-hidden
            className={`mt-0.5 size-4 shrink-0 ${booking.agreement ? "text-emerald-700" : "text-amber-700"}`}
          />
          {booking.agreement ? accepted(booking.agreement) : t("agreement.not_accepted")}
        </p>
        <p className="flex flex-wrap gap-x-4">
          <a href={agreementPrintPath(booking.id)} className={link} data-testid="booking-agreement-print">
            <Printer aria-hidden className="size-4" />
            {t("agreement.read_print")}
          </a>
          <a href={agreementPdfPath(booking.id)} download className={link} data-testid="booking-agreement-pdf">
            <Download aria-hidden className="size-4" />
            {t("agreement.download_pdf")}
          </a>
        </p>
        {booking.agreement_recordable ? (
          <button
            type="button"
            onClick={() => void record()}
            disabled={busy}
            aria-busy={busy || undefined}
            className="inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-700 bg-white px-4 py-2 font-medium text-brand-800 hover:bg-brand-100 disabled:opacity-70"
            data-testid="booking-agreement-record"
          >
            <FileSignature aria-hidden className="size-4" />
            {t("agreement.record")}
          </button>
        ) : null}
      </dd>
    </div>
  );
}

/**
 * The agreement as a printable page (docs/product.md §Written agreement): its title, the booking
 * and version, the clauses in the reader's language, and the acceptance line. A4, as on paper.
 */
export function AgreementSheet({
  agreement,
  siteName,
  acceptance,
  pdfHref,
}: {
  agreement: AgreementDoc;
  siteName: string;
  /** Null: not accepted yet; undefined: the preview of a departure (no booking). */
  acceptance?: BookingDto["agreement"];
  pdfHref?: string;
}) {
  const { t } = useTranslation("booking_panel");
  const accepted = useAcceptanceText();
  return (
    <article
      lang={agreement.locale === "my" ? "ms" : agreement.locale}
      className="mx-auto max-w-3xl bg-white p-4 text-slate-900 sm:p-8 print:p-0"
      data-testid="agreement-sheet"
    >
      <style>{"@media print { @page { size: A4 portrait; margin: 15mm; } }"}</style>
      <header className="border-b-2 border-slate-900 pb-3">
        <p className="font-semibold">{siteName}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-wide uppercase">{agreement.title}</h1>
        <p className="mt-1 text-sm text-slate-600" data-testid="agreement-meta">
          {[
            agreement.booking_code
              ? t("agreement.booking_code", { code: agreement.booking_code })
              : t("agreement.preview"),
            t("agreement.version", { version: agreement.version }),
          ].join(" · ")}
        </p>
      </header>
      <p className="mt-4">{agreement.intro}</p>
      <ol className="mt-4 space-y-4">
        {agreement.sections.map((s, i) => (
          <li key={s.key} className="break-inside-avoid" data-testid={`agreement-${s.key}`}>
            <h2 className="font-semibold">
              {i + 1}. {s.heading}
            </h2>
            {s.blocks.map((b, j) =>
              b.kind === "p" ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the clauses are fixed text in a fixed order
                <p key={j} className="mt-1">
                  {b.text}
                </p>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the clauses are fixed text in a fixed order
                <div key={j} className="mt-1">
                  {b.label ? <p className="italic">{b.label}</p> : null}
                  <ul className="list-disc space-y-0.5 pl-6">
                    {b.items.map((item, k) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a list's lines may repeat (two guests of one name)
                      <li key={k} className="break-words">
                        {item}
                      </li>
                    ))}
                  </ul>
                </div>
              ),
            )}
          </li>
        ))}
      </ol>
      {acceptance !== undefined ? (
        <p className="mt-6 border-t border-slate-300 pt-3 font-semibold" data-testid="agreement-acceptance">
          {acceptance ? accepted(acceptance) : t("agreement.not_accepted")}
        </p>
      ) : null}
      {pdfHref ? (
        <p className="no-print mt-4">
          <a
            href={pdfHref}
            download
            className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 underline underline-offset-2"
            data-testid="agreement-pdf"
          >
            <Download aria-hidden className="size-4" />
            {t("agreement.download_pdf")}
          </a>
        </p>
      ) : null}
    </article>
  );
}
