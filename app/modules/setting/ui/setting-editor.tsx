import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { z } from "zod";
import { toMajor, toMinor } from "#app/shared/money";
import { settingClient, settingKeys } from "#app/modules/setting/setting.api-client";
import { type SettingEditDto, type SettingInput, settingInput } from "#app/modules/setting/setting.contract";
import { ImageUpload } from "#app/modules/media/ui/image-upload";
import { useConfirm } from "#app/shared/ui/confirm-dialog";
import { EmbedMapField } from "#app/shared/ui/fields/embed-map-field";
import { InputField, SelectField, NumberField } from "#app/shared/ui/bound-fields";
import { numberField, optionalText, toTranslationFields } from "#app/shared/ui/form-values";
import { FormSection } from "#app/shared/ui/page-header";
import { SubmitButton } from "#app/shared/ui/submit-button";
import { TranslatedFields } from "#app/shared/ui/record-fields";
import { toast } from "#app/shared/ui/toast";
import { useConfirmUpdate } from "#app/shared/ui/use-record-actions";
import { useTranslatableForm } from "#app/shared/ui/use-translatable-form";
import { translationFields } from "#app/shared/translatable.contract";

type SettingEdit = SettingEditDto;
/** A page the terms of booking may link to (chosen from the site's pages). */
export type TermsPageChoice = { id: number; title: string };

const CURRENCIES = ["IDR", "MYR", "SGD"] as const;
const URL_FIELDS = ["facebook_url", "instagram_url", "tiktok_url", "youtube_url"] as const;
const LICENCE_FIELDS = ["ppiu_licence", "ppiu_licence_date", "business_number", "kpk_licence"] as const;
const tr = translationFields;

const settingForm = z
  .object({
    name: z.string(),
    logo_url: z.string(),
    description: tr,
    address: tr,
    about: tr,
    phone: z.string(),
    email: z.string(),
    facebook_url: z.string(),
    instagram_url: z.string(),
    tiktok_url: z.string(),
    youtube_url: z.string(),
    whatsapp: z.string(),
    embed_map: z.string(),
    currency: z.enum(CURRENCIES),
    booking_expiry_hours: z.string(),
    terms_page_id: z.string(),
    document_retention_days: z.string(),
    ppiu_licence: z.string(),
    ppiu_licence_date: z.string(),
    business_number: z.string(),
    kpk_licence: z.string(),
    umrah_reference_price: z.string(),
  })
  .transform(
    (v): SettingInput => ({
      name: v.name,
      logo_url: optionalText(v.logo_url) ?? null,
      description: v.description,
      address: v.address,
      about: v.about,
      phone: optionalText(v.phone) ?? null,
      email: optionalText(v.email) ?? null,
      facebook_url: optionalText(v.facebook_url) ?? null,
      instagram_url: optionalText(v.instagram_url) ?? null,
      tiktok_url: optionalText(v.tiktok_url) ?? null,
      youtube_url: optionalText(v.youtube_url) ?? null,
      whatsapp: optionalText(v.whatsapp) ?? null,
      embed_map: optionalText(v.embed_map) ?? null,
      currency: v.currency,
      booking_expiry_hours: numberField(v.booking_expiry_hours) as number,
      terms_page_id: v.terms_page_id ? Number(v.terms_page_id) : null,
      document_retention_days: numberField(v.document_retention_days) as number,
      ppiu_licence: optionalText(v.ppiu_licence) ?? null,
      ppiu_licence_date: optionalText(v.ppiu_licence_date) ?? null,
      business_number: optionalText(v.business_number) ?? null,
      kpk_licence: optionalText(v.kpk_licence) ?? null,
      // Typed in whole rupiah; stored in IDR minor units whatever the site's currency.
      umrah_reference_price: toMinor(numberField(v.umrah_reference_price) ?? 0, "IDR"),
    }),
  )
  .pipe(settingInput);
type SettingFormValues = z.input<typeof settingForm>;

