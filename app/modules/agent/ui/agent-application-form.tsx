import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, ExternalLink, FileUp, LoaderCircle, Send } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { agentClient, agentKeys } from "#app/modules/agent/agent.api-client";
import { type AgentDetailDto, agentApplicationInput } from "#app/modules/agent/agent.contract";
import { AGENT_TERMS_VERSION } from "#app/modules/agent/agent.rules";
import { UPLOAD_MAX_BYTES } from "#app/modules/media/media.contract";
import { toLocale } from "#app/shared/i18n/config";
import { handleWriteError } from "#app/shared/http/panel-api";
import { InputField } from "#app/shared/ui/bound-fields";
import { type ControlA11y, controlClass, FormField } from "#app/shared/ui/form-field";
import { FormSection } from "#app/shared/ui/page-header";
import { SubmitButton } from "#app/shared/ui/submit-button";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import type { Translatable } from "#app/shared/translatable.contract";
import { pickLocale } from "#app/shared/translate";

/** A branch an applicant may choose (the route's loader reads the active ones). */
export interface AgentBranchChoice {
  id: number;
  name: Translatable;
  head_office: boolean;
}

// Images and PDF, as the other private documents; HEIC from phones is kept as JPEG by the server.
const SCAN_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif,application/pdf";
const MAX_MB = Math.round(UPLOAD_MAX_BYTES / 1024 / 1024);

/**
 * The application to become an agent (decision 078, item 1), checked by the API's own contract
 * (`agentApplicationInput`): the national ID number and the ID card's scan (a private upload), the
 * tax number (optional), the bank account commissions are paid to, WhatsApp, the branch, an
 * upline's code (optional) and the agent terms of the version in force. `previous` (a rejected
 * application) fills the form again, its scan kept unless another is chosen.
 */
