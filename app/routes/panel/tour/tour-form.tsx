import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarDays, Info, Star } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Controller, useFieldArray, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useBlocker, useNavigate, useParams } from "react-router";
import { toast } from "#app/shared/ui/toast";
import { displayPrice } from "#app/modules/catalog/catalog.rules";
import type { TourDetailDto } from "#app/modules/catalog/catalog.contract";
import { discountTypeEnum, tourStatus } from "#app/modules/catalog/catalog.contract";
import type { Locale } from "#app/shared/i18n/config";
import { serverT } from "#app/shared/i18n/server";
import { api } from "#app/shared/http/client";
import { useConfirm } from "#app/shared/ui/confirm-dialog";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { FormActions, FormSkeleton, LoadFailed } from "#app/shared/ui/form-actions";
import { localesWithErrors, numberField } from "#app/shared/ui/form-values";
import { GalleryUpload, ImageUpload } from "#app/modules/media/ui/image-upload";
import { MoneyInput, useSiteMoney } from "#app/shared/ui/money-input";
import { FormSection, PageHeader } from "#app/shared/ui/page-header";
import { toLocale } from "#app/shared/i18n/config";
import { pickLocale } from "#app/shared/translate";
import { handleWriteError, panelGet } from "#app/shared/http/panel-api";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import { TranslationTabs } from "#app/shared/ui/translation-tabs";
import { useConfirmUpdate, useDeleteRecord } from "#app/shared/ui/use-record-actions";
import type { Route } from "./+types/tour-form";
import { useAllAttributes, useAllCategories, useAllDestinations } from "#app/modules/catalog/catalog.client";
import { TOUR_KEY } from "#app/modules/catalog/ui/query-keys";
import { FacilitiesEditor, ItineraryEditor, TourTextsEditor } from "#app/modules/catalog/ui/tour-editor/content-editors";
import { DeparturesSection } from "#app/modules/catalog/ui/tour-editor/departures-section";
import { emptyTourValues, type TourEdit, tourFormSchema, tourToFormValues } from "#app/modules/catalog/ui/tour-editor/tour-form-schema";
import { TourStatusBadge } from "#app/modules/catalog/ui/tour-status-badge";

