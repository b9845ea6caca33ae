import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  AlertTriangle,
  Camera,
  CheckCircle2,
  Download,
  ExternalLink,
  FileUp,
  Pencil,
  Send,
  ShieldCheck,
  XCircle,
} from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { handleWriteError } from "#app/shared/http/panel-api";
import { useConfirm } from "#app/shared/ui/confirm-dialog";
import { FormDialog } from "#app/shared/ui/form-dialog";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { Badge, buttonClass, FormSection } from "#app/shared/ui/page-header";
import { useRootData } from "#app/modules/account/ui/root-data";
import { useCan } from "#app/modules/account/ui/use-can";
import { toast } from "#app/shared/ui/toast";
import { UPLOAD_MAX_BYTES } from "#app/modules/media/media.contract";
import { agencyToday } from "#app/shared/dates";
import { InputField } from "#app/shared/ui/bound-fields";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { bookingClient, bookingKeys } from "#app/modules/booking/booking.api-client";
import { type BookingDto, guestPassportInput } from "#app/modules/booking/booking.contract";
import { useBookingChanged, useBookingFormat } from "#app/modules/booking/ui/booking-kit";
import { FilePicker, UPLOAD_MAX_MB } from "#app/modules/booking/ui/document-upload";
import {
  type BookingDocumentsDto,
  type GuestDocumentDto,
  type GuestDocumentsDto,
  MENINGITIS_VACCINES,
  type MeningitisVaccine,
} from "#app/modules/document/document.contract";
import { documentClient, documentKeys, documentQueries } from "#app/modules/document/document.api-client";
import { MENINGITIS_ERRORS, meningitisProblem } from "#app/modules/document/document.rules";
import { KIND_KEYS, STATUS_KEYS, STATUS_TONES, VACCINE_KEYS } from "#app/modules/document/labels";
import { ActionButton } from "#app/shared/ui/buttons/action-button";
import { type RecordWrite, useRecordWrite } from "#app/shared/ui/use-record-actions";

type Identity = BookingDto["guests"][number];
type Write = RecordWrite<BookingDocumentsDto>;

/**
 * The "Documents" section of a booking page (docs/product.md §Pilgrim documents). The customer
 * sees, per guest, what is still needed and by when, and uploads a camera photo or a file; staff
 * see each document beside the guest's identity data, and those with the documents permission
 * verify or reject it and hand documents in for the customer. Hidden when the package asks for nothing.
 */
export function BookingDocuments({ bookingId, guests }: { bookingId: string; guests: Identity[] }) {
  const { t } = useTranslation(["document", "catalog_admin"]);
  const { user } = useRootData();
  const isAdmin = user?.role === "admin";
  const canReview = useCan("documents");
  const queryClient = useQueryClient();
  const query = useQuery(documentQueries.booking(bookingId));
  const write: Write = useRecordWrite(query, documentKeys.booking(bookingId), () => {
    // The booking's history gained a line.
    void queryClient.invalidateQueries({ queryKey: bookingKeys.detail(bookingId) });
  });
  const data = query.data?.data;
  if (!data || data.requirements.length === 0) return null;

  const c = data.counts;
  return (
    <FormSection
      title={t("section.title")}
      description={t("section.intro")}
      className="mt-6"
      testId="booking-documents"
      actions={
        <div className="flex flex-wrap items-center gap-2" data-testid="documents-summary" data-ready={data.ready}>
          {data.ready ? (
            <Badge tone="green">
              <CheckCircle2 aria-hidden className="size-3.5" />
              {t("section.ready")}
            </Badge>
          ) : (
            <>
              <Badge tone="slate">{t("section.progress", { verified: c.verified, required: c.required })}</Badge>
              {/* A rejected document is not "missing": the customer must send a new one for a reason. */}
              {c.rejected > 0 ? (
                <Badge tone="red" testId="documents-rejected-count">
                  {t("section.rejected_count", { count: c.rejected })}
                </Badge>
              ) : null}
              {c.missing > 0 ? (
                <Badge tone="amber" testId="documents-missing-count">
                  {t("section.missing_count", { count: c.missing })}
                </Badge>
              ) : null}
              {c.submitted > 0 ? <Badge tone="blue">{t("section.waiting_count", { count: c.submitted })}</Badge> : null}
            </>
          )}
        </div>
      }
    >
      {data.can_upload ? null : <p className="mb-3 text-sm text-slate-700">{t("section.closed")}</p>}
      <div className="space-y-4">
        {data.guests.map((g) => (
          <GuestDocuments
            key={g.guest_id}
            bookingId={bookingId}
            guest={g}
            identity={guests.find((x) => x.id === g.guest_id)}
            isAdmin={isAdmin}
            canReview={canReview}
            canUpload={data.can_upload && (!isAdmin || canReview)}
            write={write}
            departureStart={data.departure?.start_date ?? null}
          />
        ))}
      </div>
    </FormSection>
  );
}

