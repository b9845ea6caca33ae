import { useQuery, useQueryClient } from "@tanstack/react-query";
import { PiggyBank } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { z } from "zod";
import { catalogQueries } from "#app/modules/catalog/catalog.api-client";
import { savingsClient, savingsKeys, savingsQueries } from "#app/modules/savings/savings.api-client";
import { type OpenPlanInput, openPlanInput } from "#app/modules/savings/savings.contract";
import { suggestedTarget } from "#app/modules/savings/savings.rules";
import { ApiError, isAbort } from "#app/shared/http/client";
import { MoneyField, NumberField, SelectField } from "#app/shared/ui/bound-fields";
import { FormSection, PageHeader } from "#app/shared/ui/page-header";
import { useSiteMoney } from "#app/shared/ui/money-input";
import { SubmitButton } from "#app/shared/ui/submit-button";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { PlanRoomType, PlanStatusBadge, usePlanTitle, useSavingsFormat } from "./plan-parts";

const ALL = { page: 1, limit: 50, search: "", status: "", overdue: "" };

/**
 * /panel/savings for a customer (decision 084, docs/product.md §Savings plans): their plans with
 * balance and months, and the form that opens a new one.
 */
export function MySavings() {
  const { t } = useTranslation("savings");
  const fmt = useSavingsFormat();
  const title = usePlanTitle();
  const query = useQuery(savingsQueries.list(ALL));
  const plans = query.data?.data;
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t("ui.my_title")} description={t("ui.my_intro")} />
      {plans === undefined ? (
        <p className="text-sm text-slate-600" aria-busy="true">
          {query.isError ? t("ui.load_failed") : t("ui.loading")}
        </p>
      ) : plans.length === 0 ? (
        <p className="flex items-center gap-2 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">
          <PiggyBank aria-hidden className="size-5 shrink-0" />
          {t("ui.my_empty")}
        </p>
      ) : (
        <ul className="space-y-3" data-testid="my-plans">
          {plans.map((p) => (
            <li key={p.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="my-plan">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <Link
                  to={`/panel/savings/${p.id}`}
                  className="min-w-0 font-semibold break-words text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  data-testid="my-plan-link"
                >
                  {title(p)}
                </Link>
                <PlanStatusBadge status={p.status} />
              </div>
              {p.package ? <p className="mt-1 font-mono text-sm text-slate-600">{p.code}</p> : null}
              <PlanRoomType plan={p} className="mt-1 text-sm text-slate-700" />
              <p className="mt-2 text-sm text-slate-800">
                {t("ui.balance_line", {
                  balance: fmt.money(p.balance, p.currency),
                  target: fmt.money(p.target_amount, p.currency),
                })}
              </p>
              <p className="text-sm text-slate-600">
                {t("ui.months_of", { paid: p.months_paid, count: p.months })}
                {p.months_overdue > 0 ? ` · ${t("ui.overdue_count", { count: p.months_overdue })}` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
      <OpenPlanForm />
    </div>
  );
}

/**
 * A package (optional: none saves toward an estimated amount) and, once chosen, one of its room
 * types; the target, suggested from the package's price for that room type (savings.rules'
 * `suggestedTarget`) until the customer types their own; months and the monthly amount (an empty
 * monthly amount is suggested as target ÷ months).
 */
function OpenPlanForm() {
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
            package_id: v.package_id === "" ? null : Number(v.package_id),
            room_type_id: v.package_id === "" || v.room_type_id === "" ? null : Number(v.room_type_id),
            target_amount: fromField(v.target_amount) as number,
            months: v.months === "" ? Number.NaN : Number(v.months),
            monthly_amount: fromField(v.monthly_amount) as number,
          }),
        )
        .pipe(openPlanInput),
    [fromField],
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
  // The target (and the monthly amount) follow the suggestion until the customer types another amount.
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
        const each = money.toField(Math.ceil(suggestedAmount / months));
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
    const each = money.toField(Math.ceil(target / months));
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
      // A refusal was toasted, translated, by the shared error handler.
      if (isAbort(err) || err instanceof ApiError) return;
      toast.error(t("ui.unavailable"));
    }
  });
  const packagesLoading = packages.isPending;
  const roomsLoading = packageId !== "" && !chosen && !tour.isError;
  return (
    <form onSubmit={submit} noValidate className="mt-8" data-testid="open-plan-form">
      <FormSection title={t("ui.open_title")} description={t("ui.open_intro")}>
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