function toFormValues(s: SettingEdit): SettingFormValues {
  return {
    name: s.name,
    logo_url: s.logo_url ?? "",
    description: toTranslationFields(s.description),
    address: toTranslationFields(s.address),
    about: toTranslationFields(s.about),
    phone: s.phone ?? "",
    email: s.email ?? "",
    facebook_url: s.facebook_url ?? "",
    instagram_url: s.instagram_url ?? "",
    tiktok_url: s.tiktok_url ?? "",
    youtube_url: s.youtube_url ?? "",
    whatsapp: s.whatsapp ?? "",
    embed_map: s.embed_map ?? "",
    currency: s.currency,
    booking_expiry_hours: String(s.booking_expiry_hours),
    terms_page_id: s.terms_page_id ? String(s.terms_page_id) : "",
    document_retention_days: String(s.document_retention_days),
    ppiu_licence: s.ppiu_licence ?? "",
    ppiu_licence_date: s.ppiu_licence_date ?? "",
    business_number: s.business_number ?? "",
    kpk_licence: s.kpk_licence ?? "",
    umrah_reference_price: String(toMajor(s.umrah_reference_price, "IDR")),
  };
}

/** The pages the terms may link to, and the saved one if it is not among them (shown by its number). */
function termsPageOptions(pages: TermsPageChoice[], saved: number | null) {
  const options = pages.map((p) => ({ value: String(p.id), label: p.title }));
  return saved && !pages.some((p) => p.id === saved)
    ? [...options, { value: String(saved), label: `#${saved}` }]
    : options;
}

