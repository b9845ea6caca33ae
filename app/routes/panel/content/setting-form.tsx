import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { Controller } from "react-hook-form";
import { useRevalidator } from "react-router";
import { toast } from "#app/shared/ui/toast";
import { z } from "zod";
import type { PageSummaryDto } from "#app/modules/content/content.contract";
import { type SettingInput, type settingEditDto, settingInput } from "#app/modules/setting/setting.contract";
import type { Locale } from "#app/shared/i18n/config";
import { serverT } from "#app/shared/i18n/server";
import { api } from "#app/shared/http/client";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { useConfirm } from "#app/shared/ui/confirm-dialog";
import { SubmitButton } from "#app/shared/ui/submit-button";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { FormSkeleton, LoadFailed } from "#app/shared/ui/form-actions";
import { localesWithErrors, numberField, optionalText, toTranslationFields } from "#app/shared/ui/form-values";
import { RichTextField } from "#app/shared/ui/rich-text-field";
import { ImageUpload } from "#app/modules/media/ui/image-upload";
import { FormSection, PageHeader } from "#app/shared/ui/page-header";
import { handleWriteError, panelGet } from "#app/shared/http/panel-api";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import { langAttr, languageLabel, TranslationTabs } from "#app/shared/ui/translation-tabs";
import { useConfirmUpdate } from "#app/shared/ui/use-record-actions";
import type { Route } from "./+types/setting-form";
import { contentKey, useContentT } from "#app/shared/ui/list-kit";
import { EmbedMapField } from "#app/modules/content/ui/embed-map-field";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "content_admin");
  return { title: t("ui.setting.title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

type SettingEdit = z.infer<typeof settingEditDto>;
const KEY = contentKey("setting");
const CURRENCIES = ["IDR", "MYR", "SGD"] as const;
const URL_FIELDS = ["facebook_url", "instagram_url", "tiktok_url", "youtube_url"] as const;
const tr = z.object({ id: z.string(), en: z.string(), my: z.string() });

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
  };
}

/** /panel/setting: the agency's identity, contacts, social links, map, currency and rules. */
export default function SettingForm() {
  const { t } = useContentT();
  const query = useQuery({
    queryKey: [...KEY, "edit"],
    queryFn: ({ signal }) => panelGet<{ data: SettingEdit }>("/setting/edit", signal),
    staleTime: 0,
    gcTime: 0,
  });
  // The terms page choices are loaded first, so the select shows the saved page at once.
  const pages = useQuery({
    queryKey: [...contentKey("page"), "all"],
    queryFn: ({ signal }) => panelGet<{ data: PageSummaryDto[] }>("/page?limit=-1", signal),
  });
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t("ui.setting.title")} description={t("ui.setting.intro")} />
      {query.data && !pages.isPending ? (
        <SettingEditor record={query.data.data} pages={pages.data?.data ?? NO_PAGES} />
      ) : query.isError ? (
        <LoadFailed backTo="/panel" onRetry={() => void query.refetch()} />
      ) : (
        <FormSkeleton />
      )}
    </div>
  );
}

const NO_PAGES: PageSummaryDto[] = [];