function GuestDocuments({
  bookingId,
  guest,
  identity,
  isAdmin,
  canReview,
  canUpload,
  write,
  departureStart,
}: {
  bookingId: string;
  guest: GuestDocumentsDto;
  identity: Identity | undefined;
  isAdmin: boolean;
  canReview: boolean;
  canUpload: boolean;
  write: Write;
  departureStart: string | null;
}) {
  const { t } = useTranslation("document");
  const headingId = useId();
  if (guest.documents.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 p-3 sm:p-4"
      data-testid="document-guest"
      data-guest-position={guest.position}
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t("section.guest", { position: guest.position, name: guest.full_name })}
      </h3>
      <div className={isAdmin ? "mt-3 grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]" : "mt-3"}>
        {isAdmin && identity ? (
          <GuestIdentity
            bookingId={bookingId}
            identity={identity}
            editable={guest.documents.some((d) => d.kind === "passport")}
          />
        ) : null}
        <ul className="space-y-3">
          {guest.documents.map((d) => (
            <DocumentItem
              key={d.kind}
              bookingId={bookingId}
              guest={guest}
              doc={d}
              isAdmin={isAdmin}
              canReview={canReview}
              canUpload={canUpload}
              write={write}
              birthDate={identity?.birth_date ?? null}
              departureStart={departureStart}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * What the admin checks the scan against, by eye: the passport number and dates the customer
 * typed can be corrected here (the booking's history keeps the change; the server checks the
 * six-months rule again, as at checkout).
 */
function GuestIdentity({
  bookingId,
  identity: g,
  editable,
}: {
  bookingId: string;
  identity: Identity;
  editable: boolean;
}) {
  const { t } = useTranslation("document");
  const fmt = useBookingFormat();
  const [editing, setEditing] = useState(false);
  const rows: [string, string | null][] = [
    [t("section.birth_date"), fmt.date(g.birth_date)],
    [t("section.passport_number"), g.passport_number],
    [t("section.passport_issue"), g.passport_issue_date ? fmt.date(g.passport_issue_date) : null],
    [t("section.passport_expiry"), g.passport_expiry_date ? fmt.date(g.passport_expiry_date) : null],
    [t("section.ic_number"), g.ic_number],
  ];
  return (
    <div className="rounded-md bg-slate-50 p-3 lg:sticky lg:top-4 lg:self-start" data-testid="document-identity">
      <p className="mb-2 text-sm font-semibold text-slate-800">{t("section.guest_data")}</p>
      {editing ? (
        <PassportForm bookingId={bookingId} identity={g} onDone={() => setEditing(false)} />
      ) : (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-600">{label}</dt>
                <dd className="font-medium break-all text-slate-900">{value || "—"}</dd>
              </div>
            ))}
          </dl>
          {editable ? (
            <ActionButton
              look="secondary"
              icon={Pencil}
              className="mt-3"
              onClick={() => setEditing(true)}
              data-testid="passport-edit"
            >
              {t("section.passport_correct")}
            </ActionButton>
          ) : null}
        </>
      )}
    </div>
  );
}

/** The passport fields with the checkout's own contract; the server's 422 lands under its field. */
function PassportForm({
  bookingId,
  identity: g,
  onDone,
}: {
  bookingId: string;
  identity: Identity;
  onDone: () => void;
}) {
  const { t } = useTranslation(["document", "catalog_admin"]);
  const changed = useBookingChanged();
  const form = useContractForm(guestPassportInput, {
    defaultValues: {
      passport_number: g.passport_number ?? "",
      passport_issue_date: g.passport_issue_date ?? "",
      passport_expiry_date: g.passport_expiry_date ?? "",
      reason: "",
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await bookingClient.correctPassport(bookingId, g.id, values);
      toast.success(res.message);
      await changed(res.data);
      onDone();
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"), form);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid="passport-form">
      <InputField
        form={form}
        name="passport_number"
        label={t("section.passport_number")}
        data-testid="passport-number"
      />
      <InputField
        form={form}
        name="passport_issue_date"
        label={t("section.passport_issue")}
        type="date"
        data-testid="passport-issue"
      />
      <InputField
        form={form}
        name="passport_expiry_date"
        label={t("section.passport_expiry")}
        type="date"
        data-testid="passport-expiry"
      />
      <InputField form={form} name="reason" label={t("section.passport_reason")} data-testid="passport-reason" />
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className={buttonClass.primary}
          disabled={form.formState.isSubmitting}
          data-testid="passport-save"
        >
          {form.formState.isSubmitting ? t("section.saving") : t("section.passport_save")}
        </button>
        <button type="button" className={buttonClass.secondary} onClick={onDone}>
          {t("section.passport_cancel")}
        </button>
      </div>
    </form>
  );
}

/** The anchor of one document on the booking page (the rejection notice at the top links to it). */
export const documentAnchor = (guestId: number, kind: string) => `document-${guestId}-${kind}`;

function DocumentItem({
  bookingId,
  guest,
  doc,
  isAdmin,
  canReview,
  canUpload,
  write,
  birthDate,
  departureStart,
}: {
  bookingId: string;
  guest: GuestDocumentsDto;
  doc: GuestDocumentDto;
  isAdmin: boolean;
  canReview: boolean;
  canUpload: boolean;
  write: Write;
  birthDate: string | null;
  departureStart: string | null;
}) {
  const { t } = useTranslation("document");
  const fmt = useBookingFormat();
  const label = t(KIND_KEYS[doc.kind]);
  return (
    <li
      id={documentAnchor(guest.guest_id, doc.kind)}
      className="scroll-mt-20 rounded-md border border-slate-200 p-3"
      data-testid={`document-${doc.kind}`}
      data-status={doc.status}
      data-document-id={doc.id ?? undefined}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-900">{label}</p>
        <div className="flex flex-wrap items-center gap-1.5">
          {doc.overdue ? (
            <Badge tone="red" testId="document-overdue">
              <AlertTriangle aria-hidden className="size-3.5" />
              {t("section.overdue")}
            </Badge>
          ) : null}
          <Badge tone={STATUS_TONES[doc.status]} testId="document-status">
            {t(STATUS_KEYS[doc.status])}
          </Badge>
        </div>
      </div>
      {doc.due_on && doc.status !== "verified" ? (
        <p className="mt-1 text-sm text-slate-700">{t("section.due", { date: fmt.date(doc.due_on, "long") })}</p>
      ) : null}
      {doc.vaccine && doc.vaccinated_on ? (
        <p className="mt-1 text-sm text-slate-700">
          {t("section.vaccinated", {
            date: fmt.date(doc.vaccinated_on, "long"),
            vaccine: t(VACCINE_KEYS[doc.vaccine]),
          })}
        </p>
      ) : null}
      {doc.status === "rejected" && doc.rejection_reason ? (
        <p
          className="mt-2 rounded-md bg-red-50 p-2 text-sm text-red-900"
          role="status"
          data-testid="document-rejection"
        >
          <span className="font-semibold">{t("section.reason")}</span> {doc.rejection_reason}
        </p>
      ) : null}
      {doc.file_deleted ? <p className="mt-1 text-sm text-slate-600">{t("section.file_deleted")}</p> : null}
      {doc.file_url ? <FilePreview doc={doc} label={label} inline={isAdmin} /> : null}
      {canReview && doc.id !== null && doc.file_url ? (
        <ReviewActions doc={doc} label={label} guestName={guest.full_name} write={write} />
      ) : null}
      {canUpload && (doc.status === "missing" || doc.status === "rejected") ? (
        <UploadForm {...{ bookingId, doc, write, birthDate, departureStart }} guestId={guest.guest_id} />
      ) : canUpload && doc.status === "submitted" ? (
        // Waiting for review: replacing it stays possible, folded away.
        <details className="mt-3" data-testid="document-replace">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-medium text-brand-800">
            {t("section.replace")}
          </summary>
          <UploadForm {...{ bookingId, doc, write, birthDate, departureStart }} guestId={guest.guest_id} />
        </details>
      ) : null}
    </li>
  );
}

/** An image shown inline for the admin's check (each open is logged), a PDF opened in a new tab. */
function FilePreview({ doc, label, inline }: { doc: GuestDocumentDto; label: string; inline: boolean }) {
  const { t } = useTranslation(["document", "catalog_admin"]);
  const url = doc.file_url as string;
  const isImage = doc.file_mime?.startsWith("image/") ?? false;
  return (
    <div className="mt-2 space-y-2">
      {inline && isImage ? (
        <img
          src={url}
          alt={t("section.preview", { document: label })}
          className="max-h-96 w-full rounded-md border border-slate-200 bg-slate-50 object-contain"
          data-testid="document-preview"
        />
      ) : null}
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-800 underline"
        data-testid="document-open"
      >
        <ExternalLink aria-hidden className="size-4" />
        {isImage ? t("section.view") : t("section.view_pdf")}
        {isImage ? <span className="sr-only"> ({t("catalog_admin:ui.new_tab")})</span> : null}
      </a>
      {inline ? (
        // For the visa and pilgrim registration services: a JPG (an older WebP converted) or the PDF.
        <a
          href={`${url}?download=1`}
          download
          className="ml-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-800 underline"
          data-testid="document-download"
        >
          <Download aria-hidden className="size-4" />
          {isImage ? t("section.download_jpg") : t("section.download_pdf")}
        </a>
      ) : null}
    </div>
  );
}

function ReviewActions({
  doc,
  label,
  guestName,
  write,
}: {
  doc: GuestDocumentDto;
  label: string;
  guestName: string;
  write: Write;
}) {
  const { t } = useTranslation("document");
  const { t: te } = useTranslation("errors");
  const confirm = useConfirm();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = doc.id as number;

  const verify = async () => {
    const ok = await confirm({
      title: t("section.verify_title"),
      text: t("section.verify_text", { document: label, name: guestName }),
      confirmLabel: t("section.verify"),
    });
    if (!ok) return;
    setBusy(true);
    await write(() => documentClient.review(id, { status: "verified" }));
    setBusy(false);
  };
  const reject = async (e: React.FormEvent) => {
    e.preventDefault();
    if (reason.trim().length < 3) {
      setError(te("reason_required"));
      return;
    }
    setBusy(true);
    const ok = await write(() => documentClient.review(id, { status: "rejected", reason: reason.trim() }));
    setBusy(false);
    if (ok) {
      setRejecting(false);
      setReason("");
    }
  };

  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {doc.status !== "verified" ? (
        <ActionButton
          look="primary"
          icon={ShieldCheck}
          onClick={() => void verify()}
          disabled={busy}
          data-testid="document-verify"
        >
          {t("section.verify")}
        </ActionButton>
      ) : null}
      {doc.status !== "rejected" ? (
        <ActionButton
          look="danger"
          icon={XCircle}
          onClick={() => setRejecting(true)}
          disabled={busy}
          data-testid="document-reject"
        >
          {t("section.reject")}
        </ActionButton>
      ) : null}
      <FormDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={t("section.reject_title")}
        description={t("section.reject_text")}
        testId="document-reject-dialog"
      >
        <form onSubmit={reject} noValidate className="space-y-4">
          <FormField label={t("section.reject_reason")} required error={error}>
            {(a11y) => (
              <textarea
                {...a11y}
                className={controlClass}
                rows={3}
                maxLength={500}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value);
                  setError(undefined);
                }}
                data-testid="document-reject-reason"
              />
            )}
          </FormField>
          <div className="flex justify-end">
            <button type="submit" className={buttonClass.danger} disabled={busy} data-testid="document-reject-submit">
              <XCircle aria-hidden className="size-4" />
              {t("section.reject")}
            </button>
          </div>
        </form>
      </FormDialog>
    </div>
  );
}

