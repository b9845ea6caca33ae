import { useQueryClient } from "@tanstack/react-query";
import { CalendarDays } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useWatch } from "react-hook-form";
import { useBlocker, useNavigate } from "react-router";
import { catalogClient, catalogKeys } from "#app/modules/catalog/catalog.api-client";
import { handleWriteError } from "#app/shared/http/panel-api";
import type { Locale } from "#app/shared/i18n/config";
import { useConfirm } from "#app/shared/ui/confirm-dialog";
import { FormActions } from "#app/shared/ui/form-actions";
import { localesWithErrors } from "#app/shared/ui/form-values";
import { useSiteMoney } from "#app/shared/ui/money-input";
import { FormSection } from "#app/shared/ui/page-header";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { useConfirmUpdate, useDeleteRecord } from "#app/shared/ui/use-record-actions";
import { ContentSection } from "./content-section";
import { DeparturesSection } from "./departures-section";
import { DocumentsLink } from "./documents-link";
import { ExtrasSection } from "./extras-section";
import { IdentitySection } from "./identity-section";
import { ImagesSection } from "./images-section";
import { PlaceSection } from "./place-section";
import { PolicySection } from "./policy-section";
import { PricingSection } from "./pricing-section";
import { PublishSection } from "./publish-section";
import { RoomsSection } from "./rooms-section";
import { emptyTourValues, type TourEdit, tourFormSchema, tourToFormValues } from "./tour-form-schema";

/**
 * One form for a package, every field of `tourInput`, translatable texts in a tab per language.
 * Departures need a saved package, so they appear once it has been saved, saved one by one.
 */
export function TourEditor({ record }: { record?: TourEdit }) {
  const { t } = useTranslation("catalog_admin");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const confirmUpdate = useConfirmUpdate();
  const deleteRecord = useDeleteRecord();
  const { fromField, toField } = useSiteMoney();
  const [tab, setTab] = useState<Locale>("id");

  const schema = useMemo(() => tourFormSchema({ fromField, toField }), [fromField, toField]);
  const defaultValues = useMemo(
    () => (record ? tourToFormValues(record, { fromField, toField }) : emptyTourValues()),
    [record, fromField, toField],
  );
  const form = useContractForm(schema, { defaultValues });
  const { isSubmitting, isDirty } = form.formState;
  const status = useWatch({ control: form.control, name: "status" });

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

  // A refused save opens the language tab that holds the first error.
  const showErrorTab = (errs: Parameters<typeof localesWithErrors>[0]) => {
    const locs = localesWithErrors(errs);
    if (locs.length && !locs.includes(tab)) setTab(locs[0]);
  };

  const serverErrors = useRef(false);
  const errorLocales = localesWithErrors(form.formState.errors);
  const firstErrorLocale = errorLocales[0];
  useEffect(() => {
    if (!serverErrors.current || !firstErrorLocale) return;
    serverErrors.current = false;
    setTab((current) => (errorLocales.includes(current) ? current : firstErrorLocale));
  });

  const submit = form.handleSubmit(async (input) => {
    if (record && !(await confirmUpdate())) return;
    try {
      const res = await catalogClient.saveTour(record?.id, input);
      toast.success(res.message);
      if (record) {
        await queryClient.invalidateQueries({ queryKey: catalogKeys.tours });
      } else {
        leaving.current = true;
        void queryClient.invalidateQueries({ queryKey: catalogKeys.tourLists });
        // Departures need a saved package: carry on on its edit page.
        navigate(`/panel/tour/${res.data.id}`, { replace: true });
      }
    } catch (err) {
      handleWriteError(err, t("ui.unavailable"), form);
      // The server's field messages reach formState on the next render: open their tab then.
      serverErrors.current = true;
    }
  }, showErrorTab);

  const onDelete = record
    ? async () => {
        const ok = await deleteRecord(() => catalogClient.deleteTour(record.id), {
          invalidate: [catalogKeys.tourLists],
          name: record.name.id,
        });
        if (ok) {
          leaving.current = true;
          navigate("/panel/tour", { replace: true });
        }
      }
    : undefined;

  return (
    <>
      <form onSubmit={submit} noValidate data-testid="tour-form" aria-label={t("tour.form_label")}>
        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 space-y-6">
            <IdentitySection form={form} />
            <ContentSection form={form} tab={tab} onTabChange={setTab} />
            <PricingSection form={form} />
            <RoomsSection form={form} tab={tab} onTabChange={setTab} />
            <ImagesSection form={form} />
            <PolicySection form={form} />
          </div>

          <div className="min-w-0 space-y-6">
            <PublishSection form={form} record={record} />
            <PlaceSection form={form} />
            <ExtrasSection form={form} />
            {record ? <DocumentsLink tourId={record.id} /> : null}
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
            roomTypes={record.room_types}
            published={status === "published"}
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