export function AgentApplicationForm({
  branches,
  previous,
  onCancel,
}: {
  branches: AgentBranchChoice[];
  previous?: AgentDetailDto | null;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation(["agent", "catalog_admin"]);
  const locale = toLocale(i18n.language) ?? "id";
  const queryClient = useQueryClient();
  const form = useContractForm(agentApplicationInput, {
    defaultValues: {
      national_id_number: previous?.national_id_number ?? "",
      national_id_file_id: previous?.national_id_file_id ?? "",
      tax_number: previous?.tax_number ?? "",
      bank_name: previous?.bank_name ?? "",
      account_number: previous?.account_number ?? "",
      account_holder: previous?.account_holder ?? "",
      whatsapp: previous?.whatsapp ?? "",
      branch_id: previous?.branch_id ?? null,
      upline_code: previous?.upline?.code ?? "",
      terms: false as unknown as true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const headOffice = branches.find((b) => b.head_office);
  const others = branches.filter((b) => !b.head_office);

  const submit = form.handleSubmit(async (input) => {
    try {
      const res = await agentClient.apply(input);
      toast.success(res.message);
      queryClient.setQueryData(agentKeys.mine(), { data: res.data });
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"), form);
    }
  });

  const scanId = form.watch("national_id_file_id");
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-6" data-testid="agent-form">
      <FormSection title={t("form.identity")} description={t("form.identity_intro")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            form={form}
            name="national_id_number"
            label={t("form.national_id_number")}
            hint={t("form.national_id_number_hint")}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={24}
            data-testid="agent-nik"
          />
          <InputField
            form={form}
            name="tax_number"
            label={t("form.tax_number")}
            hint={t("form.tax_number_hint")}
            optional
            inputMode="numeric"
            autoComplete="off"
            maxLength={30}
            data-testid="agent-npwp"
          />
          <FormField
            label={t("form.scan")}
            hint={t("form.scan_hint", { max: MAX_MB })}
            required
            error={errors.national_id_file_id?.message}
            className="sm:col-span-2"
          >
            {(a11y) => (
              <ScanUpload
                a11y={a11y}
                fileId={scanId}
                kept={!!previous?.national_id_file_id && scanId === previous.national_id_file_id}
                onUploaded={(id) =>
                  form.setValue("national_id_file_id", id, { shouldValidate: form.formState.isSubmitted })
                }
              />
            )}
          </FormField>
        </div>
      </FormSection>

      <FormSection title={t("form.bank")} description={t("form.bank_intro")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            form={form}
            name="bank_name"
            label={t("form.bank_name")}
            required
            maxLength={100}
            data-testid="agent-bank-name"
          />
          <InputField
            form={form}
            name="account_number"
            label={t("form.account_number")}
            required
            inputMode="numeric"
            maxLength={40}
            data-testid="agent-account-number"
          />
          <InputField
            form={form}
            name="account_holder"
            label={t("form.account_holder")}
            hint={t("form.account_holder_hint")}
            required
            maxLength={150}
            className="sm:col-span-2"
            data-testid="agent-account-holder"
          />
        </div>
      </FormSection>

      <FormSection title={t("form.contact")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            form={form}
            name="whatsapp"
            label={t("form.whatsapp")}
            hint={t("form.whatsapp_hint")}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
            data-testid="agent-whatsapp"
          />
          <FormField label={t("form.branch")} hint={t("form.branch_hint")} error={errors.branch_id?.message}>
            {(a11y) => (
              <select
                {...a11y}
                {...form.register("branch_id", { setValueAs: (v) => (v === "" || v === null ? null : Number(v)) })}
                className={controlClass}
                data-testid="agent-branch"
              >
                <option value="">{headOffice ? pickLocale(headOffice.name, locale) : t("form.head_office")}</option>
                {others.map((b) => (
                  <option key={b.id} value={String(b.id)}>
                    {pickLocale(b.name, locale)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <InputField
            form={form}
            name="upline_code"
            label={t("form.upline_code")}
            hint={t("form.upline_code_hint")}
            optional
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={20}
            className="sm:col-span-2"
            data-testid="agent-upline"
          />
        </div>
      </FormSection>

      <FormSection title={t("form.terms_title")}>
        <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50">
          <input
            type="checkbox"
            {...form.register("terms")}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? "agent-terms-error" : undefined}
            aria-required
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            data-testid="agent-terms"
          />
          <span>
            <span className="block font-medium text-slate-900">{t("form.terms")}</span>
            <span className="block text-sm text-slate-600" data-testid="agent-terms-version">
              {t("form.terms_version", { version: AGENT_TERMS_VERSION })}
            </span>
          </span>
        </label>
        {errors.terms ? (
          <p id="agent-terms-error" className="mt-1 text-sm text-red-700">
            {errors.terms.message}
          </p>
        ) : null}
      </FormSection>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <button
            type="button"
            onClick={onCancel}
            className="inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
          >
            {t("catalog_admin:ui.cancel")}
          </button>
        ) : null}
        <SubmitButton loading={isSubmitting} loadingLabel={t("form.sending")} data-testid="agent-submit">
          <span className="inline-flex items-center gap-2">
            <Send aria-hidden className="size-4" />
            {t("form.submit")}
          </span>
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * The ID card's scan: a native file input inside its label (keyboard and screen readers reach it),
 * uploaded as soon as it is chosen as a private document; its status is announced.
 */
function ScanUpload({
  a11y,
  fileId,
  kept,
  onUploaded,
}: {
  a11y: ControlA11y;
  fileId: string | undefined;
  kept: boolean;
  onUploaded: (id: string) => void;
}) {
  const { t } = useTranslation(["agent", "catalog_admin", "errors"]);
  const statusId = useId();
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES) {
      toast.error(`${file.name}: ${t("errors:file_too_large", { max: MAX_MB })}`);
      return;
    }
    setBusy(true);
    try {
      const res = await agentClient.uploadScan(file);
      setName(file.name);
      onUploaded(res.data.id);
    } catch (err) {
      setName(null);
      onUploaded("");
      handleWriteError(err, t("catalog_admin:ui.unavailable"));
    } finally {
      setBusy(false);
    }
  };

  const label = busy ? t("form.uploading") : fileId ? t("form.scan_replace") : t("form.scan_choose");
  return (
    <div className="space-y-1">
      <label
        className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-4 py-2 font-medium text-brand-800 focus-within:ring-2 focus-within:ring-brand-600/40 hover:bg-brand-50 ${a11y["aria-invalid"] ? "border-red-700" : "border-brand-700"} ${busy ? "pointer-events-none opacity-70" : ""}`}
      >
        {busy ? (
          <LoaderCircle aria-hidden className="size-5 animate-spin" />
        ) : (
          <FileUp aria-hidden className="size-5" />
        )}
        <span>{label}</span>
        <input
          {...a11y}
          aria-describedby={[a11y["aria-describedby"], statusId].filter(Boolean).join(" ")}
          type="file"
          accept={SCAN_ACCEPT}
          disabled={busy}
          onChange={(e) => {
            void upload(e.target.files?.[0]);
            e.target.value = "";
          }}
          className="sr-only"
          data-testid="agent-scan"
        />
      </label>
      <p id={statusId} aria-live="polite" className="text-sm">
        {name && fileId ? (
          <span className="flex items-center gap-2 text-emerald-800" data-testid="agent-scan-done">
            <CheckCircle2 aria-hidden className="size-4 shrink-0" />
            <span className="min-w-0 break-all">{t("form.scan_uploaded", { name })}</span>
          </span>
        ) : kept && fileId ? (
          <a
            href={`/api/file/${fileId}`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-800 underline"
          >
            <ExternalLink aria-hidden className="size-4" />
            {t("form.scan_kept")}
            <span className="sr-only"> ({t("catalog_admin:ui.new_tab")})</span>
          </a>
        ) : null}
      </p>
    </div>
  );
}
