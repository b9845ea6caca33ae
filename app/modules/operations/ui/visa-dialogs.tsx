import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, FileText } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { DialogButtons, submitInDialog, useBookingFormat } from "#app/modules/booking/ui/booking-kit";
import { DocumentUpload, UPLOAD_MAX_MB } from "#app/modules/booking/ui/document-upload";
import { visaClient, visaQueries } from "#app/modules/operations/operations.api-client";
import type { VisaActionResponse, VisaGuestDto, VisaInput } from "#app/modules/operations/visa.contract";
import {
  VISA_CHANGES,
  VISA_STATUSES,
  type VisaStatus,
  visaProblems,
  visaReasonRequired,
} from "#app/modules/operations/visa.rules";
import { agencyToday } from "#app/shared/dates";
import { ApiError } from "#app/shared/http/client";
import { handleWriteError } from "#app/shared/http/panel-api";
import { InputField, TextareaField } from "#app/shared/ui/bound-fields";
import { ChoiceGroup, RadioOptions, radioOption } from "#app/shared/ui/choice-group";
import { FormSkeleton } from "#app/shared/ui/form-actions";
import { FormDialog } from "#app/shared/ui/form-dialog";
import { FormField } from "#app/shared/ui/form-field";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { VisaStatusBadge } from "./visa-status-badge";

/** The words of a change on its radio: a correction, a resubmission and a cancellation say what they are. */
function changeKey(from: VisaStatus, to: VisaStatus) {
  if (from === "issued" && to === "issued") return "corrected";
  if (from === "issued" && to === "submitted") return "cancelled";
  if (from === "rejected" && to === "submitted") return "resubmitted";
  return to;
}

const blankIsAbsent = (v: unknown) => (v === "" || v === null ? undefined : v);

/**
 * The form of a change from `from`: the contract's fields (dates left empty are absent), checked
 * with the server's rule (visa.rules `visaProblems`) on the agency's today, so the form shows the
 * same messages the API would answer.
 */
function visaForm(from: VisaStatus, today: string) {
  return z
    .object({
      status: z.enum(VISA_STATUSES),
      visa_number: z.string().trim().max(40).optional(),
      issued_on: z.preprocess(blankIsAbsent, z.iso.date().optional()),
      expires_on: z.preprocess(blankIsAbsent, z.iso.date().optional()),
      file_id: z.string().optional(),
      reason: z.string().trim().max(500).optional(),
    })
    .superRefine((v, ctx) => {
      for (const p of visaProblems({ from, to: v.status, ...v }, today))
        ctx.addIssue({ code: "custom", path: [p.field], message: p.key });
    });
}

/**
 * Records what happened to a guest's visa (docs/product.md §Departure operations): the changes
 * the current status allows as radios; "issued" asks the number, the dates and the file (a
 * private upload, the customer's once saved; a correction keeps the current file unless another
 * is uploaded); a rejection, a cancellation and a submission taken back ask the reason. It names
 * the version it read: a visa someone changed meanwhile is refused (409, toasted) and the list
 * read again.
 */
export function VisaDialog({
  guest,
  timeId,
  returnDay,
  onClose,
  onSaved,
  onStale,
}: {
  guest: VisaGuestDto | null;
  timeId: number;
  returnDay: string;
  onClose: () => void;
  onSaved: (res: VisaActionResponse) => void;
  onStale: () => void;
}) {
  const { t } = useTranslation("operations");
  return (
    <FormDialog
      open={guest !== null}
      onOpenChange={(open) => !open && onClose()}
      title={guest ? t("visa.dialog.title", { name: guest.full_name }) : ""}
      testId="visa-dialog"
    >
      {guest ? (
        <VisaForm
          key={`${guest.guest_id}-${guest.visa.version}`}
          guest={guest}
          timeId={timeId}
          returnDay={returnDay}
          onClose={onClose}
          onSaved={onSaved}
          onStale={onStale}
        />
      ) : null}
    </FormDialog>
  );
}