/**
 * Choose a camera photo or a file (uploaded at once as a private document), a meningitis
 * certificate's vaccine and date, then send: the server checks the file and the date rule.
 */
function UploadForm({
  bookingId,
  guestId,
  doc,
  write,
  birthDate,
  departureStart,
}: {
  bookingId: string;
  guestId: number;
  doc: GuestDocumentDto;
  write: Write;
  birthDate: string | null;
  departureStart: string | null;
}) {
  const { t } = useTranslation(["document", "catalog_admin"]);
  const { t: te } = useTranslation("errors");
  const statusId = useId();
  const [file, setFile] = useState<{ id: string; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [vaccine, setVaccine] = useState<MeningitisVaccine | "">(doc.vaccine ?? "");
  const [vaccinatedOn, setVaccinatedOn] = useState(doc.vaccinated_on ?? "");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const meningitis = doc.kind === "meningitis";

  const upload = async (chosen: File | undefined) => {
    if (!chosen) return;
    if (chosen.size > UPLOAD_MAX_BYTES) {
      toast.error(`${chosen.name}: ${te("file_too_large", { max: UPLOAD_MAX_MB })}`);
      return;
    }
    setUploading(true);
    try {
      const res = await documentClient.upload(chosen);
      setFile({ id: res.data.id, name: chosen.name });
      setErrors((e) => ({ ...e, file: undefined }));
    } catch (err) {
      setFile(null);
      handleWriteError(err, t("catalog_admin:ui.unavailable"));
    } finally {
      setUploading(false);
    }
  };

  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    // The server's own rule (meningitisProblem), shown before sending; the server checks again.
    const problem =
      meningitis && vaccine && vaccinatedOn
        ? meningitisProblem(vaccine, vaccinatedOn, departureStart, agencyToday(new Date()), birthDate)
        : null;
    const missing: Record<string, string | undefined> = {
      file: file ? undefined : t("section.file_required"),
      vaccine: meningitis && !vaccine ? te("required") : undefined,
      vaccinated_on:
        meningitis && !vaccinatedOn ? te("required") : problem ? te(MENINGITIS_ERRORS[problem]) : undefined,
    };
    if (Object.values(missing).some(Boolean) || !file) {
      setErrors(missing);
      return;
    }
    setSending(true);
    try {
      const res = await documentClient.submit(bookingId, guestId, doc.kind, {
        file_id: file.id,
        ...(meningitis ? { vaccine: vaccine || null, vaccinated_on: vaccinatedOn || null } : {}),
      });
      setFile(null);
      await write(async () => res);
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"));
      const body = (err as { body?: { errors?: Record<string, string[]> } }).body;
      setErrors({
        file: body?.errors?.file_id?.[0],
        vaccine: body?.errors?.vaccine?.[0],
        vaccinated_on: body?.errors?.vaccinated_on?.[0],
      });
    } finally {
      setSending(false);
    }
  };

  const fileA11y = {
    id: `${statusId}-file`,
    "aria-invalid": errors.file ? (true as const) : undefined,
    "aria-describedby": errors.file ? `${statusId}-error` : undefined,
    "aria-required": true as const,
  };
  return (
    <form
      onSubmit={send}
      noValidate
      className="mt-3 space-y-3 border-t border-slate-100 pt-3"
      data-testid="document-upload"
    >
      <div className="flex flex-wrap gap-2">
        <FilePicker
          a11y={{ ...fileA11y, id: `${statusId}-camera` }}
          statusId={statusId}
          busy={uploading}
          icon={Camera}
          label={t("section.take_photo")}
          accept="image/*"
          capture="environment"
          onFile={(f) => void upload(f)}
          testId="document-camera"
        />
        <FilePicker
          a11y={fileA11y}
          statusId={statusId}
          busy={uploading}
          icon={FileUp}
          label={doc.status === "missing" ? t("section.choose_file") : t("section.replace")}
          onFile={(f) => void upload(f)}
          testId="document-file"
        />
      </div>
      <p id={statusId} aria-live="polite" className="text-sm">
        {uploading ? <span className="text-slate-700">{t("section.uploading")}</span> : null}
        {file && !uploading ? (
          <span className="flex items-center gap-2 text-emerald-800" data-testid="document-file-done">
            <CheckCircle2 aria-hidden className="size-4 shrink-0" />
            <span className="min-w-0 break-all">{t("section.file_chosen", { name: file.name })}</span>
          </span>
        ) : null}
      </p>
      {errors.file ? (
        <p id={`${statusId}-error`} className="text-sm text-red-700">
          {errors.file}
        </p>
      ) : null}
      {meningitis ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={t("section.vaccine")} required error={errors.vaccine}>
            {(a11y) => (
              <select
                {...a11y}
                className={controlClass}
                value={vaccine}
                onChange={(e) => setVaccine(e.target.value as MeningitisVaccine | "")}
                data-testid="document-vaccine"
              >
                <option value="">{t("section.choose_vaccine")}</option>
                {MENINGITIS_VACCINES.map((v) => (
                  <option key={v} value={v}>
                    {t(VACCINE_KEYS[v])}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t("section.vaccinated_on")} required error={errors.vaccinated_on}>
            {(a11y) => (
              <input
                {...a11y}
                type="date"
                className={controlClass}
                value={vaccinatedOn}
                onChange={(e) => setVaccinatedOn(e.target.value)}
                data-testid="document-vaccinated-on"
              />
            )}
          </FormField>
        </div>
      ) : null}
      <ActionButton
        look="primary"
        icon={Send}
        type="submit"
        disabled={uploading || sending}
        data-testid="document-submit"
      >
        {sending ? t("section.uploading") : t("section.submit")}
      </ActionButton>
    </form>
  );
}
