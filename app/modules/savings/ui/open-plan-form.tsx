import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import type { Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { z } from "zod";
import { catalogQueries } from "#app/modules/catalog/catalog.api-client";
import { savingsClient, savingsKeys } from "#app/modules/savings/savings.api-client";
import { type OpenPlanInput, openPlanInput } from "#app/modules/savings/savings.contract";
import { suggestedMonthly, suggestedTarget } from "#app/modules/savings/savings.rules";
import { ApiError, isAbort } from "#app/shared/http/client";
import { MoneyField, NumberField, SelectField } from "#app/shared/ui/bound-fields";
import { useSiteMoney } from "#app/shared/ui/money-input";
import { FormSection } from "#app/shared/ui/page-header";
import { SubmitButton } from "#app/shared/ui/submit-button";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { useSavingsFormat } from "./plan-parts";

/** The form's fields, as the API names them: a 422 on one of them is shown under it. */
const FIELDS = ["package_id", "room_type_id", "target_amount", "months", "monthly_amount"] as const;
type FormValues = Record<(typeof FIELDS)[number], string>;

export interface OpenPlanFormProps {
  /** Staff open the plan for this customer (`customer_id`, bookings_manage); a customer for themself. */
  customerId?: number;
  className?: string;
}

/**
 * Opening a savings plan (decision 084, docs/product.md §Savings plans), the customer's on their
 * plans page and staff's for a customer at the counter (/panel/savings/new): a package (optional:
 * none saves toward an estimated amount) and, once chosen, one of its room types; the target,
 * suggested from the package's price for that room type (savings.rules' `suggestedTarget`) until
 * the user types their own; months and the monthly amount (an empty monthly amount is suggested as
 * target ÷ months). A refusal (422) is shown under its field; the new plan's page opens after.
 */
export function OpenPlanForm({ customerId, className }: OpenPlanFormProps) {
  const { t } = useTranslation("savings");
  const money = useSiteMoney();
  const { fromField } = money;
  const fmt = useSavingsFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const schema = useMemo(
    () =>
      z
        .object({
          package_id: z.string(),
          room_type_id: z.string(),
          target_amount: z.string(),
          months: z.string(),
          monthly_amount: z.string(),
        })
        .transform(
          (v): OpenPlanInput => ({
            ...(customerId === undefined ? {} : { customer_id: customerId }),
            package_id: v.package_id === "" ? null : Number(v.package_id),
            room_type_id: v.package_id === "" || v.room_type_id === "" ? null : Number(v.room_type_id),
            target_amount: fromField(v.target_amount) as number,
            months: v.months === "" ? Number.NaN : Number(v.months),
            monthly_amount: fromField(v.monthly_amount) as number,
          }),
        )
        .pipe(openPlanInput),
    [fromField, customerId],
  );
  const form = useContractForm(schema, {
    defaultValues: { package_id: "", room_type_id: "", target_amount: "", months: "12", monthly_amount: "" },
    shouldFocusError: true,
  });

  const packages = useQuery(catalogQueries.publishedTours());
  const packageId = form.watch("package_id");
  const roomTypeId = form.watch("room_type_id");
  const tour = useQuery(catalogQueries.tourPage(packageId === "" ? undefined : Number(packageId)));
  // The page of the package chosen now (a previous one's stays in the cache while the next loads).
  const chosen = tour.data && String(tour.data.id) === packageId ? tour.data : undefined;
  const roomTypes = chosen?.room_types ?? [];

  // Another package: its room types are others.
  const shownPackage = useRef(packageId);
  useEffect(() => {
    if (shownPackage.current === packageId) return;
    shownPackage.current = packageId;
    form.setValue("room_type_id", "");
  }, [packageId, form]);

  const suggestion = chosen ? suggestedTarget(chosen, roomTypeId === "" ? null : Number(roomTypeId)) : undefined;
  const suggestedRoom = roomTypes.find((r) => String(r.id) === roomTypeId)?.name;
  // The target (and the monthly amount) follow the suggestion until the user types another amount.
  const lastSuggested = useRef<string | null>(null);
  const lastMonthly = useRef<string | null>(null);
  const suggestedAmount = suggestion?.amount;
  useEffect(() => {
    if (suggestedAmount === undefined) return;
    const next = money.toField(suggestedAmount);
    const current = form.getValues("target_amount");
    if (current === "" || current === lastSuggested.current) {
      form.setValue("target_amount", next, { shouldValidate: form.formState.isSubmitted });
      const months = Number(form.getValues("months"));
      const monthly = form.getValues("monthly_amount");
      if (months > 0 && (monthly === "" || monthly === lastMonthly.current)) {
        const each = money.toField(suggestedMonthly(suggestedAmount, months, money.currency));
        form.setValue("monthly_amount", each);
        lastMonthly.current = each;
      }
    }
    lastSuggested.current = next;
  }, [suggestedAmount, money, form]);
  const suggestionText = suggestion
    ? suggestion.byRoomType && suggestedRoom
      ? t("ui.suggested_room", { amount: fmt.money(suggestion.amount, money.currency), room: suggestedRoom })
      : t("ui.suggested_from", { amount: fmt.money(suggestion.amount, money.currency) })
    : undefined;

  const suggest = () => {
    const target = fromField(form.getValues("target_amount"));
    const months = Number(form.getValues("months"));
    const monthly = form.getValues("monthly_amount");
    if ((monthly && monthly !== lastMonthly.current) || !target || !months || Number.isNaN(target)) return;
    const each = money.toField(suggestedMonthly(target, months, money.currency));
    form.setValue("monthly_amount", each);
    lastMonthly.current = each;
  };
  const submit = form.handleSubmit(async (input) => {
    try {
      const res = await savingsClient.open(input);
      toast.success(res.message);
      await queryClient.invalidateQueries({ queryKey: savingsKeys.lists() });
      await navigate(`/panel/savings/${res.data.id}`);
    } catch (err) {
      if (isAbort(err)) return;
      if (!(err instanceof ApiError)) {
        toast.error(t("ui.unavailable"));
        return;
      }
      // The shared error handler toasted the refusal, translated; a field's message goes under it too.
      let first = true;
      for (const [field, messages] of Object.entries(err.body.errors ?? {})) {
        if (!(FIELDS as readonly string[]).includes(field) || !messages[0]) continue;
        form.setError(field as Path<FormValues>, { type: "server", message: messages[0] }, { shouldFocus: first });
        first = false;
      }
    }
  });
  const packagesLoading = packages.isPending;
  const roomsLoading = packageId !== "" && !chosen && !tour.isError;
  const forCustomer = customerId !== undefined;
  return (
    <form onSubmit={submit} noValidate className={className} data-testid="open-plan-form">
      <FormSection title={forCustomer ? t("ui.step_plan") : t("ui.open_title")} description={t("ui.open_intro")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            form={form}
            name="package_id"
            label={t("ui.package")}
            optional
            hint={packagesLoading ? t("ui.packages_loading") : packages.isError ? t("ui.packages_failed") : undefined}
            emptyOption={t("ui.no_package")}
            options={(packages.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            disabled={packagesLoading}
            aria-busy={packagesLoading || undefined}
            data-testid="open-package"
          />
          {packageId === "" ? null : roomsLoading || roomTypes.length > 0 ? (
            <SelectField
              form={form}
              name="room_type_id"
              label={t("ui.room_type")}
              optional
              hint={roomsLoading ? t("ui.room_types_loading") : undefined}
              emptyOption={t("ui.no_room_type")}
              options={roomTypes.map((r) => ({ value: String(r.id), label: r.name }))}
              disabled={roomsLoading}
              aria-busy={roomsLoading || undefined}
              data-testid="open-room-type"
            />
          ) : null}
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <MoneyField
            form={form}
            name="target_amount"
            label={t("ui.target")}
            hint={suggestionText}
            required
            internal
            testId="open-target"
          />
          <NumberField
            form={form}
            name="months"
            label={t("ui.months")}
            required
            min={1}
            onBlur={suggest}
            data-testid="open-months"
          />
          <MoneyField
            form={form}
            name="monthly_amount"
            label={t("ui.monthly")}
            hint={t("ui.monthly_hint")}
            required
            internal
            testId="open-monthly"
          />
        </div>
        {/* Said aloud when the suggestion changes: the target field was filled without the reader's keystroke. */}
        <p className="sr-only" aria-live="polite" data-testid="open-suggested" data-amount={suggestion?.amount}>
          {suggestionText}
        </p>
        <SubmitButton
          loading={form.formState.isSubmitting}
          loadingLabel={t("ui.working")}
          className="mt-4 w-full sm:w-auto"
          data-testid="open-submit"
        >
          {t("ui.open_submit")}
        </SubmitButton>
      </FormSection>
    </form>
  );
}