function VisaForm({
  guest,
  timeId,
  returnDay,
  onClose,
  onSaved,
  onStale,
}: {
  guest: VisaGuestDto;
  timeId: number;
  returnDay: string;
  onClose: () => void;
  onSaved: (res: VisaActionResponse) => void;
  onStale: () => void;
}) {
  const { t } = useTranslation(["operations", "catalog_admin"]);
  const fmt = useBookingFormat();
  const visa = guest.visa;
  const from = visa.status;
  const today = agencyToday(new Date());
  const schema = useMemo(() => visaForm(from, today), [from, today]);
  const changes = VISA_CHANGES[from];
  const form = useContractForm(schema, {
    defaultValues: {
      status: changes[0],
      visa_number: visa.visa_number ?? "",
      issued_on: visa.issued_on ?? "",
      expires_on: visa.expires_on ?? "",
      file_id: "",
      reason: "",
    },
  });
  const [sending, setSending] = useState(false);
  const to = form.watch("status");
  const expires = form.watch("expires_on");
  const issued = to === "issued";
  const reasonNeeded = visaReasonRequired(from, to);

  const submit = form.handleSubmit(async (input) => {
    const body: VisaInput = { status: input.status, version: visa.version };
    if (input.status === "issued") {
      body.visa_number = input.visa_number;
      body.issued_on = input.issued_on;
      body.expires_on = input.expires_on;
      // Left out: an issued visa keeps its file.
      if (input.file_id) body.file_id = input.file_id;
    }
    if (input.reason) body.reason = input.reason;
    setSending(true);
    try {
      onSaved(await visaClient.record(timeId, guest.guest_id, body));
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"), form);
      // Changed by someone else meanwhile (or nothing to change): the server's message was
      // toasted; the list is read again and the dialog closes on what it now says.
      if (err instanceof ApiError && err.status === 409) onStale();
    } finally {
      setSending(false);
    }
  });

  return (
    <form onSubmit={submitInDialog(submit)} noValidate className="space-y-4" data-testid="visa-form">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        {t("visa.dialog.now")}
        <VisaStatusBadge status={from} warnings={visa.warnings} />
      </p>
      <ChoiceGroup legend={t("visa.dialog.change")} required error={form.formState.errors.status?.message}>
        <div className="grid gap-2">
          <RadioOptions
            registration={form.register("status")}
            value={to}
            options={changes.map((s) =>
              radioOption(s, t(`visa.dialog.to.${changeKey(from, s)}`), null, `visa-to-${s}`),
            )}
          />
        </div>
      </ChoiceGroup>
      {issued ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            form={form}
            name="visa_number"
            label={t("visa.dialog.visa_number")}
            hint={t("visa.dialog.visa_number_hint")}
            required
            maxLength={40}
            autoComplete="off"
            className="sm:col-span-2"
            data-testid="visa-number"
          />
          <InputField
            form={form}
            name="issued_on"
            type="date"
            label={t("visa.dialog.issued_on")}
            required
            max={today}
            data-testid="visa-issued-on"
          />
          <InputField
            form={form}
            name="expires_on"
            type="date"
            label={t("visa.dialog.expires_on")}
            required
            data-testid="visa-expires-on"
          />
          {typeof expires === "string" && expires !== "" && expires < returnDay ? (
            <p
              className="flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2"
              data-testid="visa-expiry-warning"
            >
              <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
              {t("visa.dialog.expires_warning", { date: fmt.date(returnDay) })}
            </p>
          ) : null}
          <FormField
            label={t("visa.dialog.file")}
            hint={[t("visa.dialog.file_hint", { max: UPLOAD_MAX_MB }), visa.file_id ? t("visa.dialog.file_kept") : ""]
              .filter(Boolean)
              .join(" ")}
            optional
            error={form.formState.errors.file_id?.message}
            className="sm:col-span-2"
          >
            {(a11y) => (
              <div className="flex flex-wrap items-center gap-3">
                <DocumentUpload
                  a11y={a11y}
                  testId="visa-file"
                  onUploaded={(id) => form.setValue("file_id", id, { shouldDirty: true })}
                />
                {visa.file_id ? <VisaFileLink fileId={visa.file_id} /> : null}
              </div>
            )}
          </FormField>
        </div>
      ) : null}
      <TextareaField
        form={form}
        name="reason"
        label={reasonNeeded ? t("visa.dialog.reason") : t("visa.dialog.note")}
        hint={to === "rejected" ? t("visa.dialog.reason_rejected_hint") : undefined}
        required={reasonNeeded}
        rows={2}
        maxLength={500}
        data-testid="visa-reason"
      />
      <DialogButtons onCancel={onClose} loading={sending} data-testid="visa-save">
        {t("visa.dialog.save")}
      </DialogButtons>
    </form>
  );
}

/** The recorded visa file, opened in a new tab through the private file route (staff and the booking's customer). */
export function VisaFileLink({ fileId }: { fileId: string }) {
  const { t } = useTranslation("operations");
  return (
    <a
      href={visaClient.fileHref(fileId)}
      target="_blank"
      rel="noreferrer"
      className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      data-testid="visa-file-link"
    >
      <FileText aria-hidden className="size-4" />
      {t("visa.open_file")}
    </a>
  );
}

/** A guest's visa history, oldest first: each change's status, number, reason, when and by whom. */
export function VisaHistoryDialog({
  guest,
  timeId,
  onClose,
}: {
  guest: VisaGuestDto | null;
  timeId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation("operations");
  return (
    <FormDialog
      open={guest !== null}
      onOpenChange={(open) => !open && onClose()}
      title={guest ? t("visa.history_named", { name: guest.full_name }) : ""}
      testId="visa-history"
    >
      {guest ? <HistoryList guestId={guest.guest_id} timeId={timeId} /> : null}
    </FormDialog>
  );
}

function HistoryList({ guestId, timeId }: { guestId: number; timeId: number }) {
  const { t } = useTranslation("operations");
  const fmt = useBookingFormat();
  const query = useQuery(visaQueries.history(timeId, guestId));
  const events = query.data?.data.events;
  if (!events) return <FormSkeleton />;
  if (events.length === 0) return <p className="text-sm text-slate-700">{t("visa.history_empty")}</p>;
  return (
    <ol className="space-y-3" data-testid="visa-history-list">
      {events.map((e) => (
        <li key={e.id} className="rounded-lg border border-slate-200 p-3" data-testid="visa-history-event">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <VisaStatusBadge status={e.status} />
            <time dateTime={e.at} className="text-sm text-slate-600">
              {fmt.dateTime(e.at)}
            </time>
          </div>
          {e.visa_number ? <p className="mt-1 font-mono text-sm text-slate-900">{e.visa_number}</p> : null}
          {e.reason ? <p className="mt-1 text-sm break-words text-slate-800">{e.reason}</p> : null}
          {e.by ? <p className="mt-1 text-xs text-slate-600">{t("visa.history_by", { name: e.by })}</p> : null}
        </li>
      ))}
    </ol>
  );
}