/** The agency's identity, contacts, social links, map, currency and rules. */
export function SettingEditor({ record, pages }: { record: SettingEdit; pages: TermsPageChoice[] }) {
  const { t } = useTranslation(["content_admin", "catalog_admin", "retention"]);
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const confirmUpdate = useConfirmUpdate();
  const confirm = useConfirm();
  const defaultValues = useMemo(() => toFormValues(record), [record]);
  const { form, tabs, onSubmit } = useTranslatableForm(settingForm, defaultValues);
  const { errors, isSubmitting } = form.formState;
  const submit = onSubmit(async (input) => {
    // Amounts are stored as plain numbers of the site currency: a new currency relabels them
    // (IDR 29,900,000 would read RM 29,900,000), so this change gets its own warning. The
    // server refuses it once bookings exist (decision 015).
    const from = form.formState.defaultValues?.currency ?? record.currency;
    const ok =
      input.currency !== from
        ? await confirm({
            title: t("ui.setting.currency_change.title"),
            text: t("ui.setting.currency_change.text", {
              from: t(`ui.setting.currency.${from}`),
              to: t(`ui.setting.currency.${input.currency}`),
            }),
            confirmLabel: t("ui.setting.currency_change.confirm"),
            danger: true,
          })
        : await confirmUpdate();
    if (!ok) return;
    const res = await settingClient.update(input);
    toast.success(res.message);
    form.reset(toFormValues(res.data));
    await queryClient.invalidateQueries({ queryKey: settingKeys.all });
    // The site name, logo and currency live in the root loader's data.
    void revalidator.revalidate();
  });

  const text = (name: "name" | "phone" | "email" | "whatsapp" | (typeof URL_FIELDS)[number], type = "text") => (
    <InputField
      key={name}
      form={form}
      name={name}
      label={t(`ui.setting.fields.${name}`)}
      hint={t(`ui.setting.hints.${name}`, { defaultValue: "" }) || undefined}
      required={name === "name"}
      optional
      type={type}
      autoCapitalize={type === "text" ? undefined : "none"}
      spellCheck={type === "text" ? undefined : false}
      data-testid={`setting-${name.replace("_url", "")}`}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6" data-testid="setting-form">
      <FormSection title={t("ui.setting.identity")}>
        <div className="space-y-4">
          {text("name")}
          <Controller
            control={form.control}
            name="logo_url"
            render={({ field }) => (
              <ImageUpload
                label={t("ui.setting.fields.logo")}
                value={field.value ? { id: "logo", url: field.value, srcset: "", width: null, height: null } : null}
                onChange={(image) => field.onChange(image?.url ?? "")}
                error={errors.logo_url?.message}
                testId="setting-logo"
              />
            )}
          />
        </div>
      </FormSection>

      <FormSection title={t("catalog_admin:section.content")} description={t("catalog_admin:section.content_intro")}>
        <TranslatedFields
          form={form}
          tabs={tabs}
          testId="setting"
          fields={[
            {
              name: "description",
              label: t("ui.setting.fields.description"),
              hint: t("ui.setting.hints.description"),
              rows: 3,
            },
            { name: "address", label: t("ui.fields.address"), rows: 2 },
            { name: "about", label: t("ui.setting.fields.about"), rich: true, rows: 10 },
          ]}
        />
      </FormSection>

      <FormSection title={t("ui.setting.contact")}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("phone", "tel")}
          {text("email", "email")}
          {text("whatsapp", "tel")}
        </div>
        <div className="mt-4">
          <EmbedMapField form={form} name="embed_map" testId="setting-embed-map" />
        </div>
      </FormSection>

      <FormSection title={t("ui.setting.social")} description={t("ui.setting.social_intro")}>
        <div className="grid gap-4 sm:grid-cols-2">{URL_FIELDS.map((name) => text(name, "url"))}</div>
      </FormSection>

      <FormSection title={t("ui.setting.licences")} description={t("ui.setting.licences_intro")}>
        <div className="grid gap-4 sm:grid-cols-2">
          {LICENCE_FIELDS.map((name) => (
            <InputField
              key={name}
              form={form}
              name={name}
              label={t(`ui.setting.fields.${name}`)}
              hint={t(`ui.setting.hints.${name}`)}
              optional
              type={name === "ppiu_licence_date" ? "date" : "text"}
              maxLength={name === "ppiu_licence_date" ? undefined : 60}
              spellCheck={false}
              data-testid={`setting-${name.replaceAll("_", "-")}`}
            />
          ))}
          <NumberField
            form={form}
            name="umrah_reference_price"
            label={t("ui.setting.fields.umrah_reference_price")}
            hint={t("ui.setting.hints.umrah_reference_price")}
            min={0}
            data-testid="setting-umrah-reference-price"
          />
        </div>
      </FormSection>

      <FormSection title={t("ui.setting.booking")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            form={form}
            name="currency"
            label={t("ui.setting.fields.currency")}
            hint={t("ui.setting.hints.currency")}
            required
            options={CURRENCIES.map((c) => ({ value: c, label: t(`ui.setting.currency.${c}`) }))}
            data-testid="setting-currency"
          />
          <NumberField
            form={form}
            name="booking_expiry_hours"
            label={t("ui.setting.fields.booking_expiry_hours")}
            hint={t("ui.setting.hints.booking_expiry_hours")}
            required
            min={0}
            max={720}
            data-testid="setting-booking-expiry"
          />
          <NumberField
            form={form}
            name="document_retention_days"
            label={t("retention:setting.label")}
            hint={t("retention:setting.hint")}
            required
            min={1}
            max={3650}
            data-testid="setting-retention-days"
          />
          <SelectField
            form={form}
            name="terms_page_id"
            label={t("ui.setting.fields.terms_page")}
            hint={t("ui.setting.hints.terms_page")}
            optional
            emptyOption={t("ui.setting.no_terms_page")}
            options={termsPageOptions(pages, record.terms_page_id)}
            data-testid="setting-terms-page"
          />
        </div>
      </FormSection>

      <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:shadow-sm">
        <div className="flex justify-end">
          <SubmitButton loading={isSubmitting} loadingLabel={t("catalog_admin:ui.saving")} data-testid="setting-save">
            {t("catalog_admin:ui.save")}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
