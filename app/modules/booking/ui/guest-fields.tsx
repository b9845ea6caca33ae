import { FileCheck2, LoaderCircle, Upload } from "lucide-react";
import { useId, useState } from "react";
import { type FieldError, type FieldValues, get, useFormContext, useFormState, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "#app/shared/ui/toast";
import { ApiError, isAbort } from "#app/shared/http/client";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { UPLOAD_MAX_BYTES } from "#app/modules/media/media.contract";
import {
  GENDERS,
  GUEST_COUNTRIES,
  type GuestInput,
  MARITAL_STATUSES,
  type guestInput,
  VISA_OPTIONS,
} from "#app/modules/booking/booking.contract";
import { ChoiceGroup, choiceInputClass } from "./choice-group";
import { bookingClient } from "#app/modules/booking/booking.api-client";

/** The field names of one guest (`guestInput`), in the order the form shows them. */
export const GUEST_FIELDS = [
  "full_name",
  "gender",
  "birth_date",
  "birth_place",
  "marital_status",
  "phone",
  "email",
  "country",
  "state",
  "postal_code",
  "address",
  "passport_number",
  "ic_number",
  "passport_issue_date",
  "passport_expiry_date",
  "visa",
  "visa_file_id",
  "job",
  "job_address",
  "company",
  "heir_name",
  "heir_relationship",
] as const satisfies readonly (keyof typeof guestInput.shape)[];

export type GuestCountry = (typeof GUEST_COUNTRIES)[number];

/** A blank guest as the form holds it ("" = not given; the contract turns it into null). */
export function emptyGuest(country: GuestCountry | "" = ""): GuestInput {
  const guest: Record<string, string> = {};
  for (const field of GUEST_FIELDS) guest[field] = "";
  guest.country = country;
  return guest as unknown as GuestInput;
}

/** A stored guest (GuestDto from the API) back into form values, for an edit screen. */
export function guestToInput(guest: Partial<Record<(typeof GUEST_FIELDS)[number], string | null>>): GuestInput {
  const values: Record<string, string> = {};
  for (const field of GUEST_FIELDS) values[field] = guest[field] ?? "";
  return values as unknown as GuestInput;
}

/** POST /api/upload?purpose=document: a private file (image or PDF); resolves with its id. */
export async function uploadDocument(file: File): Promise<string> {
  const res = await bookingClient.uploadDocument(file);
  return res.data.id;
}

const DOCUMENT_ACCEPT = "image/jpeg,image/png,image/webp,application/pdf";
const MAX_MB = Math.round(UPLOAD_MAX_BYTES / 1024 / 1024);
const today = () => new Date().toISOString().slice(0, 10);

export interface GuestFieldsProps {
  /** Where this guest lives in the form, e.g. `guests.0`. */
  prefix: string;
  /** Position of the guest; 0 is the lead guest, who needs a phone or an email. */
  index: number;
  /** Uploads the visa file and resolves with its file id (e.g. `uploadDocument`). */
  onUploadVisa: (file: File) => Promise<string>;
  /** The first day the passport may expire on (6 months after the trip ends), shown as a hint. */
  passportExpiryMin?: string | null;
  /** Formats a YYYY-MM-DD date for the hint. */
  formatDate?: (isoDate: string) => string;
}

/**
 * Every field of ONE guest (docs/product.md §Booking and seats, `guestInput` of the contract), for any
 * react-hook-form form that holds guests under `prefix` (the checkout, the admin's booking
 * edit). Reads the form through its context, so the form must be wrapped in <FormProvider>.
 * Error messages come from the form's resolver or the server, already translated.
 */
export function GuestFields({ prefix, index, onUploadVisa, passportExpiryMin, formatDate }: GuestFieldsProps) {
  const { t } = useTranslation("booking");
  const { register, control } = useFormContext<FieldValues>();
  const { errors } = useFormState({ control, name: prefix });
  const name = (field: (typeof GUEST_FIELDS)[number]) => `${prefix}.${field}`;
  const error = (field: (typeof GUEST_FIELDS)[number]) => (get(errors, name(field)) as FieldError | undefined)?.message;
  const testId = (field: string) => `guest-${index}-${field}`;
  const lead = index === 0;
  const visa = useWatch({ control, name: name("visa") }) as string | undefined;
  const grid = "grid gap-4 sm:grid-cols-2";
  const sectionTitle = "mb-3 text-sm font-semibold tracking-wide text-brand-800 uppercase";

  return (
    <div className="space-y-6">
      <fieldset className={grid}>
        <legend className={sectionTitle}>{t("guest.section_identity")}</legend>
        <FormField
          label={t("guest.full_name")}
          hint={t("guest.full_name_hint")}
          error={error("full_name")}
          required
          className="sm:col-span-2"
        >
          {(a11y) => (
            <input
              {...a11y}
              {...register(name("full_name"))}
              autoComplete={lead ? "name" : "off"}
              className={controlClass}
              data-testid={testId("full_name")}
            />
          )}
        </FormField>
        <ChoiceGroup legend={t("guest.gender")} error={error("gender")} required className="sm:col-span-2">
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {GENDERS.map((g) => (
              <label key={g} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-slate-900">
                <input
                  type="radio"
                  value={g}
                  {...register(name("gender"))}
                  className={choiceInputClass}
                  data-testid={testId(`gender-${g}`)}
                />
                {g === "male" ? t("guest.gender_male") : t("guest.gender_female")}
              </label>
            ))}
          </div>
        </ChoiceGroup>
        <FormField label={t("guest.birth_date")} error={error("birth_date")} required>
          {(a11y) => (
            <input
              {...a11y}
              {...register(name("birth_date"))}
              type="date"
              max={today()}
              autoComplete={lead ? "bday" : "off"}
              className={controlClass}
              data-testid={testId("birth_date")}
            />
          )}
        </FormField>
        <FormField label={t("guest.birth_place")} error={error("birth_place")}>
          {(a11y) => (
            <input
              {...a11y}
              {...register(name("birth_place"))}
              className={controlClass}
              data-testid={testId("birth_place")}
            />
          )}
        </FormField>
        <FormField label={t("guest.marital_status")} error={error("marital_status")}>
          {(a11y) => (
            <select
              {...a11y}
              {...register(name("marital_status"))}
              className={controlClass}
              data-testid={testId("marital_status")}
            >
              <option value="">{t("guest.not_stated")}</option>
              {MARITAL_STATUSES.map((m) => (
                <option key={m} value={m}>
                  {m === "single" ? t("guest.marital_single") : t("guest.marital_married")}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </fieldset>

      <fieldset className={grid}>
        <legend className={sectionTitle}>{t("guest.section_contact")}</legend>
        {lead ? <p className="-mt-1 text-sm text-slate-700 sm:col-span-2">{t("guest.lead_contact_hint")}</p> : null}
        <FormField label={t("guest.phone")} error={error("phone")}>
          {(a11y) => (
            <input
              {...a11y}
              {...register(name("phone"))}
              type="tel"
              inputMode="tel"
              autoComplete={lead ? "tel" : "off"}
              placeholder="+62 812 3456 7890"
              className={controlClass}
              data-testid={testId("phone")}
            />
          )}
        </FormField>
        <FormField label={t("guest.email")} error={error("email")}>
          {(a11y) => (
            <input
              {...a11y}
              {...register(name("email"))}
              type="email"
              autoComplete={lead ? "email" : "off"}
              autoCapitalize="none"
              spellCheck={false}
              className={controlClass}
              data-testid={testId("email")}
            />
          )}
        </FormField>
        <FormField label={t("guest.country")} error={error("country")} required>
          {(a11y) => (
            <select {...a11y} {...register(name("country"))} className={controlClass} data-testid={testId("country")}>
              <option value="">{t("guest.choose")}</option>
              {GUEST_COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {c === "ID" ? t("guest.country_id") : c === "MY" ? t("guest.country_my") : t("guest.country_sg")}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t("guest.state")} error={error("state")}>
          {(a11y) => (
            <input
              {...a11y}
              {...register(name("state"))}
              autoComplete={lead ? "address-level1" : "off"}
              className={controlClass}
              data-testid={testId("state")}
            />
          )}
        </FormField>
        <FormField label={t("guest.postal_code")} error={error("postal_code")}>
          {(a11y) => (
            <input
              {...a11y}
              {...register(name("postal_code"))}
              inputMode="numeric"
              autoComplete={lead ? "postal-code" : "off"}
              className={controlClass}
              data-testid={testId("postal_code")}
            />
          )}
        </FormField>
        <FormField label={t("guest.address")} error={error("address")} className="sm:col-span-2">
          {(a11y) => (
            <textarea
              {...a11y}
              {...register(name("address"))}
              rows={2}
              autoComplete={lead ? "street-address" : "off"}
              className={controlClass}
              data-testid={testId("address")}
            />
          )}
        </FormField>
      </fieldset>

      <fieldset className={grid}>
        <legend className={sectionTitle}>{t("guest.section_passport")}</legend>
        <FormField label={t("guest.passport_number")} hint={t("guest.passport_hint")} error={error("passport_number")}>
          {(a11y) => (
            <input
              {...a11y}
              {...register(name("passport_number"))}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              className={`${controlClass} uppercase`}
              data-testid={testId("passport_number")}
            />
          )}
        </FormField>
        <FormField label={t("guest.ic_number")} hint={t("guest.ic_hint")} error={error("ic_number")}>
          {(a11y) => (
            <input
              {...a11y}
              {...register(name("ic_number"))}
              autoComplete="off"
              className={controlClass}
              data-testid={testId("ic_number")}
            />
          )}
        </FormField>
        <FormField label={t("guest.passport_issue_date")} error={error("passport_issue_date")}>
          {(a11y) => (
            <input
              {...a11y}
              {...register(name("passport_issue_date"))}
              type="date"
              max={today()}
              className={controlClass}
              data-testid={testId("passport_issue_date")}
            />
          )}
        </FormField>
        <FormField
          label={t("guest.passport_expiry_date")}
          hint={
            passportExpiryMin
              ? t("guest.passport_expiry_hint", {
                  date: formatDate ? formatDate(passportExpiryMin) : passportExpiryMin,
                })
              : undefined
          }
          error={error("passport_expiry_date")}
        >
          {(a11y) => (
            <input
              {...a11y}
              {...register(name("passport_expiry_date"))}
              type="date"
              min={passportExpiryMin ?? undefined}
              className={controlClass}
              data-testid={testId("passport_expiry_date")}
            />
          )}
        </FormField>
        <ChoiceGroup legend={t("guest.visa")} error={error("visa")} className="sm:col-span-2">
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {(["", ...VISA_OPTIONS] as const).map((v) => (
              <label
                key={v || "none"}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-slate-900"
              >
                <input
                  type="radio"
                  value={v}
                  {...register(name("visa"))}
                  className={choiceInputClass}
                  data-testid={testId(`visa-${v || "none"}`)}
                />
                {v === "have" ? t("guest.visa_have") : v === "upload" ? t("guest.visa_upload") : t("guest.visa_later")}
              </label>
            ))}
          </div>
        </ChoiceGroup>
        {visa === "upload" ? (
          <VisaUpload
            name={name("visa_file_id")}
            error={error("visa_file_id")}
            onUpload={onUploadVisa}
            testId={testId("visa_file")}
          />
        ) : null}
      </fieldset>

      <fieldset className={grid}>
        <legend className={sectionTitle}>{t("guest.section_work")}</legend>
        <FormField label={t("guest.job")} error={error("job")}>
          {(a11y) => (
            <input
              {...a11y}
              {...register(name("job"))}
              autoComplete="off"
              className={controlClass}
              data-testid={testId("job")}
            />
          )}
        </FormField>
        <FormField label={t("guest.company")} error={error("company")}>
          {(a11y) => (
            <input
              {...a11y}
              {...register(name("company"))}
              autoComplete={lead ? "organization" : "off"}
              className={controlClass}
              data-testid={testId("company")}
            />
          )}
        </FormField>
        <FormField label={t("guest.job_address")} error={error("job_address")} className="sm:col-span-2">
          {(a11y) => (
            <textarea
              {...a11y}
              {...register(name("job_address"))}
              rows={2}
              className={controlClass}
              data-testid={testId("job_address")}
            />
          )}
        </FormField>
        <FormField label={t("guest.heir_name")} hint={t("guest.heir_hint")} error={error("heir_name")}>
          {(a11y) => (
            <input
              {...a11y}
              {...register(name("heir_name"))}
              autoComplete="off"
              className={controlClass}
              data-testid={testId("heir_name")}
            />
          )}
        </FormField>
        <FormField label={t("guest.heir_relationship")} error={error("heir_relationship")}>
          {(a11y) => (
            <input
              {...a11y}
              {...register(name("heir_relationship"))}
              autoComplete="off"
              className={controlClass}
              data-testid={testId("heir_relationship")}
            />
          )}
        </FormField>
      </fieldset>
    </div>
  );
}

/**
 * The visa file: chosen, checked for size here, uploaded at once as a private document, its id
 * kept in the form. The stored file opens through /api/file/{id} (owner and admins only).
 */
function VisaUpload({
  name,
  error,
  onUpload,
  testId,
}: {
  name: string;
  error?: string;
  onUpload: (file: File) => Promise<string>;
  testId: string;
}) {
  const { t } = useTranslation("booking");
  const { t: te } = useTranslation("errors");
  const { setValue, getFieldState, formState, control } = useFormContext<FieldValues>();
  const fileId = useWatch({ control, name }) as string | undefined;
  const [busy, setBusy] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const statusId = useId();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES) {
      toast.error(te("file_too_large", { max: MAX_MB }));
      return;
    }
    setBusy(true);
    try {
      const id = await onUpload(file);
      setFileName(file.name);
      setValue(name, id, { shouldDirty: true, shouldValidate: formState.isSubmitted || getFieldState(name).invalid });
    } catch (err) {
      // The shared handler has toasted the server's message; a network failure gets one here.
      if (!isAbort(err) && !(err instanceof ApiError)) toast.error(te("unavailable"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormField
      label={t("guest.visa_file")}
      hint={t("guest.visa_file_hint", { max: MAX_MB })}
      error={error}
      required
      className="sm:col-span-2"
    >
      {(a11y) => (
        <div className="space-y-2">
          <label
            className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-brand-700 px-4 py-2 font-medium text-brand-800 focus-within:ring-2 focus-within:ring-brand-600/40 hover:bg-brand-50 ${busy ? "pointer-events-none opacity-70" : ""}`}
          >
            {busy ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <Upload aria-hidden="true" className="size-5" />
            )}
            <span>{busy ? t("guest.visa_uploading") : fileId ? t("guest.visa_replace") : t("guest.visa_choose")}</span>
            <input
              {...a11y}
              aria-describedby={[a11y["aria-describedby"], statusId].filter(Boolean).join(" ")}
              type="file"
              accept={DOCUMENT_ACCEPT}
              disabled={busy}
              className="sr-only"
              data-testid={testId}
              onChange={(e) => {
                void choose(e.target.files?.[0]);
                e.target.value = "";
              }}
            />
          </label>
          <p id={statusId} role="status" className="text-sm text-slate-700">
            {fileId ? (
              <span className="inline-flex items-center gap-1.5 text-brand-800">
                <FileCheck2 aria-hidden="true" className="size-4" />
                {t("guest.visa_uploaded")}
                {fileName ? <span className="font-medium"> {fileName}</span> : null}
                {" · "}
                <a href={`/api/file/${fileId}`} target="_blank" rel="noopener" className="underline">
                  {t("guest.visa_view")}
                </a>
              </span>
            ) : null}
          </p>
        </div>
      )}
    </FormField>
  );
}