function SettingEditor({ record, pages }: { record: SettingEdit; pages: PageSummaryDto[] }) {
  const { t } = useContentT();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const confirmUpdate = useConfirmUpdate();
  const confirm = useConfirm();
  const [tab, setTab] = useState<Locale>("id");
  const defaultValues = useMemo(() => toFormValues(record), [record]);
  const form = useContractForm(settingForm, { defaultValues, shouldFocusError: true });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(
    async (input) => {
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
      try {
        const res = await api<{ message: string; data: SettingEdit }>("/setting", { method: "PUT", body: input });
        toast.success(res.message);
        form.reset(toFormValues(res.data));
        await queryClient.invalidateQueries({ queryKey: KEY });
        // The site name, logo and currency live in the root loader's data.
        void revalidator.revalidate();
      } catch (err) {
        handleWriteError(err, t("catalog_admin:ui.unavailable"), form);
      }
    },
    (errs) => {
      const locs = localesWithErrors(errs);
      if (locs.length && !locs.includes(tab)) setTab(locs[0]);
    },
  );

  useEffect(() => form.reset(defaultValues), [defaultValues, form]);

  const text = (name: "name" | "phone" | "email" | "whatsapp" | (typeof URL_FIELDS)[number], type = "text") => (
    <FormField
      key={name}
      label={t(`ui.setting.fields.${name}`)}
      error={errors[name]?.message}
      hint={t(`ui.setting.hints.${name}`, { defaultValue: "" }) || undefined}
      required={name === "name"}
      optionalLabel={t("catalog_admin:ui.optional")}
    >
      {(a11y) => (
        <input
          {...a11y}
          {...form.register(name)}
          type={type}
          autoCapitalize={type === "text" ? undefined : "none"}
          spellCheck={type === "text" ? undefined : false}
          className={controlClass}
          data-testid={`setting-${name.replace("_url", "")}`}
        />
      )}
    </FormField>
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
                hint={t("catalog_admin:image.hint")}
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
        <TranslationTabs
          value={tab}
          onValueChange={setTab}
          errorLocales={localesWithErrors(errors)}
          label={t("catalog_admin:ui.language_tabs")}
        >
          {(locale) => (
            <div className="space-y-4">
              <FormField
                label={languageLabel(t("ui.setting.fields.description"), locale)}
                error={errors.description?.[locale]?.message}
                hint={t("ui.setting.hints.description")}
                optionalLabel={t("catalog_admin:ui.optional")}
              >
                {(a11y) => (
                  <textarea
                    {...a11y}
                    {...form.register(`description.${locale}`)}
                    lang={langAttr(locale)}
                    rows={3}
                    className={controlClass}
                    data-testid={`setting-description-${locale}`}
                  />
                )}
              </FormField>
              <FormField
                label={languageLabel(t("ui.fields.address"), locale)}
                error={errors.address?.[locale]?.message}
                optionalLabel={t("catalog_admin:ui.optional")}
              >
                {(a11y) => (
                  <textarea
                    {...a11y}
                    {...form.register(`address.${locale}`)}
                    lang={langAttr(locale)}
                    rows={2}
                    className={controlClass}
                    data-testid={`setting-address-${locale}`}
                  />
                )}
              </FormField>
              <FormField
                label={languageLabel(t("ui.setting.fields.about"), locale)}
                error={errors.about?.[locale]?.message}
                hint={t("catalog_admin:fields.description_hint")}
                optionalLabel={t("catalog_admin:ui.optional")}
              >
                {(a11y) => (
                  <Controller
                    control={form.control}
                    name={`about.${locale}`}
                    render={({ field }) => (
                      <RichTextField
                        a11y={a11y}
                        value={field.value ?? ""}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        lang={langAttr(locale)}
                        rows={10}
                        testId={`setting-about-${locale}`}
                      />
                    )}
                  />
                )}
              </FormField>
            </div>
          )}
        </TranslationTabs>
      </FormSection>

      <FormSection title={t("ui.setting.contact")}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("phone", "tel")}
          {text("email", "email")}
          {text("whatsapp", "tel")}
        </div>
        <div className="mt-4">
          <Controller
            control={form.control}
            name="embed_map"
            render={({ field }) => (
              <EmbedMapField
                value={field.value ?? ""}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.embed_map?.message}
                testId="setting-embed-map"
              />
            )}
          />
        </div>
      </FormSection>

      <FormSection title={t("ui.setting.social")} description={t("ui.setting.social_intro")}>
        <div className="grid gap-4 sm:grid-cols-2">{URL_FIELDS.map((name) => text(name, "url"))}</div>
      </FormSection>

      <FormSection title={t("ui.setting.booking")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t("ui.setting.fields.currency")}
            error={errors.currency?.message}
            hint={t("ui.setting.hints.currency")}
            required
          >
            {(a11y) => (
              <select {...a11y} {...form.register("currency")} className={controlClass} data-testid="setting-currency">
                {CURRENCIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`ui.setting.currency.${c}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            label={t("ui.setting.fields.booking_expiry_hours")}
            error={errors.booking_expiry_hours?.message}
            hint={t("ui.setting.hints.booking_expiry_hours")}
            required
          >
            {(a11y) => (
              <input
                {...a11y}
                {...form.register("booking_expiry_hours")}
                type="number"
                inputMode="numeric"
                min={0}
                max={720}
                step={1}
                className={controlClass}
                data-testid="setting-booking-expiry"
              />
            )}
          </FormField>
          <FormField
            label={t("ui.setting.fields.terms_page")}
            error={errors.terms_page_id?.message}
            hint={t("ui.setting.hints.terms_page")}
            optionalLabel={t("catalog_admin:ui.optional")}
          >
            {(a11y) => (
              <select
                {...a11y}
                {...form.register("terms_page_id")}
                className={controlClass}
                data-testid="setting-terms-page"
              >
                <option value="">{t("ui.setting.no_terms_page")}</option>
                {pages.map((p) => (
                  <option key={p.id} value={String(p.id)}>
                    {p.title}
                  </option>
                ))}
                {record.terms_page_id && !pages.some((p) => p.id === record.terms_page_id) ? (
                  <option value={String(record.terms_page_id)}>#{record.terms_page_id}</option>
                ) : null}
              </select>
            )}
          </FormField>
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