export async function loader({ context, params }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "catalog_admin");
  return { title: "tour_id" in params ? t("tour.edit_title") : t("tour.create_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

/**
 * /panel/tour/create and /panel/tour/{id}: one form for a package, every field of `tourInput`,
 * translatable texts in a tab per language. Departures need a saved package, so they appear on
 * the edit page, saved one by one.
 */
export default function TourForm() {
  const { tour_id } = useParams();
  const id = tour_id && /^\d+$/.test(tour_id) ? Number(tour_id) : undefined;
  const { t, i18n } = useTranslation("catalog_admin");
  const query = useQuery({
    queryKey: [...TOUR_KEY, "edit", id],
    queryFn: ({ signal }) => panelGet<{ data: TourEdit }>(`/tour/${id}/edit`, signal),
    enabled: id !== undefined,
    // A form always starts from the stored record.
    staleTime: 0,
    gcTime: 0,
  });
  const record = query.data?.data;

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={id ? t("tour.edit_title") : t("tour.create_title")}
        description={
          record ? `${record.code} · ${pickLocale(record.name, toLocale(i18n.language) ?? "id")}` : t("tour.form_intro")
        }
        back={{ to: "/panel/tour", label: t("tour.back") }}
        actions={
          record ? (
            <div className="flex items-center gap-2">
              <TourStatusBadge status={record.status} />
              {record.status === "published" ? (
                <Link
                  to={`/tour/${record.id}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  {t("tour.view_public")}
                  <span className="sr-only"> ({t("ui.new_tab")})</span>
                </Link>
              ) : null}
            </div>
          ) : undefined
        }
      />
      {id === undefined ? (
        <TourEditor />
      ) : record ? (
        <TourEditor key={id} record={record} />
      ) : query.isError ? (
        <LoadFailed backTo="/panel/tour" onRetry={() => void query.refetch()} />
      ) : (
        <FormSkeleton />
      )}
    </div>
  );
}

function TourEditor({ record }: { record?: TourEdit }) {
  const { t } = useTranslation("catalog_admin");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const confirmUpdate = useConfirmUpdate();
  const deleteRecord = useDeleteRecord();
  const money = useSiteMoney();
  const { fromField, toField, format } = money;
  const categories = useAllCategories();
  const destinations = useAllDestinations();
  const attributes = useAllAttributes();
  const [tab, setTab] = useState<Locale>("id");

  const schema = useMemo(() => tourFormSchema({ fromField, toField }), [fromField, toField]);
  const defaultValues = useMemo(
    () => (record ? tourToFormValues(record, { fromField, toField }) : emptyTourValues()),
    [record, fromField, toField],
  );
  const form = useContractForm(schema, { defaultValues });
  const { register, control, formState } = form;
  const { errors, isSubmitting, isDirty } = formState;
  const days = useFieldArray({ control, name: "itinerary" });
  const facilities = useFieldArray({ control, name: "facilities" });
  const errorLocales = localesWithErrors(errors);

  // A fresh load of the record (after saving) is the new starting point.
  useEffect(() => form.reset(defaultValues), [defaultValues, form]);

  // Leaving with unsaved changes asks first (not after a save, not when only the language changes).
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    void confirm({ text: t("ui.confirm_leave"), confirmLabel: t("ui.leave"), danger: true }).then((ok) =>
      ok ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker, confirm, t]);

  const [discountType, basePriceText, discountText] = useWatch({
    control,
    name: ["discount_type", "base_price", "discount_value"],
  });
  const preview = useMemo(() => {
    const base = fromField(basePriceText);
    if (base === undefined || Number.isNaN(base)) return undefined;
    const value = discountType === "fixed" ? fromField(discountText) : numberField(discountText);
    if (!discountType || value === undefined || Number.isNaN(value)) return base;
    return displayPrice(base, { type: discountType as "fixed" | "percentage", value });
  }, [basePriceText, discountType, discountText, fromField]);

  const submit = form.handleSubmit(
    async (input) => {
      if (record && !(await confirmUpdate())) return;
      try {
        const res = await api<{ message: string; data: TourDetailDto }>(record ? `/tour/${record.id}` : "/tour", {
          method: record ? "PUT" : "POST",
          body: input,
        });
        toast.success(res.message);
        if (record) {
          await queryClient.invalidateQueries({ queryKey: TOUR_KEY });
        } else {
          leaving.current = true;
          void queryClient.invalidateQueries({ queryKey: [...TOUR_KEY, "list"] });
          // Departures need a saved package: carry on on its edit page.
          navigate(`/panel/tour/${res.data.id}`, { replace: true });
        }
      } catch (err) {
        handleWriteError(err, t("ui.unavailable"), form);
        const errs = form.formState.errors;
        const locs = localesWithErrors(errs);
        if (locs.length && !locs.includes(tab)) setTab(locs[0]);
      }
    },
    (errs) => {
      const locs = localesWithErrors(errs);
      if (locs.length && !locs.includes(tab)) setTab(locs[0]);
    },
  );

  const onDelete = record
    ? async () => {
        const ok = await deleteRecord(`/tour/${record.id}`, {
          invalidate: [[...TOUR_KEY, "list"]],
          name: record.name.id,
        });
        if (ok) {
          leaving.current = true;
          navigate("/panel/tour", { replace: true });
        }
      }
    : undefined;

  const optional = t("ui.optional");

  return (
    <>
      <form onSubmit={submit} noValidate data-testid="tour-form" aria-label={t("tour.form_label")}>
        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 space-y-6">
            <FormSection title={t("section.identity")} description={t("section.identity_intro")}>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label={t("fields.code")} error={errors.code?.message} hint={t("fields.code_hint")} required>
                  {(a11y) => (
                    <input
                      {...a11y}
                      {...register("code")}
                      type="text"
                      autoCapitalize="characters"
                      spellCheck={false}
                      autoComplete="off"
                      className={`${controlClass} uppercase`}
                      data-testid="tour-code"
                    />
                  )}
                </FormField>
                <FormField
                  label={t("fields.slug")}
                  error={errors.slug?.message}
                  hint={t("fields.slug_hint")}
                  optionalLabel={optional}
                >
                  {(a11y) => (
                    <input
                      {...a11y}
                      {...register("slug")}
                      type="text"
                      autoCapitalize="none"
                      spellCheck={false}
                      autoComplete="off"
                      className={controlClass}
                      data-testid="tour-slug"
                    />
                  )}
                </FormField>
              </div>
            </FormSection>

            <FormSection title={t("section.content")} description={t("tour.content_intro")}>
              <TranslationTabs
                value={tab}
                onValueChange={setTab}
                errorLocales={errorLocales}
                label={t("ui.language_tabs")}
              >
                {(locale) => (
                  <>
                    <TourTextsEditor locale={locale} control={control} register={register} errors={errors} />
                    <ItineraryEditor
                      locale={locale}
                      control={control}
                      register={register}
                      errors={errors}
                      days={days}
                    />
                    <FacilitiesEditor
                      locale={locale}
                      control={control}
                      register={register}
                      errors={errors}
                      items={facilities}
                    />
                  </>
                )}
              </TranslationTabs>
            </FormSection>

            <FormSection
              title={t("section.pricing")}
              description={t("section.pricing_intro", { currency: money.currency })}
            >
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField
                  label={t("fields.base_price")}
                  error={errors.base_price?.message}
                  hint={t("fields.base_price_hint")}
                  required
                >
                  {(a11y) => (
                    <MoneyInput
                      control={control}
                      name="base_price"
                      a11y={a11y}
                      inputProps={register("base_price")}
                      testId="tour-base-price"
                    />
                  )}
                </FormField>
                <FormField
                  label={t("fields.min_payment")}
                  error={errors.min_payment?.message}
                  hint={t("fields.min_payment_hint")}
                >
                  {(a11y) => (
                    <MoneyInput
                      control={control}
                      name="min_payment"
                      a11y={a11y}
                      inputProps={register("min_payment")}
                      testId="tour-min-payment"
                    />
                  )}
                </FormField>
                <FormField label={t("fields.discount_type")} error={errors.discount_type?.message}>
                  {(a11y) => (
                    <select
                      {...a11y}
                      {...register("discount_type")}
                      className={controlClass}
                      data-testid="tour-discount-type"
                    >
                      <option value="">{t("discount.none")}</option>
                      {discountTypeEnum.options.map((type) => (
                        <option key={type} value={type}>
                          {t(`discount.${type}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
                {discountType === "fixed" ? (
                  <FormField
                    label={t("fields.discount_value")}
                    error={errors.discount_value?.message}
                    hint={t("discount.fixed_hint")}
                    required
                  >
                    {(a11y) => (
                      <MoneyInput
                        control={control}
                        name="discount_value"
                        a11y={a11y}
                        inputProps={register("discount_value")}
                        testId="tour-discount-value"
                      />
                    )}
                  </FormField>
                ) : discountType === "percentage" ? (
                  <FormField
                    label={t("fields.discount_percent")}
                    error={errors.discount_value?.message}
                    hint={t("discount.percentage_hint")}
                    required
                  >
                    {(a11y) => (
                      <div className="relative">
                        <input
                          {...a11y}
                          {...register("discount_value")}
                          type="number"
                          inputMode="numeric"
                          min={0}
                          max={100}
                          step={1}
                          className={`${controlClass} pr-10`}
                          data-testid="tour-discount-value"
                        />
                        <span
                          aria-hidden="true"
                          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-slate-600"
                        >
                          %
                        </span>
                      </div>
                    )}
                  </FormField>
                ) : (
                  <div className="hidden sm:block" />
                )}
              </div>
              {preview !== undefined ? (
                <p
                  className="mt-3 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700"
                  aria-live="polite"
                  data-testid="tour-price-preview"
                >
                  {t("tour.price_preview", { price: format(preview) })}
                </p>
              ) : null}

              <div className="mt-6 grid gap-4 sm:grid-cols-3">
                <FormField label={t("fields.min_pax")} error={errors.min_pax?.message} required>
                  {(a11y) => (
                    <input
                      {...a11y}
                      {...register("min_pax")}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      step={1}
                      className={controlClass}
                      data-testid="tour-min-pax"
                    />
                  )}
                </FormField>
                <FormField
                  label={t("fields.max_pax")}
                  error={errors.max_pax?.message}
                  hint={t("fields.max_pax_hint")}
                  optionalLabel={optional}
                >
                  {(a11y) => (
                    <input
                      {...a11y}
                      {...register("max_pax")}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      step={1}
                      className={controlClass}
                      data-testid="tour-max-pax"
                    />
                  )}
                </FormField>
                <FormField
                  label={t("fields.default_capacity")}
                  error={errors.default_capacity?.message}
                  hint={t("fields.default_capacity_hint")}
                  required
                >
                  {(a11y) => (
                    <input
                      {...a11y}
                      {...register("default_capacity")}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      step={1}
                      className={controlClass}
                      data-testid="tour-default-capacity"
                    />
                  )}
                </FormField>
              </div>
              <FormField
                label={t("fields.card_payment_link")}
                error={errors.card_payment_link?.message}
                hint={t("fields.card_payment_link_hint")}
                optionalLabel={optional}
                className="mt-4"
              >
                {(a11y) => (
                  <input
                    {...a11y}
                    {...register("card_payment_link")}
                    type="url"
                    inputMode="url"
                    autoComplete="off"
                    placeholder="https://"
                    className={controlClass}
                    data-testid="tour-card-link"
                  />
                )}
              </FormField>
            </FormSection>

            <FormSection title={t("section.images")} description={t("section.images_intro")}>
              <div className="space-y-6">
                <Controller
                  control={control}
                  name="cover"
                  render={({ field }) => (
                    <ImageUpload
                      label={t("fields.cover")}
                      hint={t("image.hint")}
                      value={field.value ?? null}
                      onChange={field.onChange}
                      error={contractError(errors, "cover_image_id")}
                      testId="tour-cover"
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="gallery"
                  render={({ field }) => (
                    <GalleryUpload
                      label={t("fields.gallery")}
                      hint={t("image.hint")}
                      value={field.value ?? []}
                      onChange={field.onChange}
                      error={contractError(errors, "gallery_image_ids")}
                      testId="tour-gallery"
                    />
                  )}
                />
              </div>
            </FormSection>
          </div>

          <div className="min-w-0 space-y-6">
            <FormSection title={t("section.publish")}>
              <FormField
                label={t("fields.status")}
                error={errors.status?.message}
                hint={t("tour.status_hint")}
                required
              >
                {(a11y) => (
                  <select {...a11y} {...register("status")} className={controlClass} data-testid="tour-status">
                    {tourStatus.options.map((s) => (
                      <option key={s} value={s}>
                        {t(`status.${s}`)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <label className="mt-4 flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-amber-500 has-checked:bg-amber-50">
                <input
                  type="checkbox"
                  {...register("featured")}
                  className="mt-0.5 size-5 accent-brand-700"
                  data-testid="tour-featured"
                />
                <span>
                  <span className="flex items-center gap-1 font-medium text-slate-900">
                    <Star aria-hidden className="size-4 text-amber-600" />
                    {t("fields.featured")}
                  </span>
                  <span className="block text-sm text-slate-600">{t("fields.featured_hint")}</span>
                </span>
              </label>
              {record?.has_bookings ? (
                <p className="mt-4 flex gap-2 rounded-md bg-sky-50 p-3 text-sm text-sky-900">
                  <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
                  {t("tour.has_bookings")}
                </p>
              ) : null}
            </FormSection>

            <FormSection title={t("section.place")}>
              <FormField
                label={t("fields.destination")}
                error={errors.destination_id?.message}
                optionalLabel={optional}
              >
                {(a11y) => (
                  // Controlled: the options arrive after the form's values and must still show the saved one.
                  <Controller
                    control={control}
                    name="destination_id"
                    render={({ field }) => (
                      <select
                        {...a11y}
                        name={field.name}
                        ref={field.ref}
                        value={field.value ?? ""}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        className={controlClass}
                        data-testid="tour-destination"
                      >
                        <option value="">{t("tour.no_destination")}</option>
                        {(destinations.data ?? []).map((d) => (
                          <option key={d.id} value={String(d.id)}>
                            {d.name}
                          </option>
                        ))}
                      </select>
                    )}
                  />
                )}
              </FormField>
              <Controller
                control={control}
                name="category_ids"
                render={({ field }) => (
                  <fieldset className="mt-4">
                    <legend className="mb-2 text-sm font-medium text-slate-800">
                      {t("fields.categories")} <span className="font-normal text-slate-600">({optional})</span>
                    </legend>
                    {categories.data?.length ? (
                      <ul className="max-h-64 space-y-1 overflow-y-auto">
                        {categories.data.map((c) => {
                          const checked = (field.value ?? []).includes(c.id);
                          return (
                            <li key={c.id}>
                              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-slate-50">
                                <input
                                  type="checkbox"
                                  checked={checked}
                                  onChange={() =>
                                    field.onChange(
                                      checked
                                        ? (field.value ?? []).filter((x) => x !== c.id)
                                        : [...(field.value ?? []), c.id],
                                    )
                                  }
                                  onBlur={field.onBlur}
                                  className="size-5 accent-brand-700"
                                  data-testid={`tour-category-${c.id}`}
                                />
                                <span className="text-sm text-slate-900">{c.name}</span>
                              </label>
                            </li>
                          );
                        })}
                      </ul>
                    ) : (
                      <p className="text-sm text-slate-600">
                        {categories.isPending ? t("ui.loading") : t("tour.no_categories")}{" "}
                        {!categories.isPending ? (
                          <Link to="/panel/tour/category/create" className="font-medium text-brand-700 underline">
                            {t("category.add")}
                          </Link>
                        ) : null}
                      </p>
                    )}
                    {errors.category_ids?.message ? (
                      <p className="mt-1 text-sm text-red-700">{errors.category_ids.message}</p>
                    ) : null}
                  </fieldset>
                )}
              />
            </FormSection>

            <FormSection title={t("section.extras")} description={t("tour.extras_intro")}>
              <Controller
                control={control}
                name="attribute_ids"
                render={({ field }) => (
                  <fieldset>
                    <legend className="sr-only">{t("section.extras")}</legend>
                    {attributes.data?.length ? (
                      <ul className="space-y-2">
                        {attributes.data.map((a) => {
                          const checked = (field.value ?? []).includes(a.id);
                          return (
                            <li key={a.id}>
                              <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50">
                                <input
                                  type="checkbox"
                                  checked={checked}
                                  onChange={() =>
                                    field.onChange(
                                      checked
                                        ? (field.value ?? []).filter((x) => x !== a.id)
                                        : [...(field.value ?? []), a.id],
                                    )
                                  }
                                  onBlur={field.onBlur}
                                  className="mt-0.5 size-5 shrink-0 accent-brand-700"
                                  data-testid={`tour-attribute-${a.id}`}
                                />
                                <span className="min-w-0">
                                  <span className="block font-medium text-slate-900">{a.name}</span>
                                  <span className="block text-xs text-slate-600">
                                    {t(`choice_rule.${a.choice_rule}`)}
                                  </span>
                                  {a.details.length ? (
                                    <span className="mt-1 block text-sm text-slate-700">
                                      {a.details.map((d) => (
                                        <span key={d.id} className="block">
                                          {d.name}: <span className="tabular-nums">{format(d.price)}</span>{" "}
                                          <span className="text-slate-600">{t(`per.${d.per}`)}</span>
                                        </span>
                                      ))}
                                    </span>
                                  ) : (
                                    <span className="mt-1 block text-sm text-slate-600">
                                      {t("attribute.no_details")}
                                    </span>
                                  )}
                                </span>
                              </label>
                            </li>
                          );
                        })}
                      </ul>
                    ) : (
                      <p className="text-sm text-slate-600">
                        {attributes.isPending ? t("ui.loading") : t("tour.no_attributes")}{" "}
                        {!attributes.isPending ? (
                          <Link to="/panel/tour/attribute/create" className="font-medium text-brand-700 underline">
                            {t("attribute.add")}
                          </Link>
                        ) : null}
                      </p>
                    )}
                  </fieldset>
                )}
              />
            </FormSection>
          </div>
        </div>

        <FormActions
          saving={isSubmitting}
          cancelTo="/panel/tour"
          onDelete={onDelete ? () => void onDelete() : undefined}
          saveTestId="tour-save"
          deleteTestId="tour-delete"
        />
      </form>

      <div className="mt-8">
        {record ? (
          <DeparturesSection
            tourId={record.id}
            initial={record.departures}
            basePrice={record.base_price}
            defaultCapacity={record.default_capacity}
          />
        ) : (
          <FormSection title={t("departure.title")} testId="departures">
            <p className="flex items-start gap-3 text-sm text-slate-700">
              <CalendarDays aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-500" />
              {t("departure.save_first")}
            </p>
          </FormSection>
        )}
      </div>
    </>
  );
}

/** An error on a contract field the form holds under another name (image ids behind their previews). */
function contractError(errors: object, field: "cover_image_id" | "gallery_image_ids"): string | undefined {
  const node = (errors as Record<string, { message?: string } | undefined>)[field];
  return node?.message;
}
