import { FileCheck2, Upload } from "lucide-react";
import { useEffect, useId, useState } from "react";
import {
  type FieldError,
  type FieldValues,
  get,
  type UseFormRegisterReturn,
  useFormContext,
  useFormState,
  useWatch,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "#app/shared/ui/toast";
import { ApiError, isAbort } from "#app/shared/http/client";
import { FormField } from "#app/shared/ui/form-field";
import { InputField, SelectField, TextareaField } from "#app/shared/ui/bound-fields";
import { UPLOAD_MAX_BYTES } from "#app/modules/media/media.contract";
import {
  GENDERS,
  GUEST_COUNTRIES,
  type GuestInput,
  MARITAL_STATUSES,
  type guestInput,
  VISA_OPTIONS,
} from "#app/modules/booking/booking.contract";
import { ChoiceGroup, choiceInputClass } from "#app/shared/ui/choice-group";
import { FilePicker, UPLOAD_MAX_MB } from "./document-upload";
import { GuestRelationField } from "./guest-relation";
import { MinistrySection } from "./ministry-section";
import { guestType } from "./guest-room";
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
  "relation",
  "related_to",
  // The ministry's data (decision 081): asked by an umrah package's forms (MinistrySection), kept
  // through every form of a guest so an edit never drops them.
  "father_name",
  "passport_name",
  "passport_office",
  "region_code",
  "education",
  "occupation",
  "nationality",
] as const satisfies readonly (keyof typeof guestInput.shape)[];

/** What is not asked of a child or an infant (docs/product.md §Booking and seats). */
const ADULTS_ONLY = ["marital_status", "job", "company", "job_address"] as const;

export type GuestCountry = (typeof GUEST_COUNTRIES)[number];

/** A blank guest as the form holds it ("" = not given; the contract turns it into null). */
export function emptyGuest(country: GuestCountry | "" = ""): GuestInput {
  const guest: Record<string, string> = {};
  for (const field of GUEST_FIELDS) guest[field] = "";
  guest.country = country;
  return guest as unknown as GuestInput;
}

/** A stored guest (GuestDto from the API) back into form values, for an edit screen. */
export function guestToInput(
  guest: Partial<Record<(typeof GUEST_FIELDS)[number], string | number | null>>,
): GuestInput {
  const values: Record<string, string | number> = {};
  for (const field of GUEST_FIELDS) values[field] = guest[field] ?? "";
  return values as unknown as GuestInput;
}

/** POST /api/upload?purpose=document: a private file (image or PDF); resolves with its id. */
export async function uploadDocument(file: File): Promise<string> {
  const res = await bookingClient.uploadDocument(file);
  return res.data.id;
}

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
  /** The departure's first day: a child or an infant on that day is not asked adults' questions. */
  startDate?: string | null;
  /** The guest's room choice, shown right after the birth date it depends on. */
  room?: React.ReactNode;
  /** Whether the relation to the other guests must be chosen (the checkout; the API accepts none). */
  relationRequired?: boolean;
  /**
   * An umrah package's guest (decision 081): the ministry's data in its own section, loaded on
   * demand, which also takes the birth place, marital status, state and postcode.
   */
  ministry?: boolean;
}

/**
 * Every field of ONE guest (docs/product.md §Booking and seats, `guestInput` of the contract), for any
 * react-hook-form form that holds guests under `prefix` (the checkout, the admin's booking
 * edit). Reads the form through its context, so the form must be wrapped in <FormProvider>.
 * Error messages come from the form's resolver or the server, already translated.
 */
export function GuestFields({
  prefix,
  index,
  onUploadVisa,
  passportExpiryMin,
  formatDate,
  startDate,
  room,
  relationRequired,
  ministry = false,
}: GuestFieldsProps) {
  const { t } = useTranslation("booking");
  const { register, control, getValues, setValue } = useFormContext<FieldValues>();
  // This guest's part of the form state: its errors re-render this guest only.
  const formState = useFormState({ control, name: prefix });
  const { errors } = formState;
  const form = { register, formState };
  const name = (field: (typeof GUEST_FIELDS)[number]) => `${prefix}.${field}`;
  const error = (field: (typeof GUEST_FIELDS)[number]) => (get(errors, name(field)) as FieldError | undefined)?.message;
  const testId = (field: string) => `guest-${index}-${field}`;
  // A field's name and test id follow from its name in the contract; its label key is written
  // out at the call (test/i18n-keys.test.ts finds a key by its full name).
  const bound = (field: (typeof GUEST_FIELDS)[number], label: string) => ({
    form,
    name: name(field),
    label,
    "data-testid": testId(field),
  });
  const lead = index === 0;
  const visa = useWatch({ control, name: name("visa") }) as string | undefined;
  const birthDate = useWatch({ control, name: name("birth_date") }) as string | undefined;
  // A child or an infant on the departure day has no marital status, job or work address: the
  // fields are not shown, and what was typed before the birth date said so is not sent.
  const type = guestType(birthDate, startDate ?? undefined);
  const young = type === "child" || type === "infant";
  useEffect(() => {
    if (!young) return;
    for (const field of ADULTS_ONLY)
      if (getValues(`${prefix}.${field}`)) setValue(`${prefix}.${field}`, "", { shouldDirty: true });
  }, [young, prefix, getValues, setValue]);
  const marital: Record<(typeof MARITAL_STATUSES)[number], string> = {
    single: t("guest.marital_single"),
    married: t("guest.marital_married"),
    divorced: t("guest.marital_divorced"),
    widowed: t("guest.marital_widowed"),
  };
  const grid = "grid gap-4 sm:grid-cols-2";
  const sectionTitle = "mb-3 text-sm font-semibold tracking-wide text-brand-800 uppercase";

  return (
    <div className="space-y-6">
      <fieldset className={grid}>
        <legend className={sectionTitle}>{t("guest.section_identity")}</legend>
        <InputField
          {...bound("full_name", t("guest.full_name"))}
          hint={t("guest.full_name_hint")}
          required
          className="sm:col-span-2"
          autoComplete={lead ? "name" : "off"}
        />
        <InlineRadios
          legend={t("guest.gender")}
          error={error("gender")}
          required
          registration={register(name("gender"))}
          options={GENDERS.map((g) => ({
            value: g,
            label: g === "male" ? t("guest.gender_male") : t("guest.gender_female"),
            testId: testId(`gender-${g}`),
          }))}
        />
        <InputField
          {...bound("birth_date", t("guest.birth_date"))}
          required
          type="date"
          max={today()}
          autoComplete={lead ? "bday" : "off"}
        />
        {ministry ? null : <InputField {...bound("birth_place", t("guest.birth_place"))} />}
        {young || ministry ? null : (
          <SelectField
            {...bound("marital_status", t("guest.marital_status"))}
            emptyOption={t("guest.not_stated")}
            options={MARITAL_STATUSES.map((m) => ({ value: m, label: marital[m] }))}
          />
        )}
        {lead ? null : <GuestRelationField prefix={prefix} index={index} required={relationRequired} />}
      </fieldset>

      {room}

      <fieldset className={grid}>
        <legend className={sectionTitle}>{t("guest.section_contact")}</legend>
        {lead ? <p className="-mt-1 text-sm text-slate-700 sm:col-span-2">{t("guest.lead_contact_hint")}</p> : null}
        <InputField
          {...bound("phone", t("guest.phone"))}
          type="tel"
          inputMode="tel"
          autoComplete={lead ? "tel" : "off"}
          placeholder="+62 812 3456 7890"
        />
        <InputField
          {...bound("email", t("guest.email"))}
          type="email"
          autoComplete={lead ? "email" : "off"}
          autoCapitalize="none"
          spellCheck={false}
        />
        <SelectField
          {...bound("country", t("guest.country"))}
          required
          emptyOption={t("guest.choose")}
          options={GUEST_COUNTRIES.map((c) => ({
            value: c,
            label: c === "ID" ? t("guest.country_id") : c === "MY" ? t("guest.country_my") : t("guest.country_sg"),
          }))}
        />
        {ministry ? null : (
          <>
            <InputField {...bound("state", t("guest.state"))} autoComplete={lead ? "address-level1" : "off"} />
            <InputField
              {...bound("postal_code", t("guest.postal_code"))}
              inputMode="numeric"
              autoComplete={lead ? "postal-code" : "off"}
            />
          </>
        )}
        <TextareaField
          {...bound("address", t("guest.address"))}
          className="sm:col-span-2"
          rows={2}
          autoComplete={lead ? "street-address" : "off"}
        />
      </fieldset>

      <fieldset className={grid}>
        <legend className={sectionTitle}>{t("guest.section_passport")}</legend>
        <InputField
          {...bound("passport_number", t("guest.passport_number"))}
          hint={t("guest.passport_hint")}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          controlClassName="uppercase"
        />
        <InputField {...bound("ic_number", t("guest.ic_number"))} hint={t("guest.ic_hint")} autoComplete="off" />
        <InputField {...bound("passport_issue_date", t("guest.passport_issue_date"))} type="date" max={today()} />
        <InputField
          {...bound("passport_expiry_date", t("guest.passport_expiry_date"))}
          hint={
            passportExpiryMin
              ? t("guest.passport_expiry_hint", {
                  date: formatDate ? formatDate(passportExpiryMin) : passportExpiryMin,
                })
              : undefined
          }
          type="date"
          min={passportExpiryMin ?? undefined}
        />
        <InlineRadios
          legend={t("guest.visa")}
          error={error("visa")}
          registration={register(name("visa"))}
          options={(["", ...VISA_OPTIONS] as const).map((v) => ({
            value: v,
            label:
              v === "have" ? t("guest.visa_have") : v === "upload" ? t("guest.visa_upload") : t("guest.visa_later"),
            testId: testId(`visa-${v || "none"}`),
          }))}
        />
        {visa === "upload" ? (
          <VisaUpload
            name={name("visa_file_id")}
            error={error("visa_file_id")}
            onUpload={onUploadVisa}
            testId={testId("visa_file")}
          />
        ) : null}
      </fieldset>

      {ministry ? <MinistrySection prefix={prefix} index={index} young={young} /> : null}

      <fieldset className={grid}>
        <legend className={sectionTitle}>{young ? t("guest.section_heir") : t("guest.section_work")}</legend>
        {young ? null : (
          <>
            <InputField {...bound("job", t("guest.job"))} autoComplete="off" />
            <InputField {...bound("company", t("guest.company"))} autoComplete={lead ? "organization" : "off"} />
            <TextareaField {...bound("job_address", t("guest.job_address"))} className="sm:col-span-2" rows={2} />
          </>
        )}
        <InputField {...bound("heir_name", t("guest.heir_name"))} hint={t("guest.heir_hint")} autoComplete="off" />
        <InputField {...bound("heir_relationship", t("guest.heir_relationship"))} autoComplete="off" />
      </fieldset>
    </div>
  );
}

/** A short question answered by one of a few radios in a row (gender, visa). */
function InlineRadios({
  legend,
  error,
  required,
  registration,
  options,
}: {
  legend: string;
  error?: string;
  required?: boolean;
  registration: UseFormRegisterReturn;
  options: { value: string; label: string; testId: string }[];
}) {
  return (
    <ChoiceGroup legend={legend} error={error} required={required} className="sm:col-span-2">
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((o) => (
          <label
            key={o.value || "none"}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-slate-900"
          >
            <input type="radio" value={o.value} {...registration} className={choiceInputClass} data-testid={o.testId} />
            {o.label}
          </label>
        ))}
      </div>
    </ChoiceGroup>
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
      toast.error(te("file_too_large", { max: UPLOAD_MAX_MB }));
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
      hint={t("guest.visa_file_hint", { max: UPLOAD_MAX_MB })}
      error={error}
      required
      className="sm:col-span-2"
    >
      {(a11y) => (
        <div className="space-y-2">
          <FilePicker
            a11y={a11y}
            statusId={statusId}
            busy={busy}
            icon={Upload}
            label={busy ? t("guest.visa_uploading") : fileId ? t("guest.visa_replace") : t("guest.visa_choose")}
            onFile={(file) => void choose(file)}
            testId={testId}
          />
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
